// What a completed order earns and what its refunds take back (issue 14, decisions/0033): points into the
// ledger (`order_earn`, ref the order number) and growth into the shopper's total (which moves the level),
// both by the operator's units (loyalty settings). Points-mall orders (type 3) earn neither. Called in the
// caller's transaction by `order/lifecycle.ts` for the rows its conditional 3 -> 5 update returned (so once
// per order; the ledger's unique index and `order_growth`'s key back it) and by the refund payout with the
// order's cumulative refunded amount: the refunded share of both is taken back (domain `earnedToReverse`),
// less what earlier refunds took, so partial refunds add up exactly and the level follows growth down.
// Lock order: the shopper's `user_points` row (points service), then ledger rows, then `order_growth`.
import { eq, sql } from 'drizzle-orm';
import { earnedToReverse, growthEarnedFor, OrderType, pointsEarnedFor } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { creditGrowth, creditPoints, reverseEarnedPoints } from '../points/service.ts';
import { ordinaryLevels, readSettings } from './levels.ts';
import { orderGrowth } from './tables.ts';

export interface CompletedOrder {
  orderId: number;
  orderNumber: string;
  userId: string;
  orderType: number;
  /** The order's actual total, cents. */
  actualTotal: number;
}

/** Whether an order of this type earns points and growth (a points-mall order does not). */
export const earnsLoyalty = (orderType: number) => orderType !== OrderType.points;

/**
 * Credits what `order` earns on completion, then takes back the share of what was `refunded` (cents)
 * before the receipt. Answers the points and growth credited (before that share). The caller's
 * transaction holds the level ladder (levels.ts `holdLevelLadder`) before any member's points row.
 */
export async function orderCompleted(
  tx: Database,
  order: CompletedOrder,
  refunded: number,
  now: Date,
): Promise<{ points: number; growth: number }> {
  if (!earnsLoyalty(order.orderType)) return { points: 0, growth: 0 };
  const settings = await readSettings(tx);
  const points = pointsEarnedFor(order.actualTotal, settings.earnUnitCents);
  const growth = growthEarnedFor(order.actualTotal, settings.growthUnitCents);
  if (points > 0) await creditPoints(tx, order.userId, points, 'order_earn', order.orderNumber, now);
  if (growth > 0) {
    await creditGrowth(tx, order.userId, growth, await ordinaryLevels(tx), now);
    // A plain insert: a second completion of one order fails loudly (the key) rather than earning twice.
    await tx.insert(orderGrowth).values({ orderId: order.orderId, userId: order.userId, earned: growth });
  }
  if (refunded > 0) await orderRefunded(tx, { ...order, refunded }, now);
  return { points, growth };
}

/**
 * Takes back the share of the points and growth `order` earned that its cumulative `refunded` cents (every
 * successful refund so far, this one included) give back, less what earlier refunds took. Nothing earned
 * yet (not completed): nothing to do (completion calls this for refunds made before it). The caller's
 * transaction holds the level ladder (levels.ts `holdLevelLadder`) before any member's points row.
 */
export async function orderRefunded(
  tx: Database,
  order: { orderId: number; orderNumber: string; userId: string; actualTotal: number; refunded: number },
  now: Date,
): Promise<{ points: number; growth: number }> {
  const points = await reverseEarnedPoints(
    tx,
    {
      userId: order.userId,
      orderNumber: order.orderNumber,
      paid: order.actualTotal,
      refunded: order.refunded,
    },
    now,
  );
  const [row] = await tx
    .select({ earned: orderGrowth.earned, reversed: orderGrowth.reversed })
    .from(orderGrowth)
    .where(eq(orderGrowth.orderId, order.orderId))
    .for('update');
  if (!row) return { points, growth: 0 };
  const due = earnedToReverse(row.earned, order.actualTotal, order.refunded) - row.reversed;
  if (due <= 0) return { points, growth: 0 };
  await tx
    .update(orderGrowth)
    .set({ reversed: sql`${orderGrowth.reversed} + ${due}::integer` })
    .where(eq(orderGrowth.orderId, order.orderId));
  await creditGrowth(tx, order.userId, -due, await ordinaryLevels(tx), now);
  return { points, growth: due };
}
