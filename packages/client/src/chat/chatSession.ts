// One side's chat for a page, without React (decisions/0059): the reducer of chatState.ts fed by the
// REST calls (the conversations list, the newest page of the shown conversation, older pages) and by a
// ChatConnection's events, behind a subscribe/getState store that `useChat` reads with
// useSyncExternalStore. After the newest page of a conversation loads, the connection tracks it up to
// that seq (a reconnect syncs it from there, and those messages are not delivered twice). The list is
// fetched again after a reconnect and when a message or an ack names a conversation it lacks.
import type { AxiosInstance } from 'axios';
import type { ChatOrderCard, ChatProdCard } from '@mall/domain';
import {
  getChatConversations,
  getChatMessages,
  getMerchantChatConversations,
  getMerchantChatMessages,
  uploadChatImage,
  uploadMerchantChatImage,
} from '../endpoints/chat.ts';
import {
  chatReducer,
  conversationIdOf,
  initialChatState,
  type ChatAction,
  type ChatSelection,
  type ChatState,
} from './chatState.ts';
import type { ChatConnection, ChatTarget } from './connection.ts';

/** A page of the history: the newest on showing a conversation, then one per `loadOlder`. */
export const CHAT_HISTORY_PAGE_SIZE = 20;

export interface ChatSessionOptions {
  connection: ChatConnection;
  /** The API client of the connection's side (the shopper's, or the merchant centre's). */
  http: AxiosInstance;
  pageSize?: number;
}

export class ChatSession {
  readonly connection: ChatConnection;
  private readonly http: AxiosInstance;
  private readonly pageSize: number;
  private state: ChatState;
  private readonly listeners = new Set<() => void>();
  private shown: ChatSelection = {};
  private off: (() => void)[] = [];
  private listLoading: Promise<void> | null = null;
  private listAgain = false;

  constructor(options: ChatSessionOptions) {
    this.connection = options.connection;
    this.http = options.http;
    this.pageSize = options.pageSize ?? CHAT_HISTORY_PAGE_SIZE;
    this.state = initialChatState(options.connection.side);
  }

  getState = (): ChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Listens to the connection, connects it, and loads the conversations. */
  start(): void {
    if (this.off.length > 0) return;
    const c = this.connection;
    this.dispatch({ type: 'connection', state: c.state });
    for (const entry of c.pending) this.dispatch({ type: 'sending', entry });
    let wasDown = false;
    this.off = [
      c.on('state', (state) => {
        this.dispatch({ type: 'connection', state });
        if (state === 'open' && wasDown) void this.refreshConversations();
        wasDown = state !== 'open';
      }),
      c.on('message', (message) => {
        this.dispatch({ type: 'message', message });
        if (!this.knows(message.conversationId)) void this.refreshConversations();
      }),
      c.on('sending', (entry) => this.dispatch({ type: 'sending', entry })),
      c.on('ack', ({ entry, ack }) => {
        this.dispatch({ type: 'ack', entry, ack });
        if (!this.knows(ack.conversationId)) void this.refreshConversations();
        this.loadShown();
      }),
      c.on('failed', ({ entry, message }) =>
        this.dispatch({ type: 'failed', clientMsgId: entry.clientMsgId, message }),
      ),
      // This side's read on another connection (another agent, tab or device) lowers the unread count.
      c.on('read', ({ conversationId, seq, side }) =>
        this.dispatch({ type: side === this.side ? 'read' : 'peerRead', conversationId, seq }),
      ),
      c.on('notice', ({ code, shopId }) => this.dispatch({ type: 'notice', code, shopId })),
      c.on('opened', (opened) => this.dispatch({ type: 'opened', opened })),
    ];
    c.connect();
    void this.refreshConversations();
  }

  /** Stops listening (the connection stays: its owner closes it). */
  stop(): void {
    for (const unsubscribe of this.off) unsubscribe();
    this.off = [];
  }

  /** Fetches the conversations list again (unread counts, names, new conversations). */
  refreshConversations(): Promise<void> {
    // One fetch at a time; asked again meanwhile (a burst of messages of a new conversation), once more.
    if (this.listLoading) {
      this.listAgain = true;
      return this.listLoading;
    }
    const fetchList = this.side === 'user' ? getChatConversations : getMerchantChatConversations;
    const load = async () => {
      do {
        this.listAgain = false;
        try {
          const list = await fetchList(this.http);
          this.dispatch({ type: 'conversations', list });
          this.loadShown();
        } catch {
          // the client's error policy has told the user; the next reconnect or message tries again
        }
      } while (this.listAgain);
      this.listLoading = null;
    };
    this.listLoading = load();
    return this.listLoading;
  }

  /** Shows a conversation (by id, or a shopper's store): its newest page loads once. */
  show(selection: ChatSelection): void {
    this.shown = { conversationId: selection.conversationId ?? null, shopId: selection.shopId ?? null };
    this.loadShown();
  }

