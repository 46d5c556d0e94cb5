// Points changes inside the caller's transaction. Earning writes a batch to the ledger that expires
// POINTS_VALIDITY_DAYS after it was earned (spec section 9) and adds to the user's score in step;
// spending (`spendPoints`) first expires the user's batches past their date (so a point is never spent
// after its year, even before the expiry job has come by), then takes the points with one conditional
// statement on the score (two concurrent spends cannot both spend the same points) and consumes batches
// oldest-expiry-first through `remaining`; expiry zeroes what is left of the batches past their date and
// takes it off the score, with one 'expire' ledger row. A refund takes back the points its order earned
// in proportion (`reverseEarnedPoints`, decisions/0033), as far as the score allows. Every writer updates
// the score row first and records the score it returned on its ledger row (`balance_after`). Growth
// (`creditGrowth`) moves with the same row lock and sets the stored level to the one it reaches; the paid
// level and its term (`setPaidLevel`, `clearEndedPaidLevels`) are written here for loyalty/paid.ts.
// Lock order, the same everywhere so that two changes of one user's points cannot deadlock: the user's
// `user_points` row first, then the ledger rows.
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { earnedToReverse, levelForGrowth, POINTS_VALIDITY_DAYS } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pointsLedger, userPoints } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why the points changed (free text in the ledger; these are the known ones). */
export type PointsReason =
  'seed' | 'order_earn' | 'order_earn_reverse' | 'order_pay' | 'refund' | 'expire' | (string & {});

/** When points earned at `earnedAt` expire. */
export function pointsExpiry(earnedAt: Date): Date {
  return new Date(earnedAt.getTime() + POINTS_VALIDITY_DAYS * DAY_MS);
}

/** Earns `points` (> 0) for the user as one batch expiring in a year; answers the score after it. */
export async function creditPoints(
  tx: Database,
  userId: string,
  points: number,
  reason: PointsReason,
  ref: string | null,
  now: Date,
): Promise<number> {
  if (!Number.isSafeInteger(points) || points <= 0)
    throw new RangeError(`points must be positive: ${points}`);
  // The score row first (lock order), its new value the ledger row's balance.
  const [row] = await tx
    .insert(userPoints)
    .values({ userId, score: points, updatedAt: now })
    .onConflictDoUpdate({
      target: userPoints.userId,
      set: { score: sql`${userPoints.score} + ${points}::integer`, updatedAt: now },
    })
    .returning({ score: userPoints.score });
  await tx.insert(pointsLedger).values({
    userId,
    change: points,
    remaining: points,
    reason,
    ref,
    balanceAfter: row!.score,
    expiresAt: pointsExpiry(now),
    createdAt: now,
  });
  return row!.score;
}

/**
 * Expires what is left of the user's batches whose date is past at `now`: their `remaining` goes to 0, the
 * score drops by their sum, one ledger row (reason 'expire') records it. Answers the points expired (0:
 * nothing changed). Safe to run twice at once: the second waits for the first's locks and finds nothing.
 */
export async function expireUserPoints(tx: Database, userId: string, now: Date): Promise<number> {
  await tx
    .select({ userId: userPoints.userId })
    .from(userPoints)
    .where(eq(userPoints.userId, userId))
    .for('update');
  const due = await tx
    .select({ id: pointsLedger.id, remaining: pointsLedger.remaining })
    .from(pointsLedger)
    .where(
      and(eq(pointsLedger.userId, userId), gt(pointsLedger.remaining, 0), lte(pointsLedger.expiresAt, now)),
    )
    .for('update');
  const expired = due.reduce((sum, batch) => sum + batch.remaining, 0);
  if (expired === 0) return 0;
  await tx
    .update(pointsLedger)
    .set({ remaining: 0 })
    .where(
      inArray(
        pointsLedger.id,
        due.map((batch) => batch.id),
      ),
    );
  // The score is the sum of the open batches, so it holds at least what expires (a CHECK keeps it >= 0:
  // a ledger out of step fails loudly here rather than going unnoticed).
  const [row] = await tx
    .update(userPoints)
    .set({ score: sql`${userPoints.score} - ${expired}::integer`, updatedAt: now })
    .where(eq(userPoints.userId, userId))
    .returning({ score: userPoints.score });
  await tx.insert(pointsLedger).values({
    userId,
    change: -expired,
    remaining: 0,
    reason: 'expire',
    ref: null,
    balanceAfter: row!.score,
    createdAt: now,
  });
  return expired;
}

/**
 * The points-expiry job: every user with a batch past its date at `now` has it expired, one transaction
 * per user. Answers how many users' points changed in this run.
 */
