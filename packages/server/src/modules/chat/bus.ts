// The chat's bus (decisions/0057): carries the gateway's events (a stored message, a read mark, a
// take-over, a revocation, a notice; types.ts `ChatEvent`) to every process of every instance, this one
// included, each delivering them to its own connections. Three transports, chosen like the shared stores
// (plugins/stores.ts): Redis pub/sub on channel `mall:chat` when REDIS_URL is set; else PostgreSQL's
// LISTEN/NOTIFY on channel `mall_chat` (a dedicated connection outside the pool, like lib/cache-bus.ts,
// reconnecting after 0.5 s doubling to 30 s); on PGlite (one process) PGlite's own LISTEN.
// NOTIFY's payload is limited to 8000 bytes: a message event too big for it travels as a reference
// (conversation and seq) that each receiver loads through the chat service (`loadMessage`).
// Each process sends itself a heartbeat every CHAT_BUS_HEARTBEAT_MS: one not heard back by the next, or
// one that could not be sent (a broken publisher), counts as a lost connection (a half-open one that TCP
// keep-alive would notice only minutes later).
// The bus is not a store: an event published while a process is not listening is lost for that
// process's connections. The gateway therefore closes its connections when its bus loses its connection
// and refuses new ones until it listens again; clients reconnect and `sync` from the last seq they saw,
// and the database has every message (decisions/0057).
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { ChatMessage, ChatSide } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { connectRedis } from '../../plugins/stores.ts';
import { listenConnection } from '../../lib/pg-listen.ts';
import type { ChatBus, ChatEvent } from './types.ts';

export const CHAT_CHANNEL = 'mall_chat';
export const CHAT_REDIS_CHANNEL = 'mall:chat';
/** NOTIFY refuses payloads of 8000 bytes and more; a little margin. */
export const NOTIFY_MAX_BYTES = 7900;

/** A message event's reference, sent instead of a message too big for NOTIFY. */
interface MessageRef {
  kind: 'messageRef';
  userId: string;
  shopId: number;
  sender: ChatSide;
  conversationId: number;
  seq: number;
  from?: string | undefined;
}

export interface ChatBusOptions {
  /** Redis pub/sub when given (REDIS_URL). */
  redisUrl?: string | undefined;
  /** A lost connection's error (it is retried). */
  log: (error: Error) => void;
  /** Loads a message sent by reference (too big for NOTIFY): the conversation's shopper reads it. */
  loadMessage: (userId: string, conversationId: number, seq: number) => Promise<ChatMessage | null>;
  /**
   * How often the bus sends itself a heartbeat (PostgreSQL, Redis; default CHAT_BUS_HEARTBEAT_MS): one
   * not heard back by the next counts as a lost connection (a half-open one that TCP has not noticed).
   */
  heartbeatMs?: number | undefined;
}

export const CHAT_BUS_HEARTBEAT_MS = 10_000;

/** A process's heartbeat to itself on the bus: never delivered as an event. */
interface Heartbeat {
  kind: 'busHeartbeat';
  id: string;
  n: number;
}

/** The bus, with its connection's state: the gateway accepts connections only while it listens. */
export interface ChatBusConnection extends ChatBus {
  readonly kind: 'redis' | 'postgres' | 'pglite';
  /** Resolves once the bus listens (or once a failed first attempt is logged and retried). */
  start(): Promise<void>;
  /** Whether the bus listens now (events published elsewhere reach this process). */
  live(): boolean;
  /** Called with false when the bus stops listening (connection lost), true when it listens again. */
  onLive(listener: (live: boolean) => void): void;
}

/** Redis when `redisUrl` is given, else the database's driver's LISTEN/NOTIFY. */
export function chatBus(db: Database, options: ChatBusOptions): ChatBusConnection {
  if (options.redisUrl) return redisBus(options.redisUrl, options);
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteBus(db, client, options);
  if (client instanceof pg.Pool) return postgresBus(db, client.options, options);
  throw new Error('chatBus: neither a PGlite nor a pg.Pool database');
}

