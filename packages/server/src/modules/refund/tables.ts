// After-sales (issue 5 item 6, decisions/0018): one row per refund request, for one order item
// (`refund_type` 2) or the whole order (`refund_type` 1, `order_item_id` null). `status` is the
// contract's returnMoneySts (domain RefundStatus); each step keeps its time for the RefundStepper.
// Two partial unique indexes make "one open request per item / per whole order" hold even when two
// applications pass every check together. Money is integer cents.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { orderItems, orders } from '../order/tables.ts';

export const orderRefunds = pgTable(
  'order_refunds',
  {
    refundId: integer('refund_id').primaryKey().generatedByDefaultAsIdentity(),
    /** 20 digits like an order number. */
    refundSn: text('refund_sn').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    /** Null for a whole-order refund. */
    orderItemId: integer('order_item_id').references(() => orderItems.orderItemId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    /** 1 whole order, 2 one item. */
    refundType: smallint('refund_type').notNull(),
    /** 1 refund only, 2 return and refund. */
    applyType: smallint('apply_type').notNull(),
    /** 0 goods not received, 1 received. */
    isReceiver: smallint('is_receiver').notNull(),
    /** A key of domain refundReasons. */
    buyerReason: text('buyer_reason').notNull(),
    buyerDesc: text('buyer_desc').notNull().default(''),
    buyerMobile: text('buyer_mobile').notNull(),
    goodsNum: integer('goods_num').notNull(),
    /** Cents. */
    refundAmount: integer('refund_amount').notNull(),
    /** The part of refund_amount that is the order's freight (the last item or the whole order). */
    freightAmount: integer('freight_amount').notNull().default(0),
    /** Comma-separated voucher image URLs. */
    photoFiles: text('photo_files').notNull().default(''),
    /** returnMoneySts: 1, 2, 3, 4, 5, 6, 7, -1. */
    status: smallint('status').notNull().default(1),
    /** The status before an end (withdrawn, refused, closed), for the stepper. */
    lastStatus: smallint('last_status'),
    refuseReason: text('refuse_reason'),
    expressId: text('express_id'),
    expressName: text('express_name'),
    expressNo: text('express_no'),
    senderMobile: text('sender_mobile'),
    senderRemarks: text('sender_remarks'),
    shipImgs: text('ship_imgs'),
    /** Where the money went back: 'balance', 'points', 'provider' (null before the payout). */
    payoutMethod: text('payout_method'),
    /** Points credited for a points payment. */
    payoutPoints: integer('payout_points'),
    /**
     * For 'provider': 'owed' (recorded, the provider refund not yet made: no provider interface yet),
     * 'done' (the provider confirmed). Null otherwise.
     */
    providerState: text('provider_state'),
    /** Whether the merchant's time-out accepted it (the job), not the merchant. */
    autoAccepted: smallint('auto_accepted').notNull().default(0),
    applyTime: timestamp('apply_time', { withTimezone: true }).notNull(),
    handleTime: timestamp('handle_time', { withTimezone: true }),
    shipTime: timestamp('ship_time', { withTimezone: true }),
    receiveTime: timestamp('receive_time', { withTimezone: true }),
    refundTime: timestamp('refund_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    refuseTime: timestamp('refuse_time', { withTimezone: true }),
    closeTime: timestamp('close_time', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_refunds_refund_sn_key').on(t.refundSn),
    // One open request per item, and one open whole-order request per order.
    uniqueIndex('order_refunds_open_item_key')
      .on(t.orderItemId)
      .where(sql`${t.status} IN (1, 2, 3, 4) AND ${t.orderItemId} IS NOT NULL`),
    uniqueIndex('order_refunds_open_order_key')
      .on(t.orderId)
      .where(sql`${t.status} IN (1, 2, 3, 4) AND ${t.refundType} = 1`),
    index('order_refunds_user_idx').on(t.userId, t.applyTime),
    index('order_refunds_shop_idx').on(t.shopId, t.status),
    index('order_refunds_order_idx').on(t.orderId),
    // The jobs read these.
    index('order_refunds_status_idx').on(t.status, t.updatedAt),
    check('order_refunds_status', sql`${t.status} IN (-1, 1, 2, 3, 4, 5, 6, 7)`),
    check('order_refunds_types', sql`${t.refundType} IN (1, 2) AND ${t.applyType} IN (1, 2)`),
    check(
      'order_refunds_item',
      sql`(${t.refundType} = 1 AND ${t.orderItemId} IS NULL) OR (${t.refundType} = 2 AND ${t.orderItemId} IS NOT NULL)`,
    ),
    check(
      'order_refunds_amounts',
      sql`${t.refundAmount} >= 0 AND ${t.freightAmount} >= 0 AND ${t.freightAmount} <= ${t.refundAmount} AND ${t.goodsNum} > 0`,
    ),
  ],
);
