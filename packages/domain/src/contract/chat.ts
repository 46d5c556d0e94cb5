// Customer-service chat (issue 16): the REST shapes (GET /p/user/conversations and its messages, read,
// recent browse; the same shapes under /merchant/conversations) and the websocket's frames at
// /api/im/ws, both ways. One conversation per shopper and shop; each message has a per-conversation
// increasing `seq` (1, 2, ...), a server `msgId`, `createTime` (the wire's `YYYY-MM-DD hh:mm:ss`, China
// Standard Time) and the side that sent it. A client resumes after a dropped connection with `sync`
// from the last `seq` it saw, and resends its unacknowledged messages with their `clientMsgId`: the
// server stores each `clientMsgId` once and acknowledges a repeat with the message it stored.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import type { MyOrder } from './order.ts';
import { formatDate, parseMallDateTime } from '../time.ts';
import {
  blankToUndefined,
  idText,
  optionalId,
  PageQuery,
  requiredId,
  searchText,
  type QueryOf,
} from './page.ts';

/** A text message's length, in characters (code points). */
export const CHAT_TEXT_MAX = 500;
/** A frame's size, in bytes of its JSON text: a larger one is refused. */
export const CHAT_FRAME_MAX_BYTES = 8 * 1024;
/** Frames a connection may send in one second: more are refused. */
export const CHAT_FRAMES_PER_SECOND = 20;
/** The recent-browse list's length (distinct products, newest first). */
export const CHAT_RECENT_BROWSE_MAX = 20;
/** A message page's size at most (the default is the paging default, 10). */
export const CHAT_PAGE_SIZE_MAX = 50;
/** A `clientMsgId`: the client's own id of a message it sends (a UUID or any 8 to 64 safe characters). */
export const CHAT_CLIENT_MSG_ID = /^[A-Za-z0-9_-]{8,64}$/;
/**
 * A browser's device id in the `auth` frame (16 to 64 url-safe characters): a shopper's new connection
 * takes over only the connections of another device (or of none); the tabs of one browser share it.
 */
export const CHAT_DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** The merchant's conversation list: a page's size by default, and at most. */
export const CHAT_CONVERSATION_PAGE_DEFAULT = 20;
export const CHAT_CONVERSATION_PAGE_MAX = 100;
/** The websocket's close code for a first frame that is not a good `auth`, or a token that is not live. */
export const CHAT_CLOSE_UNAUTHORIZED = 4401;
/** The close code of a connection taken over by a newer one of the same shopper (`loggedInElsewhere`). */
export const CHAT_CLOSE_REPLACED = 4409;
/** The close code after `offline` (the token was revoked or expired). */
export const CHAT_CLOSE_OFFLINE = 4403;
/** How long an inquiry opened from a product or order page may wait before the chat page opens it. */
export const CHAT_INQUIRY_TTL_MS = 30 * 60 * 1000;
/**
 * The service hours a store shows by default (7*8: every day of the week, eight hours), China Standard
 * Time, `HH:mm`. Outside them, or with no agent of the store online, a shopper's messages are still
 * stored and the shopper is told once that customer service is not online.
 */
export const CHAT_SERVICE_HOURS_DEFAULT = { start: '09:00', end: '17:00' } as const;

/** A seq at most (PostgreSQL's integer): a larger one is refused as malformed, not sent to the database. */
export const CHAT_SEQ_MAX = 2_147_483_647;
/**
 * An id in a JSON body or a frame: a number inside PostgreSQL's integer (a larger one would be a
 * database error, not a refusal).
 */
const bodyId = z
  .number({ error: messages.queryIdInvalid.id })
  .int(messages.queryIdInvalid.id)
  .min(1, messages.queryIdInvalid.id)
  .max(999_999_999, messages.queryIdInvalid.id);

/** The path of the chat websocket (under the API's mount: `/api/im/ws`). */
export const CHAT_WS_PATH = '/im/ws';

