// The shared-state stores' one table (plugins/stores.ts, decisions/0032): fixed-window counters of the
// rate limits and the signature nonces already seen, by purpose and key, each with the end of its window.
// Rows past `expires_at` mean nothing and are deleted by the store now and then.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** What is counted, e.g. 'login:ip' or 'signature:replay'. */
    purpose: text('purpose').notNull(),
    /** Whose: an address key, a username, a user id, a nonce pair. */
    key: text('key').notNull(),
    /** Hits counted in the window that ends at `expires_at`. */
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.key] }), index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * The HMAC keys of things the server signs and every instance must verify (the flash sale's hidden order
 * paths, the private uploads' view links, chat inquiries), one row per purpose, made by the first
 * process that needs it (insert if absent) and read by every instance sharing the database (lib/keys.ts).
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
});
