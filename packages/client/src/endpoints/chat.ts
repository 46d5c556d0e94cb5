// Customer-service chat's REST calls (issue 16; shapes in domain's contract/chat.ts): the shopper's
// conversations under /p/user/conversations, recent browse (a form-encoded POST), the chat image upload,
// and the merchant's same calls under /merchant/ (the client given must carry the merchant token). The
// live part (messages as they happen, acknowledgements, resume) is the websocket: src/chat/connection.ts.
import type { AxiosInstance } from 'axios';
import { CHAT_CONVERSATION_PAGE_DEFAULT, CHAT_CONVERSATION_PAGE_MAX } from '@mall/domain';
import type {
  ChatConversation,
  ChatInquiry,
  ChatInquiryParam,
  ChatMessage,
  ChatMessagesQuery,
  ChatReadParam,
  ChatShopInfo,
  ChatShopQuery,
  MerchantConversationsQuery,
  RecentBrowseItem,
  RecentBrowseParam,
} from '@mall/domain';
import { query } from '../endpoint.ts';
import { params } from './types.ts';

/** A store's service hours (`HH:mm`, China Standard Time): the chat page's, and the merchant's GET/PUT. */
type ChatServiceHours = ChatShopInfo['serviceHours'];

/** A conversation's messages: which one, and the page (`beforeSeq` absent: the newest). */
export type ChatMessagesArgs = { conversationId: number } & ChatMessagesQuery;

/** The path of a conversation's resource: `{conversationId}` in `path` replaced. */
const conversationPath = (path: string, conversationId: number) =>
  path.replace('{conversationId}', encodeURIComponent(String(conversationId)));

const messagesQuery = (path: string) =>
  query<ChatMessagesArgs, ChatMessage[]>(
    path,
    async (http, { conversationId, ...page }, at) =>
      (await http.get<ChatMessage[]>(conversationPath(at, conversationId), { params: params(page) })).data,
  );

const readCall =
  (path: string) =>
  async (http: AxiosInstance, conversationId: number, seq: number): Promise<void> => {
    const body: ChatReadParam = { seq };
    await http.post(conversationPath(path, conversationId), body);
  };

const uploadCall =
  (path: string) =>
  async (http: AxiosInstance, file: File): Promise<string> => {
    const form = new FormData();
    form.append('file', file);
    return (await http.post<string>(path, form)).data;
  };

// ---- Shopper (/p/: the shopper's token). ----

/** The shopper's conversations, the latest first, each with its last message and unread count. */
export const getChatConversations = query<void, ChatConversation[]>(
  '/p/user/conversations',
  async (http, _args, path) => (await http.get<ChatConversation[]>(path)).data,
);

/** What the chat page shows of a store before the first message: hours, online, the conversation. */
export const getChatShopInfo = query<ChatShopQuery, ChatShopInfo>(
  '/p/user/conversations/shop',
  async (http, search, path) => (await http.get<ChatShopInfo>(path, { params: search })).data,
);

/** A page of a conversation's messages (the newest without `beforeSeq`), in ascending `seq`. */
export const getChatMessages = messagesQuery('/p/user/conversations/{conversationId}/messages');

/** The shopper has read the conversation up to `seq` (never moves back). */
export const readChat = readCall('/p/user/conversations/{conversationId}/read');

/** Starts an inquiry from a product or order page; the chat page opens it (the websocket's `open`). */
export async function createChatInquiry(http: AxiosInstance, body: ChatInquiryParam): Promise<ChatInquiry> {
  return (await http.post<ChatInquiry>('/p/user/conversations/inquiry', body)).data;
}

/** The shopper's last distinct products viewed, newest first (the chat side panel's cards). */
export const getRecentBrowse = query<void, RecentBrowseItem[]>(
  '/p/user/recentBrowse',
  async (http, _args, path) => (await http.get<RecentBrowseItem[]>(path)).data,
);

/**
 * Records a product view (form-encoded `prodId`, as the spec's table says). A background call: a
 * failure shows nothing.
 */
export async function recordRecentBrowse(http: AxiosInstance, body: RecentBrowseParam): Promise<void> {
  const form = new URLSearchParams({ prodId: String(body.prodId) });
  await http.post(getRecentBrowse.path, form, { silent: true });
}

/** Uploads a chat image (multipart field `file`; images only, 2 MB); answers its URL for an image message. */
export const uploadChatImage = uploadCall('/p/file/uploadImFile');

// ---- Merchant (/merchant/: the merchant token; a store's customer service). ----

/**
 * A page of the store's conversations, the latest first (`size` 20 by default, at most 100). The next
 * page: `beforeUpdateTime` and `beforeId`, the last one shown's `updateTime` and `conversationId`
 * (`nextConversationsPage`); `nickName` searches the shoppers' nicknames. The SWR key has the query.
 */
export const getMerchantChatConversations = query<MerchantConversationsQuery | void, ChatConversation[]>(
  '/merchant/conversations',
  async (http, page, path) =>
    (await http.get<ChatConversation[]>(path, page ? { params: params(page) } : undefined)).data,
);

/** The query of the page after `page` (the same size and search), or null when `page` was the last. */
export function nextConversationsPage(
  current: MerchantConversationsQuery,
  page: readonly ChatConversation[],
): MerchantConversationsQuery | null {
  const size = Math.min(current.size ?? CHAT_CONVERSATION_PAGE_DEFAULT, CHAT_CONVERSATION_PAGE_MAX);
  const last = page.at(-1);
  if (!last || page.length < size) return null;
  return { ...current, beforeUpdateTime: last.updateTime, beforeId: last.conversationId };
}

/** A page of one of the store's conversations, as the shopper's. */
export const getMerchantChatMessages = messagesQuery('/merchant/conversations/{conversationId}/messages');

/** The store has read the conversation up to `seq`. */
export const readMerchantChat = readCall('/merchant/conversations/{conversationId}/read');

/** Uploads an image for the store's customer service to send. */
export const uploadMerchantChatImage = uploadCall('/merchant/file/uploadImFile');

/** The store's service hours. */
export const getMerchantServiceHours = query<void, ChatServiceHours>(
  '/merchant/chat/serviceHours',
  async (http, _args, path) => (await http.get<ChatServiceHours>(path)).data,
);

/** Changes the store's service hours (`HH:mm`, China Standard Time). */
export async function setMerchantServiceHours(http: AxiosInstance, body: ChatServiceHours): Promise<void> {
  await http.put(getMerchantServiceHours.path, body);
}
