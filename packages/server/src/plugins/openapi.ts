// OpenAPI documentation of the API from the routes' zod schemas, served at /docs.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Mall API',
        version: '0.1.0',
        description:
          'Mounted at /api. Success: 200 with the bare JSON value. Errors: 400 with a plain-text message in ' +
          'the language of Accept-Language; 401 without a valid bearer token on /p/ paths; 500 without ' +
          'internals. Every non-GET request carries the C-TT, C-N, C-NN and C-S signature headers (docs/api.md).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
