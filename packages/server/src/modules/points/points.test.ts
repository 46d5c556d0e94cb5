// Points expire a year after they were earned (spec section 9): the expiry job, spending that never takes
// a point past its date, and two runs of the job at once expiring each batch once; the share of earned
// points a refund takes back (decisions/0033); the balance after each ledger row, one credit per
// completion, growth and the level both ways.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { POINTS_VALIDITY_DAYS } from '@mall/domain';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { jobs } from '../../jobs/index.ts';
import { users } from '../account/tables.ts';
import {
  creditGrowth,
  creditPoints,
  EARNED_REVERSAL,
  earnedPointsToReverse,
  expirePoints,
  expireUserPoints,
  reverseEarnedPoints,
  spendPoints,
} from './service.ts';
import { pointsLedger, userPoints } from './tables.ts';

const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-01-10T08:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);

it('reverses the refunded share of earned points, rounded toward the shopper, never beyond them', () => {
  // 129 earned on ¥129.90.
  expect(earnedPointsToReverse(129, 12_990, 0)).toBe(0);
  expect(earnedPointsToReverse(129, 12_990, 100)).toBe(0);
  expect(earnedPointsToReverse(129, 12_990, 1_000)).toBe(9);
  expect(earnedPointsToReverse(129, 12_990, 12_989)).toBe(128);
  expect(earnedPointsToReverse(129, 12_990, 12_990)).toBe(129);
  expect(earnedPointsToReverse(129, 12_990, 99_999)).toBe(129);
  expect(earnedPointsToReverse(0, 12_990, 12_990)).toBe(0);
  // Cumulative: two halves take back what the whole takes, and each step never goes down.
  let last = 0;
  for (let refunded = 0; refunded <= 12_990; refunded += 7) {
    const total = earnedPointsToReverse(129, 12_990, refunded);
    expect(total).toBeGreaterThanOrEqual(last);
    expect(total).toBeLessThanOrEqual(129);
    last = total;
  }
  // Exact for large orders (earned x refunded beyond 2^53).
  expect(earnedPointsToReverse(21_000_000, 2_100_000_000, 2_099_999_999)).toBe(20_999_999);
});

