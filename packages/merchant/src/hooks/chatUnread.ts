// The side menu's count of unread chat messages (decisions/0077). The live chat connection belongs to
// the chat page (one websocket, opened there); the shell does not open a second one on every page, so it
// reads the conversations list the workspace uses (GET /merchant/conversations, its largest page: the
// newest conversations, where unread messages are) with SWR, again every 30 s and when the tab regains
// focus. The count may lag the chat page's live one by up to that interval.
import { getMerchantChatConversations } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import {
  CHAT_CONVERSATION_PAGE_MAX,
  type ChatConversation,
  type MerchantConversationsQuery,
} from '@mall/domain';

/** How often the shell asks again, in ms. */
export const CHAT_UNREAD_REFRESH_MS = 30_000;

/** The page the shell reads: the newest conversations, as many as one page holds. */
export const chatUnreadQuery: MerchantConversationsQuery = { size: CHAT_CONVERSATION_PAGE_MAX };

/** The unread messages of the conversations listed (each conversation's count, as the server gave it). */
export function unreadTotalOf(conversations: readonly Pick<ChatConversation, 'unread'>[]): number {
  return conversations.reduce((sum, c) => sum + Math.max(c.unread, 0), 0);
}

/** The unread total for the menu's chat entry; undefined while unknown or when `enabled` is false. */
export function useChatUnreadTotal(enabled: boolean): number | undefined {
  const { data } = useApiQuery(getMerchantChatConversations, enabled ? chatUnreadQuery : null, {
    refreshInterval: CHAT_UNREAD_REFRESH_MS,
  });
  return data ? unreadTotalOf(data) : undefined;
}
