// The chat's React side (decisions/0059): `useChatConnection` makes a ChatConnection in the browser
// (none while rendering on the server) and closes it on unmount; `useChat` gives a chat panel what it
// shows and does: the shown conversation's messages (its REST pages merged with the live frames by
// seq), pending sends with their state, the connection state, the notices, the conversations with their
// unread counts, loading older pages, sending, retrying and read marks. The logic is ChatSession's
// (chat/chatSession.ts, over the pure reducer of chat/chatState.ts); this file only binds it to React.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  initialChatState,
  selectConversations,
  selectThread,
  selectUnread,
  selectUnreadTotal,
  type ChatNotice,
  type ChatOpened,
  type ChatState,
  type ChatThreadView,
} from '../chat/chatState.ts';
import { ChatSession } from '../chat/chatSession.ts';
import { ChatConnection, type ChatConnectionOptions } from '../chat/connection.ts';
import { useApiClient } from './ApiClientContext.tsx';

/**
 * A connection for the component's life, made in the browser after the first render (so a server
 * render has none) and connected at once; closed on unmount. `options` are read when it is made;
 * null (no login) makes none.
 */
export function useChatConnection(options: ChatConnectionOptions | null): ChatConnection | null {
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const side = options?.side ?? null;
  useEffect(() => {
    if (side === null || !latest.current) return;
    const made = new ChatConnection(latest.current);
    setConnection(made);
    made.connect();
    return () => {
      made.close();
      setConnection(null);
    };
  }, [side]);
  return connection;
}

export interface UseChatOptions {
  /** The shown conversation (a store's customer service names it; a shopper may). */
  conversationId?: number | null;
  /** A shopper's panel: the store (its conversation is found, or made by the first message). */
  shopId?: number | null;
  pageSize?: number;
}

export interface UseChat extends ChatThreadView {
  connectionState: ChatState['connection'];
  /** The conversations, latest activity first, with live last messages and unread counts. */
  conversations: ReturnType<typeof selectConversations>;
  /** Unread messages per conversation (`unread`: the shown one's). */
  unreadByConversation: Record<number, number>;
  unreadTotal: number;
  notices: ChatNotice[];
  opened: ChatOpened | null;
  loadOlder: () => Promise<void>;
  dismissNotice: (id: number) => void;
  sendText: (text: string) => void;
  /** An uploaded image's URL. */
  sendImage: (url: string) => void;
  /** Uploads the image (images only, 2 MB; the server checks) and sends it. */
  sendImageFile: (file: File) => Promise<void>;
  sendProd: ChatSession['sendProd'];
  sendOrder: ChatSession['sendOrder'];
  retry: (clientMsgId: string) => void;
  /** This side has read the shown conversation up to `seq`. */
  markRead: (seq: number) => void;
  /** Opens an inquiry (`opened`, or the notice inquiryExpired). */
  openInquiry: (inquiry: string) => void;
  /** Connects again after `broken`, `offline` (a new login) or `replaced` (the panel's "refresh"). */
  reconnect: () => void;
}

const NO_CHAT = initialChatState('user');
const noSubscription = () => () => undefined;
const noChat = () => NO_CHAT;

/**
 * The chat of the connection's side; `connection` null (a server render, no login) fetches nothing and
 * its actions do nothing.
 */
export function useChat(connection: ChatConnection | null, options: UseChatOptions = {}): UseChat {
  const http = useApiClient();
  const { pageSize, conversationId, shopId } = options;
  const session = useMemo(
    () => (connection ? new ChatSession({ connection, http, ...(pageSize ? { pageSize } : {}) }) : null),
    [connection, http, pageSize],
  );
  useEffect(() => {
    if (!session) return;
    session.start();
    return () => session.stop();
  }, [session]);
  useEffect(() => {
    session?.show({ conversationId, shopId });
  }, [session, conversationId, shopId]);
  const state = useSyncExternalStore(
    session ? session.subscribe : noSubscription,
    session ? session.getState : noChat,
    noChat,
  );

  const actions = useMemo(() => {
    const ifSession =
      <A extends unknown[]>(act: (s: ChatSession, ...args: A) => void) =>
      (...args: A) => {
        if (session) act(session, ...args);
      };
    return {
      loadOlder: () => session?.loadOlder() ?? Promise.resolve(),
      sendImageFile: (file: File) => session?.sendImageFile(file) ?? Promise.resolve(),
      dismissNotice: ifSession((s, id: number) => s.dismissNotice(id)),
      sendText: ifSession((s, text: string) => s.sendText(text)),
      sendImage: ifSession((s, url: string) => s.sendImage(url)),
      sendProd: ifSession((s, ...args: Parameters<ChatSession['sendProd']>) => s.sendProd(...args)),
      sendOrder: ifSession((s, ...args: Parameters<ChatSession['sendOrder']>) => s.sendOrder(...args)),
      retry: ifSession((s, clientMsgId: string) => s.retry(clientMsgId)),
      markRead: ifSession((s, seq: number) => s.markRead(seq)),
      openInquiry: ifSession((s, inquiry: string) => s.openInquiry(inquiry)),
      reconnect: ifSession((s) => s.reconnect()),
    };
  }, [session]);

  return {
    ...selectThread(state, { conversationId, shopId }),
    connectionState: state.connection,
    conversations: selectConversations(state),
    unreadByConversation: selectUnread(state),
    unreadTotal: selectUnreadTotal(state),
    notices: state.notices,
    opened: state.opened,
    ...actions,
  };
}
