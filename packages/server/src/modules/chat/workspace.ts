// The merchant centre's chat workspace (issue 17 item 8, decisions/0069): the store's quick replies,
// its customer-service switch, and the shopper beside a conversation. Every function takes the
// merchant's `shopId` (merchantOf) and touches that store's rows only: another store's quick reply or
// conversation is "not found" and changes nothing. Quick replies are at most QUICK_REPLY_MAX per store,
// created under the store's row lock (FOR NO KEY UPDATE: it serialises creations of one store without
// blocking the inserts that reference the store). The switch is a row (`chat_shop_switch`) that
// presence.ts `customerServiceOnline` reads on every instance. The customer panel reads the shopper's
// page logs (analytics' flow_logs: product detail pages whose business id is one of THIS store's
// products) and their orders in this store; nothing of other stores.
import { and, asc, count, desc, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import {
  CHAT_CUSTOMER_BROWSE_MAX,
  CHAT_CUSTOMER_ORDERS_MAX,
  centsToYuan,
  formatDate,
  messages,
  PageId,
  QUICK_REPLY_MAX,
  QUICK_REPLY_SORT_MAX,
  type ChatCustomer,
  type Locale,
  type QuickReply,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { localized } from '../../lib/text.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { users } from '../account/tables.ts';
import { flowLogs } from '../analytics/tables.ts';
import { products } from '../catalog/tables.ts';
import { orderItems, orders } from '../order/tables.ts';
import { shops } from '../shop/tables.ts';
import { shopSwitchedOn } from './presence.ts';
import { chatConversations, chatMessages, chatQuickReplies, chatShopSwitch } from './tables.ts';

const replyColumns = {
  replyId: chatQuickReplies.replyId,
  content: chatQuickReplies.content,
  seq: chatQuickReplies.seq,
};

/** The store's quick replies by `seq`, then oldest first. */
export async function quickReplies(db: Database, shopId: number): Promise<QuickReply[]> {
  return db
    .select(replyColumns)
    .from(chatQuickReplies)
    .where(eq(chatQuickReplies.shopId, shopId))
    .orderBy(asc(chatQuickReplies.seq), asc(chatQuickReplies.replyId));
}

/** Adds a quick reply (no `seq`: after the last one); refused past QUICK_REPLY_MAX. */
export async function createQuickReply(
  db: Database,
  shopId: number,
  reply: { content: string; seq?: number | undefined },
  at: Date,
): Promise<QuickReply> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${shops} WHERE ${shops.shopId} = ${shopId} FOR NO KEY UPDATE`);
    const [held] = await tx
      .select({ n: count(), last: max(chatQuickReplies.seq) })
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.shopId, shopId));
    if ((held?.n ?? 0) >= QUICK_REPLY_MAX) throw new BusinessError(messages.quickReplyTooMany);
    const seq = reply.seq ?? Math.min((held?.last ?? -1) + 1, QUICK_REPLY_SORT_MAX);
    const [row] = await tx
      .insert(chatQuickReplies)
      .values({ shopId, content: reply.content, seq, createdAt: at, updatedAt: at })
      .returning(replyColumns);
    return row!;
  });
}

/** Changes one of the store's quick replies; another store's or an unknown one is "not found". */
export async function updateQuickReply(
  db: Database,
  shopId: number,
  reply: { replyId: number; content: string; seq: number },
  at: Date,
): Promise<QuickReply> {
  const mine = and(eq(chatQuickReplies.replyId, reply.replyId), eq(chatQuickReplies.shopId, shopId));
  // Written only when something differs: a repeat of the same change changes nothing.
  const [row] = await db
    .update(chatQuickReplies)
    .set({ content: reply.content, seq: reply.seq, updatedAt: at })
    .where(and(mine, or(ne(chatQuickReplies.content, reply.content), ne(chatQuickReplies.seq, reply.seq))))
    .returning(replyColumns);
  if (row) return row;
  const [same] = await db.select(replyColumns).from(chatQuickReplies).where(mine);
  if (!same) throw new BusinessError(messages.quickReplyNotFound);
  return same;
}

/** Deletes one of the store's quick replies; another store's or an unknown one is "not found". */
export async function deleteQuickReply(db: Database, shopId: number, replyId: number): Promise<void> {
  const rows = await db
    .delete(chatQuickReplies)
    .where(and(eq(chatQuickReplies.replyId, replyId), eq(chatQuickReplies.shopId, shopId)))
    .returning({ replyId: chatQuickReplies.replyId });
  if (rows.length === 0) throw new BusinessError(messages.quickReplyNotFound);
}

/** The store's customer-service switch. */
/**
 * The shoppers' messages the store has not read, over all its conversations (each conversation's messages
 * from the shopper after the store's read mark; the same count the conversations list gives one by one).
 */
export async function shopUnread(db: Database, shopId: number): Promise<{ unread: number }> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.conversationId, chatMessages.conversationId))
    .where(
      and(
        eq(chatConversations.shopId, shopId),
        eq(chatMessages.sender, 'user'),
        sql`${chatMessages.seq} > ${chatConversations.shopReadSeq}`,
      ),
    );
  return { unread: Number(row?.unread ?? 0) };
}

export async function shopOnline(db: Database, shopId: number): Promise<{ online: boolean }> {
  return { online: await shopSwitchedOn(db, shopId) };
}

/**
 * Turns the store's customer service on or off (one upsert: the last writer wins on every instance;
 * `merchant_id` and `updated_at` tell who flipped it last).
 */
export async function setShopOnline(
  db: Database,
  shopId: number,
  merchantId: number,
  online: boolean,
  at: Date,
): Promise<{ online: boolean }> {
  if (online) {
    // No row is on: only a store switched off has one to turn.
    await db
      .update(chatShopSwitch)
      .set({ online, merchantId, updatedAt: at })
      .where(and(eq(chatShopSwitch.shopId, shopId), eq(chatShopSwitch.online, false)));
  } else {
    await db
      .insert(chatShopSwitch)
      .values({ shopId, online, merchantId, updatedAt: at })
      .onConflictDoUpdate({
        target: chatShopSwitch.shopId,
        set: { online, merchantId, updatedAt: at },
        // Only a flip is written: turning off what is off changes nothing.
        setWhere: eq(chatShopSwitch.online, true),
      });
  }
  return { online };
}

/**
 * The product pages whose business id is a product (flow_logs.page_id); a flash sale's page logs the
 * sale's id, not its product's, so it is not one of them.
 */
const PRODUCT_PAGES = [PageId.bannerDetail, PageId.detail, PageId.groupDetail];

/**
 * The shopper of one of the store's conversations: nickname, their recent views of the store's
 * products (the page logs), their orders in the store. Another store's conversation is "not found".
 */
export async function conversationCustomer(
  db: Database,
  shopId: number,
  conversationId: number,
  locale: Locale,
): Promise<ChatCustomer> {
  const [conversation] = await db
    .select({ userId: chatConversations.userId, nickName: users.nickName, pic: users.pic })
    .from(chatConversations)
    .innerJoin(users, eq(users.userId, chatConversations.userId))
    .where(and(eq(chatConversations.conversationId, conversationId), eq(chatConversations.shopId, shopId)));
  if (!conversation) throw new BusinessError(messages.chatConversationNotFound);
  const { userId } = conversation;

  // The business id as a product id only where it is digits (a CASE, so no row's text is ever cast).
  const prodOf = sql<number>`(CASE WHEN ${flowLogs.bizData} ~ '^[0-9]{1,9}$' THEN ${flowLogs.bizData}::integer END)`;
  const viewed = db
    .select({
      prodId: sql<number>`${prodOf}`.as('viewed_prod_id'),
      at: sql<number>`floor(extract(epoch from max(${flowLogs.createdAt})) * 1000)`
        .mapWith(Number)
        .as('viewed_ms'),
    })
    .from(flowLogs)
    .where(and(eq(flowLogs.userId, userId), inArray(flowLogs.pageId, PRODUCT_PAGES)))
    .groupBy(prodOf)
    .as('viewed');
  const browse = await db
    .select({
      prodId: products.prodId,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      pic: products.pic,
      price: products.price,
      status: products.status,
      at: viewed.at,
    })
    .from(viewed)
    .innerJoin(products, and(eq(products.prodId, viewed.prodId), eq(products.shopId, shopId)))
    .orderBy(desc(viewed.at), desc(products.prodId))
    .limit(CHAT_CUSTOMER_BROWSE_MAX);

  const mine = and(eq(orders.userId, userId), eq(orders.shopId, shopId));
  const [recent, [total]] = await Promise.all([
    db
      .select({
        orderId: orders.orderId,
        orderNumber: orders.orderNumber,
        status: orders.status,
        actualTotal: orders.actualTotal,
        productNums: orders.productNums,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(CHAT_CUSTOMER_ORDERS_MAX),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  const firstItems =
    recent.length === 0
      ? []
      : await db
          .selectDistinctOn([orderItems.orderId], {
            orderId: orderItems.orderId,
            nameZh: orderItems.prodNameZh,
            nameEn: orderItems.prodNameEn,
          })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              recent.map((o) => o.orderId),
            ),
          )
          .orderBy(orderItems.orderId, orderItems.orderItemId);
  const firstOf = new Map(firstItems.map((i) => [i.orderId, localized(locale, i.nameZh, i.nameEn)]));

  return {
    userId,
    nickName: conversation.nickName,
    userPic: conversation.pic || null,
    browse: browse.map((b) => ({
      prodId: b.prodId,
      prodName: localized(locale, b.nameZh, b.nameEn),
      pic: b.pic,
      price: centsToYuan(b.price),
      status: b.status,
      browseTime: formatDate(new Date(Number(b.at))),
    })),
    orders: recent.map((o) => ({
      orderNumber: o.orderNumber,
      status: o.status,
      actualTotal: centsToYuan(o.actualTotal),
      productNums: o.productNums,
      prodName: firstOf.get(o.orderId) ?? '',
      createTime: formatDate(o.createdAt),
    })),
    orderCount: total?.n ?? 0,
  };
}
