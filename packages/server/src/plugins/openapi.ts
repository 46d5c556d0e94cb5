// OpenAPI documentation of the API from the routes' zod schemas, served at /docs.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const text = (description: string) => ({
  description,
  content: { 'text/plain': { schema: { type: 'string' } } },
});

/** The contract's error replies and the signature headers, added to every API route's document. */
const withContract: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  if (!input.url.startsWith('/api/')) return output;
  const schema = (output.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
  const response: Record<string, unknown> = {
    ...schema.response,
    400: text('Business error or malformed request: a message in the language of Accept-Language'),
    500: text('Server fault (no details)'),
  };
  if (/^\/api\/p(\/|$)/.test(input.url)) response[401] = text('Not signed in, or the token is invalid');
  if (/^\/api\/platform\//.test(input.url) && input.url !== '/api/platform/login') {
    response[401] = text('No live platform token');
    response[403] = text("The platform account's role may not call this route");
    if (input.route.config?.notFound === true) {
      response[404] = text('The target named by id does not exist (its message and x-message-id header)');
    }
  }
  // A merchant route's permission (decisions/0060): documented as `x-permission` on the operation.
  const permission = input.route.config?.permission;
  if (/^\/api\/merchant\//.test(input.url) && input.url !== '/api/merchant/login') {
    response[401] = text('No live merchant token');
    const needs = permission === undefined ? '?' : [permission].flat().join(' and ');
    response[403] = text(`The merchant account's role lacks the route's permission (${needs})`);
  }
  // A route that verifies its caller's own signature instead (config.skipSignature) needs no C-* headers.
  const signed =
    input.route.config?.skipSignature !== true &&
    ![input.route.method].flat().every((m) => ['GET', 'HEAD', 'OPTIONS'].includes(m));
  const headers = signed
    ? {
        type: 'object',
        required: ['C-TT', 'C-N', 'C-NN', 'C-S'],
        properties: {
          'C-TT': { type: 'string', description: 'Client time, ms since the epoch' },
          'C-N': { type: 'string', description: '6 random [A-Za-z0-9]' },
          'C-NN': { type: 'string', description: '6 more random [A-Za-z0-9]' },
          'C-S': { type: 'string', description: 'MD5 hex of C-N + Origin + raw body + C-TT' },
        },
      }
    : undefined;
  return {
    ...output,
    schema: {
      ...schema,
      response,
      ...(headers && !schema.headers ? { headers } : {}),
      ...(permission ? { 'x-permission': permission } : {}),
    },
  };
};

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Mall API',
        version: '0.1.0',
        description:
          'Mounted at /api. Success: 200 with the bare JSON value. Errors: 400 with a plain-text message in ' +
          'the language of Accept-Language; 401 without a valid bearer token on /p/, /merchant/ and /platform/ ' +
          'paths; 403 for a platform role that may not call the route or a merchant account whose role lacks ' +
          "the route's permission (`x-permission` on each /merchant/ operation); 404 with a plain-text " +
          "message and its x-message-id header when a /platform/ route's target, named by id, does not exist " +
          '(decisions/0105); 500 without ' +
          'internals. Every non-GET request carries the C-TT, C-N, C-NN and C-S signature headers (docs/api.md).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A shopper token from /login, /appLogin or registration',
          },
          merchantBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A merchant token from /merchant/login',
          },
          platformBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A platform token from /platform/login (valid on /platform/ only)',
          },
        },
      },
    },
    transform: withContract,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