/**
 * Common parts: the subscribers, the live state and its listeners, the heartbeat, decoding a payload
 * (exported for bus.test.ts).
 */
export class Hub {
  private readonly handlers: ((event: ChatEvent) => void)[] = [];
  private readonly liveListeners: ((live: boolean) => void)[] = [];
  private isLive = false;
  constructor(private readonly options: ChatBusOptions) {}

  subscribe(handler: (event: ChatEvent) => void): void {
    this.handlers.push(handler);
  }
  onLive(listener: (live: boolean) => void): void {
    this.liveListeners.push(listener);
  }
  live(): boolean {
    return this.isLive;
  }
  setLive(live: boolean): void {
    if (live === this.isLive) return;
    this.isLive = live;
    for (const listener of this.liveListeners) listener(live);
  }
  emit(event: ChatEvent): void {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        this.options.log(error as Error);
      }
    }
  }
  private readonly heartbeatId = randomUUID();
  private heartbeatSent = 0;
  private heartbeatHeard = 0;
  private heartbeatTimer: NodeJS.Timeout | null = null;

  /**
   * Sends a heartbeat every `heartbeatMs` while live; when the previous one was not heard back (or could
   * not be sent), calls `missed` (the bus then reconnects) instead.
   */
  startHeartbeat(send: (payload: string) => Promise<void>, missed: () => void): void {
    const every = this.options.heartbeatMs ?? CHAT_BUS_HEARTBEAT_MS;
    this.heartbeatTimer = setInterval(() => {
      if (!this.isLive) {
        this.heartbeatHeard = this.heartbeatSent;
        return;
      }
      if (this.heartbeatHeard < this.heartbeatSent) {
        this.heartbeatHeard = this.heartbeatSent;
        missed();
        return;
      }
      const beat: Heartbeat = { kind: 'busHeartbeat', id: this.heartbeatId, n: this.heartbeatSent + 1 };
      const sent = () => (this.heartbeatSent = Math.max(this.heartbeatSent, beat.n));
      // Not sent (the pool or the Redis publisher failing) counts as sent and never heard back: the next
      // tick calls `missed`, as for a lost one.
      send(JSON.stringify(beat)).then(sent, sent);
    }, every);
    this.heartbeatTimer.unref();
  }

  stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  /** A received payload: an event, or a message reference loaded first. Anything else is ignored. */
  receive(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (!parsed || typeof parsed !== 'object') return;
    const event = parsed as ChatEvent | MessageRef | Heartbeat;
    if (event.kind === 'busHeartbeat') {
      if (event.id === this.heartbeatId) this.heartbeatHeard = Math.max(this.heartbeatHeard, event.n);
      return;
    }
    if (event.kind !== 'messageRef') {
      this.emit(event);
      return;
    }
    void this.options
      .loadMessage(event.userId, event.conversationId, event.seq)
      .then((message) => {
        if (!message) return;
        this.emit({
          kind: 'message',
          userId: event.userId,
          shopId: event.shopId,
          sender: event.sender,
          message,
          ...(event.from !== undefined ? { from: event.from } : {}),
        });
      })
      .catch((error: Error) => this.options.log(error));
  }
}

/** The JSON text of an event for NOTIFY: a message too big for it becomes a reference. */
export function notifyPayload(event: ChatEvent): string {
  const text = JSON.stringify(event);
  if (Buffer.byteLength(text, 'utf8') <= NOTIFY_MAX_BYTES || event.kind !== 'message') return text;
  const ref: MessageRef = {
    kind: 'messageRef',
    userId: event.userId,
    shopId: event.shopId,
    sender: event.sender,
    conversationId: event.message.conversationId,
    seq: event.message.seq,
    ...(event.from !== undefined ? { from: event.from } : {}),
  };
  return JSON.stringify(ref);
}

