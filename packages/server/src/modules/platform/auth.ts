// Platform sessions and roles (decisions/0050, 0025). Tokens are like the merchants' (32 random bytes,
// only the SHA-256 kept) but in `platform_tokens` and shorter-lived (12 hours: these accounts can take
// any store offline), so a shopper's or merchant's token is never a platform session and a platform token
// is nothing on /p/ or /merchant/. `requirePlatform` is the platform scope's guard (every /platform/
// route but the login): a missing token is 401 "log in first"; an unknown, revoked or expired one, or one
// of a disabled account, is 401 "token invalid" (one lookup per request, no cache: a disabled account is
// out from the next request on every instance). The request then carries the account
// (`platformOf(request)`), and a route states who may call it with `requireRole` (403 otherwise).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { messages, type PlatformRole } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { ForbiddenError, UnauthorizedError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { hashToken } from '../account/tokens.ts';
import { platformTokens, platformUsers } from './tables.ts';

/** A signed-in platform account. */
export interface PlatformUser {
  platformUserId: number;
  username: string;
  role: PlatformRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The roles that may call a /platform/ route (`platformAreaRoles.<area>.read|write`): checked by the
     * scope's guard before the request's body or query is validated, so a role that may not call the
     * route gets its 403 whatever it sends (decisions/0090). The handler's `requireRole` stays.
     */
    platformRoles?: readonly PlatformRole[];
    /**
     * The route reads or changes one target named by id and answers 404 when it does not exist
     * (decisions/0105): declared in the OpenAPI document; the fuzzer refuses an undeclared 404.
     */
    notFound?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in platform account on /platform/ routes (after `requirePlatform`), else undefined. */
    platformUser?: PlatformUser | null;
  }
}

/** How long a platform token lives: 12 hours (a working day; the console signs in again). */
export const PLATFORM_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface IssuedPlatformToken {
  token: string;
  /** Seconds, as the login's `expires_in`. */
  expiresIn: number;
}

export async function issuePlatformToken(
  db: Database,
  platformUserId: number,
  now: number,
): Promise<IssuedPlatformToken> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(platformTokens).values({
    tokenHash: hashToken(token),
    platformUserId,
    createdAt: new Date(now),
    expiresAt: new Date(now + PLATFORM_TOKEN_TTL_MS),
  });
  return { token, expiresIn: PLATFORM_TOKEN_TTL_MS / 1000 };
}

/** The account of a live platform token of an active account, or null. */
export async function platformUserOfToken(
  db: Database,
  token: string,
  now: number,
): Promise<PlatformUser | null> {
  const [row] = await db
    .select({
      platformUserId: platformUsers.platformUserId,
      username: platformUsers.username,
      role: platformUsers.role,
    })
    .from(platformTokens)
    .innerJoin(platformUsers, eq(platformUsers.platformUserId, platformTokens.platformUserId))
    .where(
      and(
        eq(platformTokens.tokenHash, hashToken(token)),
        isNull(platformTokens.revokedAt),
        gt(platformTokens.expiresAt, new Date(now)),
        eq(platformUsers.status, 1),
      ),
    )
    .limit(1);
  return row ? { ...row, role: row.role as PlatformRole } : null;
}

/** Revokes one platform token (logout); an unknown or already revoked token changes nothing. */
export async function revokePlatformToken(db: Database, token: string, now: number): Promise<void> {
  await db
    .update(platformTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(platformTokens.tokenHash, hashToken(token)), isNull(platformTokens.revokedAt)));
}

/**
 * The platform scope's guard (src/scopes.ts, an onRequest hook: a missing token is a 401 before any body
 * is looked at, and a role not in the route's `config.platformRoles` a 403, also before); handlers then
 * read `platformOf(request)` or `requireRole(request, [...])`.
 */
export function requirePlatform(db: Database, now: Clock): (request: FastifyRequest) => Promise<void> {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedError(messages.loginFirst);
    const user = await platformUserOfToken(db, token, now());
    if (!user) throw new UnauthorizedError(messages.tokenInvalid);
    request.platformUser = user;
    const roles = request.routeOptions.config.platformRoles;
    if (roles && !roles.includes(user.role)) throw new ForbiddenError(messages.platformForbidden);
  };
}

/** The signed-in platform account of a request that passed `requirePlatform`. */
export function platformOf(request: FastifyRequest): PlatformUser {
  if (!request.platformUser) throw new UnauthorizedError(messages.loginFirst);
  return request.platformUser;
}

/** The signed-in account when its role is one of `roles`; 403 "error.platform.forbidden" otherwise. */
export function requireRole(request: FastifyRequest, roles: readonly PlatformRole[]): PlatformUser {
  const user = platformOf(request);
  if (!roles.includes(user.role)) throw new ForbiddenError(messages.platformForbidden);
  return user;
}
