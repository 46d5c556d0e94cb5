import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { POINTS_VALIDITY_DAYS } from '@mall/domain';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { users } from '../account/tables.ts';
import { creditPoints } from '../points/service.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { creditWallet, debitWallet, readBalance } from './service.ts';
import { userWallets, walletLedger } from './tables.ts';

/** The message of the database error behind a failed query (Drizzle wraps it). */
async function failure(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return String((cause as Error).message);
  }
  throw new Error('the query succeeded');
}

describeEachDatabase('wallet and points', (database) => {
  const alice = 'uwallettest00000000000000000000001';
  const bob = 'uwallettest00000000000000000000002';

  beforeAll(async () => {
    await database()
      .handle.db.insert(users)
      .values([
        { userId: alice, nickName: 'alice' },
        { userId: bob, nickName: 'bob' },
      ]);
  }, DATABASE_HOOK_TIMEOUT);

  it('creditWallet makes the wallet, adds to it and writes a ledger row with the balance after each change', async () => {
    const { db } = database().handle;
    expect(await readBalance(db, alice)).toBe(0);
    expect(await db.transaction((tx) => creditWallet(tx, alice, 1_000, 'seed', 'test'))).toBe(1_000);
    expect(await db.transaction((tx) => creditWallet(tx, alice, 250, 'refund', 'R1'))).toBe(1_250);
    expect(await readBalance(db, alice)).toBe(1_250);
    const ledger = await db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, alice))
      .orderBy(walletLedger.id);
    expect(ledger).toMatchObject([
      { changeCents: 1_000, balanceAfterCents: 1_000, reason: 'seed', ref: 'test' },
      { changeCents: 250, balanceAfterCents: 1_250, reason: 'refund', ref: 'R1' },
    ]);
  });

  it('debitWallet takes only what is there, and a short wallet changes nothing', async () => {
    const { db } = database().handle;
    expect(await db.transaction((tx) => debitWallet(tx, alice, 1_250, 'order_pay', 'O1'))).toBe(0);
    expect(await db.transaction((tx) => debitWallet(tx, alice, 1, 'order_pay', 'O2'))).toBeNull();
    expect(await db.transaction((tx) => debitWallet(tx, bob, 1, 'order_pay', 'O3'))).toBeNull();
    expect(await readBalance(db, alice)).toBe(0);
    const ledger = await db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, alice))
      .orderBy(walletLedger.id);
    expect(ledger.at(-1)).toMatchObject({ changeCents: -1_250, balanceAfterCents: 0, ref: 'O1' });
    expect(ledger).toHaveLength(3);
  });

  it('the balance CHECK refuses a negative balance', async () => {
    const { db } = database().handle;
    expect(
      await failure(db.update(userWallets).set({ balanceCents: -1 }).where(eq(userWallets.userId, alice))),
    ).toContain('user_wallets_balance_nonnegative');
    expect(await failure(db.insert(userWallets).values({ userId: bob, balanceCents: -5 }))).toContain(
      'user_wallets_balance_nonnegative',
    );
  });

  it('creditWallet refuses an amount that is not a positive whole number of cents', async () => {
    const { db } = database().handle;
    await expect(creditWallet(db, bob, 0, 'seed')).rejects.toThrow(RangeError);
    await expect(creditWallet(db, bob, 1.5, 'seed')).rejects.toThrow(RangeError);
  });

  it('creditPoints writes a batch expiring in a year and keeps the score in step', async () => {
    const { db } = database().handle;
    const now = new Date('2026-03-01T08:00:00Z');
    expect(await db.transaction((tx) => creditPoints(tx, bob, 300, 'order_earn', 'O9', now))).toBe(300);
    expect(await db.transaction((tx) => creditPoints(tx, bob, 20, 'seed', null, now))).toBe(320);
    const batches = await db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, bob))
      .orderBy(pointsLedger.id);
    const expiresAt = new Date(now.getTime() + POINTS_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
    expect(batches).toMatchObject([
      { change: 300, remaining: 300, reason: 'order_earn', ref: 'O9', expiresAt, createdAt: now },
      { change: 20, remaining: 20, reason: 'seed', ref: null, expiresAt },
    ]);
    expect(await db.select().from(userPoints).where(eq(userPoints.userId, bob))).toMatchObject([
      { score: 320, growth: 0, level: 0 },
    ]);
    expect(
      await failure(db.update(userPoints).set({ score: -1 }).where(eq(userPoints.userId, bob))),
    ).toContain('user_points_score_nonnegative');
  });
});
