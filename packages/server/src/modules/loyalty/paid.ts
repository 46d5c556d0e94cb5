// Paid membership once paid, and while it runs (decisions/0049). `memberOrdersPaid` is the payment hook
// called beside `groupOrdersPaid` in the transaction that pays orders (payment/service.ts): for each paid
// membership order (order type 4) it sets `member_orders.applied_at` with a conditional update (so one
// order extends the term once, whatever retries or parallel notifications do), extends the shopper's
// paid level to domain `paidTermEnd`, and moves the order 2 -> 5 (completed: nothing to ship). The term
// applies while its end is after now (`runningPaidLevel`, checked on every read); the `paid-level-expiry`
// job (jobs.ts) only tidies the ended ones away.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { memberOrderMachine, OrderStatus, OrderType, paidTermEnd, type Locale } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { moveOrder } from '../order/lifecycle.ts';
import { orders } from '../order/tables.ts';
import { clearEndedPaidLevels, lockUserPoints, setPaidLevel } from '../points/service.ts';
import { userPoints } from '../points/tables.ts';
import { levelColumns, levelName, type LevelRow } from './levels.ts';
import { levels, memberOrders } from './tables.ts';

/** The paid level running for the shopper at `now` and the end of its term (null: none running). */
export async function runningPaidLevel(
  db: Database,
  userId: string,
  now: Date,
): Promise<{ level: LevelRow; endsAt: Date } | null> {
  const [row] = await db
    .select({
      endsAt: userPoints.paidLevelEndsAt,
      level: levelColumns,
    })
    .from(userPoints)
    .innerJoin(levels, eq(levels.levelId, userPoints.paidLevelId))
    .where(eq(userPoints.userId, userId));
  if (!row?.endsAt || row.endsAt.getTime() <= now.getTime()) return null;
  return { level: row.level, endsAt: row.endsAt };
}

/**
 * The payment hook: applies the membership orders among `paidOrderIds` (just moved 1 -> 2 in this
 * transaction, their rows locked by the payment). Answers the ids it applied.
 */
export async function memberOrdersPaid(
  tx: Database,
  paidOrderIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (paidOrderIds.length === 0) return [];
  const members = await tx
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(inArray(orders.orderId, [...paidOrderIds]), eq(orders.orderType, OrderType.member)))
    .orderBy(orders.orderId);
  const applied: number[] = [];
  for (const { orderId } of members) {
    // Once per order: the conditional update is the guarantee, not the order's status.
    const [order] = await tx
      .update(memberOrders)
      .set({ appliedAt: now })
      .where(and(eq(memberOrders.orderId, orderId), isNull(memberOrders.appliedAt)))
      .returning({
        userId: memberOrders.userId,
        levelId: memberOrders.levelId,
        termDays: memberOrders.termDays,
      });
    if (!order) continue;
    const points = await lockUserPoints(tx, order.userId, now);
    // The same level running extends from its end; another one (payLevel refused to sell it while one
    // runs, so only an ended one can be here) or none starts now.
    const running =
      points.paidLevelId === order.levelId && points.paidLevelEndsAt !== null
        ? points.paidLevelEndsAt.getTime()
        : null;
    const endsAt = new Date(paidTermEnd(running, now.getTime(), order.termDays));
    await setPaidLevel(tx, order.userId, order.levelId, endsAt, now);
    await moveOrder(
      tx,
      and(eq(orders.orderId, orderId), eq(orders.orderType, OrderType.member)),
      OrderStatus.pendingDelivery,
      OrderStatus.completed,
      { finallyTime: now, updatedAt: now },
      memberOrderMachine,
    );
    applied.push(orderId);
  }
  return applied;
}

/** The level names of membership orders, for the payment page's product list (in `orderIds`' order). */
export async function memberOrderNames(
  db: Database,
  orderIds: readonly number[],
  locale: Locale,
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ orderId: memberOrders.orderId, nameZh: levels.nameZh, nameEn: levels.nameEn })
    .from(memberOrders)
    .innerJoin(levels, eq(levels.levelId, memberOrders.levelId))
    .where(inArray(memberOrders.orderId, [...orderIds]))
    .orderBy(memberOrders.orderId);
  return rows.map((r) => levelName(r, locale));
}

/** Clears the paid levels whose term ended by `now` (the `paid-level-expiry` job); answers how many. */
export function expirePaidLevels(db: Database, now: Date, batch = 200): Promise<number> {
  return clearEndedPaidLevels(db, now, batch);
}
