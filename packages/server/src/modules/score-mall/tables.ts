// The points mall (issue 14 item 6, decisions/0047): a merchant puts SKUs of the shop's products in it at
// a points price plus a cash part (`score_skus`); a points order (order type 3) spends the points at submit
// and keeps what it spent in `score_orders` (one row per order, written by the submit's participant), so
// its cancel, expiry and refunds give back exactly what is left, however many refunds there are. Stock is
// the SKU's own (the ordinary stock participant). Cash is integer cents.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { orders } from '../order/tables.ts';

export const scoreSkus = pgTable(
  'score_skus',
  {
    skuId: integer('sku_id')
      .primaryKey()
      .references(() => skus.skuId, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    /** Points per unit. */
    scorePrice: integer('score_price').notNull(),
    /** The cash part per unit, cents (0: points only). */
    price: integer('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('score_skus_prod_idx').on(t.prodId),
    check('score_skus_score_price', sql`${t.scorePrice} > 0`),
    check('score_skus_price', sql`${t.price} >= 0`),
  ],
);

/**
 * What a points order spent: its per-unit points price and units as at submit, the total, and how many
 * of those points went back so far (cancel, expiry, refunds). `returned` only grows, up to `score_total`.
 */
export const scoreOrders = pgTable(
  'score_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    scorePrice: integer('score_price').notNull(),
    units: integer('units').notNull(),
    scoreTotal: integer('score_total').notNull(),
    returned: integer('returned').notNull().default(0),
  },
  (t) => [
    check('score_orders_total', sql`${t.scoreTotal} = ${t.scorePrice} * ${t.units}`),
    check('score_orders_returned', sql`${t.returned} >= 0 AND ${t.returned} <= ${t.scoreTotal}`),
  ],
);