describeEachDatabase('points expiry', (database) => {
  const carol = 'upointstest0000000000000000000001';
  const dave = 'upointstest0000000000000000000002';
  const erin = 'upointstest0000000000000000000003';
  const frank = 'upointstest0000000000000000000004';

  beforeAll(async () => {
    await database()
      .handle.db.insert(users)
      .values([
        { userId: carol, nickName: 'carol' },
        { userId: dave, nickName: 'dave' },
        { userId: erin, nickName: 'erin' },
        { userId: frank, nickName: 'frank' },
      ]);
  }, DATABASE_HOOK_TIMEOUT);

  const score = async (userId: string) => {
    const [row] = await database()
      .handle.db.select({ score: userPoints.score })
      .from(userPoints)
      .where(eq(userPoints.userId, userId));
    return row?.score;
  };
  const expiries = (userId: string) =>
    database()
      .handle.db.select({ change: pointsLedger.change, createdAt: pointsLedger.createdAt })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'expire')));

  it('takes what is left of each batch off the score on its date, once', async () => {
    const { db } = database().handle;
    await db.transaction((tx) => creditPoints(tx, carol, 300, 'order_earn', 'A', t0));
    await db.transaction((tx) => creditPoints(tx, carol, 200, 'order_earn', 'B', at(100)));
    expect(await db.transaction((tx) => spendPoints(tx, carol, 100, 'order_pay', 'P', at(10)))).toBe(true);
    expect(await score(carol)).toBe(400);

    // The day before: nothing yet.
    await expirePoints(db, at(POINTS_VALIDITY_DAYS - 1));
    expect(await score(carol)).toBe(400);
    // The first batch's 200 left expire; the second batch stays whole.
    expect(await expirePoints(db, at(POINTS_VALIDITY_DAYS))).toBeGreaterThanOrEqual(1);
    expect(await score(carol)).toBe(200);
    expect(await expiries(carol)).toEqual([{ change: -200, createdAt: at(POINTS_VALIDITY_DAYS) }]);
    // Again: nothing more.
    await expirePoints(db, at(POINTS_VALIDITY_DAYS + 1));
    expect(await score(carol)).toBe(200);
    expect(await expiries(carol)).toHaveLength(1);
    // Then the second batch.
    await expirePoints(db, at(100 + POINTS_VALIDITY_DAYS));
    expect(await score(carol)).toBe(0);
    expect((await expiries(carol)).map((row) => row.change)).toEqual([-200, -200]);
  });

  it('never spends a point past its date, even before the job has come by', async () => {
    const { db } = database().handle;
    await db.transaction((tx) => creditPoints(tx, dave, 100, 'seed', null, t0));
    const late = at(POINTS_VALIDITY_DAYS + 5);
    expect(await db.transaction((tx) => spendPoints(tx, dave, 50, 'order_pay', 'P', late))).toBe(false);
    expect(await score(dave)).toBe(0);
    expect(await expiries(dave)).toEqual([{ change: -100, createdAt: late }]);
    // Fresh points are spendable as before.
    await db.transaction((tx) => creditPoints(tx, dave, 60, 'refund', 'R', late));
    expect(await db.transaction((tx) => spendPoints(tx, dave, 50, 'order_pay', 'P2', late))).toBe(true);
    expect(await score(dave)).toBe(10);
  });

  it('expires each batch once when two runs meet', async () => {
    const { db } = database().handle;
    await db.transaction((tx) => creditPoints(tx, erin, 70, 'seed', null, t0));
    const when = at(POINTS_VALIDITY_DAYS + 2);
    const results = await Promise.all([
      db.transaction((tx) => expireUserPoints(tx, erin, when)),
      db.transaction((tx) => expireUserPoints(tx, erin, when)),
    ]);
    expect(results.sort()).toEqual([0, 70]);
    expect(await score(erin)).toBe(0);
    expect(await expiries(erin)).toHaveLength(1);
  });

  it('records the score after every change on its ledger row; credits one completion once', async () => {
    const { db } = database().handle;
    await db.transaction((tx) => creditPoints(tx, frank, 100, 'order_earn', 'O1', t0));
    await db.transaction((tx) => creditPoints(tx, frank, 50, 'seed', null, at(200)));
    expect(await db.transaction((tx) => spendPoints(tx, frank, 30, 'order_use', 'U', at(10)))).toBe(true);
    // Half of O1 refunded: 50 of its 100 back.
    expect(
      await db.transaction((tx) =>
        reverseEarnedPoints(tx, { userId: frank, orderNumber: 'O1', paid: 10_000, refunded: 5_000 }, at(11)),
      ),
    ).toBe(50);
    // O1's 20 left expire after a year.
    expect(await expirePoints(db, at(POINTS_VALIDITY_DAYS))).toBeGreaterThanOrEqual(1);
    const rows = await db
      .select({
        reason: pointsLedger.reason,
        change: pointsLedger.change,
        balance: pointsLedger.balanceAfter,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, frank))
      .orderBy(pointsLedger.id);
    expect(rows).toEqual([
      { reason: 'order_earn', change: 100, balance: 100 },
      { reason: 'seed', change: 50, balance: 150 },
      { reason: 'order_use', change: -30, balance: 120 },
      { reason: EARNED_REVERSAL, change: -50, balance: 70 },
      { reason: 'expire', change: -20, balance: 50 },
    ]);
    expect(await score(frank)).toBe(50);
    // A second credit of the same completion fails (the unique index) and changes nothing.
    await expect(
      db.transaction((tx) => creditPoints(tx, frank, 100, 'order_earn', 'O1', at(300))),
    ).rejects.toThrow();
    expect(await score(frank)).toBe(50);
  });

  it('fills the balance of a row written without it (an instance still on the code before 0021)', async () => {
    const { db } = database().handle;
    // frank's ledger ends at 50 (the test above); the old code's insert names no balance_after.
    await db.execute(
      sql`INSERT INTO points_ledger (user_id, change, remaining, reason, ref, expires_at, created_at)
          VALUES (${frank}, 7, 7, 'seed', 'old-code', ${at(800).toISOString()}, ${at(400).toISOString()})`,
    );
    await db.execute(
      sql`INSERT INTO points_ledger (user_id, change, remaining, reason, ref, created_at)
          VALUES (${frank}, -3, 0, 'seed', 'old-code-2', ${at(401).toISOString()})`,
    );
    const rows = await db
      .select({ change: pointsLedger.change, balance: pointsLedger.balanceAfter })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, frank), eq(pointsLedger.reason, 'seed')))
      .orderBy(pointsLedger.id);
    expect(rows.slice(-2)).toEqual([
      { change: 7, balance: 57 },
      { change: -3, balance: 54 },
    ]);
    // A row that names its balance keeps it.
    await db.transaction((tx) => creditPoints(tx, frank, 10, 'seed', 'new-code', at(402)));
    const [last] = await db
      .select({ balance: pointsLedger.balanceAfter })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, frank), eq(pointsLedger.ref, 'new-code')));
    expect(last!.balance).toBe(60);
  });

  it('fills the balances of two overlapping old-code writes one after the other', async () => {
    const { db } = database().handle;
    // frank's ledger ends at 60 (the test above). The first write holds its transaction open a while; the
    // second starts meanwhile: it must wait for the first (the trigger takes the user's lock), not read past it.
    const oldInsert = (change: number, ref: string) =>
      sql`INSERT INTO points_ledger (user_id, change, remaining, reason, ref, expires_at, created_at)
          VALUES (${frank}, ${change}, ${Math.max(change, 0)}, 'seed', ${ref},
                  ${change > 0 ? at(800).toISOString() : null}, ${at(403).toISOString()})`;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.all([
      db.transaction(async (tx) => {
        await tx.execute(oldInsert(5, 'overlap-1'));
        await pause(150);
      }),
      pause(30).then(() => db.transaction((tx) => tx.execute(oldInsert(-2, 'overlap-2')))),
    ]);
    const rows = await db
      .select({ ref: pointsLedger.ref, balance: pointsLedger.balanceAfter })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, frank), inArray(pointsLedger.ref, ['overlap-1', 'overlap-2'])))
      .orderBy(pointsLedger.id);
    expect(rows).toEqual([
      { ref: 'overlap-1', balance: 65 },
      { ref: 'overlap-2', balance: 63 },
    ]);
  });

  it('moves growth both ways, never below 0, and the level with it', async () => {
    const { db } = database().handle;
    const levels = [
      { levelId: 11, needGrowth: 100 },
      { levelId: 12, needGrowth: 500 },
    ];
    expect(await db.transaction((tx) => creditGrowth(tx, frank, 99, levels, t0))).toEqual({
      growth: 99,
      level: 0,
    });
    expect(await db.transaction((tx) => creditGrowth(tx, frank, 450, levels, t0))).toEqual({
      growth: 549,
      level: 12,
    });
    expect(await db.transaction((tx) => creditGrowth(tx, frank, -400, levels, t0))).toEqual({
      growth: 149,
      level: 11,
    });
    expect(await db.transaction((tx) => creditGrowth(tx, frank, -1000, levels, t0))).toEqual({
      growth: 0,
      level: 0,
    });
  });

  it('runs as a background job', () => {
    expect(jobs.map((job) => job.name)).toContain('points-expiry');
  });
});
