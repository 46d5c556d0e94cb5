// Coupons (issue 5, decisions/0013): a coupon is issued by the platform (shop_id 0) or a shop, takes an
// amount off above a threshold (type 1) or applies a rate (type 2, `discount` 85 = 15 % off), is valid in
// a time window, and applies to all products or only to some products or categories. A user coupon is
// one instance held by a shopper: not used (1) or used (2, with the settlement that used it); "expired"
// (contract status 0) is an unused coupon past its end time, computed when read, so no job is needed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

export const coupons = pgTable(
  'coupons',
  {
    couponId: integer('coupon_id').primaryKey().generatedByDefaultAsIdentity(),
    /** 0 a platform coupon, else the shop that issues it. */
    shopId: integer('shop_id').notNull().default(0),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** 1 amount off (`reduce_amount`), 2 rate (`discount` percent of the price paid). */
    couponType: smallint('coupon_type').notNull(),
    /** The threshold in cents: the coupon applies when the amount in scope reaches it (0: none). */
    cashCondition: integer('cash_condition').notNull().default(0),
    /** Type 1: cents taken off. */
    reduceAmount: integer('reduce_amount').notNull().default(0),
    /** Type 2: the percentage paid, 1-99 (85 = 15 % off). */
    discount: smallint('discount').notNull().default(100),
    /** 0 all products, 1 the products in `prod_ids`, 2 the categories in `category_ids`. */
    suitableProdType: smallint('suitable_prod_type').notNull().default(0),
    prodIds: integer('prod_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** 1 in service, 0 withdrawn. */
    status: smallint('status').notNull().default(1),
    /**
     * The coupon centre (issue 13): coupons left to claim, coupons issued in all, and claims allowed per
     * shopper. 0 left: not claimable (the demo's coupons given to shoppers directly have none).
     */
    stocks: integer('stocks').notNull().default(0),
    totalStocks: integer('total_stocks').notNull().default(0),
    limitNum: integer('limit_num').notNull().default(1),
    /**
     * Stopped by its shop (issue 17, decisions/0067): no longer listed nor claimable; the coupons
     * already claimed stay usable until their end time.
     */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_shop_idx').on(t.shopId),
    check('coupons_type', sql`${t.couponType} IN (1, 2)`),
    check(
      'coupons_amounts',
      sql`${t.cashCondition} >= 0 AND ${t.reduceAmount} >= 0 AND ${t.discount} BETWEEN 1 AND 100`,
    ),
    check('coupons_scope', sql`${t.suitableProdType} IN (0, 1, 2)`),
    check('coupons_window', sql`${t.endTime} > ${t.startTime}`),
    check('coupons_centre', sql`${t.stocks} >= 0 AND ${t.stocks} <= ${t.totalStocks} AND ${t.limitNum} >= 1`),
  ],
);

export const userCoupons = pgTable(
  'user_coupons',
  {
    couponUserId: integer('coupon_user_id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.couponId, { onDelete: 'cascade' }),
    /** 1 not used, 2 used. Expired = not used and past the coupon's end time. */
    status: smallint('status').notNull().default(1),
    /** The settlement (submit uuid) whose orders used it. */
    usedSettlement: uuid('used_settlement'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.status),
    index('user_coupons_coupon_user_idx').on(t.couponId, t.userId),
    check('user_coupons_status', sql`${t.status} IN (1, 2)`),
    check('user_coupons_used', sql`(${t.status} = 2) = (${t.usedSettlement} IS NOT NULL)`),
  ],
);
