// Success is the bare JSON value, strings included: a handler that returns 'abc' answers "abc" as
// application/json (Fastify would send a returned string as text/plain, which the contract keeps for
// error messages).
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export function installJsonStrings(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function jsonHandler(this: FastifyInstance, request, reply) {
      const result: unknown = await handler.call(this, request, reply);
      if (typeof result === 'string' && !reply.sent) {
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
      }
      return result;
    };
  });
}
