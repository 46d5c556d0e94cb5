// Orders (issue 5, decisions/0013): a confirmed settlement (the `uuid` of confirm), the orders one submit
// makes from it (one per shop), their items with the SKU snapshot, the coupons each used, and each shop's
// freight template. Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { shops } from '../shop/tables.ts';
import { userCoupons } from '../coupon/tables.ts';

/** A shop's freight: `fee` per order, free from `free_from` (goods amount after discounts; 0 = never free). */
export const shopFreight = pgTable(
  'shop_freight',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    fee: integer('fee').notNull(),
    freeFrom: integer('free_from').notNull().default(0),
  },
  (t) => [check('shop_freight_amounts', sql`${t.fee} >= 0 AND ${t.freeFrom} >= 0`)],
);

/**
 * A confirm, saved so that submit charges exactly what was shown: `data` holds the lines with their SKU
 * snapshot, the address snapshot, the chosen coupons and points and every amount (order/service.ts
 * `Settlement`). Status 0 open, 1 submitted.
 */
export const orderSettlements = pgTable(
  'order_settlements',
  {
    uuid: uuid('uuid').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('order_settlements_user_idx').on(t.userId, t.createdAt),
    // The cleanup job (jobs/cleanup.ts) deletes settlements a day past their expiry.
    index('order_settlements_expires_idx').on(t.expiresAt),
    check('order_settlements_status', sql`${t.status} IN (0, 1)`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    orderId: integer('order_id').primaryKey().generatedByDefaultAsIdentity(),
    /** 20 digits: yyyymmdd and 12 random digits. */
    orderNumber: text('order_number').notNull(),
    settlementUuid: uuid('settlement_uuid').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId),
    /** 0 normal, 1 group, 2 seckill, 3 points, 4 membership (domain OrderType). */
    orderType: smallint('order_type').notNull().default(0),
    /**
     * The activity the order was bought in (issue 13): a flash sale's or a group activity's id (by
     * `order_type`), its activity SKU, and for a group order the team it joined (null: it opens one).
     */
    activityId: integer('activity_id'),
    activitySkuId: integer('activity_sku_id'),
    teamId: integer('team_id'),
    /** 1 pending payment, 2 pending delivery, 3 shipped, 5 completed, 6 cancelled, 7 grouping. */
    status: smallint('status').notNull().default(1),
    /** 1 express, 2 buyer pickup, 3 same-city, 4 none (domain DeliveryType). */
    dvyType: smallint('dvy_type').notNull().default(1),
    total: integer('total').notNull(),
    freight: integer('freight').notNull().default(0),
    discountReduce: integer('discount_reduce').notNull().default(0),
    couponReduce: integer('coupon_reduce').notNull().default(0),
    pointsReduce: integer('points_reduce').notNull().default(0),
    /** total - discount - coupon - points + freight. */
    actualTotal: integer('actual_total').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    productNums: integer('product_nums').notNull(),
    /** The contract's userAddr at submit. */
    userAddr: jsonb('user_addr').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** Invoice request: null none, 1 unit, 2 personal (domain InvoiceHeaderType). */
    invoiceHeaderType: smallint('invoice_header_type'),
    invoiceHeaderName: text('invoice_header_name'),
    invoiceTaxNumber: text('invoice_tax_number'),
    /** Why a cancelled order closed: 1 by the buyer, 2 unpaid in time, 3 refunded (later issues). */
    closeType: smallint('close_type'),
    /** 1 when the buyer deleted it from their list. */
    deleteStatus: smallint('delete_status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    payTime: timestamp('pay_time', { withTimezone: true }),
    dvyTime: timestamp('dvy_time', { withTimezone: true }),
    finallyTime: timestamp('finally_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_settlement_shop_key').on(t.settlementUuid, t.shopId),
    index('orders_user_idx').on(t.userId, t.status, t.createdAt),
    /** The merchant's order list and export, newest first (order/merchantQuery.ts). */
    index('orders_shop_idx').on(t.shopId, t.createdAt),
    /** The merchant dashboard's paid orders and sales by China day (dashboard/service.ts). */
    index('orders_shop_paid_idx')
      .on(t.shopId, t.payTime)
      .where(sql`${t.payTime} IS NOT NULL`),
    /** The platform reports' paid orders and sales by China day, every store (report/service.ts). */
    index('orders_paid_idx')
      .on(t.payTime)
      .where(sql`${t.payTime} IS NOT NULL`),
    index('orders_activity_idx').on(t.orderType, t.activityId, t.userId),
    check('orders_status', sql`${t.status} IN (1, 2, 3, 4, 5, 6, 7)`),
    check('orders_type', sql`${t.orderType} IN (0, 1, 2, 3, 4)`),
    check('orders_dvy_type', sql`${t.dvyType} IN (1, 2, 3, 4)`),
    check(
      'orders_amounts',
      sql`${t.total} >= 0 AND ${t.freight} >= 0 AND ${t.discountReduce} >= 0 AND ${t.couponReduce} >= 0 AND ${t.pointsReduce} >= 0 AND ${t.pointsUsed} >= 0 AND ${t.actualTotal} >= 0`,
    ),
    check(
      'orders_actual_total',
      sql`${t.actualTotal} = ${t.total} - ${t.discountReduce} - ${t.couponReduce} - ${t.pointsReduce} + ${t.freight}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderItemId: integer('order_item_id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    shopId: integer('shop_id').notNull(),
    prodId: integer('prod_id').notNull(),
    skuId: integer('sku_id').notNull(),
    categoryId: integer('category_id').notNull(),
    prodNameZh: text('prod_name_zh').notNull(),
    prodNameEn: text('prod_name_en').notNull(),
    skuNameZh: text('sku_name_zh').notNull().default(''),
    skuNameEn: text('sku_name_en').notNull().default(''),
    pic: text('pic').notNull().default(''),
    /** Unit price at purchase, cents. */
    price: integer('price').notNull(),
    prodCount: integer('prod_count').notNull(),
    /** This item's share of the order's discount, coupon and points reductions, cents. */
    shareReduce: integer('share_reduce').notNull().default(0),
    /** price * count - share_reduce: what a refund of this item can give back (freight aside). */
    actualTotal: integer('actual_total').notNull(),
    /** 0 not commented, 1 commented. */
    commSts: smallint('comm_sts').notNull().default(0),
    /** The contract's returnMoneySts of the item's refund, null without one. */
    refundStatus: smallint('refund_status'),
    /** A pre-sale item's shipping date as the product had it at submit (China date); null: not pre-sale. */
    shipDate: date('ship_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_count_positive', sql`${t.prodCount} > 0`),
    check(
      'order_items_amounts',
      sql`${t.price} >= 0 AND ${t.shareReduce} >= 0 AND ${t.actualTotal} = ${t.price} * ${t.prodCount} - ${t.shareReduce}`,
    ),
  ],
);

/** The user coupons an order used and how much each took off that order. */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    couponUserId: integer('coupon_user_id')
      .notNull()
      .references(() => userCoupons.couponUserId),
    reduce: integer('reduce').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.couponUserId] }),
    index('order_coupons_coupon_idx').on(t.couponUserId),
    check('order_coupons_reduce', sql`${t.reduce} >= 0`),
  ],
);
