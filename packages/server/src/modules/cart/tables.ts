// The shopping cart ("basket" in the contract): one row per user and SKU with its quantity and whether
// it is selected for checkout. Prices are not copied: the cart always shows the SKU's current price.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { shops } from '../shop/tables.ts';

export const baskets = pgTable(
  'baskets',
  {
    basketId: integer('basket_id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.skuId, { onDelete: 'cascade' }),
    prodCount: integer('prod_count').notNull(),
    /** 1 selected for checkout, 0 not. */
    isChecked: smallint('is_checked').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('baskets_user_sku_key').on(t.userId, t.skuId),
    index('baskets_user_idx').on(t.userId, t.createdAt),
    check('baskets_count_positive', sql`${t.prodCount} > 0`),
  ],
);
