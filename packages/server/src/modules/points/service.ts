// Points changes inside the caller's transaction. Earning writes a batch to the ledger that expires
// POINTS_VALIDITY_DAYS after it was earned (spec section 9) and adds to the user's score in step;
// spending (order/points.ts) consumes batches oldest-expiry-first through `remaining`; expiry zeroes what
// is left of the batches past their date and takes it off the score, with one 'expire' ledger row.
// Lock order, the same everywhere so that two changes of one user's points cannot deadlock: the user's
// `user_points` row first, then the ledger rows.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { POINTS_VALIDITY_DAYS } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pointsLedger, userPoints } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why the points changed (free text in the ledger; these are the known ones). */
export type PointsReason = 'seed' | 'order_earn' | 'order_pay' | 'refund' | 'expire' | (string & {});

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
  await tx.insert(pointsLedger).values({
    userId,
    change: points,
    remaining: points,
    reason,
    ref,
    expiresAt: pointsExpiry(now),
    createdAt: now,
  });
  const [row] = await tx
    .insert(userPoints)
    .values({ userId, score: points, updatedAt: now })
    .onConflictDoUpdate({
      target: userPoints.userId,
      set: { score: sql`${userPoints.score} + ${points}::integer`, updatedAt: now },
    })
    .returning({ score: userPoints.score });
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
  await tx
    .update(userPoints)
    .set({ score: sql`${userPoints.score} - ${expired}::integer`, updatedAt: now })
    .where(eq(userPoints.userId, userId));
  await tx
    .insert(pointsLedger)
    .values({ userId, change: -expired, remaining: 0, reason: 'expire', ref: null, createdAt: now });
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
