// The platform's accounts (issue 15 item 6, decisions/0050): the people who run the mall itself (audit
// store applications, take stores offline), each with a role (admin, operator, auditor) that decides
// which /platform/ routes they may call (auth.ts `requireRole`). Passwords are scrypt hashes like the
// shoppers' and merchants' (account/passwords.ts); tokens are their own kind, kept apart from
// `access_tokens` and `merchant_tokens` so no other token is ever a platform session. Every platform
// action is written to `platform_audit_log` (audit.ts) in the transaction that makes the change.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const platformUsers = pgTable(
  'platform_users',
  {
    platformUserId: integer('platform_user_id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    /** `scrypt$N$r$p$salt$hash` (account/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** admin, operator or auditor (the contract's `PlatformRole`). */
    role: text('role').notNull(),
    /** 1 active, 0 disabled (its tokens stop at once, its login is refused). */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_users_username_key').on(t.username),
    check('platform_users_role', sql`${t.role} IN ('admin', 'operator', 'auditor')`),
    check('platform_users_status', sql`${t.status} IN (0, 1)`),
  ],
);

/** A platform account's access token: only its SHA-256 is kept (decisions/0011), like the merchants'. */
export const platformTokens = pgTable(
  'platform_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    platformUserId: integer('platform_user_id')
      .notNull()
      .references(() => platformUsers.platformUserId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // expires_at: the cleanup job (jobs/cleanup.ts) deletes tokens a day past their expiry.
  (t) => [
    index('platform_tokens_user_idx').on(t.platformUserId),
    index('platform_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * What the platform's accounts did: one row per action, written in the action's transaction (so a
 * rolled-back action leaves none). The actor's name and role are copied, so the row still says who it
 * was after the account is renamed or removed (no foreign key: the log outlives accounts). Indexed for
 * the console's search by time, actor, action and target (issue 18).
 */
export const platformAuditLog = pgTable(
  'platform_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. `shop.offline`, `shop.online`, `shopApply.approve`. */
    action: text('action').notNull(),
    /** What it was done to, e.g. `shop`, `shopApply`, and its id as text. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The target's state before and after (null where there is none). */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('platform_audit_log_time_idx').on(t.createdAt),
    index('platform_audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('platform_audit_log_action_idx').on(t.action, t.createdAt),
    index('platform_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
