// The wallet: each shopper's balance in integer cents (never negative) and an append-only ledger of every
// change to it (seed, order payment, refund...), so any balance can be audited back to its causes.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

export const userWallets = pgTable(
  'user_wallets',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_wallets_balance_nonnegative', sql`${t.balanceCents} >= 0`)],
);

/** One row per balance change, never updated or deleted. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** Signed: positive credits, negative debits. */
    changeCents: bigint('change_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    /** Why: 'seed', 'order_pay', 'refund'... */
    reason: text('reason').notNull(),
    /** What it is about (an order or refund number), when anything. */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    check('wallet_ledger_change_nonzero', sql`${t.changeCents} <> 0`),
    check('wallet_ledger_balance_after_nonnegative', sql`${t.balanceAfterCents} >= 0`),
  ],
);