export async function expirePoints(db: Database, now: Date): Promise<number> {
  let changedUsers = 0;
  for (;;) {
    const users = await db
      .selectDistinct({ userId: pointsLedger.userId })
      .from(pointsLedger)
      .where(and(gt(pointsLedger.remaining, 0), lte(pointsLedger.expiresAt, now)))
      .limit(200);
    let changed = 0;
    for (const { userId } of users) {
      if ((await db.transaction((tx) => expireUserPoints(tx, userId, now))) > 0) changed += 1;
    }
    changedUsers += changed;
    // A full batch may have more behind it; a batch where nothing changed means another run is on it.
    if (users.length < 200 || changed === 0) return changedUsers;
  }
}

/** Takes `points` (> 0) from the user's score when enough: true, or false and nothing changed. */
export async function spendPoints(
  tx: Database,
  userId: string,
  points: number,
  reason: string,
  ref: string,
  now: Date,
): Promise<boolean> {
  if (!Number.isSafeInteger(points) || points <= 0)
    throw new RangeError(`points must be positive: ${points}`);
  await expireUserPoints(tx, userId, now);
  const [row] = await tx
    .update(userPoints)
    .set({ score: sql`${userPoints.score} - ${points}::integer`, updatedAt: now })
    .where(and(eq(userPoints.userId, userId), gte(userPoints.score, points)))
    .returning({ score: userPoints.score });
  if (!row) return false;
  await consumeBatches(tx, userId, points);
  await tx
    .insert(pointsLedger)
    .values({ userId, change: -points, remaining: 0, reason, ref, balanceAfter: row.score, createdAt: now });
  return true;
}

/** Takes `points` off the user's open batches, oldest expiry first (the score was lowered by the caller). */
async function consumeBatches(tx: Database, userId: string, points: number): Promise<void> {
  const batches = await tx
    .select({ id: pointsLedger.id, remaining: pointsLedger.remaining })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), gt(pointsLedger.remaining, 0)))
    .orderBy(asc(pointsLedger.expiresAt), asc(pointsLedger.id))
    .for('update');
  let left = points;
  for (const batch of batches) {
    if (left === 0) break;
    const take = Math.min(left, batch.remaining);
    await tx
      .update(pointsLedger)
      .set({ remaining: sql`${pointsLedger.remaining} - ${take}::integer` })
      .where(eq(pointsLedger.id, batch.id));
    left -= take;
  }
}

/** The ledger reason of points an order earned that its refunds take back (ref: the order number). */
export const EARNED_REVERSAL = 'order_earn_reverse';

/**
 * How many of the `earned` points of an order that took `paid` cents are to be taken back in total once
 * `refunded` cents of it went back (decisions/0033): the refunded share, rounded down (toward the
 * shopper), so that several partial refunds add up to exactly the share of their sum and a full refund
 * takes back all that was earned, never more.
 * The rule is domain `earnedToReverse` (one place); this name stays for the callers and tests.
 */
export const earnedPointsToReverse: (earned: number, paid: number, refunded: number) => number =
  earnedToReverse;

/**
 * Takes back, in the caller's transaction, the points an order earned on completion (ledger `order_earn`,
 * ref the order number) in the share of its actual total `paid` that `refunded` (every successful refund
 * of it so far) gave back, less what earlier reversals of the order already took: one ledger row
 * `EARNED_REVERSAL` with the order number. The score never goes below 0: what the shopper has already
 * spent is not taken (the rest of the share stays due, and a later refund of the same order takes it if
 * the points are there then). Answers the points taken. Nothing earned (an order not completed yet):
 * nothing to do; completion calls this too, for refunds made before it.
 */
export async function reverseEarnedPoints(
  tx: Database,
  order: { userId: string; orderNumber: string; paid: number; refunded: number },
  now: Date,
): Promise<number> {
  const { userId, orderNumber } = order;
  // The score row first (lock order), with the batches past their date expired: they are not taken.
  await expireUserPoints(tx, userId, now);
  const rows = await tx
    .select({ reason: pointsLedger.reason, total: sql<number>`sum(${pointsLedger.change})`.mapWith(Number) })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.ref, orderNumber),
        inArray(pointsLedger.reason, ['order_earn', EARNED_REVERSAL]),
      ),
    )
    .groupBy(pointsLedger.reason);
  const earned = rows.find((r) => r.reason === 'order_earn')?.total ?? 0;
  const reversed = -(rows.find((r) => r.reason === EARNED_REVERSAL)?.total ?? 0);
  const due = earnedPointsToReverse(earned, order.paid, order.refunded) - reversed;
  if (due <= 0) return 0;
  const score = await readScore(tx, userId);
  const take = Math.min(due, score);
  if (take <= 0) return 0;
  const [row] = await tx
    .update(userPoints)
    .set({ score: sql`${userPoints.score} - ${take}::integer`, updatedAt: now })
    .where(eq(userPoints.userId, userId))
    .returning({ score: userPoints.score });
  await consumeBatches(tx, userId, take);
  await tx.insert(pointsLedger).values({
    userId,
    change: -take,
    remaining: 0,
    reason: EARNED_REVERSAL,
    ref: orderNumber,
    balanceAfter: row!.score,
    createdAt: now,
  });
  return take;
}