export const ChatMsgType = z.enum(['text', 'image', 'prod', 'order']);
export type ChatMsgType = z.infer<typeof ChatMsgType>;
/** Who sent a message: the shopper (`user`) or the store's customer service (`shop`). */
export const ChatSide = z.enum(['user', 'shop']);
export type ChatSide = z.infer<typeof ChatSide>;

/** A product card message's product, as the server read it when the message was sent. */
export const ChatProdCard = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  pic: z.string(),
  price: z.number().meta({ description: 'wire yuan' }),
});
export type ChatProdCard = z.infer<typeof ChatProdCard>;

/** An order card message's order (only the shopper's own can be sent; the store sees its own orders). */
export const ChatOrderCard = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  actualTotal: z.number().meta({ description: 'wire yuan' }),
  prodName: z.string().meta({ description: "the first line's product" }),
  pic: z.string(),
  productNums: z.number().int(),
  createTime: z.string(),
});
export type ChatOrderCard = z.infer<typeof ChatOrderCard>;

/**
 * The order card of one of the shopper's orders as the chat shows it before it is sent (the order page's
 * inquiry): its first line's product; the server stores its own snapshot when the card is sent.
 */
export function chatOrderCardOf(order: z.infer<typeof MyOrder>): ChatOrderCard {
  const first = order.orderItemDtos[0];
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    actualTotal: order.actualTotal,
    prodName: first?.prodName ?? '',
    pic: first?.pic ?? '',
    productNums: order.productNums,
    createTime: order.createTime,
  };
}

/** A stored message. `content`: the text, the image URL, the product id or the order number. */
export const ChatMessage = z
  .object({
    msgId: z.string(),
    conversationId: z.number().int(),
    seq: z.number().int(),
    sender: ChatSide,
    msgType: ChatMsgType,
    content: z.string(),
    prod: ChatProdCard.nullable().meta({ description: 'msgType prod: the product' }),
    order: ChatOrderCard.nullable().meta({ description: 'msgType order: the order' }),
    createTime: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

/**
 * A conversation as one side sees it (GET /p/user/conversations, GET /merchant/conversations).
 * `unread`: the other side's messages after `readSeq`; `peerReadSeq`: how far the other side has read
 * (the reader's own messages up to it show as read).
 */
export const ChatConversation = z
  .object({
    conversationId: z.number().int(),
    shopId: z.number().int(),
    shopName: z.string(),
    shopLogo: z.string().nullable(),
    userId: z.string().meta({ description: "the shopper's id (the store's view needs it)" }),
    nickName: z.string().meta({ description: "the shopper's nickname" }),
    userPic: z.string().nullable(),
    lastMessage: ChatMessage.nullable(),
    unread: z.number().int(),
    readSeq: z.number().int(),
    peerReadSeq: z.number().int(),
    updateTime: z.string(),
  })
  .meta({ id: 'ChatConversation' });
export type ChatConversation = z.infer<typeof ChatConversation>;
export const ChatConversationList = z.array(ChatConversation);

/**
 * GET /merchant/conversations?size&beforeUpdateTime&beforeId&nickName: a page of the store's
 * conversations, newest first (by `updateTime`, to the second, then `conversationId`, both descending).
 * The next page names the last one shown: its `updateTime` and `conversationId` (both, or neither for
 * the first page). A conversation that a new message moves up leaves the pages still to come and is at
 * the top of the first page: paging never shows one twice. `nickName`: only the shoppers whose nickname
 * contains it.
 */
export const MerchantConversationsQuery = z
  .object({
    size: z
      .preprocess(blankToUndefined, idText(messages.queryPageInvalid).optional())
      .transform((n) => Math.min(n ?? CHAT_CONVERSATION_PAGE_DEFAULT, CHAT_CONVERSATION_PAGE_MAX)),
    beforeUpdateTime: z.preprocess(
      blankToUndefined,
      z
        .string({ error: messages.chatCursorInvalid.id })
        .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { error: messages.chatCursorInvalid.id })
        // A real time, written as the wire writes it (no 31 February rolled into March).
        .refine((text) => formatDate(parseMallDateTime(text)) === text, {
          error: messages.chatCursorInvalid.id,
        })
        .optional(),
    ),
    beforeId: z.preprocess(blankToUndefined, idText(messages.chatCursorInvalid).optional()),
    nickName: searchText,
  })
  .refine((q) => (q.beforeUpdateTime === undefined) === (q.beforeId === undefined), {
    error: messages.chatCursorInvalid.id,
  });
export type MerchantConversationsQuery = QueryOf<typeof MerchantConversationsQuery>;

/**
 * GET /p/user/conversations/shop?shopId: what the chat page shows before the first message: the store,
 * its service hours, whether customer service is available now, and the conversation if one exists.
 */
export const ChatShopQuery = z.object({ shopId: requiredId });
export const ChatShopInfo = z
  .object({
    shopId: z.number().int(),
    shopName: z.string(),
    shopLogo: z.string().nullable(),
    serviceHours: z.object({ start: z.string(), end: z.string() }),
    /** Inside the service hours and at least one agent of the store connected. */
    online: z.boolean(),
    conversation: ChatConversation.nullable(),
  })
  .meta({ id: 'ChatShopInfo' });
export type ChatShopInfo = z.infer<typeof ChatShopInfo>;

/**
 * GET/PUT /merchant/chat/serviceHours: a store's service hours, `HH:mm` China Standard Time, every day
 * (an end before the start runs past midnight; the two differ).
 */
const clockTime = z
  .string({ error: messages.chatServiceHoursInvalid.id })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.chatServiceHoursInvalid.id);