function pgliteBus(db: Database, client: PGlite, options: ChatBusOptions): ChatBusConnection {
  const hub = new Hub(options);
  let stop: (() => Promise<void>) | null = null;
  return {
    kind: 'pglite',
    start: async () => {
      stop = await client.listen(CHAT_CHANNEL, (payload) => hub.receive(payload));
      hub.setLive(true);
    },
    publish: async (event) => {
      await db.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${notifyPayload(event)})`);
    },
    subscribe: (handler) => hub.subscribe(handler),
    live: () => hub.live(),
    onLive: (listener) => hub.onLive(listener),
    close: async () => {
      hub.setLive(false);
      if (stop && !client.closed) await stop();
      stop = null;
    },
  };
}

function postgresBus(db: Database, config: pg.PoolConfig, options: ChatBusOptions): ChatBusConnection {
  const hub = new Hub(options);
  const listening = listenConnection(config, CHAT_CHANNEL, {
    onMessage: (payload) => hub.receive(payload),
    onLive: (live) => hub.setLive(live),
    log: options.log,
  });

  hub.startHeartbeat(
    async (payload) => {
      await db.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${payload})`);
    },
    () => listening.relisten(new Error('chat bus: its heartbeat did not come back; listening again')),
  );

  return {
    kind: 'postgres',
    start: listening.start,
    // Through the request pool: NOTIFY is delivered at commit (here at once: no transaction).
    publish: async (event) => {
      await db.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${notifyPayload(event)})`);
    },
    subscribe: (handler) => hub.subscribe(handler),
    live: () => hub.live(),
    onLive: (listener) => hub.onLive(listener),
    close: async () => {
      hub.stopHeartbeat();
      await listening.close();
    },
  };
}

function redisBus(url: string, options: ChatBusOptions): ChatBusConnection {
  const hub = new Hub(options);
  // A subscribed Redis connection can only subscribe: publishing needs another one. ioredis reconnects
  // both by itself and subscribes again after a reconnect ('ready' then follows).
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  let closed = false;
  return {
    kind: 'redis',
    start: async () => {
      publisher = connectRedis(url);
      subscriber = connectRedis(url);
      publisher.on('error', (error: Error) => options.log(error));
      subscriber.on('error', (error: Error) => options.log(error));
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel === CHAT_REDIS_CHANNEL) hub.receive(payload);
      });
      // Lost: nothing heard until subscribed again (ioredis resubscribes on reconnect, then 'ready').
      subscriber.on('close', () => hub.setLive(false));
      subscriber.on('ready', () => {
        if (!closed && subscriber?.status === 'ready') void confirm();
      });
      const confirm = async () => {
        try {
          await subscriber?.subscribe(CHAT_REDIS_CHANNEL);
          if (!closed) hub.setLive(true);
        } catch (error) {
          options.log(error as Error);
        }
      };
      await confirm();
      hub.startHeartbeat(
        async (payload) => {
          await publisher?.publish(CHAT_REDIS_CHANNEL, payload);
        },
        () => {
          options.log(new Error('chat bus: its heartbeat did not come back; subscribing again'));
          hub.setLive(false);
          // Reconnects, then subscribes again ('ready').
          subscriber?.disconnect(true);
        },
      );
    },
    publish: async (event) => {
      if (!publisher) throw new Error('chat bus: not started');
      await publisher.publish(CHAT_REDIS_CHANNEL, JSON.stringify(event));
    },
    subscribe: (handler) => hub.subscribe(handler),
    live: () => hub.live(),
    onLive: (listener) => hub.onLive(listener),
    close: async () => {
      closed = true;
      hub.stopHeartbeat();
      hub.setLive(false);
      const open = [publisher, subscriber];
      publisher = null;
      subscriber = null;
      for (const redis of open) {
        if (!redis) continue;
        redis.removeAllListeners('close');
        await redis.quit().catch(() => redis.disconnect());
      }
    },
  };
}
