// The chat's websocket connection (issue 16, decisions/0059): transport only, no React. It authenticates
// with the first frame, reconnects with exponential backoff and jitter ("disconnected, reconnecting",
// then "connection broken, please refresh" after the tries), stops for good on `offline` and
// `loggedInElsewhere` (and their close codes; a shopper's auth names its browser, `getDeviceId`, so that
// its other tabs are not taken over), resumes each conversation it was asked to `track` (the
// shown one, whose history was loaded; not every conversation a live message named) with `sync` from the
// highest `seq` below which it has seen everything (and syncs such a conversation without waiting for a
// reconnect when a message or an ack skips a seq, or a pong finds one still missing), keeps an outbox of
// unacknowledged sends that it resends in order with the same `clientMsgId` after each reconnect (the
// server stores a `clientMsgId` once), drops incoming messages it has seen by (conversationId, seq),
// pings every 25 s and treats a silent socket as dropped, and paces its frames under the server's
// per-second limit. The WebSocket constructor is injectable (the browser's by default; Node tests pass
// `ws`).
import {
  CHAT_CLOSE_OFFLINE,
  CHAT_CLOSE_REPLACED,
  CHAT_CLOSE_UNAUTHORIZED,
  CHAT_DEVICE_ID,
  CHAT_FRAME_MAX_BYTES,
  CHAT_FRAMES_PER_SECOND,
  CHAT_WS_PATH,
  ChatServerFrame,
  type ChatClientFrame,
  type ChatConnectionState,
  type ChatMessage,
  type ChatMsgType,
  type ChatNoticeCode,
  type ChatOrderCard,
  type ChatProdCard,
  type ChatSide,
  type Locale,
} from '@mall/domain';
import { defaultBaseURL } from '../apiClient.ts';

/** What the connection needs of a WebSocket: the browser's and `ws`'s both fit. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  // `never` parameters: any event type fits (the handlers read only `data` and `code`).
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}
export type ChatSocketConstructor = new (url: string) => ChatSocket;

const OPEN = 1;

/** Who a message goes to: the shopper names the store, the store's customer service the conversation. */
export type ChatTarget = { shopId: number } | { conversationId: number };

/** A message to send. `prod`/`order`: the card as the sender shows it until the server's copy loads. */
export type ChatOutgoing = ChatTarget & {
  msgType: ChatMsgType;
  content: string;
  prod?: ChatProdCard | null;
  order?: ChatOrderCard | null;
};

/** A message sent and not yet acknowledged (or refused: `failed`). */
export interface ChatOutboxEntry {
  clientMsgId: string;
  shopId: number | null;
  conversationId: number | null;
  msgType: ChatMsgType;
  content: string;
  prod: ChatProdCard | null;
  order: ChatOrderCard | null;
  /** The client's clock when it was queued (orders pending messages; never shown as a server time). */
  queuedAt: number;
}

export interface ChatAck {
  clientMsgId: string;
  msgId: string;
  conversationId: number;
  seq: number;
  createTime: string;
}

/** The events a connection emits, by name. */
export interface ChatConnectionEvents {
  state: ChatConnectionState;
  /** Authenticated: `side` and (for a store's customer service) the store. */
  authed: { side: ChatSide; shopId: number | null };
  /** A message not seen before (live or from a `sync`), once per (conversationId, seq). */
  message: ChatMessage;
  /** A message of the outbox was queued (sent, or waiting for the connection). */
  sending: ChatOutboxEntry;
  /** A message of the outbox was stored: the entry and the server's acknowledgement. */
  ack: { entry: ChatOutboxEntry; ack: ChatAck };
  /** The server refused a message (an error frame naming its `clientMsgId`): out of the outbox. */
  failed: { entry: ChatOutboxEntry; message: string };
  /**
   * `side` has read the conversation up to `seq`: the other side (this side's messages up to it are
   * read), or this side on another connection (another agent of the store, another tab or device).
   */
  read: { conversationId: number; seq: number; side: ChatSide };
  /** A `sync` has delivered everything up to `seq`. */
  synced: { conversationId: number; seq: number };
  opened: { shopId: number; prodId: number | null; orderNumber: string | null };
  notice: { code: ChatNoticeCode; shopId?: number | undefined };
  /** An error frame (a refused frame; the connection stays). */
  error: { message: string; clientMsgId?: string | undefined };
  /** A frame that is not JSON or not of the contract (a newer server's, or a bug): ignored. */
  invalidFrame: { data: string };
}