export const ChatServiceHours = z
  .object({ start: clockTime, end: clockTime })
  .refine((hours) => hours.start !== hours.end, { message: messages.chatServiceHoursInvalid.id })
  .meta({ id: 'ChatServiceHours' });
export type ChatServiceHours = z.infer<typeof ChatServiceHours>;

export const ChatConversationParams = z.object({ conversationId: requiredId });
/** GET …/messages?beforeSeq&size: the page before `beforeSeq` (absent: the newest), in ascending `seq`. */
export const ChatMessagesQuery = z.object({
  beforeSeq: optionalId,
  size: PageQuery.shape.size.transform((n) => Math.min(n, CHAT_PAGE_SIZE_MAX)),
});
export const ChatMessageList = z.array(ChatMessage);
/** POST …/read `{seq}`: this side has read up to `seq` (never moves back). */
export const ChatReadParam = z.object({
  seq: z
    .number({ error: messages.invalid.id })
    .int(messages.invalid.id)
    .min(0, messages.invalid.id)
    .max(CHAT_SEQ_MAX, messages.invalid.id),
});

/** POST /p/user/recentBrowse (form-encoded `prodId`): a product view. */
export const RecentBrowseParam = z.object({ prodId: requiredId });
/** GET /p/user/recentBrowse: the last CHAT_RECENT_BROWSE_MAX distinct products, newest first. */
export const RecentBrowseItem = z
  .object({
    prodId: z.number().int(),
    prodName: z.string(),
    pic: z.string(),
    price: z.number(),
    shopId: z.number().int(),
    browseTime: z.string(),
  })
  .meta({ id: 'RecentBrowseItem' });
export type RecentBrowseItem = z.infer<typeof RecentBrowseItem>;
export const RecentBrowseList = z.array(RecentBrowseItem);

/**
 * POST /p/user/conversations/inquiry `{shopId, prodId?, orderNumber?}`: an inquiry started on a product
 * or order page; the chat page opens it with the websocket's `open` frame. It expires after
 * CHAT_INQUIRY_TTL_MS (`inquiryExpired`, "click to re-consult" starts a new one).
 */
export const ChatInquiryParam = z.object({
  shopId: bodyId,
  prodId: bodyId.optional(),
  orderNumber: z.string().max(64, messages.invalid.id).optional(),
});
export const ChatInquiry = z
  .object({ inquiry: z.string(), shopId: z.number().int(), expires: z.number().int() })
  .meta({ id: 'ChatInquiry' });
