// Shops (stores) of the mall and the shoppers who follow them. Names and introductions are kept in both
// languages side by side; a route answers the request's language. A store the platform takes offline
// (status 2, with its reason; status.ts, decisions/0050) is hidden like a closed one, but its merchant
// still signs in to finish its orders in progress.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    /**
     * 1 open; 0 closed (hidden from search, its merchant shut out); 2 offline, taken down by the platform
     * (hidden from search, its products not for sale; its merchant still signs in to ship and refund).
     */
    status: smallint('status').notNull().default(1),
    /** Why the platform took the store offline (status 2), else null. */
    offlineReason: text('offline_reason'),
    /** When it went offline (status 2), else null. */
    offlineAt: timestamp('offline_at', { withTimezone: true }),
    /** Shown first among the preferred stores of the home page when > 0 (smaller first). */
    recommendSeq: integer('recommend_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_status_idx').on(t.status), check('shops_status', sql`${t.status} IN (0, 1, 2)`)],
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
