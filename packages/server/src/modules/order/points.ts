// Spending points inside the caller's transaction: first the user's batches past their date expire (so a
// point is never spent after its year, even before the expiry job has come by), then one conditional
// statement on the user's score (two concurrent submits cannot both spend the same points), the earned
// batches consumed oldest expiry first, one ledger row.
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { expireUserPoints } from '../points/service.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';

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
  await tx
    .insert(pointsLedger)
    .values({ userId, change: -points, remaining: 0, reason, ref, createdAt: now });
  return true;
}

/** The user's points now (0 without a row). */
export async function readScore(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ score: userPoints.score })
    .from(userPoints)
    .where(eq(userPoints.userId, userId));
  return row?.score ?? 0;
}
