// Access tokens (decisions/0011, 0034): 32 random bytes, base64url, given to the client once; the database
// keeps only their SHA-256 with the user, an expiry and a revocation time. A token counts only while its
// user is active (users.status 1): checked in the one lookup each request makes, so disabling an account
// shuts its sessions at once.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { accessTokens, users } from './tables.ts';

/** How long a token lives: 30 days (the storefront's session rule logs out idle users sooner). */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedToken {
  token: string;
  /** Seconds, as the login response's `expires_in`. */
  expiresIn: number;
  expiresAt: Date;
}

export async function issueToken(
  db: Database,
  userId: string,
  options: { now?: number; ttlMs?: number } = {},
): Promise<IssuedToken> {
  const now = options.now ?? Date.now();
  const ttlMs = options.ttlMs ?? TOKEN_TTL_MS;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ttlMs);
  await db
    .insert(accessTokens)
    .values({ tokenHash: hashToken(token), userId, createdAt: new Date(now), expiresAt });
  return { token, expiresIn: Math.floor(ttlMs / 1000), expiresAt };
}

/**
 * The token lookup every signed-in request makes, built once per database (a prepared query: Drizzle
 * does not rebuild its SQL on each request, which showed in the load profile, docs/performance.md).
 */
const tokenLookups = new WeakMap<Database, ReturnType<typeof prepareTokenLookup>>();
function prepareTokenLookup(db: Database) {
  return (
    db
      .select({ userId: accessTokens.userId })
      .from(accessTokens)
      // Both by primary key: the token's row, then its user's status.
      .innerJoin(users, eq(users.userId, accessTokens.userId))
      .where(
        and(
          eq(accessTokens.tokenHash, sql.placeholder('hash')),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
          eq(users.status, 1),
        ),
      )
      .limit(1)
      .prepare('user_of_token')
  );
}

/** The user of a live token (known, not revoked, not expired) of an active account, or null. */
export async function userIdOfToken(db: Database, token: string, now = Date.now()): Promise<string | null> {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = prepareTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ hash: hashToken(token), now: new Date(now).toISOString() });
  return rows[0]?.userId ?? null;
}

/** Revokes one token (logout). Revoking an unknown or already revoked token does nothing. */
export async function revokeToken(db: Database, token: string, now = Date.now()): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt)));
}

/** Revokes every token of a user (password change or reset). */
export async function revokeUserTokens(db: Database, userId: string, now = Date.now()): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}
