// Access tokens (decisions/0011, 0034): 32 random bytes, base64url, given to the client once; the database
// keeps only their SHA-256 with the user, an expiry and a revocation time. A token counts only while its
// user is active (users.status 1): checked in the one lookup each request makes, so disabling an account
// shuts its sessions at once. That lookup's answer is kept a few seconds by the hot cache (plugins/auth.ts,
// decisions/0039); revoking a token or changing an account's status drops it in every process through
// the database's triggers (drizzle/0016_cache_triggers.sql), and the expiry is checked on every use.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { dropLocally } from '../../lib/cache.ts';
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
      .select({ userId: accessTokens.userId, expiresAt: accessTokens.expiresAt })
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

export interface TokenSession {
  userId: string;
  expiresAt: Date;
}

/**
 * The session of a live token by its hash (known, not revoked, not expired at `now`) of an active
 * account, or null.
 */
export async function sessionOfTokenHash(
  db: Database,
  hash: string,
  now = Date.now(),
): Promise<TokenSession | null> {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = prepareTokenLookup(db);
    tokenLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ hash, now: new Date(now).toISOString() });
  return rows[0] ?? null;
}

/** The user of a live token (known, not revoked, not expired) of an active account, or null. */
export async function userIdOfToken(db: Database, token: string, now = Date.now()): Promise<string | null> {
  return (await sessionOfTokenHash(db, hashToken(token), now))?.userId ?? null;
}

/**
 * Revokes one token (logout). Revoking an unknown or already revoked token does nothing. This process's
 * cached session goes at once; the others' with the database's message.
 */
export async function revokeToken(db: Database, token: string, now = Date.now()): Promise<void> {
  const hash = hashToken(token);
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(accessTokens.tokenHash, hash), isNull(accessTokens.revokedAt)));
  dropLocally(db, 'token', hash);
}

/**
 * Revokes every token of a user (password change or reset), but `except` (the session that changed the
 * password) when given; this process's cached sessions go at once.
 */
export async function revokeUserTokens(
  db: Database,
  userId: string,
  now = Date.now(),
  except?: string,
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        except === undefined ? undefined : ne(accessTokens.tokenHash, hashToken(except)),
      ),
    );
  // Sessions are cached by token, not by user: all of them go (a password change is rare).
  dropLocally(db, 'token');
}
