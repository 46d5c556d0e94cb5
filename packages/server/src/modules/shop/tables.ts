// Shops (stores) of the mall and the shoppers who follow them. Names and introductions are kept in both
// languages side by side; a route answers the request's language.
import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

export const shops = pgTable(
  'shops',
  {
    shopId: integer('shop_id').primaryKey().generatedByDefaultAsIdentity(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** 0 an ordinary store, 1 self-operated by the mall. */
    type: smallint('type').notNull().default(0),
    /** 1 open, 0 closed (hidden from search). */
    status: smallint('status').notNull().default(1),
    /** Shown first among the preferred stores of the home page when > 0 (smaller first). */
    recommendSeq: integer('recommend_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_status_idx').on(t.status)],
);

/** A shopper follows a store (store "collection" in the contract). */
export const shopCollections = pgTable(
  'shop_collections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_collections_shop_idx').on(t.shopId)],
);