export interface ChatBackoff {
  /** The first wait (ms), doubled on each try up to `maxMs`. */
  initialMs: number;
  maxMs: number;
  /** Tries after a drop before the state is `broken`. */
  tries: number;
}

export const CHAT_BACKOFF: ChatBackoff = { initialMs: 500, maxMs: 8000, tries: 6 };
/** The client's own ping interval (ms); a socket silent for CHAT_PONG_TIMEOUT_MS after it is dropped. */
export const CHAT_PING_INTERVAL_MS = 25_000;
export const CHAT_PONG_TIMEOUT_MS = 10_000;
/** A socket not authenticated this long after it was made is dropped (and tried again). */
export const CHAT_CONNECT_TIMEOUT_MS = 10_000;
/**
 * A tracked conversation with a seq skipped (a live message lost on the way) is synced this long after
 * the gap shows (ms): a message that overtook another on the bus leaves a gap the next frame fills.
 */
export const CHAT_GAP_SYNC_DELAY_MS = 300;
/** Frames sent in any second at most: under the server's limit, the ping and the auth included. */
const FRAME_BUDGET = CHAT_FRAMES_PER_SECOND - 4;

export interface ChatConnectionOptions {
  /** `user`: a shopper (`token`); `shop`: a store's customer service (`merchantToken`). */
  side: ChatSide;
  /** The current token, read at each (re)connection; none: `offline`. */
  getToken: () => string | undefined;
  /**
   * A shopper's browser (CHAT_DEVICE_ID: 16 to 64 url-safe characters), read at each (re)connection and
   * sent in the auth frame: the server's take-over then spares the connections of the same device (the
   * browser's other tabs). The app keeps one per browser (localStorage); none: every newer connection
   * of the shopper takes this one over.
   */
  getDeviceId?: () => string | undefined;
  /** The page's language (`lang` in the socket's query: the server's error texts). */
  getLocale?: () => Locale;
  /** The socket URL; default from the API base (`VITE_API_BASE` or '/api') and the page's origin. */
  url?: string;
  baseURL?: string;
  origin?: string;
  /** Default: the global WebSocket. */
  WebSocket?: ChatSocketConstructor;
  backoff?: ChatBackoff;
  /** For the jitter; default Math.random. */
  random?: () => number;
  /** Default: randomClientMsgId. */
  newClientMsgId?: () => string;
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  connectTimeoutMs?: number;
  gapSyncDelayMs?: number;
  /**
   * Where the network's `online` event comes from (default: the browser's window): back online while
   * reconnecting, the next try starts at once instead of after the rest of its wait.
   */
  network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** The socket URL: the API base + CHAT_WS_PATH on the page's origin, http -> ws and https -> wss. */
export function chatSocketUrl(baseURL: string, origin: string, locale?: Locale): string {
  const url = new URL(baseURL.replace(/\/+$/, '') + CHAT_WS_PATH, origin || 'http://localhost');
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  if (locale) url.searchParams.set('lang', locale);
  return url.toString();
}

/** The wait before try `attempt` (1, 2, ...): doubling from initialMs up to maxMs, half of it jitter. */
export function backoffDelay(backoff: ChatBackoff, attempt: number, random: () => number): number {
  const full = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (full / 2) * random());
}

/** The seqs seen of one conversation: all up to `through`, and some beyond it. */
class SeenSeqs {
  through = 0;
  private beyond = new Set<number>();

  has(seq: number): boolean {
    return seq <= this.through || this.beyond.has(seq);
  }

  add(seq: number): void {
    if (seq <= this.through) return;
    this.beyond.add(seq);
    this.compact();
  }

  /** A seq above `through` has been seen: one below it is missing. */
  get missing(): boolean {
    return this.beyond.size > 0;
  }

