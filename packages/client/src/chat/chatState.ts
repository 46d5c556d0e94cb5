// The chat's state for a panel, without transport or React (decisions/0059): a pure reducer over what
// the REST history and the connection's events say. Messages of a conversation are merged by `seq`
// (one per seq, ascending, whichever source came first), a pending send is shown until its ack turns it
// into the stored message, unread counts follow the other side's messages and this side's read marks,
// and the notices of spec section 8 are kept until dismissed (the same one once; `loggedInElsewhere`
// and `offline` only until the connection is open again, `inquiryExpired` until an inquiry opens).
// `useChat` (through ChatSession, chatSession.ts) feeds it; its tests are chatState.test.ts.
import type {
  ChatConnectionState,
  ChatConversation,
  ChatMessage,
  ChatNoticeCode,
  ChatSide,
} from '@mall/domain';
import type { ChatAck, ChatOutboxEntry } from './connection.ts';

/** A message sent and not stored yet: `sending`, or `failed` (refused; it can be retried). */
export interface ChatPendingMessage extends ChatOutboxEntry {
  status: 'sending' | 'failed';
  /** The server's reason for a refusal (translated). */
  error: string | null;
}

export interface ChatThread {
  /** Ascending by seq, one per seq. */
  messages: ChatMessage[];
  /** The newest page has been loaded (the REST history). */
  historyLoaded: boolean;
  /** Pages older than the oldest loaded message exist. */
  hasOlder: boolean;
  /** This side has read up to here. */
  readSeq: number;
  /** The other side has read up to here (this side's messages up to it show as read). */
  peerReadSeq: number;
  unread: number;
  /**
   * The seq through which `unread` already counts the other side's messages (the list's last message
   * when it was fetched): a message up to it arriving later (a sync after the list) is not counted again.
   */
  countedThrough: number;
}

export interface ChatNotice {
  id: number;
  code: ChatNoticeCode;
  shopId?: number | undefined;
}

export interface ChatOpened {
  shopId: number;
  prodId: number | null;
  orderNumber: string | null;
}

export interface ChatState {
  /** This side: `user` (a shopper) or `shop` (a store's customer service). */
  side: ChatSide;
  connection: ChatConnectionState;
  threads: Record<number, ChatThread>;
  /** A store's conversation with the shopper (the list, or the ack of a first message, names it). */
  conversationOfShop: Record<number, number>;
  /** The conversations list (REST), kept current by live messages and read marks. */
  conversations: ChatConversation[];
  pending: ChatPendingMessage[];
  notices: ChatNotice[];
  nextNoticeId: number;
  /** The last inquiry opened (the websocket's `opened`). */
  opened: ChatOpened | null;
  /** Conversations whose newest page, or an older page, is loading. */
  loadingHistory: number[];
  loadingOlder: number[];
}

export type ChatAction =
  | { type: 'connection'; state: ChatConnectionState }
  | { type: 'conversations'; list: ChatConversation[] }
  /** A REST page of a conversation: the newest (`older` false) or one before the oldest loaded. */
  | { type: 'history'; conversationId: number; page: ChatMessage[]; pageSize: number; older: boolean }
  | { type: 'message'; message: ChatMessage }
  | { type: 'sending'; entry: ChatOutboxEntry }
  | { type: 'ack'; entry: ChatOutboxEntry; ack: ChatAck }
  | { type: 'failed'; clientMsgId: string; message: string }
  /** This side read up to `seq` (here, or on another connection: another agent, tab or device). */
  | { type: 'read'; conversationId: number; seq: number }
  /** The other side read up to `seq`. */
  | { type: 'peerRead'; conversationId: number; seq: number }
  | { type: 'notice'; code: ChatNoticeCode; shopId?: number | undefined }
  | { type: 'dismissNotice'; id: number }
  | { type: 'opened'; opened: ChatOpened }
  | { type: 'loading'; conversationId: number; page: 'newest' | 'older'; loading: boolean };

