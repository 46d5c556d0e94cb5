// Shops (stores) of the mall, the shoppers who follow them, and the shoppers' applications to open one
// (issue 15, decisions/0051). Names and introductions are kept in both languages side by side; a route
// answers the request's language. A store the platform takes offline (status 2, with its reason;
// status.ts, decisions/0050) is hidden like a closed one, but its merchant still signs in to finish its
// orders in progress. Its contact, address, business hours and notices are set by its merchant in the
// merchant centre (decisions/0065), as is its freight template (order module's `shop_freight`).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    // The store's settings its merchant edits (PUT /merchant/shop, decisions/0065); '' or [] unset.
    /** A mobile or landline number the store's page shows. */
    tel: text('tel').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Free text, e.g. "周一至周日 9:00-21:00". */
    businessHours: text('business_hours').notNull().default(''),
    /** The store's notices, in order (at most 5 short texts). */
    notices: jsonb('notices').$type<string[]>().notNull().default([]),
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

/**
 * A shopper's application to open a free store (decisions/0051): one row per application; a rejected one
 * is kept when the shopper applies anew, and overwritten when they resubmit it (PUT). Status 0 under
 * review, 1 approved, -1 rejected; "offline" (2) is never stored: it is read from the approved store's
 * own status. At most one application of a user is under review or approved, and an application under
 * review or approved holds its store name (case-insensitively) against every other one.
 */
export const shopApplies = pgTable(
  'shop_applies',
  {
    applyId: integer('apply_id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    shopName: text('shop_name').notNull(),
    tel: text('tel').notNull(),
    provinceId: integer('province_id').notNull(),
    province: text('province').notNull(),
    cityId: integer('city_id').notNull(),
    city: text('city').notNull(),
    areaId: integer('area_id').notNull(),
    area: text('area').notNull(),
    shopAddress: text('shop_address').notNull(),
    intro: text('intro').notNull(),
    shopLogo: text('shop_logo').notNull(),
    businessLicense: text('business_license').notNull(),
    identityCardFront: text('identity_card_front').notNull(),
    identityCardLater: text('identity_card_later').notNull(),
    /** The platform's reason for a rejection; null otherwise. */
    auditRemark: text('audit_remark'),
    /** The store the approval created. */
    shopId: integer('shop_id').references(() => shops.shopId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shop_applies_user_open_key')
      .on(t.userId)
      .where(sql`${t.status} IN (0, 1)`),
    uniqueIndex('shop_applies_name_open_key')
      .on(sql`lower(${t.shopName})`)
      .where(sql`${t.status} IN (0, 1)`),
    uniqueIndex('shop_applies_shop_key').on(t.shopId),
    index('shop_applies_user_idx').on(t.userId, t.applyId),
    index('shop_applies_status_idx').on(t.status, t.applyId),
    check('shop_applies_status', sql`${t.status} IN (-1, 0, 1)`),
    check('shop_applies_approved_shop', sql`(${t.status} = 1) = (${t.shopId} IS NOT NULL)`),
  ],
);
