// The API's audiences (decisions/0025): each an encapsulated Fastify plugin that applies its guard once,
// as an onRequest hook, to every route registered inside it. Public routes are registered outside them.
//
// - shopper  `/p/...`         a live shopper token (plugins/auth.ts); handlers read `request.userId`
// - merchant `/merchant/...`  a live merchant token (modules/merchant/auth.ts); `merchantOf(request)`,
//                              and each route states the permission it needs (`config: { permission }`,
//                              checked at start-up; 403 for a role without it; decisions/0060)
// - platform `/platform/...`  a live platform token of an enabled account (modules/platform/auth.ts);
//                              `platformOf(request)`, and each route states the roles that may call it
//                              with `requireRole` (403 otherwise; decisions/0050)
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import { checkMerchantRoute } from './modules/merchant/auth.ts';
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

/** Checks a route as it is registered; throwing stops the server from starting. */
type RouteCheck = (route: RouteOptions) => void;

/**
 * An audience scope: `guard` on every request of every route of `mounted`, and `checkRoute` (when given)
 * on every route as it is registered.
 */
export function audienceScope(
  guard: Guard,
  mounted: readonly Mounted[],
  checkRoute?: RouteCheck,
): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    if (checkRoute) scope.addHook('onRoute', checkRoute);
    scope.addHook('onRequest', guard);
    for (const { routes, options } of mounted) await scope.register(routes, options as never);
  };
}

/** The shopper scope (`/p/...`). */
export const shopperScope = (mounted: readonly Mounted[]) => audienceScope(requireShopper, mounted);

/**
 * The merchant scope (`/merchant/...`), with the merchant module's token and permission check (`guard`)
 * and its route check: a route registered without its permission fails the start (checkMerchantRoute).
 */
export const merchantScope = (guard: Guard, mounted: readonly Mounted[]) =>
  audienceScope(guard, mounted, checkMerchantRoute);

/** The platform scope (`/platform/...`), with the platform module's token check (`requirePlatform`). */
export const platformScope = (guard: Guard, mounted: readonly Mounted[]) => audienceScope(guard, mounted);
