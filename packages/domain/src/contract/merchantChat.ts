// The merchant centre's chat workspace (issue 17 item 8, decisions/0069, docs/api.md "Merchant API: the
// chat workspace"): the store's quick replies (GET/POST/PUT /merchant/chat/quickReplies, DELETE
// /merchant/chat/quickReplies/{replyId}), the customer-service switch (GET/PUT /merchant/chat/online)
// and the shopper beside a conversation (GET /merchant/conversations/{conversationId}/customer: their
// nickname, their recent views of THIS store's products, their orders in this store). Every route needs
// the `chat` permission. The quick replies' limits are here, for the server and the form alike.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { requiredId } from './page.ts';

/** How many quick replies a store may keep. */
export const QUICK_REPLY_MAX = 50;
/** A quick reply's length in characters (code points); it is sent as a chat text, so at most CHAT_TEXT_MAX. */
export const QUICK_REPLY_TEXT_MAX = 200;
/** The largest sort number (the list is ordered by it, then by creation). */
export const QUICK_REPLY_SORT_MAX = 9999;
/** How many of the shopper's recent views and orders the customer panel shows. */
export const CHAT_CUSTOMER_BROWSE_MAX = 20;
export const CHAT_CUSTOMER_ORDERS_MAX = 10;

/** A quick reply's text: trimmed, not empty, at most QUICK_REPLY_TEXT_MAX characters. */
export const quickReplyText = z
  .string({ error: messages.quickReplyTextInvalid.id })
  .trim()
  .refine((s) => s.length > 0 && [...s].length <= QUICK_REPLY_TEXT_MAX, messages.quickReplyTextInvalid.id);

const sortNumber = z
  .number({ error: messages.quickReplySortInvalid.id })
  .int(messages.quickReplySortInvalid.id)
  .min(0, messages.quickReplySortInvalid.id)
  .max(QUICK_REPLY_SORT_MAX, messages.quickReplySortInvalid.id);

const replyId = z
  .number({ error: messages.quickReplyNotFound.id })
  .int(messages.quickReplyNotFound.id)
  .min(1, messages.quickReplyNotFound.id)
  .max(999_999_999, messages.quickReplyNotFound.id);

/** A quick reply as the store keeps it. */
export const QuickReply = z
  .object({ replyId: z.number().int(), content: z.string(), seq: z.number().int() })
  .meta({ id: 'QuickReply' });
export type QuickReply = z.infer<typeof QuickReply>;
/** GET /merchant/chat/quickReplies: the store's quick replies by `seq`, then oldest first. */
export const QuickReplyList = z.array(QuickReply);
export type QuickReplyList = z.infer<typeof QuickReplyList>;

/** POST /merchant/chat/quickReplies `{content, seq?}` (no seq: after the last); answers the new one. */
export const QuickReplyCreateParam = z.object({ content: quickReplyText, seq: sortNumber.optional() });
export type QuickReplyCreateParam = z.input<typeof QuickReplyCreateParam>;
/** PUT /merchant/chat/quickReplies `{replyId, content, seq}`; answers it. */
export const QuickReplyUpdateParam = z.object({ replyId, content: quickReplyText, seq: sortNumber });
export type QuickReplyUpdateParam = z.input<typeof QuickReplyUpdateParam>;
/** DELETE /merchant/chat/quickReplies/{replyId}. */
export const QuickReplyParams = z.object({ replyId: requiredId });

/**
 * GET/PUT /merchant/chat/online `{online}`: the store's customer-service switch. Off, shoppers see
 * "customer service is not online" exactly as outside the service hours, whoever is connected.
 */
export const ChatOnlineSwitch = z
  .object({ online: z.boolean({ error: messages.invalid.id }) })
  .meta({ id: 'ChatOnlineSwitch' });
export type ChatOnlineSwitch = z.infer<typeof ChatOnlineSwitch>;

/** GET /merchant/chat/unread: the shoppers' messages the store has not read yet, in all its conversations. */
export const ChatUnreadTotal = z
  .object({ unread: z.number().int().nonnegative() })
  .meta({ id: 'ChatUnreadTotal' });
export type ChatUnreadTotal = z.infer<typeof ChatUnreadTotal>;

/** One of the shopper's recent views of the store's products (from the page logs), newest first. */
export const ChatCustomerBrowse = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  pic: z.string(),
  price: z.number(),
  /** 1 on sale, 0 off sale. */
  status: z.number().int(),
  browseTime: z.string(),
});
export type ChatCustomerBrowse = z.infer<typeof ChatCustomerBrowse>;

/** One of the shopper's orders in the store, newest first. */
export const ChatCustomerOrder = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  actualTotal: z.number(),
  productNums: z.number().int(),
  /** The first line's product name (in the reader's language). */
  prodName: z.string(),
  createTime: z.string(),
});
export type ChatCustomerOrder = z.infer<typeof ChatCustomerOrder>;

/**
 * GET /merchant/conversations/{conversationId}/customer: the shopper of one of the store's
 * conversations, as far as the store may see them: nickname and picture, their recent views of the
 * store's products, their orders in the store (the newest CHAT_CUSTOMER_ORDERS_MAX and how many in all).
 * Nothing of other stores.
 */
export const ChatCustomer = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    userPic: z.string().nullable(),
    browse: z.array(ChatCustomerBrowse),
    orders: z.array(ChatCustomerOrder),
    orderCount: z.number().int(),
  })
  .meta({ id: 'ChatCustomer' });
export type ChatCustomer = z.infer<typeof ChatCustomer>;
