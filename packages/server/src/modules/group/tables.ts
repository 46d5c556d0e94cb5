// Group buying (issue 13 item 2, decisions/0043): a merchant's group activity on one of its products (team
// size, the minutes a team has to fill up, the window, the units one shopper may buy), its SKUs at the
// group price (cents), the teams and their members. A team is created by its leader's payment (status 1
// grouping, `end_time` = pay time + the activity's minutes; 0 "waiting for the leader's payment" is the
// contract's word for a leader's order not paid yet, which has no team row), a member joins on payment,
// the payment that fills it moves it to 2 (succeeded), and the failure job moves a team still grouping at
// its end time to 3 (failed). A member row is written only for a payment that took a seat: no virtual
// members, and UNIQUE (team, user) backs "never twice in a team".
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { shops } from '../shop/tables.ts';

export const groupActivities = pgTable(
  'group_activities',
  {
    activityId: integer('activity_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    /** Members a team needs, the leader included. */
    groupNumber: smallint('group_number').notNull(),
    /** Minutes a team has to fill up after its leader paid. */
    groupValidMinutes: integer('group_valid_minutes').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Units one shopper may buy in the activity, every order not cancelled counted (0: no limit). */
    maxNum: integer('max_num').notNull().default(0),
    /** Stopped by the merchant before its end (its end time is then the stop; its open teams failed). */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('group_activities_prod_idx').on(t.prodId, t.endTime),
    index('group_activities_shop_idx').on(t.shopId, t.createdAt),
    index('group_activities_window_idx').on(t.endTime, t.startTime),
    check(
      'group_activities_rules',
      sql`${t.groupNumber} >= 2 AND ${t.groupValidMinutes} > 0 AND ${t.maxNum} >= 0`,
    ),
    // Empty only when stopped before its start (start = end = the stop).
    check(
      'group_activities_window',
      sql`${t.endTime} > ${t.startTime} OR (${t.stopped} AND ${t.endTime} = ${t.startTime})`,
    ),
  ],
);

export const groupSkus = pgTable(
  'group_skus',
  {
    groupSkuId: integer('group_sku_id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupActivities.activityId, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.skuId, { onDelete: 'cascade' }),
    /** The group price, cents. */
    actPrice: integer('act_price').notNull(),
  },
  (t) => [
    uniqueIndex('group_skus_activity_sku_key').on(t.activityId, t.skuId),
    check('group_skus_price', sql`${t.actPrice} > 0`),
  ],
);

export const groupTeams = pgTable(
  'group_teams',
  {
    teamId: integer('team_id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupActivities.activityId, { onDelete: 'cascade' }),
    leaderId: text('leader_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** 0 waiting for the leader's payment (not stored today), 1 grouping, 2 succeeded, 3 failed. */
    status: smallint('status').notNull().default(1),
    /** Members paid so far, the leader included. */
    joinNum: smallint('join_num').notNull().default(1),
    /** The activity's team size when the team opened. */
    groupNumber: smallint('group_number').notNull(),
    /** When the team fails unless full: the leader's pay time + the activity's minutes. */
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('group_teams_activity_idx').on(t.activityId, t.status, t.endTime),
    // The failure job's scan: teams still grouping past their end time.
    index('group_teams_due_idx').on(t.status, t.endTime),
    check('group_teams_status', sql`${t.status} IN (0, 1, 2, 3)`),
    check('group_teams_seats', sql`${t.joinNum} >= 1 AND ${t.joinNum} <= ${t.groupNumber}`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => groupTeams.teamId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The paid order that took the seat. */
    orderId: integer('order_id').notNull(),
    isLeader: smallint('is_leader').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('group_members_order_key').on(t.orderId),
  ],
);
