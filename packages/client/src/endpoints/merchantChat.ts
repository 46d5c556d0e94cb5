// The merchant centre's chat workspace (issue 17 item 8, decisions/0069, docs/api.md "Merchant API: the
// chat workspace"): the store's quick replies (list, add, change, delete), its customer-service switch
// (read, turn on or off) and the shopper beside a conversation. Each needs the `chat` permission; the
// client given must carry the merchant token. The conversations, messages and live connection are the
// chat's own (endpoints/chat.ts, src/chat/).
import type { AxiosInstance } from 'axios';
import type {
  ChatCustomer,
  ChatOnlineSwitch,
  ChatUnreadTotal,
  QuickReply,
  QuickReplyCreateParam,
  QuickReplyList,
  QuickReplyUpdateParam,
} from '@mall/domain';
import { getQuery, query } from '../endpoint.ts';

export type {
  ChatCustomer,
  ChatOnlineSwitch,
  ChatUnreadTotal,
  QuickReply,
  QuickReplyList,
} from '@mall/domain';

/** The store's quick replies by their order; its SWR key is the bare path. */
export const getQuickReplies = getQuery<void, QuickReplyList>('/merchant/chat/quickReplies');

/** Adds a quick reply (no `seq`: after the last); answers it. */
export async function createQuickReply(
  http: AxiosInstance,
  body: QuickReplyCreateParam,
): Promise<QuickReply> {
  return (await http.post<QuickReply>(getQuickReplies.path, body)).data;
}

/** Changes a quick reply's text and order; answers it. */
export async function updateQuickReply(
  http: AxiosInstance,
  body: QuickReplyUpdateParam,
): Promise<QuickReply> {
  return (await http.put<QuickReply>(getQuickReplies.path, body)).data;
}

/** Deletes a quick reply. */
export async function deleteQuickReply(http: AxiosInstance, replyId: number): Promise<boolean> {
  return (await http.delete<boolean>(`${getQuickReplies.path}/${replyId}`)).data;
}

/** The store's customer-service switch; its SWR key is the bare path. */
export const getChatOnline = getQuery<void, ChatOnlineSwitch>('/merchant/chat/online');

/**
 * The store's unread total (the side menu's count): read-only, so unlike the conversations list it does
 * not count as an agent at work (decisions/0077). Its SWR key is the bare path.
 */
export const getChatUnread = getQuery<void, ChatUnreadTotal>('/merchant/chat/unread');

/** Turns the store's customer service on or off (off: shoppers see "not online"); answers the switch. */
export async function setChatOnline(http: AxiosInstance, online: boolean): Promise<ChatOnlineSwitch> {
  const body: ChatOnlineSwitch = { online };
  return (await http.put<ChatOnlineSwitch>(getChatOnline.path, body)).data;
}

/** The shopper of one of the store's conversations: nickname, recent views, orders in the store. */
export const getChatCustomer = query<number, ChatCustomer>(
  '/merchant/conversations/{conversationId}/customer',
  async (http, conversationId, path) =>
    (
      await http.get<ChatCustomer>(
        path.replace('{conversationId}', encodeURIComponent(String(conversationId))),
      )
    ).data,
);
