// Accounts: shoppers, their access tokens and the SMS codes sent to them. Ids are strings on the wire
// (the contract's userId), so they are text here too.
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    userId: text('user_id').primaryKey(),
    userName: text('user_name'),
    mobile: text('mobile'),
    nickName: text('nick_name').notNull(),
    pic: text('pic'),
    /** 'M', 'F' or null (not told). */
    sex: text('sex'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** scrypt hash with its parameters and salt; null for an account made by SMS or single sign-on. */
    passwordHash: text('password_hash'),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(t.userName),
    uniqueIndex('users_mobile_key').on(t.mobile),
    /** The platform reports' new members by China day (report/service.ts). */
    index('users_created_idx').on(t.createdAt),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is kept, so a database leak yields no usable token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // expires_at: the cleanup job (jobs/cleanup.ts) deletes tokens a day past their expiry.
  (t) => [
    index('access_tokens_user_id_idx').on(t.userId),
    index('access_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** SMS verification codes by mobile and purpose (register, login, forgot password). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    /** SHA-256 of the code. */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedTries: smallint('failed_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // expires_at: the cleanup job (jobs/cleanup.ts) deletes codes two days past their expiry.
  (t) => [
    index('sms_codes_mobile_purpose_idx').on(t.mobile, t.purpose, t.createdAt.desc()),
    index('sms_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Opaque single-use tokens that are not access tokens: the registration flag handed out after the phone
 * was verified (purpose 'register'), and the jti of each single sign-on code already spent (purpose 'sso',
 * the SHA-256 of `sso:<plattype>:<jti>`, kept until the code expires so a replay is refused on any
 * instance; decisions/0034). Only the SHA-256 of the token is kept.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    /** What the token is about: the verified mobile, or the partner user. */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_expires_at_idx').on(t.expiresAt)],
);

/** A partner platform's user (single sign-on) linked to one of our users. */
export const partnerAccounts = pgTable(
  'partner_accounts',
  {
    /** The partner platform type (the contract's fescoPlattype). */
    plattype: text('plattype').notNull(),
    partnerUserId: text('partner_user_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.plattype, t.partnerUserId] }),
    index('partner_accounts_user_id_idx').on(t.userId),
  ],
);
