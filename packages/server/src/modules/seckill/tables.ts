// Flash sales (issue 13 item 1, decisions/0042): a merchant's activity on one product for a time window,
// with its own units per SKU. The units leave the SKU's stock when the activity is created and the ones
// left go back once, when it ends or is stopped (`returned_at` set by a conditional update). Units are
// changed only by conditional updates (`stocks = stocks - n WHERE stocks >= n`) and never go below 0.
// Money is integer cents.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, skus } from '../catalog/tables.ts';
import { shops } from '../shop/tables.ts';

export const seckills = pgTable(
  'seckills',
  {
    seckillId: integer('seckill_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** Exclusive. A stop moves it to the moment of the stop. */
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Units one shopper may buy in the activity, over all its orders not cancelled. */
    maxNum: integer('max_num').notNull(),
    /** Stopped by the merchant before its end (its end time is then the stop). */
    stopped: boolean('stopped').notNull().default(false),
    /** When the units left went back to the SKUs (once); null while the activity holds them. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seckills_prod_idx').on(t.prodId, t.endTime),
    index('seckills_time_idx').on(t.endTime, t.startTime),
    index('seckills_shop_idx').on(t.shopId, t.createdAt),
    index('seckills_unreturned_idx')
      .on(t.endTime)
      .where(sql`${t.returnedAt} IS NULL`),
    // Empty only when stopped before its start (start = end = the stop).
    check('seckills_window', sql`${t.endTime} >= ${t.startTime}`),
    check('seckills_max_num', sql`${t.maxNum} >= 1`),
  ],
);

export const seckillSkus = pgTable(
  'seckill_skus',
  {
    seckillSkuId: integer('seckill_sku_id').primaryKey().generatedByDefaultAsIdentity(),
    seckillId: integer('seckill_id')
      .notNull()
      .references(() => seckills.seckillId, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.skuId, { onDelete: 'cascade' }),
    /** Cents. */
    seckillPrice: integer('seckill_price').notNull(),
    /** Units the activity started with. */
    totalStocks: integer('total_stocks').notNull(),
    /** Units left. */
    stocks: integer('stocks').notNull(),
  },
  (t) => [
    uniqueIndex('seckill_skus_sku_idx').on(t.seckillId, t.skuId),
    check('seckill_skus_stocks_nonnegative', sql`${t.stocks} >= 0`),
    check('seckill_skus_price_nonnegative', sql`${t.seckillPrice} >= 0`),
  ],
);
