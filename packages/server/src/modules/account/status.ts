// An account's status (1 enabled, 0 disabled), changed by the platform console (member/service.ts,
// decisions/0083) inside the caller's transaction: the user's row locked, its status set and, when
// disabled, every token of the account revoked with it. The token lookup (tokens.ts) also joins
// `users.status = 1`, so a token issued by a login that raced the change is refused as well.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { users } from './tables.ts';
import { revokeUserTokens } from './tokens.ts';

/** The user's status under a row lock (FOR UPDATE), or null when there is no such user. */
export async function lockUserStatus(tx: Database, userId: string): Promise<number | null> {
  const [row] = await tx
    .select({ status: users.status })
    .from(users)
    .where(eq(users.userId, userId))
    .for('update');
  return row ? row.status : null;
}

/**
 * Sets the user's status; disabling revokes every token of the account. Call it after `lockUserStatus`
 * in the same transaction; the caller drops the cached sessions after the commit
 * (`dropLocally(db, 'token')`).
 */
export async function setUserStatus(tx: Database, userId: string, status: 0 | 1, now: Date): Promise<void> {
  await tx.update(users).set({ status, updatedAt: now }).where(eq(users.userId, userId));
  if (status === 0) await revokeUserTokens(tx, userId, now.getTime());
}
