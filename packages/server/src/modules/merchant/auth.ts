// Merchant tokens (decisions/0019, 0034): like the shoppers' (32 random bytes, only the SHA-256 kept, 30
// days) but in `merchant_tokens`, so the two kinds never stand for each other. `requireMerchant` is the
// guard of the merchant scope (every /merchant/ route but the login): a missing, unknown, revoked or
// expired token, or one of a disabled merchant account or a closed shop, is a 401, checked in the one
// lookup each request makes, so it holds from the next request (a shop the platform took offline still
// lets its merchant in, to ship and settle its orders in progress; decisions/0050); the request then carries
// `request.merchant` ({merchantId, shopId, role}) for the ownership checks. Logout revokes the token.
// Permissions (issue 17, decisions/0060): every /merchant/ route states the one it needs
// (`config: { permission }`); `checkMerchantRoute` refuses at start-up a route registered in the merchant
// scope without one, and the guard answers 403 `error.merchant.forbidden` to an account whose role lacks
// it (domain `roleAllows`), from the same lookup, before the body is read.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  isMerchantRoutePermission,
  MERCHANT_PERMISSIONS,
  messages,
  roleAllowsRoute,
  type MerchantRole,
  type MerchantRoutePermission,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { ForbiddenError, UnauthorizedError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { hashToken, TOKEN_TTL_MS } from '../account/tokens.ts';
import { ShopStatus } from '../shop/status.ts';
import { shops } from '../shop/tables.ts';
import { merchantAccounts, merchantTokens } from './tables.ts';

export interface Merchant {
  merchantId: number;
  shopId: number;
  /** The account's role: the shop's owner or a staff role (decisions/0060). */
  role: MerchantRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a /merchant/ route needs of the signed-in account's role (issue 17; domain
     * contract/merchantStaff.ts): `config: { permission: 'products' }` on every merchant route, or a
     * list the role must all have (a group buy's stop, decisions/0074).
     */
    permission?: MerchantRoutePermission;
  }
  interface FastifyRequest {
    /** The signed-in merchant on /merchant/ routes (after `requireMerchant`), else null. */
    merchant: Merchant | null;
  }
}

export async function issueMerchantToken(db: Database, merchantId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(merchantTokens).values({
    tokenHash: hashToken(token),
    merchantId,
    createdAt: new Date(now),
    expiresAt: new Date(now + TOKEN_TTL_MS),
  });
  return token;
}

/** Shop statuses whose merchant may sign in: open, and offline (its orders in progress go on). */
export const MERCHANT_SHOP_STATUSES = [ShopStatus.open, ShopStatus.offline];

/** The merchant of a live token of an active account whose shop is open or offline, or null. */
export async function merchantOfToken(db: Database, token: string, now: number): Promise<Merchant | null> {
  // Each join by primary key: the token's row, its account, the account's shop.
  const [row] = await db
    .select({
      merchantId: merchantAccounts.merchantId,
      shopId: merchantAccounts.shopId,
      role: merchantAccounts.role,
    })
    .from(merchantTokens)
    .innerJoin(merchantAccounts, eq(merchantAccounts.merchantId, merchantTokens.merchantId))
    .innerJoin(shops, eq(shops.shopId, merchantAccounts.shopId))
    .where(
      and(
        eq(merchantTokens.tokenHash, hashToken(token)),
        isNull(merchantTokens.revokedAt),
        gt(merchantTokens.expiresAt, new Date(now)),
        eq(merchantAccounts.status, 1),
        inArray(shops.status, MERCHANT_SHOP_STATUSES),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes one merchant token (logout); an unknown or already revoked token changes nothing. */
export async function revokeMerchantToken(db: Database, token: string, now: number): Promise<void> {
  await db
    .update(merchantTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(merchantTokens.tokenHash, hashToken(token)), isNull(merchantTokens.revokedAt)));
}

/**
 * The merchant scope's route check (src/scopes.ts, an onRoute hook): a route registered in the scope
 * without a known `config.permission` throws, so the server does not start.
 */
export function checkMerchantRoute(route: RouteOptions): void {
  if (!isMerchantRoutePermission(route.config?.permission)) {
    throw new Error(
      `${[route.method].flat().join(',')} ${route.url}: a /merchant/ route states the permission it needs, ` +
        `config: { permission: ${MERCHANT_PERMISSIONS.map((p) => `'${p}'`).join(' | ')} } or a list of them (decisions/0060)`,
    );
  }
}

/**
 * The merchant scope's guard (src/scopes.ts, an onRequest hook: a missing token is a 401 and a role
 * without the route's permission a 403, before any body is looked at); handlers then read
 * `merchantOf(request)`.
 */
export function requireMerchant(db: Database, now: Clock) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedError(messages.loginFirst);
    const merchant = await merchantOfToken(db, token, now());
    if (!merchant) throw new UnauthorizedError(messages.tokenInvalid);
    // checkMerchantRoute made every route of the scope state one; a route without it is nobody's.
    const permission = request.routeOptions.config.permission;
    if (!isMerchantRoutePermission(permission) || !roleAllowsRoute(merchant.role, permission)) {
      throw new ForbiddenError(messages.merchantForbidden);
    }
    request.merchant = merchant;
  };
}

/** The merchant of a request that passed `requireMerchant`. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new UnauthorizedError(messages.loginFirst);
  return request.merchant;
}
