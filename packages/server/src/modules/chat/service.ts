// The chat service (issue 16, decisions/0056): every rule of customer-service chat and the only writer of
// the chat tables. The websocket gateway (gateway.ts) and the REST routes (routes.shopper.ts,
// routes.merchant.ts) both call it; its seams with the gateway are types.ts.
//
// - A message is stored in one transaction: a repeat of the sender's `clientMsgId` answers the stored
//   message (`duplicate`, nothing stored, whatever changed since), looked up first and again once the
//   conversation (made by a shopper's first message) is locked; then the content is checked (text
//   1..CHAT_TEXT_MAX code points after trim, no C0 control but \n and \t; an image the sender uploaded;
//   a product on sale; an order of the conversation's shopper and store, whichever side sends it), its
//   card snapshot taken (names in both languages, amounts in cents), and it takes seq last_seq + 1. A
//   bad message throws BusinessError and changes nothing.
// - A conversation that is not the viewer's is "not found", as one that does not exist.
// - Read marks never move back and never pass the last message. Sending moves the sender's mark to its
//   own message only when it stood at the last one (it had read everything): never over a peer's message
//   it has not seen.
// - `customerOffline`: a shopper's message outside the store's service hours (CST, every day) or while
//   no agent of the store is online (the caller's `agentsOnline`).
// - Inquiries (POST /p/user/conversations/inquiry, the websocket's `open`): an HMAC-signed token binding
//   shopper, store, optional product or order and expiry, with the key `signingKey(db, 'chat-inquiry')`.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_CLIENT_MSG_ID,
  CHAT_INQUIRY_TTL_MS,
  CHAT_RECENT_BROWSE_MAX,
  CHAT_SERVICE_HOURS_DEFAULT,
  CHAT_TEXT_MAX,
  centsToYuan,
  formatDate,
  isUploadUrl,
  messages,
  type ChatConversation,
  type ChatInquiry,
  type ChatMessage,
  type ChatServiceHours,
  type ChatShopInfo,
  type ChatSide,
  type Locale,
  type RecentBrowseItem,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { signingKey } from '../../lib/keys.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { users } from '../account/tables.ts';
import { productOnSale } from '../catalog/cards.ts';
import { products } from '../catalog/tables.ts';
import { claimShopUploads, claimUploads } from '../file/service.ts';
import { orderItems, orders } from '../order/tables.ts';
import { shops } from '../shop/tables.ts';
import {
  chatAgentPresence,
  chatConversations,
  chatMessages,
  chatRecentBrowse,
  chatServiceHours,
} from './tables.ts';
import type { ChatSendInput, ChatSent, ChatService, ChatViewer } from './types.ts';

/** Without the gateway's presence, an agent who used the chat's merchant routes this recently is online. */
export const CHAT_AGENT_SEEN_MS = 2 * 60 * 1000;
/** A presence row is written at most this often per agent. */
const AGENT_SEEN_REFRESH_MS = 30 * 1000;
/** Product views kept per shopper (more than the list shows: products taken off sale drop out of it). */
const RECENT_BROWSE_KEPT = CHAT_RECENT_BROWSE_MAX * 3;
/** The shopper's conversation list's length at most (newest first; the store's is paged). */
export const CHAT_CONVERSATIONS_MAX = 200;
/** Stores whose customer service a shopper can reach: open, or offline (orders in progress go on). */
const REACHABLE_SHOP_STATUSES = [1, 2];

/** A card as stored at send (chat_messages.card): names in both languages, amounts in cents. */
export type CardSnapshot =
  | { kind: 'prod'; prodId: number; nameZh: string; nameEn: string; pic: string; price: number }
  | {
      kind: 'order';
      orderNumber: string;
      status: number;
      actualTotal: number;
      prodNameZh: string;
      prodNameEn: string;
      pic: string;
      productNums: number;
      /** The order's creation, ISO. */
      createdAt: string;
    };

type MessageRow = typeof chatMessages.$inferSelect;
type ConversationRow = typeof chatConversations.$inferSelect;

