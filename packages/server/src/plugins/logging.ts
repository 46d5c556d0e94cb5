// What the server's log may say about a request (decisions/0034). Fastify logs every request's method and
// URL; a URL can carry a secret in its query: a partner's single sign-on code (`?code=`, on the page the
// partner sends the shopper to), a token or a password someone put there. `loggerOptions` keeps Fastify's
// request fields but writes those parameters' values as `[redacted]`. Bodies and headers are never logged
// (Fastify's serializers leave them out; errors.ts logs errors, not requests).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach the log (compared without case). */
export const SECRET_QUERY_PARAMETERS = [
  'code',
  'principal',
  'credentials',
  'token',
  'access_token',
  'password',
] as const;

const secretParameter = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#]*`, 'gi');

/** A URL as the log shows it: the values of the secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(secretParameter, '$1[redacted]') : url;
}

/** Fastify's request serializer (lib/logger-pino.js) with the URL redacted. */
function request(req: FastifyRequest) {
  const version = req.headers['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: Array.isArray(version) ? version.join(',') : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger option for Fastify: off stays off; on, or its options, with the redacting serializer. */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: request } };
}
