// After-sales (decisions/0018): the buyer applies (one open request per item or per whole order: the
// order row is locked while checking, and partial unique indexes back it up), withdraws, edits and
// resubmits after a refusal, ships a return back; the merchant accepts (refund only: paid out at once)
// or refuses, and receives a return (paid out at once). Every move is one transaction whose first write
// is a conditional `status = from -> to` update, so a repeated or parallel request changes nothing and a
// refund is paid out exactly once. A payout also gives back through the settlement participants what the
// refund covers (stock of units not shipped) and takes back the points the order earned in proportion;
// the merchant's time-out never pays a refund only made more than NO_REASON_RETURN_DAYS after receipt
// (decisions/0033). A points-mall order that cost no cash is refunded by units with amount 0 and no
// payout, the one order an amount of 0 is accepted for (its whole-order request names every unit left;
// decisions/0047). Amounts in cents.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  messages,
  NO_REASON_RETURN_DAYS,
  orderMachine,
  OrderStatus,
  OrderType,
  RefundApplyType,
  RefundStatus,
  RefundType,
  scoreToReturn,
  type Cents,
  type RefundReason,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { releaseAll } from '../order/participants.ts';
import { orderItems, orders } from '../order/tables.ts';
import { orderRefunded } from '../loyalty/earning.ts';
import { holdLevelLadder } from '../loyalty/levels.ts';
import { scoreOrders } from '../score-mall/tables.ts';
import { payOut, type RefundPayments } from './payout.ts';
import { orderRefunds } from './tables.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The 7-day window (spec section 9): true before receipt (`receivedAt` null) and up to
 * NO_REASON_RETURN_DAYS after it. A no-reason request is refused outside it, and a refund-only request
 * made outside it waits for the merchant's own decision (`autoAcceptable`): one rule, written twice only
 * because the job must filter in SQL.
 */
export function withinNoReasonWindow(receivedAt: Date | null, at: Date): boolean {
  return receivedAt === null || at.getTime() <= receivedAt.getTime() + NO_REASON_RETURN_DAYS * DAY_MS;
}

/**
 * The requests the merchant's time-out may accept (decisions/0018, 0033): a return (its money waits for
 * the merchant's receipt of the goods anyway), and a refund only (accepting pays it out) made before the
 * order's receipt or within NO_REASON_RETURN_DAYS of it, as `withinNoReasonWindow` at the request's
 * (re)submission time. A later refund only pays out on the merchant's explicit agreement alone.
 */