/** A stored message on the wire, its card's names in `locale`. */
export function toChatMessage(row: MessageRow, locale: Locale = 'zh'): ChatMessage {
  const card = row.card as CardSnapshot | null;
  return {
    msgId: row.msgId,
    conversationId: row.conversationId,
    seq: row.seq,
    sender: row.sender as ChatSide,
    msgType: row.msgType as ChatMessage['msgType'],
    content: row.content,
    prod:
      card?.kind === 'prod'
        ? {
            prodId: card.prodId,
            prodName: localized(locale, card.nameZh, card.nameEn),
            pic: card.pic,
            price: centsToYuan(card.price),
          }
        : null,
    order:
      card?.kind === 'order'
        ? {
            orderNumber: card.orderNumber,
            status: card.status,
            actualTotal: centsToYuan(card.actualTotal),
            prodName: localized(locale, card.prodNameZh, card.prodNameEn),
            pic: card.pic,
            productNums: card.productNums,
            createTime: formatDate(card.createdAt),
          }
        : null,
    createTime: formatDate(row.createdAt),
  };
}

/** The minutes of an `HH:mm` text. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** `HH:mm` of minutes after midnight. */
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether `now` is inside the service hours (China Standard Time, every day): from `start` included to
 * `end` excluded; an end before the start runs past midnight.
 */
export function withinServiceHours(hours: ChatServiceHours, now: Date): boolean {
  const time = formatDate(now, 'hh:mm');
  return hours.start < hours.end
    ? hours.start <= time && time < hours.end
    : time >= hours.start || time < hours.end;
}

/** The viewer's side's condition on a conversation (its shopper, or its store). */
function ownedBy(viewer: ChatViewer): SQL {
  return viewer.side === 'user'
    ? eq(chatConversations.userId, viewer.userId)
    : eq(chatConversations.shopId, viewer.shopId);
}

const notFound = () => new BusinessError(messages.chatConversationNotFound);

/** Control characters a text may not hold: C0 but line feed and tab (PostgreSQL refuses U+0000). */
// eslint-disable-next-line no-control-regex
const TEXT_CONTROL = /[\u0000-\u0008\u000B-\u001F]/;

/** What a text message stores: the trimmed text, 1..CHAT_TEXT_MAX code points, no control characters. */
function checkedText(content: string): string {
  const text = content.trim();
  if (text === '') throw new BusinessError(messages.chatTextEmpty);
  if ([...text].length > CHAT_TEXT_MAX) throw new BusinessError(messages.chatTextTooLong);
  if (TEXT_CONTROL.test(text)) throw new BusinessError(messages.chatTextInvalid);
  return text;
}

/** The inquiry token's fields. */
interface InquiryClaims {
  u: string;
  s: number;
  p: number | null;
  o: string | null;
  e: number;
}

/** A page of a store's conversations: its size, the last one shown (both or neither), a nickname search. */
export interface StoreConversationsQuery {
  size: number;
  /** The last one shown: its update time (whole seconds) and id. */
  before?: { updatedAt: Date; conversationId: number } | undefined;
  nickName?: string | undefined;
}

export interface ChatServiceOptions {
  db: Database;
}

/** The service the gateway uses (types.ts), with what the REST routes need besides. */
export interface ChatModule extends ChatService {
  conversations(viewer: ChatViewer, locale: Locale): Promise<ChatConversation[]>;
  /**
   * A page of the store's conversations (GET /merchant/conversations): newest first by the update time
   * to the second (the wire's precision), then the id, both descending; after the cursor when given.
   */
  storeConversations(
    shopId: number,
    query: StoreConversationsQuery,
    locale: Locale,
  ): Promise<ChatConversation[]>;
  /** A page of messages before `beforeSeq` (null: the newest), ascending. */
  page(
    viewer: ChatViewer,
    conversationId: number,
    beforeSeq: number | null,
    size: number,
    locale: Locale,
  ): Promise<ChatMessage[]>;
  shopInfo(
    userId: string,
    shopId: number,
    now: Date,
    agentsOnline: (shopId: number) => Promise<boolean>,
    locale: Locale,
  ): Promise<ChatShopInfo>;
  createInquiry(
    userId: string,
    input: { shopId: number; prodId?: number | undefined; orderNumber?: string | undefined },
    now: Date,
  ): Promise<ChatInquiry>;
  recordBrowse(userId: string, prodId: number, now: Date): Promise<void>;
  recentBrowse(userId: string, locale: Locale): Promise<RecentBrowseItem[]>;
  serviceHours(shopId: number): Promise<ChatServiceHours>;
  setServiceHours(shopId: number, hours: ChatServiceHours, now: Date): Promise<ChatServiceHours>;
  /** Records that an agent of the store used the chat (the database presence). */
  agentSeen(shopId: number, merchantId: number, now: Date): Promise<void>;
  /** The database presence: an agent of the store seen within CHAT_AGENT_SEEN_MS of `now`. */
  agentsSeen(shopId: number, now: Date): Promise<boolean>;
}

