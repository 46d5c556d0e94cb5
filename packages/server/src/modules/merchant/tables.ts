// Merchant accounts (issue 5 item 8): a shop's logins with a scrypt password like the shoppers'
// (account/passwords.ts): exactly one owner per shop (a partial unique index) and the staff accounts the
// owner creates with a role that limits what they may do (issue 17, decisions/0060); and their own access
// tokens, kept apart from the shoppers' `access_tokens` so a
// merchant token is never a shopper on /p/ and a shopper's token never a merchant on /merchant/
// (decisions/0019). Express details of a shipped order live beside the order (order_deliveries).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  type AnyPgColumn,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MerchantRole } from '@mall/domain';
import { orders } from '../order/tables.ts';
import { shops } from '../shop/tables.ts';

export const merchantAccounts = pgTable(
  'merchant_accounts',
  {
    merchantId: integer('merchant_id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    /**
     * `scrypt$N$r$p$salt$hash` (account/passwords.ts); null until the owner of a store opened through an
     * application sets one (decisions/0051): no password matches it, so the login refuses the account.
     */
    passwordHash: text('password_hash'),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /**
     * What the account may do (domain MERCHANT_ROLES): `owner` (every permission; exactly one per shop,
     * the accounts made before staff existed) or a staff role the owner gave it.
     */
    role: text('role').$type<MerchantRole>().notNull().default('owner'),
    /** The owner's note on a staff account (who it is); '' for the owner. */
    note: text('note').notNull().default(''),
    /** The account that created this staff account (the owner); null for an owner. */
    createdBy: integer('created_by').references((): AnyPgColumn => merchantAccounts.merchantId, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_accounts_username_key').on(t.username),
    index('merchant_accounts_shop_idx').on(t.shopId),
    // One owner per shop: a second is refused by the database whatever the code does.
    uniqueIndex('merchant_accounts_one_owner_key')
      .on(t.shopId)
      .where(sql`${t.role} = 'owner'`),
    check('merchant_accounts_status', sql`${t.status} IN (0, 1)`),
    check('merchant_accounts_role', sql`${t.role} IN ('owner', 'orders', 'products', 'chat', 'all')`),
  ],
);

/** A merchant's access token: only its SHA-256 is kept, as for shoppers (decisions/0011). */
export const merchantTokens = pgTable(
  'merchant_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchantAccounts.merchantId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // expires_at: the cleanup job (jobs/cleanup.ts) deletes tokens a day past their expiry.
  (t) => [
    index('merchant_tokens_merchant_idx').on(t.merchantId),
    index('merchant_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** How an order was shipped (PUT /merchant/order/delivery): one row per shipped order. */
export const orderDeliveries = pgTable('order_deliveries', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.orderId, { onDelete: 'cascade' }),
  expressName: text('express_name').notNull(),
  expressNo: text('express_no').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
