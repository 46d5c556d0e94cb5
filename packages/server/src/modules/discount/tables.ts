// Special discount sessions (issue 13 item 3, decisions/0044): a shop's spend-and-save activity in a
// time window, over some of its products (`discount_prods`) or all of them (`all_products`). The rules
// are steps of ascending thresholds in cents: money off (type 0, `discount` cents saved) or a rate
// (type 1, `discount` percent paid, 95 = "9.5 折"). A product is in at most one session at a time, and a
// whole-shop session overlaps every session of its shop: the merchant route checks it under the shop's
// row lock (service.ts), so the provider (pricing.ts) finds at most one session per line. The merchant
// edits a session before its start and stops it (merchant.ts, decisions/0067).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DiscountStep } from '@mall/domain';
import { products } from '../catalog/tables.ts';
import { shops } from '../shop/tables.ts';

export const discounts = pgTable(
  'discounts',
  {
    discountId: integer('discount_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId),
    /** The merchant's own name of the session: free text, shown as written in every language. */
    name: text('name').notNull(),
    /** 0 money off, 1 rate. */
    discountType: smallint('discount_type').notNull(),
    /** Ascending steps: `needAmount` cents; `discount` cents saved (type 0) or percent paid (type 1). */
    rules: jsonb('rules').$type<DiscountStep[]>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The whole shop's products (no `discount_prods` rows). */
    allProducts: boolean('all_products').notNull().default(false),
    /**
     * Stopped by the merchant (issue 17, decisions/0067): its end became the stop's time, its start too
     * when it had not started (an empty window), so every reader that goes by the window ignores it.
     */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discounts_shop_idx').on(t.shopId, t.endTime),
    index('discounts_end_idx').on(t.endTime),
    check('discounts_type', sql`${t.discountType} IN (0, 1)`),
    check(
      'discounts_window',
      sql`${t.endTime} > ${t.startTime} OR (${t.stopped} AND ${t.endTime} = ${t.startTime})`,
    ),
  ],
);

export const discountProds = pgTable(
  'discount_prods',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.discountId, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.prodId] }), index('discount_prods_prod_idx').on(t.prodId)],
);
