// The merchant account of a store opened through an application (issue 15, decisions/0051), written here
// because the merchant module owns its tables (decisions/0025): the approval creates it in the audit's
// transaction with the username `shop<shopId>_<6 random letters and digits>` and NO password (a null hash,
// which the login refuses); the owner then sets the password from the user centre, which also revokes that
// account's live tokens. It is the store's owner account (role `owner`; the staff accounts the owner makes
// are managed in the merchant centre, staff.ts, decisions/0060). The random part: the spec's store
// password is only 6-12 digits, and the login's throttles are per (account, address) and per address
// (never locking the owner out, decisions/0032), so a name derived from the public shop id alone would
// let guesses spread over many addresses aim at it.
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { merchantAccounts, merchantTokens } from './tables.ts';

export interface StoreAccount {
  merchantId: number;
  username: string;
  passwordSet: boolean;
}

const NAME_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The login name of a store's account: the shop id (unique) and 6 random characters (not guessable). */
export function storeAccountUsername(shopId: number): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += NAME_ALPHABET[randomInt(NAME_ALPHABET.length)];
  return `shop${shopId}_${suffix}`;
}

/** Creates the store's merchant account without a password (inside the approval's transaction). */
export async function createStoreAccount(tx: Database, shopId: number, now: Date): Promise<StoreAccount> {
  const username = storeAccountUsername(shopId);
  const [row] = await tx
    .insert(merchantAccounts)
    .values({ username, passwordHash: null, shopId, status: 1, createdAt: now })
    .returning({ merchantId: merchantAccounts.merchantId });
  if (!row) throw new Error(`The merchant account of shop ${shopId} was not created`);
  return { merchantId: row.merchantId, username, passwordSet: false };
}

/** The store's owner account (its staff accounts are the owner's to manage, decisions/0060), or null. */
export async function storeAccountOf(db: Database, shopId: number): Promise<StoreAccount | null> {
  const [row] = await db
    .select({
      merchantId: merchantAccounts.merchantId,
      username: merchantAccounts.username,
      passwordHash: merchantAccounts.passwordHash,
    })
    .from(merchantAccounts)
    .where(and(eq(merchantAccounts.shopId, shopId), eq(merchantAccounts.role, 'owner')))
    .limit(1);
  if (!row) return null;
  return { merchantId: row.merchantId, username: row.username, passwordSet: row.passwordHash !== null };
}

/**
 * Sets the password of the store's account to `passwordHash` and revokes every live token of that
 * account, in one transaction; answers false (changing nothing) when the store has no account.
 */
export async function setStoreAccountPassword(
  db: Database,
  shopId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const account = await storeAccountOf(tx, shopId);
    if (!account) return false;
    await tx
      .update(merchantAccounts)
      .set({ passwordHash })
      .where(eq(merchantAccounts.merchantId, account.merchantId));
    await tx
      .update(merchantTokens)
      .set({ revokedAt: now })
      .where(and(eq(merchantTokens.merchantId, account.merchantId), isNull(merchantTokens.revokedAt)));
    return true;
  });
}
