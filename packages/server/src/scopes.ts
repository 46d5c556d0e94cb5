// The API's audiences (decisions/0025): each an encapsulated Fastify plugin that applies its guard once,
// as an onRequest hook, to every route registered inside it. Public routes are registered outside them.
//
// - shopper  `/p/...`         a live shopper token (plugins/auth.ts); handlers read `request.userId`
// - merchant `/merchant/...`  a live merchant token (modules/merchant/auth.ts); `merchantOf(request)`
// - platform `/platform/...`  a live platform token of an enabled account (modules/platform/auth.ts);
//                              `platformOf(request)`, and each route states the roles that may call it
//                              with `requireRole` (403 otherwise; decisions/0050)
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireShopper } from './plugins/auth.ts';

/** A route plugin of one audience, registered with its options. */
export interface Mounted {
  routes: FastifyPluginAsync<never>;
  options: object;
}

/** Mounts `routes` with `options` (checked where the list is written: `mount(cartRoutes, { db })`). */
export function mount<O extends object>(routes: FastifyPluginAsync<O>, options: O): Mounted {
  return { routes: routes as FastifyPluginAsync<never>, options };
}

type Guard = (request: FastifyRequest) => Promise<void>;

/** An audience scope: `guard` on every request of every route of `mounted`. */
export function audienceScope(guard: Guard, mounted: readonly Mounted[]): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', guard);
    for (const { routes, options } of mounted) await scope.register(routes, options as never);
  };
}

/** The shopper scope (`/p/...`). */
export const shopperScope = (mounted: readonly Mounted[]) => audienceScope(requireShopper, mounted);

/** The merchant scope (`/merchant/...`), with the merchant module's token check. */
export const merchantScope = (guard: Guard, mounted: readonly Mounted[]) => audienceScope(guard, mounted);

/** The platform scope (`/platform/...`), with the platform module's token check (`requirePlatform`). */
export const platformScope = (guard: Guard, mounted: readonly Mounted[]) => audienceScope(guard, mounted);