  /** The page before the oldest loaded message of the shown conversation. */
  async loadOlder(): Promise<void> {
    const conversationId = conversationIdOf(this.state, this.shown);
    if (conversationId === null || this.state.loadingOlder.includes(conversationId)) return;
    const thread = this.state.threads[conversationId];
    const oldest = thread?.messages[0]?.seq;
    if (!thread?.hasOlder || oldest === undefined) return;
    this.dispatch({ type: 'loading', conversationId, page: 'older', loading: true });
    try {
      const page = await this.fetchPage(conversationId, oldest);
      this.dispatch({ type: 'history', conversationId, page, pageSize: this.pageSize, older: true });
    } catch {
      // the client's error policy has told the user
    } finally {
      this.dispatch({ type: 'loading', conversationId, page: 'older', loading: false });
    }
  }

  sendText(text: string): void {
    this.withTarget((to) => this.connection.sendText(to, text));
  }

  /** An uploaded image's URL. */
  sendImage(url: string): void {
    this.withTarget((to) => this.connection.sendImage(to, url));
  }

  /** Uploads an image (images only, 2 MB: the server checks) and sends it. */
  async sendImageFile(file: File): Promise<void> {
    const upload = this.side === 'user' ? uploadChatImage : uploadMerchantChatImage;
    const url = await upload(this.http, file);
    this.sendImage(url);
  }

  sendProd(prodId: number, card?: ChatProdCard): void {
    this.withTarget((to) => this.connection.sendProd(to, prodId, card));
  }

  sendOrder(orderNumber: string, card?: ChatOrderCard): void {
    this.withTarget((to) => this.connection.sendOrder(to, orderNumber, card));
  }

  retry(clientMsgId: string): void {
    this.connection.retry(clientMsgId);
  }

  /** This side has read the shown conversation up to `seq`. */
  markRead(seq: number): void {
    const conversationId = conversationIdOf(this.state, this.shown);
    if (conversationId === null) return;
    this.dispatch({ type: 'read', conversationId, seq });
    this.connection.read(conversationId, seq);
  }

  openInquiry(inquiry: string): void {
    this.connection.open(inquiry);
  }

  /** Connects again after `broken`, `offline` (a new login) or `replaced` ("refresh"). */
  reconnect(): void {
    this.connection.connect();
  }

  dismissNotice(id: number): void {
    this.dispatch({ type: 'dismissNotice', id });
  }

  // ---- Internals. ----

  private get side() {
    return this.connection.side;
  }

  private dispatch(action: ChatAction): void {
    const next = chatReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  private knows(conversationId: number): boolean {
    return this.state.conversations.some((c) => c.conversationId === conversationId);
  }

  private fetchPage(conversationId: number, beforeSeq?: number) {
    const fetch = this.side === 'user' ? getChatMessages : getMerchantChatMessages;
    return fetch(this.http, {
      conversationId,
      size: this.pageSize,
      ...(beforeSeq === undefined ? {} : { beforeSeq }),
    });
  }

  /** The newest page of the shown conversation, when it has a conversation and it is not loaded. */
  private loadShown(): void {
    const conversationId = conversationIdOf(this.state, this.shown);
    if (conversationId === null) return;
    const thread = this.state.threads[conversationId];
    if (thread?.historyLoaded || this.state.loadingHistory.includes(conversationId)) return;
    this.dispatch({ type: 'loading', conversationId, page: 'newest', loading: true });
    const authentications = this.connection.authentications;
    this.fetchPage(conversationId)
      .then((page) => {
        this.dispatch({ type: 'history', conversationId, page, pageSize: this.pageSize, older: false });
        this.connection.track(conversationId, page.at(-1)?.seq ?? 0);
        // Down while the page was coming (or not yet up): the reconnect's syncs did not include this
        // conversation, and a message stored meanwhile is in neither the page nor a live frame.
        if (this.connection.authentications !== authentications || this.connection.state !== 'open') {
          this.connection.sync(conversationId);
        }
      })
      .catch(() => undefined) // the client's error policy has told the user
      .finally(() => this.dispatch({ type: 'loading', conversationId, page: 'newest', loading: false }));
  }

  /** Where a message goes: a shopper names the store, a store's customer service the conversation. */
  private withTarget(send: (to: ChatTarget) => void): void {
    const conversationId = conversationIdOf(this.state, this.shown);
    let to: ChatTarget | null = null;
    if (this.side === 'shop') {
      if (conversationId !== null) to = { conversationId };
    } else {
      const shopId =
        this.shown.shopId ??
        this.state.conversations.find((c) => c.conversationId === conversationId)?.shopId;
      if (shopId) to = { shopId };
    }
    if (!to) throw new Error('Nothing to send to: show a conversation (or, for a shopper, a store) first');
    send(to);
  }
}