/** The user's points now (0 without a row). */
export async function readScore(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ score: userPoints.score })
    .from(userPoints)
    .where(eq(userPoints.userId, userId));
  return row?.score ?? 0;
}

/** What the growth rules read of a level (loyalty's `levels`, ordinary ones). */
export interface GrowthLevel {
  levelId: number;
  needGrowth: number;
}

/**
 * Adds `delta` growth (negative: takes it back, never below 0) to the user's total and moves the stored
 * level (`user_points.level`, 0: none) to the ordinary level it now reaches, up or down (domain
 * `levelForGrowth`). Locks the user's points row (first in the points lock order). Answers the growth and
 * level after it.
 */
export async function creditGrowth(
  tx: Database,
  userId: string,
  delta: number,
  levels: readonly GrowthLevel[],
  now: Date,
): Promise<{ growth: number; level: number }> {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`growth must be whole: ${delta}`);
  const [row] = await tx
    .insert(userPoints)
    .values({ userId, growth: Math.max(0, delta), updatedAt: now })
    .onConflictDoUpdate({
      target: userPoints.userId,
      set: { growth: sql`greatest(${userPoints.growth} + ${delta}::integer, 0)`, updatedAt: now },
    })
    .returning({ growth: userPoints.growth, level: userPoints.level });
  const level = levelForGrowth(levels, row!.growth)?.levelId ?? 0;
  if (level !== row!.level) await tx.update(userPoints).set({ level }).where(eq(userPoints.userId, userId));
  return { growth: row!.growth, level };
}

/**
 * Moves every stored level (`user_points.level`) to the ordinary level the member's growth reaches among
 * `levels` (0: none), after the platform changed the levels (added, deleted, a threshold moved). One
 * statement per growth band, each touching only the rows whose level is wrong; run inside the change's
 * transaction, after its lock on the levels. Answers how many members moved.
 */
export async function regradeLevels(
  tx: Database,
  levels: readonly GrowthLevel[],
  now: Date,
): Promise<number> {
  const steps = [...levels].sort((a, b) => a.needGrowth - b.needGrowth);
  const bands = [
    { levelId: 0, from: 0, below: steps[0]?.needGrowth },
    ...steps.map((l, i) => ({ levelId: l.levelId, from: l.needGrowth, below: steps[i + 1]?.needGrowth })),
  ];
  let moved = 0;
  for (const band of bands) {
    if (band.below !== undefined && band.below <= band.from) continue;
    const rows = await tx
      .update(userPoints)
      .set({ level: band.levelId, updatedAt: now })
      .where(
        and(
          gte(userPoints.growth, band.from),
          band.below === undefined ? undefined : lt(userPoints.growth, band.below),
          ne(userPoints.level, band.levelId),
        ),
      )
      .returning({ userId: userPoints.userId });
    moved += rows.length;
  }
  return moved;
}

/**
 * Locks the user's points row (made first if missing): the first lock of the points lock order, for a
 * caller that must decide under it (the daily sign-in). Answers the row.
 */
export async function lockUserPoints(tx: Database, userId: string, now: Date) {
  await tx.insert(userPoints).values({ userId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(userPoints).where(eq(userPoints.userId, userId)).for('update');
  return row!;
}

/**
 * Sets the user's paid level and the end of its term (loyalty/paid.ts decides them under
 * `lockUserPoints`, decisions/0049).
 */
export async function setPaidLevel(
  tx: Database,
  userId: string,
  levelId: number,
  endsAt: Date,
  now: Date,
): Promise<void> {
  await tx
    .update(userPoints)
    .set({ paidLevelId: levelId, paidLevelEndsAt: endsAt, updatedAt: now })
    .where(eq(userPoints.userId, userId));
}

/**
 * Clears the paid levels whose term ended by `now`, at most `batch` rows a statement, until none is left;
 * answers how many. Conditional (`ends_at <= now` again in the update), so a run beside another, or beside
 * a payment that just extended a term, changes each row once and never clears a running term.
 */
export async function clearEndedPaidLevels(db: Database, now: Date, batch = 200): Promise<number> {
  let cleared = 0;
  for (;;) {
    const due = await db
      .select({ userId: userPoints.userId })
      .from(userPoints)
      .where(lte(userPoints.paidLevelEndsAt, now))
      .orderBy(userPoints.userId)
      .limit(batch);
    if (due.length === 0) return cleared;
    const done = await db
      .update(userPoints)
      .set({ paidLevelId: null, paidLevelEndsAt: null, updatedAt: now })
      .where(
        and(
          inArray(
            userPoints.userId,
            due.map((d) => d.userId),
          ),
          lte(userPoints.paidLevelEndsAt, now),
        ),
      )
      .returning({ userId: userPoints.userId });
    cleared += done.length;
    if (due.length < batch) return cleared;
  }
}
