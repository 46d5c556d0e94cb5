// The chat's React side (decisions/0059): `useChatConnection` makes a ChatConnection in the browser
// (none while rendering on the server) and closes it on unmount; `useChat` gives a chat panel what it
// shows and does: the selected conversation's messages (its REST pages merged with the live frames by
// seq), pending sends with their state, the connection state, the notices, the conversations with their
// unread counts, loading older pages, sending, retrying and read marks. The state logic is the pure
// reducer of chat/chatState.ts; this file only wires the REST calls and the connection's events to it.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ChatOrderCard, ChatProdCard, ChatSide } from '@mall/domain';
import {
  chatReducer,
  conversationIdOf,
  initialChatState,
  selectConversations,
  selectThread,
  selectUnread,
  selectUnreadTotal,
  type ChatNotice,
  type ChatOpened,
  type ChatThreadView,
} from '../chat/chatState.ts';
import { ChatConnection, type ChatConnectionOptions, type ChatTarget } from '../chat/connection.ts';
import {
  getChatConversations,
  getChatMessages,
  getMerchantChatConversations,
  getMerchantChatMessages,
  uploadChatImage,
  uploadMerchantChatImage,
} from '../endpoints/chat.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useApiQuery } from './useApiQuery.ts';

/** A page of the history: the newest on opening a conversation, then one per `loadOlder`. */
export const CHAT_HISTORY_PAGE_SIZE = 20;

/**
 * A connection for the component's life, made in the browser after the first render (so a server
 * render has none) and connected at once; closed on unmount. `options` are read when it is made.
 */
export function useChatConnection(options: ChatConnectionOptions | null): ChatConnection | null {
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const enabled = options !== null;
  const side = options?.side;
  useEffect(() => {
    if (!enabled || !latest.current) return;
    const made = new ChatConnection(latest.current);
    setConnection(made);
    made.connect();
    return () => {
      made.close();
      setConnection(null);
    };
  }, [enabled, side]);
  return connection;
}

export interface UseChatOptions {
  /** This side (the connection's): `user` a shopper, `shop` a store's customer service. */
  side: ChatSide;
  /** The shown conversation (a store's customer service names it; a shopper may). */
  conversationId?: number | null;
  /** A shopper's panel: the store (its conversation is found, or made by the first message). */
  shopId?: number | null;
  pageSize?: number;
}

export interface UseChat extends ChatThreadView {
  connectionState: ChatConnection['state'];
  /** The conversations, latest activity first, with live last messages and unread counts. */
  conversations: ReturnType<typeof selectConversations>;
  /** Unread messages per conversation (`unread`: the shown one's). */
  unreadByConversation: Record<number, number>;
  unreadTotal: number;
  notices: ChatNotice[];
  opened: ChatOpened | null;
  /** The newest page of the shown conversation is loading. */
  loadingHistory: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  dismissNotice: (id: number) => void;
  sendText: (text: string) => void;
  /** An uploaded image's URL. */
  sendImage: (url: string) => void;
  /** Uploads the image (images only, 2 MB; the server checks) and sends it. */
  sendImageFile: (file: File) => Promise<void>;
  sendProd: (prodId: number, card?: ChatProdCard) => void;
  sendOrder: (orderNumber: string, card?: ChatOrderCard) => void;
  retry: (clientMsgId: string) => void;
  /** This side has read the shown conversation up to `seq`. */
  markRead: (seq: number) => void;
  /** Opens an inquiry (`opened`, or the notice inquiryExpired). */
  openInquiry: (inquiry: string) => void;
  /** Connects again after `broken`, `offline` (a new login) or `replaced` (the panel's "refresh"). */
  reconnect: () => void;
}

/**
 * The chat of one side (`options.side`, the connection's): `connection` null (a server render, no
 * login) fetches nothing and sends nothing.
 */
