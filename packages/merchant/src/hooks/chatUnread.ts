// The side menu's count of unread chat messages (decisions/0077). The live chat connection belongs to
// the chat page (one websocket, opened there); the shell does not open a second one on every page. It
// reads the store's unread total (GET /merchant/chat/unread: one count over all the store's
// conversations, and read-only, so that polling it never counts as an agent at work and never makes the
// store look online to shoppers) with SWR, again every 30 s. The count may lag the chat page's live one
// by up to that interval.
import { getChatUnread } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';

/** How often the shell asks again, in ms. */
export const CHAT_UNREAD_REFRESH_MS = 30_000;

/** The unread total for the menu's chat entry; undefined while unknown or when `enabled` is false. */
export function useChatUnreadTotal(enabled: boolean): number | undefined {
  const { data } = useApiQuery(getChatUnread, enabled ? undefined : null, {
    refreshInterval: CHAT_UNREAD_REFRESH_MS,
  });
  return data?.unread;
}