export function initialChatState(side: ChatSide): ChatState {
  return {
    side,
    connection: 'connecting',
    threads: {},
    conversationOfShop: {},
    conversations: [],
    pending: [],
    notices: [],
    nextNoticeId: 1,
    opened: null,
    loadingHistory: [],
    loadingOlder: [],
  };
}

/** The notices that end the connection: over once it is open again. */
const connectionNotices: ReadonlySet<ChatNoticeCode> = new Set(['loggedInElsewhere', 'offline']);

const emptyThread: ChatThread = {
  messages: [],
  historyLoaded: false,
  hasOlder: false,
  readSeq: 0,
  peerReadSeq: 0,
  unread: 0,
  countedThrough: 0,
};

/** `messages` with `incoming` merged in: ascending by seq, the first copy of a seq kept. */
export function mergeMessages(
  messages: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const m of messages) bySeq.set(m.seq, m);
  let added = false;
  for (const m of incoming) {
    if (bySeq.has(m.seq)) continue;
    bySeq.set(m.seq, m);
    added = true;
  }
  if (!added) return messages as ChatMessage[];
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The other side's messages after `readSeq`, among those loaded. */
function unreadOf(side: ChatSide, messages: readonly ChatMessage[], readSeq: number): number {
  return messages.filter((m) => m.sender !== side && m.seq > readSeq).length;
}

/**
 * A thread's unread count once this side has read up to `seq` (here, or on another connection: another
 * agent of the store, another tab): the other side's messages above it. The list's count covers the
 * messages through `countedThrough`, not all loaded; when the read stops below that and the loaded
 * messages do not reach down to it, those not loaded are at most the seqs between, and never more than
 * before.
 */
function unreadAfterRead(side: ChatSide, thread: ChatThread, seq: number): number {
  const loaded = unreadOf(side, thread.messages, seq);
  const oldest = thread.messages[0]?.seq ?? Infinity;
  if (seq >= thread.countedThrough || oldest <= seq + 1) return loaded;
  const notLoaded = Math.min(thread.countedThrough, oldest - 1) - seq;
  return Math.min(thread.unread, loaded + notLoaded);
}

function withThread(
  state: ChatState,
  conversationId: number,
  change: (thread: ChatThread) => ChatThread,
): ChatState {
  const before = state.threads[conversationId] ?? emptyThread;
  const after = change(before);
  if (after === before) return state;
  return { ...state, threads: { ...state.threads, [conversationId]: after } };
}

/** The list entry of a conversation changed by `change` (nothing when the list does not have it). */
function withSummary(
  state: ChatState,
  conversationId: number,
  change: (c: ChatConversation) => ChatConversation,
): ChatState {
  const at = state.conversations.findIndex((c) => c.conversationId === conversationId);
  if (at < 0) return state;
  const conversations = [...state.conversations];
  conversations[at] = change(conversations[at]!);
  return { ...state, conversations };
}

