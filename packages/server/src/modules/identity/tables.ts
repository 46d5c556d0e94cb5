// Real-name verification (issue 15 item 4, decisions/0052): one verified identity per account, kept
// encrypted. The name and the ID number are sealed together (AES-256-GCM, crypto.ts) in `sealed`; the
// ID number is never stored in clear. `identity_hash` is the keyed hash (HMAC-SHA256) of the normalised
// ID number, unique: one identity verifies one account only.
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

export const realNames = pgTable(
  'real_names',
  {
    /** One row per account, written once: a verified account never verifies again. */
    userId: text('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** HMAC-SHA256 (hex) of the upper-cased ID number with the identity hash key. */
    identityHash: text('identity_hash').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of `{"realName","idCard"}`, bound to the user id. */
    sealed: text('sealed').notNull(),
    /** Which provider confirmed it ('sandbox', ...). */
    provider: text('provider').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('real_names_identity_hash_key').on(t.identityHash)],
);
