// Payments (issue 5 item 3, decisions/0017 and 0029): one row per attempt to pay one or more orders, with
// a unique payment number, the provider that takes it, and the orders it covers. The status only moves by
// conditional updates (0 or 2 -> 1, 0 -> 2), so a provider notification that arrives twice, or ten times in
// parallel, takes effect once; the orders move 1 -> 2 by their own conditional update in the same
// transaction. Money that arrived for orders that could no longer take it (refund_due) is given back by
// the refund-due job through the same provider, once (a claim column and a stable refund number).
// Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { orders } from '../order/tables.ts';

export const payments = pgTable(
  'payments',
  {
    paymentId: integer('payment_id').primaryKey().generatedByDefaultAsIdentity(),
    /** 20 digits (day and 12 random digits), what the provider knows the payment by. */
    paymentNo: text('payment_no').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The contract's payType: 0 points, 2 Alipay, 3 WeChat scan, 9 balance, 10 PayPal. */
    payType: smallint('pay_type').notNull(),
    /** domain SystemType: 1 PC, 2 H5. */
    systemType: smallint('system_type').notNull().default(1),
    /** The sum of the orders' actual totals. */
    amount: integer('amount').notNull(),
    /** Points spent (points payments only). */
    points: integer('points').notNull().default(0),
    /**
     * 0 pending (awaiting the provider), 1 paid (the money arrived), 2 superseded (a newer pay call of the
     * same method for some of its orders replaced it: our cashier no longer offers it; money that still
     * arrives for it is applied like a late payment).
     */
    status: smallint('status').notNull().default(0),
    /**
     * The provider that takes (took) an online payment: 'sandbox', 'alipay', 'wechat', 'paypal'; its
     * notifications and refunds go through that provider only. Null for balance and points.
     */
    provider: text('provider'),
    /**
     * Money that arrived for orders that could no longer take it (cancelled, expired or paid by another
     * payment in the meantime): owed back to the buyer through the provider's refund.
     */
    refundDue: integer('refund_due').notNull().default(0),
    /** Of refund_due, what the provider confirmed refunded. */
    refunded: integer('refunded').notNull().default(0),
    /**
     * When a refund-due job run claimed the refund (it calls the provider after its claim committed);
     * another run skips the row until the claim is older than the job's lease. Null: not claimed.
     */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** Where the cashier page returns to. */
    returnUrl: text('return_url').notNull().default(''),
    /** The provider's own transaction number, from its notification. */
    tradeNo: text('trade_no'),
    /** The provider stops accepting this payment then (the orders' payment deadline). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_payment_no_key').on(t.paymentNo),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_status', sql`${t.status} IN (0, 1, 2)`),
    check('payments_pay_type', sql`${t.payType} IN (0, 2, 3, 9, 10)`),
    check('payments_provider', sql`(${t.payType} IN (0, 9)) = (${t.provider} IS NULL)`),
    // The refund-due job's scan: paid payments that still owe money back.
    index('payments_refund_due_idx')
      .on(t.paymentId)
      .where(sql`${t.refunded} < ${t.refundDue}`),
    check(
      'payments_amounts',
      sql`${t.amount} >= 0 AND ${t.points} >= 0 AND ${t.refundDue} >= 0 AND ${t.refunded} >= 0 AND ${t.refunded} <= ${t.refundDue} AND ${t.refundDue} <= ${t.amount}`,
    ),
  ],
);

/** The orders of a payment: each order's amount then, and what the payment did to it. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.paymentId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** 0 pending, 1 this payment paid the order, 2 the money came too late: refund due. */
    result: smallint('result').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.orderId] }),
    index('payment_orders_order_idx').on(t.orderId),
    check('payment_orders_result', sql`${t.result} IN (0, 1, 2)`),
    check('payment_orders_amount', sql`${t.amount} >= 0`),
  ],
);
