// Paying orders (decisions/0017, 0029). Balance and points pay inside one transaction (orders 1 -> 2 by a
// conditional update, the wallet or points debited by theirs, sold counts up); online methods record a
// pending payment with the provider that takes it, one open payment per order and method (a repeated pay
// call reuses it, or supersedes it when the orders differ, under the orders' row locks), and that
// provider's verified notification pays it: the payment's conditional 0/2 -> 1 update makes a repeated or
// parallel notification a no-op, and each order moves 1 -> 2 only while it is still payable, else its
// share is recorded as refund due (given back by the refund-due job, refund-due.ts) and the order stays
// as it is. Lock order everywhere: orders (by id), then the payment row. A group order (order type 1)
// moves 1 -> 7 (grouping) instead, and `groupOrdersPaid` (group/paid.ts) seats it in the same
// transaction: it opens or joins its team, the payment that fills a team moves every member to 2, and
// one that cannot take its seat is refunded at once and its order cancelled (decisions/0043). A
// membership order (type 4) moves 1 -> 2 and `memberOrdersPaid` (loyalty/paid.ts) then extends the
// shopper's paid level once per order and completes it (2 -> 5), in the same transaction (decisions/0049).
import { and, asc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import {
  centsToYuan,
  formatDate,
  messages,
  OrderStatus,
  OrderType,
  POINTS_PER_YUAN,
  type Cents,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { localized } from '../../lib/text.ts';
import { products } from '../catalog/tables.ts';
import { groupOrdersPaid } from '../group/paid.ts';
import { memberOrderNames, memberOrdersPaid } from '../loyalty/paid.ts';
import { spendPoints } from '../points/service.ts';
import { orderItems, orders } from '../order/tables.ts';
import type { RefundPayments } from '../refund/payout.ts';
import { debitWallet } from '../wallet/service.ts';
import { orderPayMinutes, payDeadline, payMinutesOf, seckillPayMinutes } from './config.ts';
import type { OnlinePayType, PaymentNotification, ProviderName } from './provider.ts';
import { paymentOrders, payments } from './tables.ts';

/** Points that pay `cents` (POINTS_PER_YUAN points per yuan, rounded up). */
export function pointsFor(cents: Cents): number {
  return Math.ceil((cents * POINTS_PER_YUAN) / 100);
}

/** 20 digits: the day (China time) and 12 random digits from the CSPRNG. */
export function newPaymentNo(now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`;
}

/** Orders created at or before this instant are past their payment deadline. */
export function payCutoff(now: Date, minutes = orderPayMinutes()): Date {
  return new Date(now.getTime() - minutes * 60_000);
}

/** SQL: the order is still inside its payment time at `now` (flash-sale orders have their own). */
function withinPayTime(now: Date) {
  return or(
    and(ne(orders.orderType, OrderType.seckill), gt(orders.createdAt, payCutoff(now))),
    and(eq(orders.orderType, OrderType.seckill), gt(orders.createdAt, payCutoff(now, seckillPayMinutes()))),
  );
}

/** SQL: the order's payment time is over at `now`. */
function pastPayTime(now: Date) {
  return or(
    and(ne(orders.orderType, OrderType.seckill), lte(orders.createdAt, payCutoff(now))),
    and(eq(orders.orderType, OrderType.seckill), lte(orders.createdAt, payCutoff(now, seckillPayMinutes()))),
  );
}

/** When the order stops being payable. */
const deadlineOf = (row: { createdAt: Date; orderType: number }) =>
  payDeadline(row.createdAt, payMinutesOf(row.orderType));

type OrderRow = {
  orderId: number;
  orderNumber: string;
  status: number;
  orderType: number;
  closeType: number | null;
  actualTotal: number;
  createdAt: Date;
  payTime: Date | null;
  userAddr: unknown;
};

/** The user's orders of these numbers, all of them, else 400 (another user's numbers count for nothing). */
export async function ownOrders(db: Database, userId: string, numbers: string[]): Promise<OrderRow[]> {
  const rows = await db
    .select({
      orderId: orders.orderId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      orderType: orders.orderType,
      closeType: orders.closeType,
      actualTotal: orders.actualTotal,
      createdAt: orders.createdAt,
      payTime: orders.payTime,
      userAddr: orders.userAddr,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.orderNumber, numbers), eq(orders.deleteStatus, 0)))
    .orderBy(asc(orders.orderId));
  if (rows.length !== numbers.length) throw new BusinessError(messages.orderNotFound);
  return rows;
}

const isPayable = (row: OrderRow, now: Date) =>
  row.status === OrderStatus.pendingPayment && deadlineOf(row).getTime() > now.getTime();
const isExpired = (row: OrderRow, now: Date) =>
  (row.status === OrderStatus.pendingPayment && !isPayable(row, now)) ||
  (row.status === OrderStatus.canceled && row.closeType === 2);

/** Refuses unless every order can be paid now: expired (400 订单已过期) or otherwise changed. */
function assertPayable(rows: OrderRow[], now: Date): void {
  if (rows.some((r) => isExpired(r, now))) throw new BusinessError(messages.orderExpired);
  if (rows.some((r) => !isPayable(r, now))) throw new BusinessError(messages.orderPaymentStatusChanged);
}

export interface PayInfo {
  prodNameList: string[];
  receiver: string;
  userAddr: string;
  mobile: string;
  status: number;
  endTime: string;
  totalFee: number;
  totalScore: number;
}

/** What the payment page shows (status 1 payable, 2 paid, 6 closed: cancelled or expired). */
export async function payInfo(
  db: Database,
  userId: string,
  numbers: string[],
  now: Date,
  locale: Locale,
): Promise<PayInfo> {
  const rows = await ownOrders(db, userId, numbers);
  const items = await db
    .select({ nameZh: orderItems.prodNameZh, nameEn: orderItems.prodNameEn })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.orderId),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.orderItemId));
  const total = rows.reduce((sum, r) => sum + r.actualTotal, 0);
  const addr = (rows[0]?.userAddr ?? {}) as Partial<Record<string, string>>;
  const status = rows.every((r) => isPayable(r, now))
    ? OrderStatus.pendingPayment
    : rows.every((r) => r.payTime !== null)
      ? OrderStatus.pendingDelivery
      : OrderStatus.canceled;
  const end = Math.min(...rows.map((r) => deadlineOf(r).getTime()));
  // A membership order has no items: the level it buys is its product.
  const plans = await memberOrderNames(
    db,
    rows.filter((r) => r.orderType === OrderType.member).map((r) => r.orderId),
    locale,
  );
  return {
    prodNameList: [...items.map((i) => localized(locale, i.nameZh, i.nameEn)), ...plans],
    receiver: addr.receiver ?? '',
    userAddr: [addr.province, addr.city, addr.area, addr.addr].filter(Boolean).join(' '),
    mobile: addr.mobile ?? '',
    status,
    endTime: formatDate(new Date(end)),
    totalFee: centsToYuan(total),
    totalScore: pointsFor(total),
  };
}

/** Whether every one of the user's orders is paid. */
export async function isPaid(db: Database, userId: string, numbers: string[]): Promise<boolean> {
  const rows = await ownOrders(db, userId, numbers);
  return rows.every((r) => r.payTime !== null);
}

/**
 * Moves the order 1 -> 2 (a group order 1 -> 7, grouping) inside the caller's transaction when it is
 * still payable (pending and before its deadline); false (and nothing changed) otherwise. The products'
 * sold counts follow with `addSold`, once for all the orders of a payment, then `groupOrdersPaid`.
 */
async function markPaid(tx: Database, orderId: number, now: Date): Promise<boolean> {
  const paidStatus = sql.raw(
    `CASE WHEN order_type = ${OrderType.group} THEN ${OrderStatus.grouping} ELSE ${OrderStatus.pendingDelivery} END`,
  );
  const [paid] = await tx
    .update(orders)
    .set({ status: paidStatus, payTime: now, updatedAt: now })
    .where(
      and(eq(orders.orderId, orderId), eq(orders.status, OrderStatus.pendingPayment), withinPayTime(now)),
    )
    .returning({ orderId: orders.orderId });
  return paid !== undefined;
}

/**
 * Raises the sold counts of the paid orders' products, all product rows in id order (the lock order of
 * decisions/0022: a payment of several shops' orders never waits crosswise on a submit's stock).
 */
async function addSold(tx: Database, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const sold = await tx
    .select({ prodId: orderItems.prodId, count: sql<number>`sum(${orderItems.prodCount})`.mapWith(Number) })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .groupBy(orderItems.prodId)
    .orderBy(asc(orderItems.prodId));
  for (const { prodId, count } of sold)
    await tx
      .update(products)
      .set({ soldNum: sql`${products.soldNum} + ${count}::integer` })
      .where(eq(products.prodId, prodId));
}

export interface PayInput {
  orderNumbers: string[];
  payType: 0 | 2 | 3 | 9 | 10;
  systemType: 1 | 2;
  returnUrl: string;
}

/**
 * Where paying `input` starts: the user's orders (all of them still payable, else 400) and the columns
 * of its payment row that every method writes (a new number, the orders' total).
 */
async function startPayment(db: Database, userId: string, input: PayInput, now: Date) {
  const rows = await ownOrders(db, userId, input.orderNumbers);
  assertPayable(rows, now);
  const payment = {
    paymentNo: newPaymentNo(now),
    userId,
    payType: input.payType,
    systemType: input.systemType,
    amount: rows.reduce((sum, r) => sum + r.actualTotal, 0),
    returnUrl: input.returnUrl,
    createdAt: now,
  } satisfies Omit<typeof payments.$inferInsert, 'expiresAt'>;
  return { rows, payment };
}

/** Inserts a payment row; answers its id. */
async function insertPayment(tx: Database, row: typeof payments.$inferInsert): Promise<number> {
  const [payment] = await tx.insert(payments).values(row).returning({ paymentId: payments.paymentId });
  return payment!.paymentId;
}

/** Balance (9) or points (0): everything in one transaction; any refusal changes nothing. */
export async function payInside(
  db: Database,
  userId: string,
  input: PayInput & { payType: 0 | 9 },
  now: Date,
): Promise<string> {
  const { rows, payment } = await startPayment(db, userId, input, now);
  // A points-mall order's cash part is not paid with points (decisions/0047): points would then buy it at
  // a second rate. One with nothing to pay passes (points pay 0).
  if (input.payType === 0 && rows.some((r) => r.orderType === OrderType.points && r.actualTotal > 0))
    throw new BusinessError(messages.scoreCashPayType);
  const { paymentNo, amount } = payment;
  const points = input.payType === 0 ? pointsFor(amount) : 0;
  await db.transaction(async (tx) => {
    const paymentId = await insertPayment(tx, { ...payment, points, status: 1, expiresAt: now, paidAt: now });
    for (const row of rows) {
      if (!(await markPaid(tx, row.orderId, now))) {
        // Paid, cancelled or expired since it was read: re-read to say which.
        const [current] = await tx
          .select({ status: orders.status, closeType: orders.closeType, createdAt: orders.createdAt })
          .from(orders)
          .where(eq(orders.orderId, row.orderId));
        assertPayable([{ ...row, ...current! }], now);
        throw new BusinessError(messages.orderPaymentStatusChanged);
      }
    }
    await tx.insert(paymentOrders).values(
      rows.map((r) => ({
        paymentId,
        orderId: r.orderId,
        amount: r.actualTotal,
        result: 1,
      })),
    );
    // Group orders take their seats first (the team's row lock right after the orders', before any
    // product, SKU or wallet row: the failure job locks a team, then SKU and product rows); an order that
    // cannot take its seat is refunded and cancelled there, and sells nothing.
    const unseated = await groupOrdersPaid(
      tx,
      paidHere,
      rows.map((r) => r.orderId),
      now,
    );
    await addSold(
      tx,
      rows.map((r) => r.orderId).filter((id) => !unseated.includes(id)),
    );
    if (input.payType === 9) {
      if (amount > 0 && (await debitWallet(tx, userId, amount, 'order_pay', paymentNo)) === null)
        throw new BusinessError(messages.payBalanceInsufficient);
    } else if (points > 0 && !(await spendPoints(tx, userId, points, 'order_pay', paymentNo, now))) {
      throw new BusinessError(messages.payPointsInsufficient);
    }
    // Membership orders (type 4): the paid level's term extended once per order, the order completed. After
    // the wallet row, as the refund payout locks the wallet before the points row.
    await memberOrdersPaid(
      tx,
      rows.map((r) => r.orderId),
      now,
    );
  });
  return paymentNo;
}

/** Locks the orders' rows in id order (pay calls and notifications for any of them wait on each other). */
async function lockOrders(tx: Database, orderIds: readonly number[]) {
  return tx
    .select({
      orderId: orders.orderId,
      status: orders.status,
      orderType: orders.orderType,
      closeType: orders.closeType,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(inArray(orders.orderId, [...orderIds]))
    .orderBy(asc(orders.orderId))
    .for('update');
}

export interface PendingPayment {
  paymentNo: string;
  amount: Cents;
  expiresAt: Date;
  /** True when an open payment of the same orders and method was answered again. */
  reused: boolean;
}

/**
 * An online payment waiting for `provider`: its number, amount and deadline. One open payment per order
 * and method: under the orders' row locks, an open (status 0) payment of this method for exactly these
 * orders and device is reused (its return URL updated); one that covers other orders too (or fewer) is
 * superseded (0 -> 2: our cashier no longer offers it; money that still arrives for it pays what is still
 * payable, the rest is refunded). So concurrent pay calls agree on one payment.
 */
export async function createPending(
  db: Database,
  userId: string,
  input: PayInput & { payType: OnlinePayType },
  provider: ProviderName,
  now: Date,
): Promise<PendingPayment> {
  const { rows, payment } = await startPayment(db, userId, input, now);
  const ids = rows.map((r) => r.orderId);
  const expiresAt = new Date(Math.min(...rows.map((r) => deadlineOf(r).getTime())));
  return db.transaction(async (tx) => {
    const locked = await lockOrders(tx, ids);
    // Paid, cancelled or expired since it was read: say which.
    assertPayable(
      rows.map((r) => ({ ...r, ...locked.find((l) => l.orderId === r.orderId)! })),
      now,
    );
    const open = await tx
      .selectDistinct({
        paymentId: payments.paymentId,
        paymentNo: payments.paymentNo,
        systemType: payments.systemType,
        provider: payments.provider,
        amount: payments.amount,
        expiresAt: payments.expiresAt,
      })
      .from(payments)
      .innerJoin(paymentOrders, eq(paymentOrders.paymentId, payments.paymentId))
      .where(
        and(inArray(paymentOrders.orderId, ids), eq(payments.status, 0), eq(payments.payType, input.payType)),
      )
      .orderBy(asc(payments.paymentId));
    for (const candidate of open) {
      const covered = await tx
        .select({ orderId: paymentOrders.orderId })
        .from(paymentOrders)
        .where(eq(paymentOrders.paymentId, candidate.paymentId))
        .orderBy(asc(paymentOrders.orderId));
      const same =
        covered.length === ids.length &&
        covered.every((c, i) => c.orderId === ids[i]) &&
        candidate.systemType === input.systemType &&
        candidate.provider === provider &&
        candidate.amount === payment.amount &&
        candidate.expiresAt.getTime() > now.getTime();
      if (same) {
        await tx
          .update(payments)
          .set({ returnUrl: input.returnUrl })
          .where(eq(payments.paymentId, candidate.paymentId));
        return {
          paymentNo: candidate.paymentNo,
          amount: candidate.amount,
          expiresAt: candidate.expiresAt,
          reused: true,
        };
      }
      await tx
        .update(payments)
        .set({ status: 2 })
        .where(and(eq(payments.paymentId, candidate.paymentId), eq(payments.status, 0)));
    }
    const paymentId = await insertPayment(tx, { ...payment, provider, expiresAt });
    await tx
      .insert(paymentOrders)
      .values(rows.map((r) => ({ paymentId, orderId: r.orderId, amount: r.actualTotal })));
    return { paymentNo: payment.paymentNo, amount: payment.amount, expiresAt, reused: false };
  });
}

export interface PaymentView {
  paymentId: number;
  paymentNo: string;
  payType: number;
  provider: string | null;
  amount: Cents;
  status: number;
  returnUrl: string;
  expiresAt: Date;
  orders: { orderNumber: string; status: number; createdAt: Date }[];
}

/** A payment by its number (the cashier pages), or null. */
export async function readPayment(db: Database, paymentNo: string): Promise<PaymentView | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
  if (!payment) return null;
  const rows = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status, createdAt: orders.createdAt })
    .from(paymentOrders)
    .innerJoin(orders, eq(orders.orderId, paymentOrders.orderId))
    .where(eq(paymentOrders.paymentId, payment.paymentId))
    .orderBy(asc(orders.orderId));
  return { ...payment, orders: rows };
}

/** What the cashier can do with a payment now. */
export function cashierState(payment: PaymentView, now: Date): 'paid' | 'payable' | 'expired' | 'changed' {
  if (payment.status === 1) return 'paid';
  if (payment.status !== 0) return 'changed';
  if (payment.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (payment.orders.some((o) => o.status !== OrderStatus.pendingPayment)) return 'changed';
  return 'payable';
}

export interface NotificationResult {
  /** False when this payment had already been notified (nothing changed now). */
  applied: boolean;
  paidOrders: number;
  refundDue: Cents;
}

/**
 * Applies a notification `provider` verified, once. Unknown payment, another provider's, or a different
 * amount: 400 and nothing changes. Already paid: nothing changes. Otherwise in one transaction (the
 * orders locked first, then the payment) the payment moves 0 (or 2, superseded) -> 1 and each of its
 * orders is paid when still payable; the money for the others is recorded as refund due (the orders stay
 * as they are).
 */
export async function applyNotification(
  db: Database,
  notification: PaymentNotification,
  provider: ProviderName,
  now: Date,
): Promise<NotificationResult> {
  const [known] = await db
    .select({
      paymentId: payments.paymentId,
      amount: payments.amount,
      payType: payments.payType,
      provider: payments.provider,
    })
    .from(payments)
    .where(eq(payments.paymentNo, notification.paymentNo));
  if (!known || known.payType === 0 || known.payType === 9 || known.provider !== provider)
    throw new BusinessError(messages.paymentNotFound);
  if (known.amount !== notification.amount) throw new BusinessError(messages.paymentNotifyInvalid);
  return db.transaction(async (tx) => {
    const covered = await tx
      .select({ orderId: paymentOrders.orderId, amount: paymentOrders.amount })
      .from(paymentOrders)
      .where(eq(paymentOrders.paymentId, known.paymentId))
      .orderBy(asc(paymentOrders.orderId));
    await lockOrders(
      tx,
      covered.map((c) => c.orderId),
    );
    const [payment] = await tx
      .update(payments)
      .set({ status: 1, paidAt: now, tradeNo: notification.tradeNo })
      .where(and(eq(payments.paymentId, known.paymentId), inArray(payments.status, [0, 2])))
      .returning({ paymentId: payments.paymentId });
    if (!payment) return { applied: false, paidOrders: 0, refundDue: 0 };
    const paidOrderIds: number[] = [];
    let refundDue = 0;
    for (const order of covered) {
      const paid = await markPaid(tx, order.orderId, now);
      if (paid) paidOrderIds.push(order.orderId);
      else refundDue += order.amount;
      await tx
        .update(paymentOrders)
        .set({ result: paid ? 1 : 2 })
        .where(and(eq(paymentOrders.paymentId, payment.paymentId), eq(paymentOrders.orderId, order.orderId)));
    }
    // Seats first, then sold counts (the lock order of payInside).
    const unseated = await groupOrdersPaid(tx, paidHere, paidOrderIds, now);
    await addSold(
      tx,
      paidOrderIds.filter((id) => !unseated.includes(id)),
    );
    await memberOrdersPaid(tx, paidOrderIds, now);
    if (refundDue > 0)
      await tx.update(payments).set({ refundDue }).where(eq(payments.paymentId, payment.paymentId));
    return { applied: true, paidOrders: paidOrderIds.length, refundDue };
  });
}

/** How an order's money was paid, for refunds: 'balance', 'points' or 'provider' (null: not paid). */
export async function paymentMethodOf(
  db: Database,
  orderId: number,
): Promise<'balance' | 'points' | 'provider' | null> {
  const [row] = await db
    .select({ payType: payments.payType })
    .from(paymentOrders)
    .innerJoin(payments, eq(payments.paymentId, paymentOrders.paymentId))
    .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.result, 1)))
    .limit(1);
  if (!row) return null;
  return row.payType === 9 ? 'balance' : row.payType === 0 ? 'points' : 'provider';
}

/** How an order was paid, for a refund made inside its own payment's transaction (group/paid.ts). */
const paidHere: RefundPayments = {
  methodOf: async (tx, order) => (await paymentMethodOf(tx, order.orderId)) ?? 'provider',
};

/**
 * The unpaid orders past their deadline (the expiry job), oldest first (by id). `afterOrderId` pages
 * on: only orders of a greater id, so an order the job could not cancel is not read again in its run.
 */
export async function expiredOrders(
  db: Database,
  now: Date,
  limit = 500,
  afterOrderId = 0,
): Promise<{ orderNumber: string; userId: string; orderId: number }[]> {
  return db
    .select({ orderNumber: orders.orderNumber, userId: orders.userId, orderId: orders.orderId })
    .from(orders)
    .where(
      and(eq(orders.status, OrderStatus.pendingPayment), pastPayTime(now), gt(orders.orderId, afterOrderId)),
    )
    .orderBy(asc(orders.orderId))
    .limit(limit);
}
