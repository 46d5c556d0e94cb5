// Uploaded images (issue 11 item 9): one row per image POST /p/file/upload stored, with the shopper who
// uploaded it. An image field a shopper fills (avatar, refund vouchers, review images) takes only URLs
// recorded here for that shopper (file/service.ts `claimUploads`), and the cleanup job removes an upload
// nobody references (file and row) once `seen_at` is older than the grace period. A chat image a
// store's customer service uploads (POST /merchant/file/uploadImFile, issue 16), and a picture of its
// products (POST /merchant/file/upload, issue 17), is the store's: `shop_id` instead of `user_id`
// (exactly one of the two is set). The platform's uploads (the site's logo and favicon, POST
// /platform/file/upload, decisions/0082) have `platform_user_id`: the account that uploaded it (exactly one
// of the three is set).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { platformUsers } from '../platform/tables.ts';
import { shops } from '../shop/tables.ts';

export const uploads = pgTable(
  'uploads',
  {
    /** The URL the upload route answered: `/api/uploads/<yyyy>/<mm>/<random>.<ext>`. */
    url: text('url').primaryKey(),
    /** The shopper who uploaded it, or null for a store's upload. */
    userId: text('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** The store whose customer service uploaded it (a chat image), or null for a shopper's upload. */
    shopId: integer('shop_id').references(() => shops.shopId, { onDelete: 'cascade' }),
    /** The platform account that uploaded it (the site's logo or favicon), else null. */
    platformUserId: integer('platform_user_id').references(() => platformUsers.platformUserId, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last time it was uploaded, claimed by a form, or found referenced by the cleanup job: the
     * orphan grace period counts from here, and the job reads the oldest first.
     */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    index('uploads_shop_idx').on(t.shopId),
    index('uploads_seen_idx').on(t.seenAt),
    check('uploads_owner', sql`num_nonnulls(${t.userId}, ${t.shopId}, ${t.platformUserId}) = 1`),
  ],
);
