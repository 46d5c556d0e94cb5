// Merchant accounts (issue 5 item 8): one login per shop with a scrypt password like the shoppers'
// (account/passwords.ts), and their own access tokens, kept apart from the shoppers' `access_tokens` so a
// merchant token is never a shopper on /p/ and a shopper's token never a merchant on /merchant/
// (decisions/0019). Express details of a shipped order live beside the order (order_deliveries).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_accounts_username_key').on(t.username),
    index('merchant_accounts_shop_idx').on(t.shopId),
    check('merchant_accounts_status', sql`${t.status} IN (0, 1)`),
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