function autoAcceptable(): SQL {
  return or(
    ne(orderRefunds.applyType, RefundApplyType.refundOnly),
    sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.orderId} = ${orderRefunds.orderId} AND ${orders.finallyTime} IS NOT NULL AND ${orderRefunds.applyTime} > ${orders.finallyTime} + make_interval(days => ${NO_REASON_RETURN_DAYS}))`,
  )!;
}

/** Statuses of a request still in progress (it blocks another request for the same item). */
export const OPEN_STATUSES: readonly RefundStatus[] = [1, 2, 3, 4];

/** Orders that can be refunded: paid and not closed (pending delivery, shipped, completed). */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.pendingDelivery,
  OrderStatus.pendingReceipt,
  OrderStatus.completed,
];

/** Refundable orders the order machine lets a refund close (not a completed one). */
const CLOSABLE_BY_REFUND: OrderStatus[] = REFUNDABLE_ORDER_STATUSES.filter((s) =>
  orderMachine.canTransition(s, OrderStatus.canceled),
);

export type RefundRow = typeof orderRefunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** 20 digits: the day (China time) and 12 random digits, like an order number. */
export function newRefundSn(now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * `work` in a transaction, a clash with the one-open-request-per-item index answered as 400
 * (an open request exists): apply and reapply both open a request.
 */
async function oneOpenRequest<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(messages.refundOpenExists);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// The refundable amount

export interface Refundable {
  /** What is left of the goods' paid amount (the item's, or every item's for the whole order). */
  goodsLeft: Cents;
  /** The freight still refundable with it: only for the last item or the whole order. */
  freightLeft: Cents;
  /** goodsLeft + freightLeft. */
  max: Cents;
  /** The most goods that can be named (the item's count, or the order's). */
  orderedQuantity: number;
  /** True when this refund would be the last of the order (it includes the freight). */
  isLast: boolean;
}

/**
 * The refundable amount of one item (`itemId`) or of the whole order (null), from the order, its
 * items and its successful (status 5) refunds: the item's share of what was paid (`actual_total`,
 * after every discount) minus what was refunded for it; the freight comes with the last item, the one
 * whose every other item already had a successful refund, and with a whole-order refund.
 */
export function refundableOf(
  order: Pick<OrderRow, 'actualTotal' | 'freight' | 'productNums'>,
  items: readonly Pick<ItemRow, 'orderItemId' | 'actualTotal' | 'prodCount'>[],
  refunded: readonly Pick<RefundRow, 'orderItemId' | 'refundAmount' | 'freightAmount'>[],
  itemId: number | null,
): Refundable {
  const goodsOf = (r: (typeof refunded)[number]) => r.refundAmount - r.freightAmount;
  const freightRefunded = refunded.reduce((a, r) => a + r.freightAmount, 0);
  const freightLeft = Math.max(0, order.freight - freightRefunded);
  if (itemId === null) {
    const goods = items.reduce((a, i) => a + i.actualTotal, 0) - refunded.reduce((a, r) => a + goodsOf(r), 0);
    const goodsLeft = Math.max(0, goods);
    return {
      goodsLeft,
      freightLeft,
      max: goodsLeft + freightLeft,
      orderedQuantity: order.productNums,
      isLast: true,
    };
  }
  const item = items.find((i) => i.orderItemId === itemId)!;
  // A whole-order refund (no item) counts against every item: the item never gets more than the order
  // has left of its goods.
  const orderGoodsLeft =
    items.reduce((a, i) => a + i.actualTotal, 0) - refunded.reduce((a, r) => a + goodsOf(r), 0);
  const goodsLeft = Math.max(
    0,
    Math.min(
      orderGoodsLeft,
      item.actualTotal - refunded.filter((r) => r.orderItemId === itemId).reduce((a, r) => a + goodsOf(r), 0),
    ),
  );
  const isLast = items
    .filter((i) => i.orderItemId !== itemId)
    .every((i) => refunded.some((r) => r.orderItemId === i.orderItemId || r.orderItemId === null));
  const freight = isLast ? freightLeft : 0;
  return {
    goodsLeft,
    freightLeft: freight,
    max: goodsLeft + freight,
    orderedQuantity: item.prodCount,
    isLast,
  };
}

async function refundedOf(tx: Database, orderId: number) {
  return tx
    .select({
      orderItemId: orderRefunds.orderItemId,
      refundAmount: orderRefunds.refundAmount,
      freightAmount: orderRefunds.freightAmount,
      goodsNum: orderRefunds.goodsNum,
      refundType: orderRefunds.refundType,
    })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, RefundStatus.refunded)));
}

/**
 * Whether the order has a whole-order request still in progress (1-4): its merchant may not ship it
 * until the request is answered (decisions/0033).
 */
export async function hasOpenWholeOrderRefund(tx: Database, orderId: number): Promise<boolean> {
  const [open] = await tx
    .select({ refundId: orderRefunds.refundId })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.refundType, RefundType.wholeOrder),
        inArray(orderRefunds.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return open !== undefined;
}

/** The buyer's order (locked for the rest of the transaction when `lock`) and its items. */
async function buyerOrder(tx: Database, userId: string, orderNumber: string, lock: boolean) {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new BusinessError(messages.orderNotFound);
  // A paid membership is used from the moment it is paid: no after-sales (decisions/0049).
  if (order.orderType === OrderType.member) throw new BusinessError(messages.memberOrderNotRefundable);
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.orderId))
    .orderBy(asc(orderItems.orderItemId));
  return { order, items };
}

/**
 * What a refund of a points-mall order paid in points alone may still give back (decisions/0047): it is
 * refunded by units, with amount 0, and the points of the units it covers come back.
 */
export interface PointsRefundable {
  /** The units (of the item, or of the whole order) no successful refund has covered yet. */
  unitsLeft: number;
  /** The points one unit cost at submit. */
  scorePrice: number;
  /** The points every unit left would give back (what the score-mall participant would credit). */
  scoreLeft: number;
}

/**
 * What a buyer may still ask back for an item (or the whole order, `orderItemId` 0); for an order paid in
 * points alone, also the units and points left (`points`).
 */
export async function readRefundable(
  db: Database,
  userId: string,
  orderNumber: string,
  orderItemId: number,
): Promise<Refundable & { points?: PointsRefundable }> {
  const { order, items } = await buyerOrder(db, userId, orderNumber, false);
  if (orderItemId !== 0 && !items.some((i) => i.orderItemId === orderItemId))
    throw new BusinessError(messages.refundItemNotFound);
  const itemId = orderItemId === 0 ? null : orderItemId;
  const refunded = await refundedOf(db, order.orderId);
  const refundable = refundableOf(order, items, refunded, itemId);
  if (!isPointsOnly(order)) return refundable;
  const [spent] = await db
    .select({
      scorePrice: scoreOrders.scorePrice,
      scoreTotal: scoreOrders.scoreTotal,
      returned: scoreOrders.returned,
    })
    .from(scoreOrders)
    .where(eq(scoreOrders.orderId, order.orderId));
  const units = unitsLeft(items, refunded, itemId);
  const scorePrice = spent?.scorePrice ?? 0;
  return {
    ...refundable,
    points: {
      unitsLeft: units,
      scorePrice,
      // The participant's own rule (score-mall/settlement.ts): never more than was spent and not yet back.
      scoreLeft: spent ? scoreToReturn(scorePrice, units, spent.returned, spent.scoreTotal) : 0,
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The buyer

export interface ApplyInput {
  orderNumber: string;
  /** Ignored (0) for a whole-order refund. */
  orderItemId: number;
  refundType: RefundType;
  applyType: RefundApplyType;
  isReceiver: 0 | 1;
  buyerReason: RefundReason;
  buyerDesc: string;
  buyerMobile: string;
  goodsNum: number;
  refundAmount: Cents;
  photoFiles: string;
}

/** The columns of a request that the buyer's application (or reapplication) sets. */
function applicationColumns(
  input: Omit<ApplyInput, 'orderNumber' | 'orderItemId' | 'refundType'>,
  freightAmount: Cents,
) {
  return {
    applyType: input.applyType,
    isReceiver: input.isReceiver,
    buyerReason: input.buyerReason,
    buyerDesc: input.buyerDesc,
    buyerMobile: input.buyerMobile,
    goodsNum: input.goodsNum,
    refundAmount: input.refundAmount,
    freightAmount,
    photoFiles: input.photoFiles,
  };
}

/** The checks shared by apply and reapply; answers the refundable amount and the freight part. */
async function checkApplication(
  tx: Database,
  order: OrderRow,
  items: ItemRow[],
  input: ApplyInput,
  now: Date,
  ignoreRefundId: number | null,
): Promise<{ itemId: number | null; freightAmount: Cents }> {
  if (!(REFUNDABLE_ORDER_STATUSES as readonly number[]).includes(order.status))
    throw new BusinessError(messages.refundOrderNotPaid);
  const itemId = input.refundType === RefundType.wholeOrder ? null : input.orderItemId;
  if (itemId !== null && !items.some((i) => i.orderItemId === itemId))
    throw new BusinessError(messages.refundItemNotFound);
  // Not shipped yet: there is nothing to send back.
  if (order.status === OrderStatus.pendingDelivery && input.applyType === RefundApplyType.returnAndRefund)
    throw new BusinessError(messages.refundNotShipped);
  // No-reason returns: within NO_REASON_RETURN_DAYS after receipt (before receipt, always).
  if (input.buyerReason === 'wrongOrDislike' && !withinNoReasonWindow(order.finallyTime, now))
    throw new BusinessError(messages.refundNoReasonExpired, { days: NO_REASON_RETURN_DAYS });
  // One open request per item; a whole-order request blocks every item and needs none open.
  const open = await tx
    .select({ refundId: orderRefunds.refundId, orderItemId: orderRefunds.orderItemId })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, order.orderId),
        inArray(orderRefunds.status, [...OPEN_STATUSES]),
        ignoreRefundId === null ? undefined : ne(orderRefunds.refundId, ignoreRefundId),
      ),
    );
  if (open.some((r) => itemId === null || r.orderItemId === null || r.orderItemId === itemId))
    throw new BusinessError(messages.refundOpenExists);
  const refunded = await refundedOf(tx, order.orderId);
  if (isPointsOnly(order)) {
    // Paid in points alone (decisions/0047): refunded by units, amount 0; the score-mall participant
    // gives back the points of the units the refund covers.
    const left = unitsLeft(items, refunded, itemId);
    if (left <= 0) throw new BusinessError(messages.refundNothingLeft);
    // A whole-order refund covers every unit left whatever it names (unitsCovered) and the participant
    // credits their points: it must name exactly that count, so the request says what it gives back.
    if (itemId === null && input.goodsNum !== left)
      throw new BusinessError(messages.refundWholeUnitsLeft, { count: left });
    if (input.goodsNum < 1 || input.goodsNum > left) throw new BusinessError(messages.refundQuantity);
    if (input.refundAmount < 0) throw new BusinessError(messages.refundAmountInvalid);
    if (input.refundAmount > 0) throw new BusinessError(messages.refundAmountTooHigh);
    return { itemId, freightAmount: 0 };
  }
  const refundable = refundableOf(order, items, refunded, itemId);
  if (refundable.max <= 0) throw new BusinessError(messages.refundNothingLeft);
  if (input.goodsNum < 1 || input.goodsNum > refundable.orderedQuantity)
    throw new BusinessError(messages.refundQuantity);
  if (input.refundAmount <= 0) throw new BusinessError(messages.refundAmountInvalid);
  if (input.refundAmount > refundable.max) throw new BusinessError(messages.refundAmountTooHigh);
  return { itemId, freightAmount: Math.max(0, input.refundAmount - refundable.goodsLeft) };
}

/**
 * A points-mall order that cost no cash (points alone): the one kind of order whose refunds are by units
 * with amount 0. Every other order refuses an amount of 0.
 */
export function isPointsOnly(order: Pick<OrderRow, 'orderType' | 'actualTotal'>): boolean {
  return order.orderType === OrderType.points && order.actualTotal === 0;
}

/**
 * The units of one item (`itemId`) or of the whole order (null) no successful refund has covered yet (a
 * whole-order refund covers every unit).
 */
export function unitsLeft(
  items: readonly Pick<ItemRow, 'orderItemId' | 'prodCount'>[],
  refunded: readonly Pick<RefundRow, 'orderItemId' | 'goodsNum'>[],
  itemId: number | null,
): number {
  if (refunded.some((r) => r.orderItemId === null)) return 0;
  return items
    .filter((i) => itemId === null || i.orderItemId === itemId)
    .reduce((n, i) => {
      const covered = refunded
        .filter((r) => r.orderItemId === i.orderItemId)
        .reduce((a, r) => a + r.goodsNum, 0);
      return n + Math.max(0, i.prodCount - covered);
    }, 0);
}

/** Sets the items' returnMoneySts to the request's status (for a whole order: every item not refunded). */
async function syncItems(
  tx: Database,
  refund: Pick<RefundRow, 'orderId' | 'orderItemId'>,
  status: RefundStatus,
): Promise<void> {
  if (refund.orderItemId !== null) {
    await tx
      .update(orderItems)
      .set({ refundStatus: status })
      .where(eq(orderItems.orderItemId, refund.orderItemId));
    return;
  }
  await tx
    .update(orderItems)
    .set({ refundStatus: status })
    .where(
      and(
        eq(orderItems.orderId, refund.orderId),
        status === RefundStatus.refunded
          ? undefined
          : or(isNull(orderItems.refundStatus), ne(orderItems.refundStatus, RefundStatus.refunded)),
      ),
    );
}

/** Applies for a refund; answers its refundSn. */
export async function applyRefund(
  db: Database,
  userId: string,
  input: ApplyInput,
  now: Date,
): Promise<string> {
  return oneOpenRequest(db, async (tx) => {
    // The order row lock serialises applications for one order (PGlite runs one at a time anyway).
    const { order, items } = await buyerOrder(tx, userId, input.orderNumber, true);
    const { itemId, freightAmount } = await checkApplication(tx, order, items, input, now, null);
    const refundSn = newRefundSn(now);
    await tx.insert(orderRefunds).values({
      refundSn,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderItemId: itemId,
      userId,
      shopId: order.shopId,
      refundType: input.refundType,
      ...applicationColumns(input, freightAmount),
      status: RefundStatus.applied,
      applyTime: now,
      updatedAt: now,
    });
    await syncItems(tx, { orderId: order.orderId, orderItemId: itemId }, RefundStatus.applied);
    return refundSn;
  });
}

/**
 * The request `refundSn` of the buyer `{ userId }` or the shop `{ shopId }` (or 400 not found: another
 * buyer's or shop's counts for nothing).
 */
async function ownedRefund(
  tx: Database,
  refundSn: string,
  owner: { userId: string } | { shopId: number },
): Promise<RefundRow> {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.refundSn, refundSn),
        'userId' in owner ? eq(orderRefunds.userId, owner.userId) : eq(orderRefunds.shopId, owner.shopId),
      ),
    );
  if (!row) throw new BusinessError(messages.refundNotFound);
  return row;
}

/**
 * Moves a request `from` one of `froms` to `to` with `set`, only if it still is there: the row after,
 * or a 400 (status changed) and nothing done.
 */
async function move(
  tx: Database,
  refundId: number,
  froms: readonly RefundStatus[],
  to: RefundStatus,
  set: Partial<typeof orderRefunds.$inferInsert>,
  now: Date,
): Promise<RefundRow> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(orderRefunds.refundId, refundId), inArray(orderRefunds.status, [...froms])))
    .returning();
  if (!row) throw new BusinessError(messages.refundStatusChanged);
  await syncItems(tx, row, to);
  return row;
}

/** Edits a refused request and submits it again (7 -> 1). */
export async function reapplyRefund(
  db: Database,
  userId: string,
  refundSn: string,
  input: Omit<ApplyInput, 'orderNumber' | 'orderItemId' | 'refundType'>,
  now: Date,
): Promise<void> {
  await oneOpenRequest(db, async (tx) => {
    const refund = await ownedRefund(tx, refundSn, { userId });
    if (refund.status !== RefundStatus.refused) throw new BusinessError(messages.refundStatusChanged);
    const { order, items } = await buyerOrder(tx, userId, refund.orderNumber, true);
    const full: ApplyInput = {
      ...input,
      orderNumber: refund.orderNumber,
      orderItemId: refund.orderItemId ?? 0,
      refundType: refund.refundType as RefundType,
    };
    const { freightAmount } = await checkApplication(tx, order, items, full, now, refund.refundId);
    await move(
      tx,
      refund.refundId,
      [RefundStatus.refused],
      RefundStatus.applied,
      {
        ...applicationColumns(input, freightAmount),
        lastStatus: null,
        refuseReason: null,
        refuseTime: null,
        handleTime: null,
        autoAccepted: 0,
        applyTime: now,
      },
      now,
    );
  });
}

/**
 * The buyer withdraws a request that was not paid out (1 or 2 -> 6). A refund of the whole order (a
 * whole-order request, or the last item's with the freight) cannot be withdrawn: the apply page warns
 * about it (spec section 5).
 */
export async function withdrawRefund(
  db: Database,
  userId: string,
  refundSn: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const refund = await ownedRefund(tx, refundSn, { userId });
    if (refund.refundType === RefundType.wholeOrder || refund.freightAmount > 0)
      throw new BusinessError(messages.refundCannotWithdraw);
    await move(
      tx,
      refund.refundId,
      [RefundStatus.applied, RefundStatus.sellerAccepted],
      RefundStatus.withdrawn,
      { lastStatus: refund.status, cancelTime: now },
      now,
    );
  });
}

export interface ExpressInput {
  expressId: string;
  expressName: string;
  expressNo: string;
  mobile: string;
  senderRemarks: string;
  imgs: string;
}

/** The buyer ships a return back (2 -> 3, return and refund only). */
export async function submitExpress(
  db: Database,
  userId: string,
  refundSn: string,
  input: ExpressInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const refund = await ownedRefund(tx, refundSn, { userId });
    if (refund.applyType !== RefundApplyType.returnAndRefund)
      throw new BusinessError(messages.refundStatusChanged);
    await move(
      tx,
      refund.refundId,
      [RefundStatus.sellerAccepted],
      RefundStatus.buyerShipped,
      {
        expressId: input.expressId,
        expressName: input.expressName,
        expressNo: input.expressNo,
        senderMobile: input.mobile,
        senderRemarks: input.senderRemarks,
        shipImgs: input.imgs,
        shipTime: now,
      },
      now,
    );
  });
}

// ---------------------------------------------------------------------------------------------------
// Paying out

/**
 * The units of each item that `refund` covers and no earlier successful refund (`before`) covered: for
 * an item refund its goodsNum, for a whole-order refund every unit left; an item's units are counted at
 * most once in all (a second partial refund of an item names units the first one already covered).
 */
export function unitsCovered(
  items: readonly Pick<ItemRow, 'orderItemId' | 'prodCount'>[],
  before: readonly Pick<RefundRow, 'orderItemId' | 'goodsNum'>[],
  refund: Pick<RefundRow, 'orderItemId' | 'goodsNum'>,
): { orderItemId: number; count: number }[] {
  return items.flatMap((item) => {
    const earlier = Math.min(
      item.prodCount,
      before.filter((r) => r.orderItemId === item.orderItemId).reduce((a, r) => a + r.goodsNum, 0),
    );
    const upTo =
      refund.orderItemId === null
        ? item.prodCount
        : refund.orderItemId === item.orderItemId
          ? Math.min(item.prodCount, earlier + refund.goodsNum)
          : earlier;
    return upTo > earlier ? [{ orderItemId: item.orderItemId, count: upTo - earlier }] : [];
  });
}

/** The sum of the order's successful refunds (cents). */
export async function refundedTotal(tx: Database, orderId: number): Promise<number> {
  return (await refundedOf(tx, orderId)).reduce((a, r) => a + r.refundAmount, 0);
}

/**
 * 2 or 4 -> 5 and the money back, in the caller's transaction, in this order (the lock order of
 * decisions/0022: the order row, then the participants' rows, the points last): the order row locked and
 * the cap checked; the request moved; the order closed once all is refunded; the participants' release
 * for what this refund covers (stock of units not shipped, decisions/0033); the payout; and the points
 * the order earned on completion taken back in proportion.
 */
async function payRefund(
  tx: Database,
  payments: RefundPayments,
  refund: RefundRow,
  now: Date,
): Promise<RefundRow> {
  const from = refund.status as RefundStatus;
  // The level ladder before the member's points row (the points given back, then the growth taken back
  // and graded on it; decisions/0104).
  await holdLevelLadder(tx);
  // The order may not give back more than it took, whatever happened before.
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, refund.orderId)).for('update');
  const before = await refundedOf(tx, refund.orderId);
  const paid = before.reduce((a, r) => a + r.refundAmount, 0);
  if (!order || paid + refund.refundAmount > order.actualTotal)
    throw new BusinessError(messages.refundAmountTooHigh);
  // An amount of 0 is a points-only order's refund by units, nothing else (the apply checked it).
  if (refund.refundAmount === 0 && !isPointsOnly(order))
    throw new BusinessError(messages.refundAmountInvalid);
  const moved = await move(tx, refund.refundId, [from], RefundStatus.refunded, { refundTime: now }, now);
  // Every item refunded (the whole order, or each item's quantity): the order closes.
  const items = await tx
    .select({ orderItemId: orderItems.orderItemId, prodCount: orderItems.prodCount })
    .from(orderItems)
    .where(eq(orderItems.orderId, refund.orderId));
  const done = [...before, moved];
  const allRefunded =
    done.some((r) => r.refundType === RefundType.wholeOrder) ||
    items.every(
      (i) =>
        done.filter((r) => r.orderItemId === i.orderItemId).reduce((a, r) => a + r.goodsNum, 0) >=
        i.prodCount,
    );
  // Closing follows the domain's order machine: a paid, shipped or received order (2, 3, 4 -> 6) closes;
  // a completed order (5) is final there and keeps its status, its items showing they were refunded.
  const [closed] = allRefunded
    ? await tx
        .update(orders)
        .set({ status: OrderStatus.canceled, closeType: 3, cancelTime: now, updatedAt: now })
        .where(and(eq(orders.orderId, refund.orderId), inArray(orders.status, CLOSABLE_BY_REFUND)))
        .returning({ orderId: orders.orderId })
    : [];
  // Every refund gives back through the settlement participants (decisions/0022, 0033); what it gives
  // back is each participant's rule: today the stock of units refunded before shipping, nothing else.
  await releaseAll(tx, {
    userId: refund.userId,
    orderId: refund.orderId,
    orderNumber: refund.orderNumber,
    orderType: order.orderType,
    pointsUsed: order.pointsUsed,
    reason: 'refund',
    now,
    refund: {
      items: unitsCovered(items, before, moved),
      shipped: order.status !== OrderStatus.pendingDelivery,
      closesOrder: closed !== undefined,
      refundedTotal: paid + refund.refundAmount,
      paidTotal: order.actualTotal,
    },
  });
  // No money to pay out for a points-only refund (amount 0): nothing is owed to a provider either.
  if (refund.refundAmount === 0) return moved;
  const result = await payOut(
    tx,
    payments,
    {
      refundSn: refund.refundSn,
      userId: refund.userId,
      orderId: refund.orderId,
      orderNumber: refund.orderNumber,
      amount: refund.refundAmount,
    },
    now,
  );
  const [row] = await tx
    .update(orderRefunds)
    .set({ payoutMethod: result.method, payoutPoints: result.points, providerState: result.providerState })
    .where(eq(orderRefunds.refundId, refund.refundId))
    .returning();
  // The share of the points and growth the order earned (loyalty/earning.ts, decisions/0033).
  await orderRefunded(
    tx,
    {
      orderId: refund.orderId,
      userId: refund.userId,
      orderNumber: refund.orderNumber,
      actualTotal: order.actualTotal,
      refunded: paid + refund.refundAmount,
    },
    now,
  );
  return row!;
}

/**
 * A refund nobody applied for (issue 13, decisions/0043: a failed group, a payment that raced into a full
 * or closed team): the whole order's money back to where it came from at once, recorded as a refunded
 * whole-order request with `reason`, in the caller's transaction. The caller has already closed the
 * order with its conditional update and released its resources; an order paid nothing (0) records none.
 * Answers the row (a provider refund is owed: `settleProviderRefund` after the commit, or the retry job).
 */
export async function refundClosedOrder(
  tx: Database,
  payments: RefundPayments,
  order: Pick<
    OrderRow,
    'orderId' | 'orderNumber' | 'userId' | 'shopId' | 'actualTotal' | 'freight' | 'productNums' | 'userAddr'
  >,
  reason: RefundReason,
  now: Date,
): Promise<RefundRow | null> {
  if (order.actualTotal <= 0) return null;
  const refundSn = newRefundSn(now);
  const [inserted] = await tx
    .insert(orderRefunds)
    .values({
      refundSn,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderItemId: null,
      userId: order.userId,
      shopId: order.shopId,
      refundType: RefundType.wholeOrder,
      applyType: RefundApplyType.refundOnly,
      isReceiver: 0,
      buyerReason: reason,
      buyerMobile: (order.userAddr as { mobile?: string } | null)?.mobile ?? '',
      goodsNum: order.productNums,
      refundAmount: order.actualTotal,
      freightAmount: Math.min(order.freight, order.actualTotal),
      status: RefundStatus.refunded,
      applyTime: now,
      handleTime: now,
      refundTime: now,
      updatedAt: now,
    })
    .returning();
  await syncItems(tx, inserted!, RefundStatus.refunded);
  const result = await payOut(
    tx,
    payments,
    {
      refundSn,
      userId: order.userId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      amount: order.actualTotal,
    },
    now,
  );
  const [row] = await tx
    .update(orderRefunds)
    .set({ payoutMethod: result.method, payoutPoints: result.points, providerState: result.providerState })
    .where(eq(orderRefunds.refundId, inserted!.refundId))
    .returning();
  return row!;
}

/** After the commit: asks the provider for an owed refund and marks it done when confirmed. */
export async function settleProviderRefund(
  db: Database,
  payments: RefundPayments,
  refund: Pick<RefundRow, 'refundId' | 'refundSn' | 'orderNumber' | 'refundAmount' | 'providerState'>,
): Promise<void> {
  if (refund.providerState !== 'owed' || !payments.providerRefund) return;
  const ok = await payments.providerRefund({
    refundSn: refund.refundSn,
    orderNumber: refund.orderNumber,
    amount: refund.refundAmount,
  });
  if (ok)
    await db
      .update(orderRefunds)
      .set({ providerState: 'done' })
      .where(and(eq(orderRefunds.refundId, refund.refundId), eq(orderRefunds.providerState, 'owed')));
}

// ---------------------------------------------------------------------------------------------------
// The merchant

/**
 * Accepts a request in status 1 (in the caller's transaction): refund only pays out at once (2 then
 * 5), a return waits for the goods (2).
 */
async function accept(
  tx: Database,
  payments: RefundPayments,
  refund: RefundRow,
  now: Date,
  auto: boolean,
): Promise<RefundRow> {
  const accepted = await move(
    tx,
    refund.refundId,
    [RefundStatus.applied],
    RefundStatus.sellerAccepted,
    { handleTime: now, autoAccepted: auto ? 1 : 0 },
    now,
  );
  if (accepted.applyType === RefundApplyType.refundOnly) return payRefund(tx, payments, accepted, now);
  return accepted;
}

/** The merchant accepts or refuses an application (1 -> 2 [-> 5], or 1 -> 7 with the reason). */
export async function processRefund(
  db: Database,
  payments: RefundPayments,
  shopId: number,
  input: { refundSn: string; agree: boolean; refuseReason: string },
  now: Date,
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const refund = await ownedRefund(tx, input.refundSn, { shopId });
    if (input.agree) return accept(tx, payments, refund, now, false);
    if (!input.refuseReason) throw new BusinessError(messages.refundRefuseReasonRequired);
    return move(
      tx,
      refund.refundId,
      [RefundStatus.applied],
      RefundStatus.refused,
      { lastStatus: refund.status, refuseReason: input.refuseReason, refuseTime: now, handleTime: now },
      now,
    );
  });
  await settleProviderRefund(db, payments, row);
}

/** The merchant received the returned goods: 3 -> 4 and paid out (5) in one transaction. */
export async function receiveRefund(
  db: Database,
  payments: RefundPayments,
  shopId: number,
  refundSn: string,
  now: Date,
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const refund = await ownedRefund(tx, refundSn, { shopId });
    if (refund.applyType !== RefundApplyType.returnAndRefund)
      throw new BusinessError(messages.refundStatusChanged);
    const received = await move(
      tx,
      refund.refundId,
      [RefundStatus.buyerShipped],
      RefundStatus.sellerReceived,
      { receiveTime: now },
      now,
    );
    return payRefund(tx, payments, received, now);
  });
  await settleProviderRefund(db, payments, row);
}

// ---------------------------------------------------------------------------------------------------
// Jobs (decisions/0018): each request in its own transaction behind the conditional update, so a job
// run twice, or two runs at once, move each request once.

/** Applications the merchant left unanswered for `days` are accepted; answers how many. */
export async function acceptOverdueRefunds(
  db: Database,
  payments: RefundPayments,
  now: Date,
  days: number,
): Promise<number> {
  const overdue = (refundId?: number) =>
    and(
      refundId === undefined ? undefined : eq(orderRefunds.refundId, refundId),
      eq(orderRefunds.status, RefundStatus.applied),
      lt(orderRefunds.applyTime, new Date(now.getTime() - days * DAY_MS)),
      autoAcceptable(),
    );
  const due = await db
    .select({ refundId: orderRefunds.refundId })
    .from(orderRefunds)
    .where(overdue())
    .orderBy(asc(orderRefunds.refundId))
    .limit(500);
  let moved = 0;
  for (const { refundId } of due) {
    const row = await db
      .transaction(async (tx) => {
        // Read again inside: a reapplication in between may have moved its time.
        const [refund] = await tx.select().from(orderRefunds).where(overdue(refundId));
        if (!refund) return null;
        return accept(tx, payments, refund, now, true);
      })
      .catch((error: unknown) => {
        // Another run moved it first: nothing to do.
        if (error instanceof BusinessError) return null;
        throw error;
      });
    if (row) {
      moved++;
      await settleProviderRefund(db, payments, row);
    }
  }
  return moved;
}

/** Accepted returns whose buyer has not shipped within `days` close (2 -> -1); answers how many. */
export async function closeUnshippedReturns(db: Database, now: Date, days: number): Promise<number> {
  const due = await db
    .select({ refundId: orderRefunds.refundId })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, RefundStatus.sellerAccepted),
        eq(orderRefunds.applyType, RefundApplyType.returnAndRefund),
        lt(orderRefunds.handleTime, new Date(now.getTime() - days * DAY_MS)),
      ),
    )
    .orderBy(asc(orderRefunds.refundId))
    .limit(500);
  let moved = 0;
  for (const { refundId } of due) {
    const ok = await db
      .transaction(async (tx) => {
        await move(
          tx,
          refundId,
          [RefundStatus.sellerAccepted],
          RefundStatus.closed,
          { lastStatus: RefundStatus.sellerAccepted, closeTime: now },
          now,
        );
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof BusinessError) return false;
        throw error;
      });
    if (ok) moved++;
  }
  return moved;
}

/** Provider refunds still owed (the provider was down or not wired): tried again; answers how many done. */
export async function retryOwedProviderRefunds(db: Database, payments: RefundPayments): Promise<number> {
  if (!payments.providerRefund) return 0;
  const owed = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, RefundStatus.refunded), eq(orderRefunds.providerState, 'owed')))
    .limit(500);
  let done = 0;
  for (const row of owed) {
    await settleProviderRefund(db, payments, row).then(
      () => done++,
      () => undefined,
    );
  }
  return done;
}
