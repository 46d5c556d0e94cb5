// Shopper tokens on the API: every request's `Authorization: bearer <token>` is resolved once (a live
// token: `request.shopperId`), and the shopper scope (src/scopes.ts) refuses a request without one:
// missing token 401 "log in first", unknown, revoked or expired, or of a disabled account 401 "token
// invalid" (account/tokens.ts). Public routes may
// still read `request.shopperId` to personalise. Handlers of the shopper scope read `request.userId`.
// A resolved session is kept by the hot cache (area `token`, by the token's hash; lib/cache.ts,
// decisions/0039) for MALL_CACHE_TTL_MS at most, never past the token's expiry; a logout, a password
// change or reset (revocations) or an account's status change drops it in every process at commit (the
// database's triggers). Unknown tokens are not kept.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@mall/domain';
import type { Database } from '../db/connection.ts';
import { hashToken, sessionOfTokenHash } from '../modules/account/tokens.ts';
import type { HotCache } from '../lib/cache.ts';
import { UnauthorizedError } from './errors.ts';
import type { Clock } from './stores.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a live bearer token, or null (any route). */
    shopperId: string | null;
    /**
     * The signed-in shopper of a route in the shopper scope, whose guard let the request in. Read
     * outside that scope without a user, it is the scope's 401.
     */
    readonly userId: string;
    /** The bearer token as sent, when it is live (for logout), or null. */
    accessToken: string | null;
  }
}

/** The token of an `Authorization: bearer <token>` header (the scheme in any case), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Whether a path (relative to the API mount, query included or not) is a shopper (/p/) path. */
export function isProtectedPath(path: string): boolean {
  return /^\/p(\/|$|\?)/.test(path);
}

/** The shopper scope's guard (onRequest): a live shopper token, else 401. */
export async function requireShopper(request: FastifyRequest): Promise<void> {
  if (request.shopperId) return;
  throw new UnauthorizedError(
    bearerToken(request.headers.authorization) ? messages.tokenInvalid : messages.loginFirst,
  );
}

/**
 * The user of a live shopper token at `at`, through the hot cache (also the chat gateway's check of its
 * connections, modules/chat/gateway.ts), or null.
 */
export async function shopperOfToken(
  db: Database,
  cache: HotCache,
  token: string,
  at: number,
): Promise<string | null> {
  const hash = hashToken(token);
  const session = await cache.get('token', hash, () => sessionOfTokenHash(db, hash, at), {
    keep: (found) => found !== null,
  });
  // A kept session is used only until its token expires.
  return session && session.expiresAt.getTime() > at ? session.userId : null;
}

export function installAuth(
  app: FastifyInstance,
  options: { db: Database | null; now: Clock; prefix: string; cache: HotCache },
): void {
  const { db, cache, now } = options;
  const userOf = async (token: string): Promise<string | null> =>
    db ? shopperOfToken(db, cache, token, now()) : null;
  app.decorateRequest('shopperId', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('userId', {
    getter(this: FastifyRequest): string {
      if (!this.shopperId) throw new UnauthorizedError(messages.loginFirst);
      return this.shopperId;
    },
  });
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    const userId = token ? await userOf(token) : null;
    if (userId) {
      request.shopperId = userId;
      request.accessToken = token;
    }
    // Defensive: a request that reaches this hook without a matched route and below /p/ answers the
    // shopper guard's 401. Unknown API paths are answered by the root's not-found handler (404) without
    // reaching it (decisions/0025).
    if (request.routeOptions.url === undefined) {
      const path = request.url.startsWith(options.prefix) ? request.url.slice(options.prefix.length) : '';
      if (isProtectedPath(path)) await requireShopper(request);
    }
  });
}
