// Customer-service chat in the storefront (issue 16): the store's chat info and the shopper's recently
// viewed products for the /chat page, the unread count of every page's widget and top bar (the
// conversations asked again every minute: a socket stays open only on the chat page), recording a
// product view, and starting an inquiry from a product page.
import { useEffect } from 'react';
import {
  createChatInquiry,
  getChatConversations,
  getChatShopInfo,
  getRecentBrowse,
  recordRecentBrowse,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { paths } from '@mall/domain';
import { useSessionToken } from '../session/useSessionToken.ts';
import { noRetryOn400 } from './query.ts';

/** How often the widget and the top bar ask for the unread count. */
export const CHAT_UNREAD_REFRESH_MS = 60_000;

/** How often the chat page asks again whether the store's customer service is online. */
export const CHAT_ONLINE_REFRESH_MS = 60_000;

/** The store's chat info (hours, online, its conversation), asked again every minute; nothing without a store. */
export function useChatShopInfo(shopId: number | undefined) {
  return useApiQuery(getChatShopInfo, shopId ? { shopId } : null, {
    ...noRetryOn400,
    refreshInterval: CHAT_ONLINE_REFRESH_MS,
  });
}

/** The shopper's recently viewed products (the chat side panel); nothing for a visitor. */
export function useRecentBrowse() {
  const token = useSessionToken();
  return useApiQuery(getRecentBrowse, token ? undefined : null);
}

/** The shopper's conversations (the chat page's list and the unread count); nothing for a visitor. */
export function useChatConversations(refreshInterval?: number) {
  const token = useSessionToken();
  return useApiQuery(getChatConversations, token ? undefined : null, {
    ...(refreshInterval ? { refreshInterval } : {}),
  });
}

/** The signed-in shopper's unread chat messages over every conversation; undefined for a visitor. */
export function useChatUnread(): number | undefined {
  const { data } = useChatConversations(CHAT_UNREAD_REFRESH_MS);
  return data?.reduce((total, conversation) => total + conversation.unread, 0);
}

/** Records the signed-in shopper's view of a product once per product (a silent background call). */
export function useRecordBrowse(prodId: number | undefined) {
  const http = useApiClient();
  const token = useSessionToken();
  useEffect(() => {
    if (!token || prodId === undefined) return;
    recordRecentBrowse(http, { prodId }).catch(() => {
      // Nothing to tell: a missed view only leaves the side panel's list shorter.
    });
  }, [http, token, prodId]);
}

/** Starts an inquiry about a product (or an order) and answers the chat page's address for it. */
export function useStartInquiry() {
  const http = useApiClient();
  return async (shopId: number, about: { prodId?: number; orderNumber?: string } = {}) => {
    const { inquiry } = await createChatInquiry(http, { shopId, ...about });
    return paths.chat(shopId, inquiry, about);
  };
}
