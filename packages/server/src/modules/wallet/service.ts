// Balance changes, always inside the caller's transaction: one conditional statement on the wallet (so
// two concurrent payments cannot both spend the same yuan) and one ledger row with the balance after it.
import { and, eq, gte, sql } from 'drizzle-orm';
import { assertCents, type Cents } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { userWallets, walletLedger } from './tables.ts';

/** A database or a transaction on it (a Drizzle transaction is a database too). */
export type Executor = Database;

/** Why the balance changed (free text in the ledger; these are the known ones). */
export type WalletReason = 'seed' | 'order_pay' | 'refund' | (string & {});

function checkAmount(cents: Cents): void {
  assertCents(cents);
  if (cents <= 0) throw new RangeError(`the amount must be positive: ${cents}`);
}

/** Adds `cents` (> 0) to the user's balance, making the wallet if needed; answers the balance after it. */
export async function creditWallet(
  tx: Executor,
  userId: string,
  cents: Cents,
  reason: WalletReason,
  ref: string | null = null,
): Promise<Cents> {
  checkAmount(cents);
  const [wallet] = await tx
    .insert(userWallets)
    .values({ userId, balanceCents: cents })
    .onConflictDoUpdate({
      target: userWallets.userId,
      set: { balanceCents: sql`${userWallets.balanceCents} + ${cents}::bigint`, updatedAt: sql`now()` },
    })
    .returning({ balanceCents: userWallets.balanceCents });
  const after = wallet!.balanceCents;
  await tx.insert(walletLedger).values({ userId, changeCents: cents, balanceAfterCents: after, reason, ref });
  return after;
}

/**
 * Takes `cents` (> 0) from the user's balance when it is enough: answers the balance after it, or null
 * (and changes nothing) when the wallet is missing or short.
 */
export async function debitWallet(
  tx: Executor,
  userId: string,
  cents: Cents,
  reason: WalletReason,
  ref: string | null = null,
): Promise<Cents | null> {
  checkAmount(cents);
  const [wallet] = await tx
    .update(userWallets)
    .set({ balanceCents: sql`${userWallets.balanceCents} - ${cents}::bigint`, updatedAt: sql`now()` })
    .where(and(eq(userWallets.userId, userId), gte(userWallets.balanceCents, cents)))
    .returning({ balanceCents: userWallets.balanceCents });
  if (!wallet) return null;
  await tx
    .insert(walletLedger)
    .values({ userId, changeCents: -cents, balanceAfterCents: wallet.balanceCents, reason, ref });
  return wallet.balanceCents;
}

/** The user's balance in cents (0 without a wallet). */
export async function readBalance(db: Executor, userId: string): Promise<Cents> {
  const [wallet] = await db
    .select({ balanceCents: userWallets.balanceCents })
    .from(userWallets)
    .where(eq(userWallets.userId, userId));
  return wallet?.balanceCents ?? 0;
}
