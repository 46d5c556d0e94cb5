// Points changes inside the caller's transaction. Earning writes a batch to the ledger that expires
// POINTS_VALIDITY_DAYS after it was earned (spec section 9) and adds to the user's score in step;
// spending and expiry (later issues) consume batches oldest-expiry-first through `remaining`.
import { sql } from 'drizzle-orm';
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