/** A message into its thread and the list: the other side's new one counts as unread. */
function addMessage(state: ChatState, message: ChatMessage): ChatState {
  const { conversationId } = message;
  let isNew = false;
  let next = withThread(state, conversationId, (thread) => {
    const messages = mergeMessages(thread.messages, [message]);
    if (messages === thread.messages) return thread;
    isNew = true;
    const counts =
      message.sender !== state.side && message.seq > thread.readSeq && message.seq > thread.countedThrough;
    return { ...thread, messages, unread: thread.unread + (counts ? 1 : 0) };
  });
  if (!isNew) return next;
  const unread = next.threads[conversationId]!.unread;
  next = withSummary(next, conversationId, (c) =>
    c.lastMessage && c.lastMessage.seq >= message.seq
      ? { ...c, unread }
      : { ...c, lastMessage: message, updateTime: message.createTime, unread },
  );
  return next;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'connection': {
      if (state.connection === action.state) return state;
      // Open again (the panel's "refresh" after being taken over or logged out): those notices are over,
      // and the panel's banner, which ranks them first, would otherwise keep the composer disabled.
      const notices =
        action.state === 'open' ? state.notices.filter((n) => !connectionNotices.has(n.code)) : state.notices;
      return { ...state, connection: action.state, notices };
    }

    case 'conversations': {
      const threads = { ...state.threads };
      const conversationOfShop = { ...state.conversationOfShop };
      for (const c of action.list) {
        const thread = threads[c.conversationId] ?? emptyThread;
        const listSeq = c.lastMessage?.seq ?? 0;
        const readSeq = Math.max(thread.readSeq, c.readSeq);
        // The server's count through its last message, plus the other side's messages seen after it;
        // the loaded messages alone when this side has read further since (a read not yet in the list).
        const unread =
          readSeq > c.readSeq
            ? unreadOf(state.side, thread.messages, readSeq)
            : c.unread + unreadOf(state.side, thread.messages, Math.max(listSeq, readSeq));
        threads[c.conversationId] = {
          ...thread,
          readSeq,
          peerReadSeq: Math.max(thread.peerReadSeq, c.peerReadSeq),
          unread,
          countedThrough: Math.max(thread.countedThrough, listSeq),
        };
        if (state.side === 'user') conversationOfShop[c.shopId] = c.conversationId;
      }
      const conversations = action.list.map((c) => ({
        ...c,
        unread: threads[c.conversationId]!.unread,
        readSeq: threads[c.conversationId]!.readSeq,
      }));
      return { ...state, threads, conversationOfShop, conversations };
    }

    case 'history':
      return withThread(state, action.conversationId, (thread) => {
        const messages = mergeMessages(thread.messages, action.page);
        const oldestBefore = thread.messages[0]?.seq ?? Infinity;
        const oldestPage = action.page[0]?.seq ?? Infinity;
        // Whether older pages exist is known from the oldest page loaded: a full page, not from seq 1.
        const isOldest = action.older || oldestPage <= oldestBefore || thread.messages.length === 0;
        const hasOlder = isOldest ? action.page.length >= action.pageSize && oldestPage > 1 : thread.hasOlder;
        return {
          ...thread,
          messages,
          historyLoaded: thread.historyLoaded || !action.older,
          hasOlder,
        };
      });

    case 'message':
      return addMessage(state, action.message);

    case 'sending': {
      const at = state.pending.findIndex((p) => p.clientMsgId === action.entry.clientMsgId);
      if (at >= 0) {
        const pending = [...state.pending];
        pending[at] = { ...pending[at]!, status: 'sending', error: null };
        return { ...state, pending };
      }
      return { ...state, pending: [...state.pending, { ...action.entry, status: 'sending', error: null }] };
    }

    case 'ack': {
      const { entry, ack } = action;
      const stored: ChatMessage = {
        msgId: ack.msgId,
        conversationId: ack.conversationId,
        seq: ack.seq,
        sender: state.side,
        msgType: entry.msgType,
        content: entry.content,
        prod: entry.prod,
        order: entry.order,
        createTime: ack.createTime,
      };
      let next: ChatState = {
        ...state,
        pending: state.pending.filter((p) => p.clientMsgId !== ack.clientMsgId),
      };
      if (entry.shopId !== null && next.conversationOfShop[entry.shopId] !== ack.conversationId) {
        next = {
          ...next,
          conversationOfShop: { ...next.conversationOfShop, [entry.shopId]: ack.conversationId },
        };
      }
      return addMessage(next, stored);
    }

    case 'failed': {
      const at = state.pending.findIndex((p) => p.clientMsgId === action.clientMsgId);
      if (at < 0) return state;
      const pending = [...state.pending];
      pending[at] = { ...pending[at]!, status: 'failed', error: action.message };
      return { ...state, pending };
    }

    case 'read': {
      const next = withThread(state, action.conversationId, (thread) =>
        action.seq <= thread.readSeq
          ? thread
          : { ...thread, readSeq: action.seq, unread: unreadAfterRead(state.side, thread, action.seq) },
      );
      if (next === state) return state;
      const thread = next.threads[action.conversationId]!;
      return withSummary(next, action.conversationId, (c) => ({
        ...c,
        readSeq: thread.readSeq,
        unread: thread.unread,
      }));
    }

    case 'peerRead': {
      const next = withThread(state, action.conversationId, (thread) =>
        action.seq <= thread.peerReadSeq ? thread : { ...thread, peerReadSeq: action.seq },
      );
      if (next === state) return state;
      return withSummary(next, action.conversationId, (c) => ({ ...c, peerReadSeq: action.seq }));
    }

    case 'notice': {
      // The same notice of the same store is shown once (customerOffline comes with every message).
      if (state.notices.some((n) => n.code === action.code && n.shopId === action.shopId)) return state;
      return {
        ...state,
        notices: [...state.notices, { id: state.nextNoticeId, code: action.code, shopId: action.shopId }],
        nextNoticeId: state.nextNoticeId + 1,
      };
    }

    case 'dismissNotice':
      return { ...state, notices: state.notices.filter((n) => n.id !== action.id) };

    case 'opened':
      // A re-consult that worked: the earlier inquiry's expiry no longer applies.
      return {
        ...state,
        opened: action.opened,
        notices: state.notices.filter((n) => n.code !== 'inquiryExpired'),
      };

    case 'loading': {
      const key = action.page === 'newest' ? 'loadingHistory' : 'loadingOlder';
      const without = state[key].filter((id) => id !== action.conversationId);
      if (!action.loading && without.length === state[key].length) return state;
      return { ...state, [key]: action.loading ? [...without, action.conversationId] : without };
    }
  }
}

