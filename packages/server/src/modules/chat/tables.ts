// Customer-service chat (issue 16, decisions/0056): one conversation per shopper and store, its messages
// numbered 1, 2, ... by `seq` (allocated under the conversation's row lock in the sending transaction:
// no gaps, no repeats), the shopper's recent product views (the chat side panel's cards), each store's
// service hours, and when each store's agents last used the chat (the presence the REST routes fall back
// on without the websocket gateway's); the merchant centre's quick replies and customer-service switch. Written only by modules/chat.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { products } from '../catalog/tables.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { shops } from '../shop/tables.ts';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    conversationId: integer('conversation_id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    /** The last message's seq (0: none yet); the next message takes last_seq + 1 under the row lock. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** How far the shopper has read, and the store's agents (never backwards, at most last_seq). */
    userReadSeq: integer('user_read_seq').notNull().default(0),
    shopReadSeq: integer('shop_read_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message's time (the creation's before the first): the lists' order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_user_shop_key').on(t.userId, t.shopId),
    index('chat_conversations_user_idx').on(t.userId, t.updatedAt),
    index('chat_conversations_shop_idx').on(t.shopId, t.updatedAt),
    check(
      'chat_conversations_seqs',
      sql`${t.lastSeq} >= 0 AND ${t.userReadSeq} BETWEEN 0 AND ${t.lastSeq} AND ${t.shopReadSeq} BETWEEN 0 AND ${t.lastSeq}`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** 128 random bits, hex: the wire's msgId. */
    msgId: text('msg_id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.conversationId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** 'user' (the shopper) or 'shop' (the store's customer service). */
    sender: text('sender').notNull(),
    /** The store's agent who sent it (sender 'shop'), else null. */
    merchantId: integer('merchant_id'),
    /** The sender's own id of the message: a repeat is answered with this row, nothing stored again. */
    clientMsgId: text('client_msg_id').notNull(),
    /** 'text', 'image', 'prod' or 'order'. */
    msgType: text('msg_type').notNull(),
    /** The text, the image URL, the product id or the order number. */
    content: text('content').notNull(),
    /**
     * The product or order card as it was at send (chat/service.ts `CardSnapshot`: names in both
     * languages, amounts in cents), null for text and images.
     */
    card: jsonb('card'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_key').on(t.conversationId, t.sender, t.clientMsgId),
    // The cleanup job's question: is this upload a chat image (file/service.ts `referenced`)?
    index('chat_messages_image_idx')
      .on(t.content)
      .where(sql`${t.msgType} = 'image'`),
    check('chat_messages_seq', sql`${t.seq} >= 1`),
    check('chat_messages_sender', sql`${t.sender} IN ('user', 'shop')`),
    check('chat_messages_type', sql`${t.msgType} IN ('text', 'image', 'prod', 'order')`),
  ],
);

/** A shopper's product views (POST /p/user/recentBrowse): one row per product, its latest time. */
export const chatRecentBrowse = pgTable(
  'chat_recent_browse',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    browsedAt: timestamp('browsed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.prodId] }),
    index('chat_recent_browse_user_idx').on(t.userId, t.browsedAt),
  ],
);

/** A store's service hours (China Standard Time, every day); none: CHAT_SERVICE_HOURS_DEFAULT. */
export const chatServiceHours = pgTable(
  'chat_service_hours',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    /** Minutes after midnight; an end before the start runs past midnight. */
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'chat_service_hours_minutes',
      sql`${t.startMinute} BETWEEN 0 AND 1439 AND ${t.endMinute} BETWEEN 0 AND 1439 AND ${t.startMinute} <> ${t.endMinute}`,
    ),
  ],
);

/**
 * When each agent of a store last used the chat's merchant routes: without the websocket gateway's
 * presence, an agent seen within CHAT_AGENT_SEEN_MS counts as online (chat/service.ts).
 */
export const chatAgentPresence = pgTable(
  'chat_agent_presence',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchantAccounts.merchantId, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.merchantId] })],
);

/** The store's quick replies (issue 17 item 8): texts an agent inserts into the composer, by `seq`. */
export const chatQuickReplies = pgTable(
  'chat_quick_replies',
  {
    replyId: integer('reply_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The list's order (ascending, then reply_id). */
    seq: integer('seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_quick_replies_shop_idx').on(t.shopId, t.seq),
    check('chat_quick_replies_seq', sql`${t.seq} BETWEEN 0 AND 9999`),
  ],
);

/**
 * A store's customer-service switch (issue 17 item 8): a row with `online` false keeps the store's
 * customer service "not online" for shoppers, whoever is connected (presence.ts `customerServiceOnline`);
 * no row: on.
 */
export const chatShopSwitch = pgTable('chat_shop_switch', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.shopId, { onDelete: 'cascade' }),
  online: boolean('online').notNull(),
  /** The account that flipped it last (null once that account is gone). */
  merchantId: integer('merchant_id').references(() => merchantAccounts.merchantId, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