export function useChat(connection: ChatConnection | null, options: UseChatOptions): UseChat {
  const http = useApiClient();
  const { side } = options;
  const pageSize = options.pageSize ?? CHAT_HISTORY_PAGE_SIZE;
  const [state, dispatch] = useReducer(chatReducer, side, initialChatState);
  const selection = { conversationId: options.conversationId, shopId: options.shopId };
  const conversationId = conversationIdOf(state, selection);
  const thread = selectThread(state, selection);
  const stateRef = useRef(state);
  stateRef.current = state;

  const list = useApiQuery(
    side === 'user' ? getChatConversations : getMerchantChatConversations,
    connection ? undefined : null,
  );
  const { data: listData, mutate: refreshList } = list;
  useEffect(() => {
    if (listData) dispatch({ type: 'conversations', list: listData });
  }, [listData]);

  // The connection's events into the reducer; the list again after a reconnect and for a new
  // conversation (its store, names and unread counts come from the server).
  useEffect(() => {
    if (!connection) return;
    dispatch({ type: 'connection', state: connection.state });
    for (const entry of connection.pending) dispatch({ type: 'sending', entry });
    let wasDown = false;
    const off = [
      connection.on('state', (s) => {
        dispatch({ type: 'connection', state: s });
        if (s === 'open' && wasDown) void refreshList();
        wasDown = s !== 'open';
      }),
      connection.on('message', (message) => {
        dispatch({ type: 'message', message });
        const known = stateRef.current.conversations.some((c) => c.conversationId === message.conversationId);
        if (!known) void refreshList();
      }),
      connection.on('sending', (entry) => dispatch({ type: 'sending', entry })),
      connection.on('ack', ({ entry, ack }) => {
        dispatch({ type: 'ack', entry, ack });
        if (entry.shopId !== null && stateRef.current.conversationOfShop[entry.shopId] === undefined) {
          void refreshList();
        }
      }),
      connection.on('failed', ({ entry, message }) =>
        dispatch({ type: 'failed', clientMsgId: entry.clientMsgId, message }),
      ),
      connection.on('read', ({ conversationId: id, seq }) =>
        dispatch({ type: 'peerRead', conversationId: id, seq }),
      ),
      connection.on('notice', ({ code, shopId }) => dispatch({ type: 'notice', code, shopId })),
      connection.on('opened', (opened) => dispatch({ type: 'opened', opened })),
    ];
    connection.connect();
    return () => {
      for (const unsubscribe of off) unsubscribe();
    };
  }, [connection, refreshList]);

  // The newest page when a conversation is shown for the first time; the connection then knows it
  // up to there (no sync of it after a reconnect, no repeat of those messages).
  const [loadingHistory, setLoadingHistory] = useState(false);
  const historyLoaded = thread.historyLoaded;
  useEffect(() => {
    if (!connection || conversationId === null || historyLoaded) return;
    let live = true;
    setLoadingHistory(true);
    const fetchPage = side === 'user' ? getChatMessages : getMerchantChatMessages;
    fetchPage(http, { conversationId, size: pageSize })
      .then((page) => {
        if (!live) return;
        dispatch({ type: 'history', conversationId, page, pageSize, older: false });
        connection.track(conversationId, page.at(-1)?.seq ?? 0);
      })
      .catch(() => undefined) // the client's error policy has told the user
      .finally(() => {
        if (live) setLoadingHistory(false);
      });
    return () => {
      live = false;
    };
  }, [connection, conversationId, historyLoaded, http, pageSize, side]);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadingOlderRef = useRef(false);
  const { conversationId: shownId, shopId: shownShop } = options;
  const loadOlder = useCallback(async () => {
    const current = conversationIdOf(stateRef.current, { conversationId: shownId, shopId: shownShop });
    if (current === null || loadingOlderRef.current) return;
    const shown = stateRef.current.threads[current];
    const oldest = shown?.messages[0]?.seq;
    if (!shown?.hasOlder || oldest === undefined) return;
    loadingOlderRef.current = true;
    setLoadingOlder(true);
    try {
      const fetchPage = side === 'user' ? getChatMessages : getMerchantChatMessages;
      const page = await fetchPage(http, { conversationId: current, beforeSeq: oldest, size: pageSize });
      dispatch({ type: 'history', conversationId: current, page, pageSize, older: true });
    } catch {
      // the client's error policy has told the user
    } finally {
      loadingOlderRef.current = false;
      setLoadingOlder(false);
    }
  }, [http, pageSize, side, shownId, shownShop]);

  /** Where a message goes: a shopper names the store, a store's customer service the conversation. */
  const target = useCallback((): ChatTarget | null => {
    if (side === 'shop') return conversationId === null ? null : { conversationId };
    const shopId =
      options.shopId ??
      stateRef.current.conversations.find((c) => c.conversationId === conversationId)?.shopId;
    return shopId ? { shopId } : null;
  }, [side, conversationId, options.shopId]);

  const withTarget = useCallback(
    (send: (c: ChatConnection, to: ChatTarget) => void) => {
      const to = target();
      if (connection && to) send(connection, to);
    },
    [connection, target],
  );

  const actions = useMemo(
    () => ({
      sendText: (text: string) => withTarget((c, to) => c.sendText(to, text)),
      sendImage: (url: string) => withTarget((c, to) => c.sendImage(to, url)),
      sendImageFile: async (file: File) => {
        const upload = side === 'user' ? uploadChatImage : uploadMerchantChatImage;
        const url = await upload(http, file);
        withTarget((c, to) => c.sendImage(to, url));
      },
      sendProd: (prodId: number, card?: ChatProdCard) => withTarget((c, to) => c.sendProd(to, prodId, card)),
      sendOrder: (orderNumber: string, card?: ChatOrderCard) =>
        withTarget((c, to) => c.sendOrder(to, orderNumber, card)),
      retry: (clientMsgId: string) => void connection?.retry(clientMsgId),
      markRead: (seq: number) => {
        if (conversationId === null) return;
        dispatch({ type: 'read', conversationId, seq });
        connection?.read(conversationId, seq);
      },
      openInquiry: (inquiry: string) => connection?.open(inquiry),
      reconnect: () => connection?.connect(),
      dismissNotice: (id: number) => dispatch({ type: 'dismissNotice', id }),
    }),
    [connection, conversationId, http, side, withTarget],
  );

  return {
    ...thread,
    connectionState: state.connection,
    conversations: selectConversations(state),
    unreadByConversation: selectUnread(state),
    unreadTotal: selectUnreadTotal(state),
    notices: state.notices,
    opened: state.opened,
    loadingHistory,
    loadingOlder,
    loadOlder,
    ...actions,
  };
}
