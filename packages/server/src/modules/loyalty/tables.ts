// Loyalty (issue 14): the operator's settings (one row), the daily sign-ins (one row per shopper and
// Beijing day, the key that makes a day's sign-in happen once), the levels and their rights, the growth
// each completed order earned and what its refunds took back (growth has no ledger; this makes its
// reversal cumulative), who has read the membership rights agreement, and the membership orders (the
// level and term each one buys; `applied_at` set once, when its payment extends the term). Points and growth totals live
// in `points` (`user_points`, `points_ledger`) and are written through its service only.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { orders } from '../order/tables.ts';

/** The loyalty settings: one row, `id` 1 (seeded from the domain defaults by the migration). */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: smallint('id').primaryKey().default(1),
    signInEnabled: boolean('sign_in_enabled').notNull().default(true),
    /** Points for the days 1 to 7 of a streak (domain SIGN_IN_SCORES_DEFAULT). */
    signInScores: integer('sign_in_scores')
      .array()
      .notNull()
      .default(sql`'{10,10,20,20,30,30,50}'::integer[]`),
    signInGrowth: integer('sign_in_growth').notNull().default(1),
    /** One point per this many cents of a completed order's actual total. */
    earnUnitCents: integer('earn_unit_cents').notNull().default(100),
    /** One growth per this many cents. */
    growthUnitCents: integer('growth_unit_cents').notNull().default(100),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_settings_one_row', sql`${t.id} = 1`),
    check('loyalty_settings_scores', sql`cardinality(${t.signInScores}) = 7`),
    check('loyalty_settings_units', sql`${t.earnUnitCents} > 0 AND ${t.growthUnitCents} > 0`),
    check('loyalty_settings_growth', sql`${t.signInGrowth} >= 0`),
  ],
);

/** A shopper's sign-in on one Beijing day (`day`, decisions/0046) and the streak it made. */
export const signIns = pgTable(
  'sign_ins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    score: integer('score').notNull(),
    growth: integer('growth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('sign_ins_day_idx').on(t.day),
    check('sign_ins_streak', sql`${t.streak} >= 1`),
  ],
);

/** A level: ordinary (reached by growth) or paid (bought for a term; sold in a later round). */
export const levels = pgTable(
  'levels',
  {
    levelId: integer('level_id').primaryKey().generatedByDefaultAsIdentity(),
    levelType: smallint('level_type').notNull().default(0),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    needGrowth: integer('need_growth').notNull().default(0),
    /** A paid level's price, cents; null for an ordinary one. */
    price: integer('price'),
    termDays: integer('term_days'),
    /** 1 shown (on sale), 0 hidden. */
    status: smallint('status').notNull().default(1),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [
    check('levels_type', sql`${t.levelType} IN (0, 1)`),
    check('levels_need_growth', sql`${t.needGrowth} >= 0`),
    check(
      'levels_paid_terms',
      sql`(${t.levelType} = 1 AND ${t.price} > 0 AND ${t.termDays} BETWEEN 1 AND 3660)
        OR (${t.levelType} = 0 AND ${t.price} IS NULL AND ${t.termDays} IS NULL)`,
    ),
  ],
);

/** A right a level gives: a member price, free shipping, extra sign-in points (any of them, or text only). */
export const levelRights = pgTable(
  'level_rights',
  {
    rightsId: integer('rights_id').primaryKey().generatedByDefaultAsIdentity(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Member price as percent paid (95 = 9.5 折); null: none. */
    discountPercent: smallint('discount_percent'),
    freeShipping: boolean('free_shipping').notNull().default(false),
    signInScore: integer('sign_in_score').notNull().default(0),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [
    check(
      'level_rights_discount',
      sql`${t.discountPercent} IS NULL OR ${t.discountPercent} BETWEEN 1 AND 99`,
    ),
    check('level_rights_sign_in_score', sql`${t.signInScore} >= 0`),
  ],
);

export const levelRightsLinks = pgTable(
  'level_rights_links',
  {
    levelId: integer('level_id')
      .notNull()
      .references(() => levels.levelId, { onDelete: 'cascade' }),
    rightsId: integer('rights_id')
      .notNull()
      .references(() => levelRights.rightsId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.levelId, t.rightsId] })],
);

/** The growth a completed order earned and what its refunds took back so far. */
export const orderGrowth = pgTable(
  'order_growth',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    earned: integer('earned').notNull(),
    reversed: integer('reversed').notNull().default(0),
  },
  (t) => [check('order_growth_range', sql`${t.reversed} >= 0 AND ${t.reversed} <= ${t.earned}`)],
);

/** Shoppers who read the membership rights agreement. */
export const memberAgreements = pgTable('member_agreements', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});

/**
 * A membership order (orders.order_type 4, decisions/0049): the paid level and term it buys. `applied_at`
 * is set by the payment hook (paid.ts) with a conditional update, so one order extends the term once.
 */
export const memberOrders = pgTable(
  'member_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    levelId: integer('level_id')
      .notNull()
      .references(() => levels.levelId),
    termDays: integer('term_days').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('member_orders_user_idx').on(t.userId, t.levelId),
    check('member_orders_term', sql`${t.termDays} BETWEEN 1 AND 3660`),
  ],
);