  /** Everything up to `seq` is known (a REST page that is the newest, a `synced`). */
  advance(seq: number): void {
    if (seq <= this.through) return;
    this.through = seq;
    this.compact();
  }

  private compact(): void {
    for (const s of this.beyond) if (s <= this.through) this.beyond.delete(s);
    while (this.beyond.delete(this.through + 1)) this.through += 1;
  }
}

type Handler<T> = (payload: T) => void;
type Terminal = 'offline' | 'replaced' | 'broken';

interface QueuedFrame {
  frame: ChatClientFrame;
  written?: () => void;
}

export class ChatConnection {
  private readonly options: ChatConnectionOptions;
  private readonly backoff: ChatBackoff;
  private readonly handlers = new Map<keyof ChatConnectionEvents, Set<Handler<never>>>();
  private current: ChatConnectionState = 'connecting';
  private socket: ChatSocket | null = null;
  private authed = false;
  private started = false;
  private closed = false;
  /** Failed tries since the last authentication. */
  private attempts = 0;
  private authCount = 0;
  private readonly seen = new Map<number, SeenSeqs>();
  /** The conversations `track`ed: the only ones a reconnect syncs. */
  private readonly tracked = new Set<number>();
  /** Tracked conversations with a gap, waiting for gapTimer; those whose gap's sync is on its way. */
  private readonly gaps = new Set<number>();
  private readonly syncing = new Set<number>();
  private gapTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly outbox: ChatOutboxEntry[] = [];
  private readonly refused = new Map<string, ChatOutboxEntry>();
  /** Read marks not yet written to a socket, by conversation. */
  private readonly unsentReads = new Map<number, number>();
  private readonly unsentOpens: string[] = [];
  private queue: QueuedFrame[] = [];
  private readonly writtenAt: number[] = [];
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The sends in the outbox when the last ping was written. The server answers a connection's frames in
   * order, so one still unacknowledged when the pong comes met a passing server problem (an error frame
   * that names no message): it is sent again then, with its clientMsgId (stored once).
   */
  private owedAtPing: Set<string> | null = null;
  private pumpTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: ChatConnectionOptions) {
    this.options = options;
    this.backoff = options.backoff ?? CHAT_BACKOFF;
  }

  /** `user`: a shopper's connection; `shop`: a store's customer service. */
  get side(): ChatSide {
    return this.options.side;
  }

  /** The connection's state, as the chat panel shows it. */
  get state(): ChatConnectionState {
    return this.current;
  }

  /** The messages sent and not yet acknowledged, in the order they were sent. */
  get pending(): readonly ChatOutboxEntry[] {
    return this.outbox;
  }

  /** The highest seq of a conversation below which every message has been seen (what `sync` sends). */
  lastSeq(conversationId: number): number {
    return this.seen.get(conversationId)?.through ?? 0;
  }

  /** How many times the connection has authenticated (a change: it was down in between). */
  get authentications(): number {
    return this.authCount;
  }

  on<K extends keyof ChatConnectionEvents>(type: K, handler: Handler<ChatConnectionEvents[K]>): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler as Handler<never>);
    return () => set.delete(handler as Handler<never>);
  }

  /**
   * Connects (once; again after `broken`, `offline` or `replaced`: the "refresh" of the panel, which
   * starts the tries over). Does nothing after `close`.
   */
  connect(): void {
    if (this.closed) return;
    if (this.started && !this.isTerminal()) return;
    this.started = true;
    this.attempts = 0;
    this.listenToNetwork();
    this.setState('connecting');
    this.openSocket();
  }

  /** Ends the connection for good (the page is left): no reconnect, no more events. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearTimers();
    this.network?.removeEventListener('online', this.backOnline);
    const socket = this.socket;
    this.detach();
    socket?.close(1000);
    this.handlers.clear();
  }

  /**
   * Knows a conversation up to `seq` (a REST page that is its newest): messages up to it are not
   * delivered again, and a reconnect syncs it from there. Only tracked conversations are synced: one
   * merely named by a live message would be synced from 0, its whole history (the conversations list,
   * fetched again after a reconnect, has the others' unread counts).
   */
  track(conversationId: number, seq: number): void {
    this.tracked.add(conversationId);
    this.seenOf(conversationId).advance(seq);
    this.noticeGap(conversationId); // a live message newer than the page came while it loaded
  }

  /**
   * Asks for a conversation's messages after the seq below which all were seen (when open; after each
   * authentication every tracked conversation is synced anyway).
   */
  sync(conversationId: number): void {
    const afterSeq = this.seenOf(conversationId).through;
    if (this.authed) this.queueFrame({ frame: { type: 'sync', conversationId, afterSeq } });
  }

  /**
   * Sends a message (queued until the connection is open); answers its outbox entry. A frame above
   * CHAT_FRAME_MAX_BYTES throws a RangeError: the server would refuse it without naming it, and the
   * outbox would keep it forever (the panel refuses a text over CHAT_TEXT_MAX long before that).
   */
  send(message: ChatOutgoing): ChatOutboxEntry {
    const entry: ChatOutboxEntry = {
      clientMsgId: (this.options.newClientMsgId ?? randomClientMsgId)(),
      shopId: 'shopId' in message ? message.shopId : null,
      conversationId: 'conversationId' in message ? message.conversationId : null,
      msgType: message.msgType,
      content: message.content,
      prod: message.prod ?? null,
      order: message.order ?? null,
      queuedAt: Date.now(),
    };
    if (new TextEncoder().encode(JSON.stringify(sendFrame(entry))).length > CHAT_FRAME_MAX_BYTES) {
      throw new RangeError(`A chat frame is at most ${CHAT_FRAME_MAX_BYTES} bytes`);
    }
    this.enqueueOutgoing(entry);
    return entry;
  }

  sendText(target: ChatTarget, text: string): ChatOutboxEntry {
    return this.send({ ...target, msgType: 'text', content: text });
  }

  /** An image message: the URL of an upload (`uploadChatImage`). */
  sendImage(target: ChatTarget, url: string): ChatOutboxEntry {
    return this.send({ ...target, msgType: 'image', content: url });
  }

  sendProd(target: ChatTarget, prodId: number, card?: ChatProdCard): ChatOutboxEntry {
    return this.send({ ...target, msgType: 'prod', content: String(prodId), prod: card ?? null });
  }

  sendOrder(target: ChatTarget, orderNumber: string, card?: ChatOrderCard): ChatOutboxEntry {
    return this.send({ ...target, msgType: 'order', content: orderNumber, order: card ?? null });
  }

  /** Sends a refused message again, with its `clientMsgId`. False when there is no such message. */
  retry(clientMsgId: string): boolean {
    const entry = this.refused.get(clientMsgId);
    if (!entry) return false;
    this.refused.delete(clientMsgId);
    this.enqueueOutgoing(entry);
    return true;
  }

  /** Marks a conversation read up to `seq` (sent now, or after the next authentication). */
  read(conversationId: number, seq: number): void {
    if ((this.unsentReads.get(conversationId) ?? -1) >= seq) return;
    this.unsentReads.set(conversationId, seq);
    if (this.authed) this.queueRead(conversationId);
  }

  /** Opens an inquiry (`opened`, or the notice `inquiryExpired`). */
  open(inquiry: string): void {
    this.unsentOpens.push(inquiry);
    if (this.authed) this.queueOpen(inquiry);
  }

  // ---- Internals. ----

  private network: ChatConnectionOptions['network'] = null;

  private listenToNetwork(): void {
    if (this.network) return;
    this.network =
      this.options.network !== undefined
        ? this.options.network
        : typeof window !== 'undefined' && typeof window.addEventListener === 'function'
          ? window
          : null;
    this.network?.addEventListener('online', this.backOnline);
  }

  /** Back online while waiting to try again: try now. */
  private readonly backOnline = (): void => {
    if (this.closed || this.current !== 'reconnecting' || this.retryTimer === undefined) return;
    this.clearTimers();
    this.openSocket();
  };

  private emit<K extends keyof ChatConnectionEvents>(type: K, payload: ChatConnectionEvents[K]): void {
    for (const handler of [...(this.handlers.get(type) ?? [])]) (handler as Handler<typeof payload>)(payload);
  }

  private setState(state: ChatConnectionState): void {
    if (this.current === state) return;
    this.current = state;
    this.emit('state', state);
  }

  private isTerminal(): boolean {
    return this.current === 'broken' || this.current === 'offline' || this.current === 'replaced';
  }

  private seenOf(conversationId: number): SeenSeqs {
    let seen = this.seen.get(conversationId);
    if (!seen) this.seen.set(conversationId, (seen = new SeenSeqs()));
    return seen;
  }

  private url(): string {
    if (this.options.url) return this.options.url;
    const origin =
      this.options.origin ?? (typeof window !== 'undefined' && window.location ? window.location.origin : '');
    return chatSocketUrl(this.options.baseURL ?? defaultBaseURL(), origin, this.options.getLocale?.());
  }

  private openSocket(): void {
    const token = this.options.getToken();
    if (!token) {
      this.stop('offline');
      return;
    }
    const Socket = this.options.WebSocket ?? (globalThis as { WebSocket?: ChatSocketConstructor }).WebSocket;
    if (!Socket) throw new Error('ChatConnection needs a WebSocket constructor');
    let socket: ChatSocket;
    try {
      socket = new Socket(this.url());
    } catch {
      this.dropped();
      return;
    }
    this.socket = socket;
    this.authed = false;
    socket.onopen = () => {
      const deviceId = this.options.getDeviceId?.();
      const auth: ChatClientFrame =
        this.options.side === 'user'
          ? { type: 'auth', token, ...(deviceId && CHAT_DEVICE_ID.test(deviceId) ? { deviceId } : {}) }
          : { type: 'auth', merchantToken: token };
      this.write(auth);
    };
    socket.onmessage = (event: { data: unknown }) => this.received(event.data);
    socket.onclose = (event: { code?: number }) => this.socketClosed(socket, event.code ?? 1006);
    socket.onerror = () => undefined; // a close follows
    this.connectTimer = setTimeout(() => {
      if (this.socket === socket && !this.authed) this.dropSocket();
    }, this.options.connectTimeoutMs ?? CHAT_CONNECT_TIMEOUT_MS);
  }

  private received(data: unknown): void {
    if (typeof data !== 'string') return;
    this.heardFromServer();
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      this.emit('invalidFrame', { data });
      return;
    }
    const parsed = ChatServerFrame.safeParse(json);
    if (!parsed.success) {
      this.emit('invalidFrame', { data });
      return;
    }
    const frame = parsed.data;
    switch (frame.type) {
      case 'authed':
        this.authenticated(frame.side, frame.shopId);
        break;
      case 'ack': {
        const { type: _type, ...ack } = frame;
        this.seenOf(ack.conversationId).add(ack.seq);
        this.noticeGap(ack.conversationId);
        const at = this.outbox.findIndex((e) => e.clientMsgId === ack.clientMsgId);
        if (at < 0) break; // the ack of a resend already acknowledged
        const [entry] = this.outbox.splice(at, 1);
        this.emit('ack', { entry: entry!, ack });
        break;
      }
      case 'message': {
        const { type: _type, ...message } = frame;
        const seen = this.seenOf(message.conversationId);
        if (seen.has(message.seq)) break;
        seen.add(message.seq);
        this.noticeGap(message.conversationId);
        this.emit('message', message);
        break;
      }
      case 'synced':
        this.syncing.delete(frame.conversationId);
        this.seenOf(frame.conversationId).advance(frame.seq);
        this.emit('synced', { conversationId: frame.conversationId, seq: frame.seq });
        break;
      case 'read':
        this.emit('read', { conversationId: frame.conversationId, seq: frame.seq, side: frame.side });
        break;
      case 'opened':
        this.emit('opened', { shopId: frame.shopId, prodId: frame.prodId, orderNumber: frame.orderNumber });
        break;
      case 'notice':
        this.emit('notice', { code: frame.code, shopId: frame.shopId });
        if (frame.code === 'loggedInElsewhere') this.stop('replaced');
        else if (frame.code === 'offline') this.stop('offline');
        break;
      case 'error': {
        const entry =
          frame.clientMsgId === undefined
            ? undefined
            : this.outbox.find((e) => e.clientMsgId === frame.clientMsgId);
        if (entry) {
          this.outbox.splice(this.outbox.indexOf(entry), 1);
          this.refused.set(entry.clientMsgId, entry);
          this.emit('failed', { entry, message: frame.message });
        }
        this.emit('error', { message: frame.message, clientMsgId: frame.clientMsgId });
        break;
      }
      case 'pong': {
        // The server answers in order, so a gap's sync written before the ping has been answered: a
        // gap still there was not filled (the sync refused, say, as too fast). Ask again now.
        for (const conversationId of this.tracked) {
          this.syncing.delete(conversationId);
          this.syncGap(conversationId);
        }
        // Likewise a send written before the ping and neither acknowledged nor refused: again.
        const owed = this.owedAtPing;
        this.owedAtPing = null;
        for (const entry of this.outbox) {
          if (owed?.has(entry.clientMsgId)) this.queueFrame({ frame: sendFrame(entry) });
        }
        break;
      }
    }
  }

  private authenticated(side: ChatSide, shopId: number | null): void {
    if (this.authed) return;
    this.authed = true;
    this.authCount += 1;
    this.attempts = 0;
    clearTimeout(this.connectTimer);
    this.setState('open');
    this.emit('authed', { side, shopId });
    this.owedAtPing = null;
    this.startPing();
    // Resume: every tracked conversation from its last contiguous seq, then what is owed to the server.
    for (const conversationId of this.tracked) {
      this.syncing.add(conversationId);
      this.queueFrame({
        frame: { type: 'sync', conversationId, afterSeq: this.seenOf(conversationId).through },
      });
    }
    for (const conversationId of this.unsentReads.keys()) this.queueRead(conversationId);
    for (const inquiry of [...this.unsentOpens]) this.queueOpen(inquiry);
    for (const entry of this.outbox) this.queueFrame({ frame: sendFrame(entry) });
  }

  /**
   * A tracked conversation has a seq missing below one seen: sync it after CHAT_GAP_SYNC_DELAY_MS (once
   * for the gaps shown meanwhile; the wait is not restarted, so a busy conversation is synced too).
   */
  private noticeGap(conversationId: number): void {
    if (!this.tracked.has(conversationId) || !this.seenOf(conversationId).missing) return;
    this.gaps.add(conversationId);
    if (this.gapTimer !== undefined) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = undefined;
      const gaps = [...this.gaps];
      this.gaps.clear();
      for (const id of gaps) if (!this.syncing.has(id)) this.syncGap(id);
    }, this.options.gapSyncDelayMs ?? CHAT_GAP_SYNC_DELAY_MS);
  }

  /** Syncs a tracked conversation from `through` when a seq is still missing (and the socket is up). */
  private syncGap(conversationId: number): void {
    const seen = this.seen.get(conversationId);
    if (!this.authed || !seen?.missing) return;
    this.syncing.add(conversationId);
    this.queueFrame({ frame: { type: 'sync', conversationId, afterSeq: seen.through } });
  }

  private enqueueOutgoing(entry: ChatOutboxEntry): void {
    this.outbox.push(entry);
    this.emit('sending', entry);
    if (this.authed) this.queueFrame({ frame: sendFrame(entry) });
  }

  private queueRead(conversationId: number): void {
    const seq = this.unsentReads.get(conversationId);
    if (seq === undefined) return;
    this.queueFrame({
      frame: { type: 'read', conversationId, seq },
      written: () => {
        if (this.unsentReads.get(conversationId) === seq) this.unsentReads.delete(conversationId);
      },
    });
  }

  private queueOpen(inquiry: string): void {
    this.queueFrame({
      frame: { type: 'open', inquiry },
      written: () => {
        const at = this.unsentOpens.indexOf(inquiry);
        if (at >= 0) this.unsentOpens.splice(at, 1);
      },
    });
  }

  private queueFrame(item: QueuedFrame): void {
    this.queue.push(item);
    this.pump();
  }

  /** Writes queued frames, at most FRAME_BUDGET in any second (the rest wait). */
  private pump(): void {
    if (this.pumpTimer !== undefined) return;
    while (this.queue.length > 0 && this.authed) {
      const now = Date.now();
      while (this.writtenAt.length > 0 && this.writtenAt[0]! <= now - 1000) this.writtenAt.shift();
      if (this.writtenAt.length >= FRAME_BUDGET) {
        this.pumpTimer = setTimeout(
          () => {
            this.pumpTimer = undefined;
            this.pump();
          },
          this.writtenAt[0]! + 1000 - now,
        );
        return;
      }
      const item = this.queue.shift()!;
      if (!this.write(item.frame)) return;
      item.written?.();
    }
  }

  private write(frame: ChatClientFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    this.writtenAt.push(Date.now());
    return true;
  }

  private startPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      this.owedAtPing = new Set(this.outbox.map((entry) => entry.clientMsgId));
      this.queueFrame({ frame: { type: 'ping' } });
      if (this.pongTimer === undefined) {
        this.pongTimer = setTimeout(() => {
          this.pongTimer = undefined;
          this.dropSocket(); // nothing heard since the ping: a dead socket
        }, this.options.pongTimeoutMs ?? CHAT_PONG_TIMEOUT_MS);
      }
    }, this.options.pingIntervalMs ?? CHAT_PING_INTERVAL_MS);
  }

  private heardFromServer(): void {
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
  }

  /** Gives up on the current socket at once (a dead or slow one) and goes on as after a drop. */
  private dropSocket(): void {
    const socket = this.socket;
    if (!socket) return;
    this.detach();
    try {
      socket.close(4000);
    } catch {
      // a socket still connecting may refuse to close: it is forgotten either way
    }
    this.dropped();
  }

  private socketClosed(socket: ChatSocket, code: number): void {
    if (socket !== this.socket) return;
    this.detach();
    if (code === CHAT_CLOSE_REPLACED) this.stop('replaced');
    else if (code === CHAT_CLOSE_OFFLINE || code === CHAT_CLOSE_UNAUTHORIZED) this.stop('offline');
    else this.dropped();
  }

  /** The socket is gone: try again after the backoff, or `broken` after the tries. */
  private dropped(): void {
    if (this.closed || this.isTerminal()) return;
    this.attempts += 1;
    if (this.attempts > this.backoff.tries) {
      this.stop('broken');
      return;
    }
    this.setState('reconnecting');
    const delay = backoffDelay(this.backoff, this.attempts, this.options.random ?? Math.random);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.closed && !this.isTerminal()) this.openSocket();
    }, delay);
  }

  /** Stops for good (until `connect`): `offline`, `replaced` or `broken`. */
  private stop(state: Terminal): void {
    const socket = this.socket;
    this.detach();
    this.clearTimers();
    socket?.close(1000);
    this.setState(state);
  }

  /** Forgets the socket: its handlers, its timers and the frames waiting for it. */
  private detach(): void {
    const socket = this.socket;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = () => undefined;
    }
    this.socket = null;
    this.authed = false;
    this.queue = [];
    // The next authentication syncs every tracked conversation from `through`: no gap waits for it.
    this.gaps.clear();
    this.syncing.clear();
    clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
    clearTimeout(this.connectTimer);
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    clearTimeout(this.pumpTimer);
    this.pongTimer = undefined;
    this.pumpTimer = undefined;
  }

  private clearTimers(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}

/**
 * A new `clientMsgId`: `crypto.randomUUID()`, or the same form from `crypto.getRandomValues` where a
 * browser offers no randomUUID (a page over plain http, such as a phone on the local network in
 * development: randomUUID exists only in secure contexts).
 */
export function randomClientMsgId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function sendFrame(entry: ChatOutboxEntry): ChatClientFrame {
  return {
    type: 'send',
    clientMsgId: entry.clientMsgId,
    ...(entry.shopId !== null ? { shopId: entry.shopId } : {}),
    ...(entry.conversationId !== null ? { conversationId: entry.conversationId } : {}),
    msgType: entry.msgType,
    content: entry.content,
  };
}
