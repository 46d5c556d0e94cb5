// Points (the contract's score): a ledger of changes where each earned batch keeps what is left of it
// (`remaining`, consumed oldest-expiry-first) and when it expires (a year after it was earned, spec
// section 9), and per-user totals kept in step with the ledger (score, growth, level).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

export const userPoints = pgTable(
  'user_points',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** Points available now: the sum of `remaining` over unexpired earned batches. */
    score: integer('score').notNull().default(0),
    /**
     * Growth value (membership progress): earned by completed orders and sign-ins, taken back in the share
     * a refund gives back (loyalty/earning.ts).
     */
    growth: integer('growth').notNull().default(0),
    /** The id of the ordinary level the growth reaches (0: none), moved with every growth change. */
    level: integer('level').notNull().default(0),
    /**
     * The paid level bought (loyalty/paid.ts) and the end of its term; it applies while the end is after
     * now (checked on read), and the `paid-level-expiry` job clears both once it has passed.
     */
    paidLevelId: integer('paid_level_id'),
    paidLevelEndsAt: timestamp('paid_level_ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_points_score_nonnegative', sql`${t.score} >= 0`),
    check('user_points_growth_nonnegative', sql`${t.growth} >= 0`),
    check('user_points_level_nonnegative', sql`${t.level} >= 0`),
    check('user_points_paid_level', sql`(${t.paidLevelId} IS NULL) = (${t.paidLevelEndsAt} IS NULL)`),
  ],
);

/**
 * One row per change: an earned batch (change > 0, `remaining` what is left of it, `expires_at` set) or a
 * spend / expiry (change < 0, `remaining` 0, no expiry).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    remaining: integer('remaining').notNull().default(0),
    /** Why: 'seed', 'order_earn', 'order_pay', 'refund', 'expire'... */
    reason: text('reason').notNull(),
    ref: text('ref'),
    /** The user's score right after this row (the ledger page's balance). */
    balanceAfter: integer('balance_after').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.id),
    // Earned batches with points left, by expiry: consuming and expiring read these.
    index('points_ledger_open_batches_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    // One credit per completion, sign-in day or points order: a second one fails loudly even if a
    // conditional update upstream were ever wrong.
    uniqueIndex('points_ledger_once')
      .on(t.userId, t.reason, t.ref)
      .where(sql`${t.reason} IN ('order_earn', 'sign_in', 'score_order')`),
    check('points_ledger_change_nonzero', sql`${t.change} <> 0`),
    check(
      'points_ledger_remaining_range',
      sql`${t.remaining} >= 0 AND ${t.remaining} <= greatest(${t.change}, 0)`,
    ),
    check('points_ledger_earned_expires', sql`(${t.change} > 0) = (${t.expiresAt} IS NOT NULL)`),
  ],
);