export function createChatService({ db }: ChatServiceOptions): ChatModule {
  /** The store if a shopper can reach it, else BusinessError(shopNotFound). */
  async function reachableShop(shopId: number, conn: Database = db) {
    const [shop] = await conn
      .select()
      .from(shops)
      .where(and(eq(shops.shopId, shopId), inArray(shops.status, REACHABLE_SHOP_STATUSES)));
    if (!shop) throw new BusinessError(messages.shopNotFound);
    return shop;
  }

  async function serviceHours(shopId: number): Promise<ChatServiceHours> {
    const [row] = await db.select().from(chatServiceHours).where(eq(chatServiceHours.shopId, shopId));
    return row
      ? { start: clockOf(row.startMinute), end: clockOf(row.endMinute) }
      : { ...CHAT_SERVICE_HOURS_DEFAULT };
  }

  /** The card of a product on sale, else BusinessError. */
  async function productCard(tx: Database, content: string): Promise<CardSnapshot> {
    const prodId = /^[1-9]\d{0,8}$/.test(content) ? Number(content) : 0;
    const [row] = prodId
      ? await tx
          .select({
            prodId: products.prodId,
            nameZh: products.nameZh,
            nameEn: products.nameEn,
            pic: products.pic,
            price: products.price,
          })
          .from(products)
          .where(and(eq(products.prodId, prodId), productOnSale))
      : [];
    if (!row) throw new BusinessError(messages.chatProductUnavailable);
    return { kind: 'prod', ...row };
  }

  /** The card of an order of `userId` in store `shopId`, else BusinessError(orderNotFound). */
  async function orderCard(
    tx: Database,
    content: string,
    userId: string,
    shopId: number,
  ): Promise<CardSnapshot> {
    const [order] = /^\d{1,32}$/.test(content)
      ? await tx
          .select()
          .from(orders)
          .where(and(eq(orders.orderNumber, content), eq(orders.userId, userId), eq(orders.shopId, shopId)))
      : [];
    if (!order) throw new BusinessError(messages.orderNotFound);
    const [first] = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId))
      .orderBy(asc(orderItems.orderItemId))
      .limit(1);
    return {
      kind: 'order',
      orderNumber: order.orderNumber,
      status: order.status,
      actualTotal: order.actualTotal,
      prodNameZh: first?.prodNameZh ?? '',
      prodNameEn: first?.prodNameEn ?? '',
      pic: first?.pic ?? '',
      productNums: order.productNums,
      createdAt: order.createdAt.toISOString(),
    };
  }

  /** The viewer's conversation, locked for this transaction; BusinessError when it is not the viewer's. */
  async function lockedConversation(
    tx: Database,
    viewer: ChatViewer,
    input: ChatSendInput,
    now: Date,
  ): Promise<ConversationRow> {
    if (viewer.side === 'user' && input.shopId !== undefined) {
      const shopId = input.shopId;
      await reachableShop(shopId, tx);
      await tx
        .insert(chatConversations)
        .values({ userId: viewer.userId, shopId, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.userId, viewer.userId), eq(chatConversations.shopId, shopId)))
        .for('update');
      if (!row) throw notFound();
      return row;
    }
    if (input.conversationId === undefined) {
      throw viewer.side === 'user' ? new BusinessError(messages.shopNotFound) : notFound();
    }
    const [row] = await tx
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.conversationId, input.conversationId), ownedBy(viewer)))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  /** The conversation if it is the viewer's, else BusinessError (not found). */
  async function ownConversation(viewer: ChatViewer, conversationId: number): Promise<ConversationRow> {
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.conversationId, conversationId), ownedBy(viewer)));
    if (!row) throw notFound();
    return row;
  }

  async function send(
    viewer: ChatViewer,
    input: ChatSendInput,
    now: Date,
    agentsOnline: (shopId: number) => Promise<boolean>,
    locale: Locale = 'zh',
  ): Promise<ChatSent> {
    const sender: ChatSide = viewer.side;
    // Cheap checks first; the rest needs the conversation.
    if (!CHAT_CLIENT_MSG_ID.test(input.clientMsgId)) throw new BusinessError(messages.invalid);
    const text = input.msgType === 'text' ? checkedText(input.content) : null;
    if (input.msgType === 'image' && !isUploadUrl(input.content)) {
      throw new BusinessError(messages.chatImageInvalid);
    }
    const { row, duplicate, userId, shopId } = await db.transaction(async (tx) => {
      // A repeat of a stored message is acknowledged with it whatever changed since (the store gone
      // offline): looked up before the checks of a new message.
      const conversationOf =
        viewer.side === 'user' && input.shopId !== undefined
          ? and(eq(chatConversations.userId, viewer.userId), eq(chatConversations.shopId, input.shopId))
          : input.conversationId !== undefined
            ? and(eq(chatConversations.conversationId, input.conversationId), ownedBy(viewer))
            : undefined;
      const [repeat] = conversationOf
        ? await tx
            .select({
              row: chatMessages,
              userId: chatConversations.userId,
              shopId: chatConversations.shopId,
            })
            .from(chatMessages)
            .innerJoin(chatConversations, eq(chatConversations.conversationId, chatMessages.conversationId))
            .where(
              and(
                conversationOf,
                eq(chatMessages.sender, sender),
                eq(chatMessages.clientMsgId, input.clientMsgId),
              ),
            )
        : [];
      if (repeat) return { ...repeat, duplicate: true };
      const conversation = await lockedConversation(tx, viewer, input, now);
      const id = conversation.conversationId;
      const parties = { userId: conversation.userId, shopId: conversation.shopId };
      // Again under the conversation's lock: a concurrent repeat waits here and then finds the first.
      const [stored] = await tx
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, id),
            eq(chatMessages.sender, sender),
            eq(chatMessages.clientMsgId, input.clientMsgId),
          ),
        );
      if (stored) return { row: stored, duplicate: true, ...parties };
      let content = input.content;
      let card: CardSnapshot | null = null;
      switch (input.msgType) {
        case 'text':
          content = text!;
          break;
        case 'image':
          if (viewer.side === 'user') {
            await claimUploads(tx, viewer.userId, [content], messages.chatImageInvalid, now);
          } else {
            await claimShopUploads(tx, viewer.shopId, [content], messages.chatImageInvalid, now);
          }
          break;
        case 'prod':
          card = await productCard(tx, content);
          content = String((card as { prodId: number }).prodId);
          break;
        case 'order':
          // An order of this conversation's shopper and store, whichever side shows it.
          card = await orderCard(tx, content, conversation.userId, conversation.shopId);
          break;
      }
      const seq = conversation.lastSeq + 1;
      // A sender that had read everything has read its own message too; a mark behind stays (the peer's
      // messages after it, maybe still on their way, are not seen by sending).
      const caughtUp =
        (sender === 'user' ? conversation.userReadSeq : conversation.shopReadSeq) === conversation.lastSeq;
      await tx
        .update(chatConversations)
        .set({
          lastSeq: seq,
          // Instances' clocks may differ a little: the list's order never moves back.
          updatedAt: sql`greatest(${chatConversations.updatedAt}, ${now.toISOString()}::timestamptz)`,
          ...(caughtUp ? (sender === 'user' ? { userReadSeq: seq } : { shopReadSeq: seq }) : {}),
        })
        .where(eq(chatConversations.conversationId, id));
      const [inserted] = await tx
        .insert(chatMessages)
        .values({
          msgId: randomBytes(16).toString('hex'),
          conversationId: id,
          seq,
          sender,
          merchantId: viewer.side === 'shop' ? viewer.merchantId : null,
          clientMsgId: input.clientMsgId,
          msgType: input.msgType,
          content,
          card,
          createdAt: now,
        })
        .returning();
      return { row: inserted!, duplicate: false, ...parties };
    });
    const customerOffline =
      sender === 'user' &&
      (!withinServiceHours(await serviceHours(shopId), now) || !(await agentsOnline(shopId)));
    return { message: toChatMessage(row, locale), userId, shopId, duplicate, customerOffline };
  }

  async function after(
    viewer: ChatViewer,
    conversationId: number,
    afterSeq: number,
    limit: number,
    locale: Locale = 'zh',
  ): Promise<ChatMessage[]> {
    await ownConversation(viewer, conversationId);
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
    return rows.map((row) => toChatMessage(row, locale));
  }

  async function page(
    viewer: ChatViewer,
    conversationId: number,
    beforeSeq: number | null,
    size: number,
    locale: Locale,
  ): Promise<ChatMessage[]> {
    await ownConversation(viewer, conversationId);
    const conditions = [eq(chatMessages.conversationId, conversationId)];
    if (beforeSeq !== null) conditions.push(lt(chatMessages.seq, beforeSeq));
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(...conditions))
      .orderBy(desc(chatMessages.seq))
      .limit(size);
    return rows.reverse().map((row) => toChatMessage(row, locale));
  }

  async function read(viewer: ChatViewer, conversationId: number, seq: number) {
    const column = viewer.side === 'user' ? chatConversations.userReadSeq : chatConversations.shopReadSeq;
    const [row] = await db
      .update(chatConversations)
      .set(
        viewer.side === 'user'
          ? { userReadSeq: sql`greatest(${column}, least(${seq}, ${chatConversations.lastSeq}))` }
          : { shopReadSeq: sql`greatest(${column}, least(${seq}, ${chatConversations.lastSeq}))` },
      )
      .where(and(eq(chatConversations.conversationId, conversationId), ownedBy(viewer)))
      .returning({
        userId: chatConversations.userId,
        shopId: chatConversations.shopId,
        seq: column,
      });
    if (!row) throw notFound();
    return row;
  }

  /** The conversations of the viewer with their stores, shoppers, last messages and unread counts. */
  async function conversationRows(viewer: ChatViewer, where: SQL, locale: Locale, limit: number) {
    const peer: ChatSide = viewer.side === 'user' ? 'shop' : 'user';
    const readSeq = viewer.side === 'user' ? chatConversations.userReadSeq : chatConversations.shopReadSeq;
    const peerReadSeq =
      viewer.side === 'user' ? chatConversations.shopReadSeq : chatConversations.userReadSeq;
    const rows = await db
      .select({
        conversation: chatConversations,
        shopNameZh: shops.nameZh,
        shopNameEn: shops.nameEn,
        shopLogo: shops.logo,
        nickName: users.nickName,
        userPic: users.pic,
        last: chatMessages,
        readSeq,
        peerReadSeq,
        unread: sql<number>`(select count(*)::int from ${chatMessages} u
          where u.conversation_id = ${chatConversations.conversationId}
            and u.seq > ${readSeq} and u.sender = ${peer})`,
      })
      .from(chatConversations)
      .innerJoin(shops, eq(shops.shopId, chatConversations.shopId))
      .innerJoin(users, eq(users.userId, chatConversations.userId))
      .leftJoin(
        chatMessages,
        and(
          eq(chatMessages.conversationId, chatConversations.conversationId),
          eq(chatMessages.seq, chatConversations.lastSeq),
        ),
      )
      .where(where)
      .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.conversationId))
      .limit(limit);
    return rows.map((row): ChatConversation => ({
      conversationId: row.conversation.conversationId,
      shopId: row.conversation.shopId,
      shopName: localized(locale, row.shopNameZh, row.shopNameEn),
      shopLogo: row.shopLogo || null,
      userId: row.conversation.userId,
      nickName: row.nickName,
      userPic: row.userPic || null,
      lastMessage: row.last ? toChatMessage(row.last, locale) : null,
      unread: Number(row.unread),
      readSeq: row.readSeq,
      peerReadSeq: row.peerReadSeq,
      updateTime: formatDate(row.conversation.updatedAt),
    }));
  }

  async function signInquiry(claims: InquiryClaims): Promise<string> {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const key = await signingKey(db, 'chat-inquiry');
    const mac = createHmac('sha256', key).update(`chat-inquiry.${payload}`).digest('base64url');
    return `${payload}.${mac}`;
  }

  return {
    send,
    after,
    read,
    page,

    conversations: (viewer, locale) =>
      conversationRows(viewer, ownedBy(viewer), locale, CHAT_CONVERSATIONS_MAX),

    async storeConversations(shopId, query, locale) {
      // The keyset at the wire's precision (updateTime has whole seconds): the page's ids first, from
      // the store's conversations alone, then their rows. `updated_at < T + 1 s` keeps the scan on the
      // (shop_id, updated_at) index; the second's comparison decides.
      const second = sql`date_trunc('second', ${chatConversations.updatedAt})`;
      const conditions: SQL[] = [eq(chatConversations.shopId, shopId)];
      const { before } = query;
      if (before) {
        const at = before.updatedAt.toISOString();
        conditions.push(
          sql`${chatConversations.updatedAt} < ${at}::timestamptz + interval '1 second'`,
          sql`(${second}, ${chatConversations.conversationId}) < (${at}::timestamptz, ${before.conversationId})`,
        );
      }
      if (query.nickName) {
        conditions.push(
          sql`${chatConversations.userId} in (select ${users.userId} from ${users} where ${ilike(users.nickName, containsPattern(query.nickName))})`,
        );
      }
      const page = await db
        .select({ id: chatConversations.conversationId })
        .from(chatConversations)
        .where(and(...conditions))
        .orderBy(sql`${second} desc`, desc(chatConversations.conversationId))
        .limit(query.size);
      if (page.length === 0) return [];
      const ids = page.map((row) => row.id);
      const rows = await conversationRows(
        { side: 'shop', shopId, merchantId: 0 },
        and(eq(chatConversations.shopId, shopId), inArray(chatConversations.conversationId, ids))!,
        locale,
        ids.length,
      );
      const at = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((a, b) => at.get(a.conversationId)! - at.get(b.conversationId)!);
    },

    async shopInfo(userId, shopId, now, agentsOnline, locale) {
      const shop = await reachableShop(shopId);
      const hours = await serviceHours(shopId);
      const online = withinServiceHours(hours, now) && (await agentsOnline(shopId));
      const [conversation] = await conversationRows(
        { side: 'user', userId },
        and(eq(chatConversations.userId, userId), eq(chatConversations.shopId, shopId))!,
        locale,
        1,
      );
      return {
        shopId,
        shopName: localized(locale, shop.nameZh, shop.nameEn),
        shopLogo: shop.logo || null,
        serviceHours: hours,
        online,
        conversation: conversation ?? null,
      };
    },

    async createInquiry(userId, input, now) {
      await reachableShop(input.shopId);
      if (input.prodId !== undefined) {
        const [product] = await db
          .select({ prodId: products.prodId })
          .from(products)
          .where(and(eq(products.prodId, input.prodId), eq(products.shopId, input.shopId), productOnSale));
        if (!product) throw new BusinessError(messages.chatProductUnavailable);
      }
      if (input.orderNumber !== undefined) {
        const [order] = await db
          .select({ orderId: orders.orderId })
          .from(orders)
          .where(
            and(
              eq(orders.orderNumber, input.orderNumber),
              eq(orders.userId, userId),
              eq(orders.shopId, input.shopId),
            ),
          );
        if (!order) throw new BusinessError(messages.orderNotFound);
      }
      const expires = now.getTime() + CHAT_INQUIRY_TTL_MS;
      const inquiry = await signInquiry({
        u: userId,
        s: input.shopId,
        p: input.prodId ?? null,
        o: input.orderNumber ?? null,
        e: expires,
      });
      return { inquiry, shopId: input.shopId, expires };
    },

    async openInquiry(userId, token, now) {
      const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, payload, mac] = match as unknown as [string, string, string];
      const key = await signingKey(db, 'chat-inquiry');
      const expected = createHmac('sha256', key).update(`chat-inquiry.${payload}`).digest();
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // One spelling per token: the last character's unused low bits must be zero (base64url decoding
      // ignores them, so a changed one would otherwise pass as the same MAC).
      if (given.toString('base64url') !== mac) return null;
      let claims: InquiryClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as InquiryClaims;
      } catch {
        return null;
      }
      if (claims.u !== userId || !(claims.e > now.getTime())) return null;
      return { shopId: claims.s, prodId: claims.p, orderNumber: claims.o };
    },

    async recordBrowse(userId, prodId, now) {
      const [product] = await db
        .select({ prodId: products.prodId })
        .from(products)
        .where(and(eq(products.prodId, prodId), productOnSale));
      if (!product) throw new BusinessError(messages.chatProductUnavailable);
      await db.transaction(async (tx) => {
        await tx
          .insert(chatRecentBrowse)
          .values({ userId, prodId, browsedAt: now })
          .onConflictDoUpdate({
            target: [chatRecentBrowse.userId, chatRecentBrowse.prodId],
            set: { browsedAt: sql`greatest(${chatRecentBrowse.browsedAt}, excluded.browsed_at)` },
          });
        // Only the newest views are kept.
        await tx.execute(sql`delete from ${chatRecentBrowse}
          where ${chatRecentBrowse.userId} = ${userId} and ${chatRecentBrowse.prodId} not in (
            select prod_id from ${chatRecentBrowse} where user_id = ${userId}
            order by browsed_at desc, prod_id desc limit ${RECENT_BROWSE_KEPT})`);
      });
    },

    async recentBrowse(userId, locale) {
      const rows = await db
        .select({
          prodId: products.prodId,
          nameZh: products.nameZh,
          nameEn: products.nameEn,
          pic: products.pic,
          price: products.price,
          shopId: products.shopId,
          browsedAt: chatRecentBrowse.browsedAt,
        })
        .from(chatRecentBrowse)
        .innerJoin(products, eq(products.prodId, chatRecentBrowse.prodId))
        .where(and(eq(chatRecentBrowse.userId, userId), productOnSale))
        .orderBy(desc(chatRecentBrowse.browsedAt), desc(chatRecentBrowse.prodId))
        .limit(CHAT_RECENT_BROWSE_MAX);
      return rows.map((row) => ({
        prodId: row.prodId,
        prodName: localized(locale, row.nameZh, row.nameEn),
        pic: row.pic,
        price: centsToYuan(row.price),
        shopId: row.shopId,
        browseTime: formatDate(row.browsedAt),
      }));
    },

    serviceHours,

    async setServiceHours(shopId, hours, now) {
      const values = { startMinute: minutesOf(hours.start), endMinute: minutesOf(hours.end), updatedAt: now };
      await db
        .insert(chatServiceHours)
        .values({ shopId, ...values })
        .onConflictDoUpdate({ target: chatServiceHours.shopId, set: values });
      return serviceHours(shopId);
    },

    async agentSeen(shopId, merchantId, now) {
      await db
        .insert(chatAgentPresence)
        .values({ shopId, merchantId, seenAt: now })
        .onConflictDoUpdate({
          target: [chatAgentPresence.shopId, chatAgentPresence.merchantId],
          set: { seenAt: now },
          setWhere: lt(chatAgentPresence.seenAt, new Date(now.getTime() - AGENT_SEEN_REFRESH_MS)),
        });
    },

    async agentsSeen(shopId, now) {
      const [row] = await db
        .select({ shopId: chatAgentPresence.shopId })
        .from(chatAgentPresence)
        .where(
          and(
            eq(chatAgentPresence.shopId, shopId),
            gt(chatAgentPresence.seenAt, new Date(now.getTime() - CHAT_AGENT_SEEN_MS)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
