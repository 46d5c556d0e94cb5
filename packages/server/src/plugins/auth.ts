// The /p/ guard: paths under /api/p/ need `Authorization: bearer <token>` of a live token; the user is
// then `request.userId`. Missing, unknown, revoked or expired: 401. Other paths are public (a token,
// when sent, is still resolved so a public route can personalise).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@mall/domain';
import type { Database } from '../db/connection.ts';
import { userIdOfToken } from '../modules/account/tokens.ts';
import { UnauthorizedError } from './errors.ts';
import type { Clock } from './stores.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Always set on /p/ routes. */
    userId: string | null;
    /** The bearer token as sent (for logout), or null. */
    accessToken: string | null;
  }
}

/** The token of an `Authorization: bearer <token>` header (the scheme in any case), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Whether a path (relative to the API mount, query included or not) is a protected /p/ path. */
export function isProtectedPath(path: string): boolean {
  return /^\/p(\/|$|\?)/.test(path);
}

/** The signed-in user of a request: a route can also call this to require a user explicitly. */
export function requireUser(request: FastifyRequest): string {
  if (!request.userId) throw new UnauthorizedError(messages.loginFirst);
  return request.userId;
}

export function installAuth(
  app: FastifyInstance,
  options: { db: Database | null; now: Clock; prefix: string },
): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('accessToken', null);
  app.addHook('onRequest', async (request) => {
    // The matched route's pattern, not the raw URL: `/api/%70/...` reaches the `/api/p/...` route too.
    const url = request.routeOptions.url ?? request.url;
    const path = url.startsWith(options.prefix) ? url.slice(options.prefix.length) : url;
    const token = bearerToken(request.headers.authorization);
    const guarded = isProtectedPath(path);
    if (!token) {
      if (guarded) throw new UnauthorizedError(messages.loginFirst);
      return;
    }
    const userId = options.db ? await userIdOfToken(options.db, token, options.now()) : null;
    if (!userId) {
      if (guarded) throw new UnauthorizedError(messages.tokenInvalid);
      return;
    }
    request.userId = userId;
    request.accessToken = token;
  });
}