// ---- What a panel reads. ----

/** Which conversation: by id, or (a shopper) by store, whose conversation may not exist yet. */
export interface ChatSelection {
  conversationId?: number | null | undefined;
  shopId?: number | null | undefined;
}

export interface ChatThreadView extends ChatThread {
  conversationId: number | null;
  /** Its newest page is loading (the panel's first load). */
  loadingHistory: boolean;
  loadingOlder: boolean;
  /** Pending sends of this conversation (or of its store, before the conversation exists), oldest first. */
  pending: ChatPendingMessage[];
}

export function conversationIdOf(state: ChatState, selection: ChatSelection): number | null {
  if (selection.conversationId) return selection.conversationId;
  if (selection.shopId) return state.conversationOfShop[selection.shopId] ?? null;
  return null;
}

export function selectThread(state: ChatState, selection: ChatSelection): ChatThreadView {
  const conversationId = conversationIdOf(state, selection);
  const thread = (conversationId !== null && state.threads[conversationId]) || emptyThread;
  const shopId = selection.shopId ?? null;
  const pending = state.pending.filter(
    (p) =>
      (conversationId !== null && p.conversationId === conversationId) ||
      (shopId !== null && p.conversationId === null && p.shopId === shopId),
  );
  const loading = (ids: number[]) => conversationId !== null && ids.includes(conversationId);
  return {
    ...thread,
    conversationId,
    pending,
    loadingHistory: loading(state.loadingHistory),
    loadingOlder: loading(state.loadingOlder),
  };
}

/** Unread messages per conversation. */
export function selectUnread(state: ChatState): Record<number, number> {
  const unread: Record<number, number> = {};
  for (const [id, thread] of Object.entries(state.threads)) unread[Number(id)] = thread.unread;
  return unread;
}

export function selectUnreadTotal(state: ChatState): number {
  return Object.values(state.threads).reduce((sum, t) => sum + t.unread, 0);
}

/** The conversations, the latest activity first. */
export function selectConversations(state: ChatState): ChatConversation[] {
  return [...state.conversations].sort((a, b) =>
    a.updateTime < b.updateTime ? 1 : a.updateTime > b.updateTime ? -1 : 0,
  );
}
