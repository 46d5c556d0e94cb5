// The chat's presence table (modules/chat/presence.ts, decisions/0057): one row per connected agent of a
// store (a merchant account's websocket connection), on any instance; a row past `expires_at` means
// nothing (its instance stopped refreshing it: crashed or cut off) and is deleted now and then.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const chatPresence = pgTable(
  'chat_presence',
  {
    /** The gateway's id of the connection (random, unique across instances). */
    connectionId: text('connection_id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_presence_shop_idx').on(t.shopId, t.expiresAt)],
);