export type ChatInquiry = z.infer<typeof ChatInquiry>;

// ---- Websocket frames (JSON text). ----

const clientMsgId = z.string().regex(CHAT_CLIENT_MSG_ID, messages.invalid.id);
const seq = z.number().int().min(0).max(CHAT_SEQ_MAX, messages.invalid.id);
const conversationId = bodyId;

/** Frames a client sends. The first must be `auth`. */
export const ChatClientFrame = z.discriminatedUnion('type', [
  // One member per discriminator value (zod refuses two `auth` members): a shopper's `token` or a
  // merchant's `merchantToken`, exactly one of them.
  z
    .object({
      type: z.literal('auth'),
      token: z.string().min(1).max(200).optional(),
      merchantToken: z.string().min(1).max(200).optional(),
      /** The shopper's browser (CHAT_DEVICE_ID): its other tabs are not taken over. */
      deviceId: z.string().regex(CHAT_DEVICE_ID).optional(),
    })
    .refine((frame) => (frame.token === undefined) !== (frame.merchantToken === undefined)),
  z.object({
    type: z.literal('send'),
    clientMsgId,
    /** The shopper names the store; the merchant names the conversation. */
    shopId: bodyId.optional(),
    conversationId: conversationId.optional(),
    msgType: ChatMsgType,
    content: z.string().max(CHAT_FRAME_MAX_BYTES),
  }),
  z.object({ type: z.literal('sync'), conversationId, afterSeq: seq }),
  z.object({ type: z.literal('read'), conversationId, seq }),
  z.object({ type: z.literal('open'), inquiry: z.string().min(1).max(500) }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof ChatClientFrame>;

/** The notices of spec section 8, by code. */
export const ChatNoticeCode = z.enum(['customerOffline', 'loggedInElsewhere', 'offline', 'inquiryExpired']);
export type ChatNoticeCode = z.infer<typeof ChatNoticeCode>;

/** Frames the server sends. */
export const ChatServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authed'), side: ChatSide, shopId: z.number().int().nullable() }),
  z.object({
    type: z.literal('ack'),
    clientMsgId: z.string(),
    msgId: z.string(),
    conversationId: z.number().int(),
    seq: z.number().int(),
    createTime: z.string(),
  }),
  /** `{type: 'message', …the message}`. */
  ChatMessage.extend({ type: z.literal('message') }),
  z.object({ type: z.literal('synced'), conversationId: z.number().int(), seq: z.number().int() }),
  /**
   * `side` read the conversation up to `seq`: the other side's (this side's messages up to it show as
   * read), or this side's from another connection (another agent of the store, another tab or device of
   * the shopper: this side's unread count drops).
   */
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int(),
    seq: z.number().int(),
    side: ChatSide,
  }),
  z.object({
    type: z.literal('opened'),
    shopId: z.number().int(),
    prodId: z.number().int().nullable(),
    orderNumber: z.string().nullable(),
  }),
  z.object({ type: z.literal('notice'), code: ChatNoticeCode, shopId: z.number().int().optional() }),
  z.object({ type: z.literal('error'), message: z.string(), clientMsgId: z.string().optional() }),
  z.object({ type: z.literal('pong') }),
]);
export type ChatServerFrame = z.infer<typeof ChatServerFrame>;

/** The state of a client's connection, as the chat panel shows it. */
export type ChatConnectionState = 'connecting' | 'open' | 'reconnecting' | 'broken' | 'offline' | 'replaced';

// ---- The request shapes' types, as the client sends them (added for packages/client). ----

export type ChatShopQuery = QueryOf<typeof ChatShopQuery>;
export type ChatMessagesQuery = QueryOf<typeof ChatMessagesQuery>;
export type ChatReadParam = z.input<typeof ChatReadParam>;
/** A form, like a query: the id as a number here, its text on the wire. */
export type RecentBrowseParam = QueryOf<typeof RecentBrowseParam>;
export type ChatInquiryParam = z.input<typeof ChatInquiryParam>;
