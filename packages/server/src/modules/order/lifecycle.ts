// The order's life after payment (issue 5 item 4, decisions/0019): the merchant ships (2 -> 3; not while
// a whole-order refund is open, decisions/0033), the buyer or the auto-receipt job confirms receipt
// (3 -> 5, points and growth earned, loyalty/earning.ts, less the share of what was refunded before), the buyer deletes a
// finished order from their list. Every status change goes through `moveOrder`, one conditional UPDATE
// checked against the domain's `orderMachine`: an illegal move changes nothing.
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTO_RECEIPT_DAYS,
  Flag,
  messages,
  orderMachine,
  OrderNumberParams,
  OrderStatus,
  type StateMachine,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { orderDeliveries } from '../merchant/tables.ts';
import { orderCompleted } from '../loyalty/earning.ts';
import { holdLevelLadder } from '../loyalty/levels.ts';
import { hasOpenWholeOrderRefund, refundedTotal } from '../refund/service.ts';
import { orders } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type OrderRow = typeof orders.$inferSelect;

/**
 * Moves the orders matching `where` from `from` to `to` (one conditional UPDATE, so of two racing
 * moves only one wins); answers the rows moved. A move the order machine does not allow is a bug.
 * `machine`: the machine of the orders' type when it is not the ordinary one (a membership order's,
 * `memberOrderMachine`; `where` must then select only orders of that type).
 */
export async function moveOrder(
  tx: Database,
  where: SQL | undefined,
  from: OrderStatus,
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert> & { updatedAt: Date },
  machine: StateMachine<OrderStatus> = orderMachine,
): Promise<OrderRow[]> {
  if (!machine.canTransition(from, to))
    throw new Error(`${machine.name} move ${from} -> ${to} is not allowed`);
  return tx
    .update(orders)
    .set({ ...set, status: to })
    .where(and(where, eq(orders.status, from)))
    .returning();
}

/** Completes shipped orders matching `where` (3 -> 5) and credits their points and growth; answers them. */
async function complete(tx: Database, where: SQL | undefined, now: Date): Promise<OrderRow[]> {
  // The level ladder before any member's points row: their growth is graded on it (decisions/0104).
  await holdLevelLadder(tx);
  const done = await moveOrder(tx, where, OrderStatus.pendingReceipt, OrderStatus.completed, {
    finallyTime: now,
    updatedAt: now,
  });
  for (const order of done) {
    // Points and growth (loyalty/earning.ts); refunds paid before the receipt (a shipped order's partial
    // refund) take their share back at once, by the same rule as a refund after it (decisions/0033).
    await orderCompleted(tx, order, await refundedTotal(tx, order.orderId), now);
  }
  return done;
}

async function refuse(
  tx: Database,
  where: SQL | undefined,
  cannot: (typeof messages)[keyof typeof messages],
): Promise<never> {
  const [exists] = await tx.select({ status: orders.status }).from(orders).where(where);
  throw new BusinessError(exists ? cannot : messages.orderNotFound);
}

/** The buyer confirms receipt of a shipped order. */
export async function confirmReceipt(db: Database, userId: string, orderNumber: string, now: Date) {
  const mine = and(
    eq(orders.orderNumber, orderNumber),
    eq(orders.userId, userId),
    eq(orders.deleteStatus, 0),
  );
  await db.transaction(async (tx) => {
    const done = await complete(tx, mine, now);
    if (done.length === 0) await refuse(tx, mine, messages.orderCannotReceive);
  });
}

/** Confirms receipt of every order shipped `days` or more before `now`; answers how many. */
export async function autoConfirmReceipts(db: Database, now: Date, days: number): Promise<number> {
  const due = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        eq(orders.status, OrderStatus.pendingReceipt),
        lte(orders.dvyTime, new Date(now.getTime() - days * DAY_MS)),
      ),
    )
    .orderBy(asc(orders.orderId))
    .limit(500);
  let count = 0;
  // One transaction per order: a failure leaves the others done, and a buyer's parallel receipt wins
  // or loses on the conditional update alone.
  for (const { orderId } of due) {
    const done = await db.transaction((tx) => complete(tx, eq(orders.orderId, orderId), now));
    count += done.length;
  }
  return count;
}

/** MALL_AUTO_RECEIPT_DAYS (a positive number of days), else AUTO_RECEIPT_DAYS. */
export function autoReceiptDays(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MALL_AUTO_RECEIPT_DAYS);
  return Number.isFinite(value) && value > 0 ? value : AUTO_RECEIPT_DAYS;
}

/** The scheduler's job (src/jobs): shipped orders confirmed automatically after the configured days. */
export const autoReceiptJob = (db: Database, now: Date): Promise<number> =>
  autoConfirmReceipts(db, now, autoReceiptDays());

/** The buyer hides a completed or cancelled order from their list (a soft delete). */
export async function deleteOrder(db: Database, userId: string, orderNumber: string, now: Date) {
  const mine = and(
    eq(orders.orderNumber, orderNumber),
    eq(orders.userId, userId),
    eq(orders.deleteStatus, 0),
  );
  const [gone] = await db
    .update(orders)
    .set({ deleteStatus: 1, updatedAt: now })
    .where(and(mine, inArray(orders.status, [OrderStatus.completed, OrderStatus.canceled])))
    .returning({ orderId: orders.orderId });
  if (!gone) await refuse(db, mine, messages.orderCannotDelete);
}

/** The shop's merchant ships a paid order (2 -> 3) with its express company and tracking number. */
export async function shipOrder(
  db: Database,
  shopId: number,
  input: { orderNumber: string; expressName: string; expressNo: string },
  now: Date,
): Promise<void> {
  const ours = and(eq(orders.orderNumber, input.orderNumber), eq(orders.shopId, shopId));
  await db.transaction(async (tx) => {
    const [order] = await moveOrder(tx, ours, OrderStatus.pendingDelivery, OrderStatus.pendingReceipt, {
      dvyTime: now,
      updatedAt: now,
    });
    if (!order) return refuse(tx, ours, messages.orderCannotShip);
    // The move above holds the order row, which an application locks too: a whole-order request either
    // committed before (and is seen here) or waits and then finds the order shipped (decisions/0033).
    if (await hasOpenWholeOrderRefund(tx, order.orderId)) throw new BusinessError(messages.orderRefundOpen);
    await tx.insert(orderDeliveries).values({
      orderId: order.orderId,
      expressName: input.expressName,
      expressNo: input.expressNo,
      createdAt: now,
    });
  });
}

const tags = ['order'];
const security = [{ bearer: [] }];

export const orderLifecycleRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.put(
    '/p/myOrder/receipt/:orderNumber',
    {
      schema: {
        tags,
        summary:
          "Confirms receipt of a shipped order (3 -> 5); earns points and growth on its actual total (the loyalty settings' units; points expire in a year)",
        security,
        params: OrderNumberParams,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await confirmReceipt(db, request.userId, request.params.orderNumber, new Date(now()));
      return true;
    },
  );

  app.delete(
    '/p/myOrder/:orderNumber',
    {
      schema: {
        tags,
        summary: "Deletes a completed or cancelled order from the buyer's list (kept for the shop)",
        security,
        params: OrderNumberParams,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await deleteOrder(db, request.userId, request.params.orderNumber, new Date(now()));
      return true;
    },
  );
};
