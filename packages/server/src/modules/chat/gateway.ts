// The chat's websocket at the API mount + CHAT_WS_PATH (`/api/im/ws`; issue 16 items 3 and 5,
// decisions/0057). @fastify/websocket is registered in this plugin's own scope, so only this route is a
// websocket route; every other route answers an upgrade request as a plain HTTP request.
//
// A connection's first frame must be a good `auth` (a shopper token through the hot cache, as
// plugins/auth.ts resolves it, or a merchant token, merchant/auth.ts) within 10 s (CHAT_TIMING), else
// it is closed with 4401. Then every frame is parsed with the contract's `ChatClientFrame`; a bad one (not
// JSON, not a frame, binary, above CHAT_FRAME_MAX_BYTES, or beyond CHAT_FRAMES_PER_SECOND in a second)
// gets `{type: 'error', message}` in the connection's language (`?lang=`, else Accept-Language), with
// the frame's `clientMsgId` when it is a `send` whose id can be read (the client marks it failed), and the
// connection stays; ws closes a frame above twice the limit with 1009 before it is read, and a flood
// (CHAT_FLOOD_FRAMES in a second) is closed with 1008. A connection's
// frames are handled one after the other, in order. The gateway only authenticates, parses, calls the
// chat service (types.ts `ChatService`, which owns every rule and table) and routes: `send` -> ack to the
// sender and a `message` event on the bus (a duplicate `clientMsgId` is acked again, not published);
// `sync` -> the messages after `afterSeq` in pages, then `synced`; `read` -> a `read` event naming the
// reader's side to both sides' connections but the reader's own; `open` -> `opened` or the notice `inquiryExpired`; `ping` -> `pong`. A `send` the service refuses
// (BusinessError) gets an error naming its `clientMsgId`; a server problem an error without it (the
// client keeps the message in its outbox and sends it again after a reconnect).
//
// Every event goes through the bus (bus.ts), also to this process's own connections: one path, whichever
// instance holds the other side. A shopper's new connection publishes `takeover` with its device id (the
// auth frame's `deviceId`, one per browser): the shopper's connections of another device or of none, on
// any instance, get `loggedInElsewhere` and close CHAT_CLOSE_REPLACED; the same browser's tabs live side
// by side (a store may have many agents connected). A connection's token is checked again before each
// frame, every `recheckMs` (15 s), and at once when the hot cache hears that a shopper's token was
// revoked or account changed (the database's triggers, in every process); a dead one gets `offline` and
// close CHAT_CLOSE_OFFLINE. The server pings every 30 s and drops a socket that did not answer the previous
// ping, and cuts a connection whose unsent frames pass CHAT_MAX_BUFFERED_BYTES (a client that does not
// read). Agents' connections are recorded for `agentsOnline` (presence.ts). While
// the bus does not listen, events could be missed: the connections are closed (1012) and new ones refused
// (1013), so clients reconnect and `sync` from the last seq they saw. A publication that fails is only
// logged: what it announced is stored, and the receivers get it when they sync.
import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_CLOSE_OFFLINE,
  CHAT_CLOSE_REPLACED,
  CHAT_CLIENT_MSG_ID,
  CHAT_CLOSE_UNAUTHORIZED,
  CHAT_FRAME_MAX_BYTES,
  CHAT_FRAMES_PER_SECOND,
  CHAT_WS_PATH,
  ChatClientFrame,
  isLocale,
  messages,
  queryValues,
  roleAllows,
  type ChatNoticeCode,
  type ChatServerFrame,
  type Locale,
} from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';
import type { Database } from '../../db/connection.ts';
import { hasMessage, translate } from '../../i18n.ts';
import type { HotCache } from '../../lib/cache.ts';
import { shopperOfToken } from '../../plugins/auth.ts';
import { BusinessError, sendText } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { hashToken } from '../account/tokens.ts';
import { merchantOfToken } from '../merchant/auth.ts';
import { CHAT_BUS_HEARTBEAT_MS, chatBus, type ChatBusConnection } from './bus.ts';
import {
  CHAT_PRESENCE_REFRESH_MS,
  chatPresence,
  customerServiceOnline,
  type ChatPresence,
} from './presence.ts';
import type { ChatBus, ChatEvent, ChatService, ChatViewer } from './types.ts';

/** The gateway's clocks (tests shorten them). */
export interface ChatTiming {
  /** The first frame's deadline. */
  authMs: number;
  /** How often every connection's token is checked again (also before each frame). */
  recheckMs: number;
  /** How often the server pings; a socket that did not answer the previous ping is dropped. */
  pingMs: number;
  /** How often the agents' presence records are refreshed. */
  presenceMs: number;
  /** How often the bus checks itself with a heartbeat (bus.ts). */
  busHeartbeatMs: number;
}

export const CHAT_TIMING: ChatTiming = {
  authMs: 10_000,
  recheckMs: 15_000,
  pingMs: 30_000,
  presenceMs: CHAT_PRESENCE_REFRESH_MS,
  busHeartbeatMs: CHAT_BUS_HEARTBEAT_MS,
};

/** Frames above this close the socket (1009) before they are read; between the limits: an error frame. */
export const CHAT_MAX_PAYLOAD = 2 * CHAT_FRAME_MAX_BYTES;
/** Bytes waiting to be sent to a connection (its reader is behind) past which it is cut. */
export const CHAT_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Messages per page of a `sync`. */
export const CHAT_SYNC_PAGE = 50;
/** The language of the messages the bus carries (a card's names); receivers in another load theirs. */
const BUS_LOCALE: Locale = 'zh';
/** Close codes of the gateway's own: going away (server closing), bus lost (reconnect), not ready. */
const CLOSE_GOING_AWAY = 1001;
const CLOSE_BUS_LOST = 1012;
const CLOSE_TRY_LATER = 1013;
const CLOSE_POLICY = 1008;
/** Frames in one second past which the connection is closed (1008) instead of answered. */
export const CHAT_FLOOD_FRAMES = 5 * CHAT_FRAMES_PER_SECOND;

export interface ChatGatewayOptions {
  db: Database;
  now: Clock;
  cache: HotCache;
  service: ChatService;
  bus: ChatBus & Partial<Pick<ChatBusConnection, 'live' | 'onLive'>>;
  presence: ChatPresence;
  /** Whether a store's agents are online, for `send`'s `customerOffline` (default: `presence`'s). */
  agentsOnline?: (shopId: number) => Promise<boolean>;
  timing?: Partial<ChatTiming>;
  /** Bytes a connection may have waiting to be sent (default CHAT_MAX_BUFFERED_BYTES); more: cut. */
  maxBufferedBytes?: number;
}

class Connection {
  readonly id = randomUUID();
  viewer: ChatViewer | null = null;
  /** The shopper's browser (the auth frame's `deviceId`): its tabs are not taken over by each other. */
  deviceId: string | null = null;
  token = '';
  /** The token's SHA-256 (the hot cache's key of the session). */
  tokenHash = '';
  authenticating = false;
  closed = false;
  /** Answered the last ping. */
  alive = true;
  windowStart = 0;
  windowCount = 0;
  /** Conversations whose `customerOffline` was told on this connection. */
  readonly offlineTold = new Set<number>();
  /** The frames in hand, one after the other. */
  queue: Promise<void> = Promise.resolve();
  /** The messages delivered by the bus, one after the other. */
  deliveries: Promise<void> = Promise.resolve();
  authTimer: NodeJS.Timeout | null = null;
  /** Resolves when the connection is closed and forgotten. */
  done: Promise<void>;
  finish!: () => void;
  constructor(
    readonly socket: WebSocket,
    readonly locale: Locale,
  ) {
    this.done = new Promise((resolve) => (this.finish = resolve));
  }
}

/** The connection's language: a valid `lang` query, else the upgrade request's Accept-Language. */
function localeOf(request: FastifyRequest): Locale {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const lang = queryValues(query, 'lang')[0];
  return isLocale(lang) ? lang : request.locale;
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** The `clientMsgId` of a refused frame that reads as a `send` with a well-formed one. */
function sendIdOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const { type, clientMsgId } = json as { type?: unknown; clientMsgId?: unknown };
  return type === 'send' && typeof clientMsgId === 'string' && CHAT_CLIENT_MSG_ID.test(clientMsgId)
    ? clientMsgId
    : undefined;
}

export const chatGateway: FastifyPluginAsync<ChatGatewayOptions> = async (app, options) => {
  const { db, now, cache, service, bus, presence } = options;
  const timing: ChatTiming = { ...CHAT_TIMING, ...options.timing };
  const maxBuffered = options.maxBufferedBytes ?? CHAT_MAX_BUFFERED_BYTES;
  const agentsOnline = options.agentsOnline ?? ((shopId: number) => presence.agentsOnline(shopId));
  /** Every open connection, and the authenticated ones by shopper and by store. */
  const all = new Set<Connection>();
  const byUser = new Map<string, Set<Connection>>();
  const byShop = new Map<number, Set<Connection>>();
  const busLive = () => bus.live?.() ?? true;
  /** The server is closing: a socket whose upgrade completes now is closed at once (1001). */
  let closing = false;

  const index = <K>(map: Map<K, Set<Connection>>, key: K, conn: Connection, add: boolean) => {
    let set = map.get(key);
    if (add) {
      if (!set) map.set(key, (set = new Set()));
      set.add(conn);
    } else if (set) {
      set.delete(conn);
      if (set.size === 0) map.delete(key);
    }
  };

  const send = (conn: Connection, frame: ChatServerFrame) => {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    conn.socket.send(JSON.stringify(frame));
    // A client that does not read (while it asks for more): cut, rather than held in memory. It
    // reconnects and syncs what it missed.
    if (conn.socket.bufferedAmount > maxBuffered) {
      conn.closed = true;
      conn.socket.terminate();
    }
  };
  const sendError = (conn: Connection, descriptor: MessageDescriptor | string, clientMsgId?: string) =>
    send(conn, {
      type: 'error',
      message: translate(conn.locale, descriptor),
      ...(clientMsgId !== undefined ? { clientMsgId } : {}),
    });
  /** Closes with 1001 (the server closing); a socket that does not finish its close in a second is cut. */
  const goAway = (conn: Connection) => {
    end(conn, CLOSE_GOING_AWAY);
    const cut = setTimeout(() => conn.socket.terminate(), 1000);
    return conn.done.then(() => clearTimeout(cut));
  };
  /** Closes: nothing more is handled or delivered. */
  const end = (conn: Connection, code: number) => {
    if (conn.closed) return;
    conn.closed = true;
    conn.socket.close(code);
  };
  const kick = (conn: Connection, code: ChatNoticeCode, closeCode: number) => {
    if (conn.closed) return;
    send(conn, { type: 'notice', code });
    end(conn, closeCode);
  };

  const forget = async (conn: Connection) => {
    conn.closed = true;
    if (conn.authTimer) clearTimeout(conn.authTimer);
    all.delete(conn);
    const viewer = conn.viewer;
    if (viewer?.side === 'user') index(byUser, viewer.userId, conn, false);
    if (viewer?.side === 'shop') {
      index(byShop, viewer.shopId, conn, false);
      await presence
        .leave({ connectionId: conn.id, shopId: viewer.shopId })
        .catch((error: Error) => app.log.error({ err: error }, 'chat: forgetting an agent'));
    }
    conn.finish();
  };

  /** Publishes on the bus; a failure is logged, not the sender's error (its message is stored). */
  const publish = async (event: ChatEvent) => {
    try {
      await bus.publish(event);
    } catch (error) {
      app.log.error({ err: error, event: event.kind }, 'chat: publishing on the bus');
    }
  };

  /** Whether the connection's token still holds; a dead one is told `offline` and closed. */
  const stillLive = async (conn: Connection): Promise<boolean> => {
    const viewer = conn.viewer;
    if (!viewer || conn.closed) return false;
    const live =
      viewer.side === 'user'
        ? (await shopperOfToken(db, cache, conn.token, now())) === viewer.userId
        : (await merchantOfToken(db, conn.token, now()))?.merchantId === viewer.merchantId;
    if (!live) kick(conn, 'offline', CHAT_CLOSE_OFFLINE);
    return live;
  };

  const authenticate = async (conn: Connection, frame: Extract<ChatClientFrame, { type: 'auth' }>) => {
    let viewer: ChatViewer | null = null;
    const token = frame.token ?? frame.merchantToken ?? '';
    if (frame.token !== undefined) {
      const userId = await shopperOfToken(db, cache, token, now());
      if (userId) viewer = { side: 'user', userId };
    } else {
      const merchant = await merchantOfToken(db, token, now());
      // Only an account whose role may chat (decisions/0060) is an agent: any other is a bad token, and
      // so never counted in the store's presence (a role change revokes the tokens: `stillLive` ends it).
      if (merchant && roleAllows(merchant.role, 'chat'))
        viewer = { side: 'shop', shopId: merchant.shopId, merchantId: merchant.merchantId };
    }
    if (conn.authTimer) clearTimeout(conn.authTimer);
    if (!viewer) return end(conn, CHAT_CLOSE_UNAUTHORIZED);
    if (conn.closed) return;
    conn.viewer = viewer;
    conn.token = token;
    conn.tokenHash = hashToken(token);
    if (viewer.side === 'user') {
      index(byUser, viewer.userId, conn, true);
      send(conn, { type: 'authed', side: 'user', shopId: null });
      // The shopper's connections of other devices, here and on every instance, are told and closed.
      await publish({
        kind: 'takeover',
        userId: viewer.userId,
        connectionId: conn.id,
        deviceId: conn.deviceId,
      });
    } else {
      index(byShop, viewer.shopId, conn, true);
      await presence.refresh([{ connectionId: conn.id, shopId: viewer.shopId }]);
      // Closed meanwhile: `forget` may have run before the record was written.
      if (conn.closed) await presence.leave({ connectionId: conn.id, shopId: viewer.shopId });
      send(conn, { type: 'authed', side: 'shop', shopId: viewer.shopId });
    }
  };

  const handle = async (conn: Connection, frame: ChatClientFrame) => {
    if (conn.closed) return;
    if (frame.type === 'auth') {
      if (!conn.viewer) {
        conn.deviceId = frame.deviceId ?? null;
        return authenticate(conn, frame);
      }
      return sendError(conn, messages.chatFrameInvalid);
    }
    if (!(await stillLive(conn))) return;
    const viewer = conn.viewer;
    if (!viewer) return;
    switch (frame.type) {
      case 'ping':
        return send(conn, { type: 'pong' });
      case 'send': {
        const sent = await service.send(
          viewer,
          {
            clientMsgId: frame.clientMsgId,
            shopId: frame.shopId,
            conversationId: frame.conversationId,
            msgType: frame.msgType,
            content: frame.content,
          },
          new Date(now()),
          agentsOnline,
          // Published as it is: the receivers in English load a card's English names (`deliver`).
          BUS_LOCALE,
        );
        const { message } = sent;
        send(conn, {
          type: 'ack',
          clientMsgId: frame.clientMsgId,
          msgId: message.msgId,
          conversationId: message.conversationId,
          seq: message.seq,
          createTime: message.createTime,
        });
        if (sent.customerOffline && !conn.offlineTold.has(message.conversationId)) {
          conn.offlineTold.add(message.conversationId);
          send(conn, { type: 'notice', code: 'customerOffline', shopId: sent.shopId });
        }
        if (sent.duplicate) return;
        return publish({
          kind: 'message',
          userId: sent.userId,
          shopId: sent.shopId,
          message,
          sender: viewer.side,
          from: conn.id,
        });
      }
      case 'sync': {
        let after = frame.afterSeq;
        for (;;) {
          const page = await service.after(viewer, frame.conversationId, after, CHAT_SYNC_PAGE, conn.locale);
          if (conn.closed) return;
          for (const message of page) {
            send(conn, { type: 'message', ...message });
            after = Math.max(after, message.seq);
          }
          if (page.length < CHAT_SYNC_PAGE) break;
        }
        return send(conn, { type: 'synced', conversationId: frame.conversationId, seq: after });
      }
      case 'read': {
        const read = await service.read(viewer, frame.conversationId, frame.seq);
        await publish({
          kind: 'read',
          userId: read.userId,
          shopId: read.shopId,
          conversationId: frame.conversationId,
          side: viewer.side,
          seq: read.seq,
          from: conn.id,
        });
        return;
      }
      case 'open': {
        if (viewer.side !== 'user') return sendError(conn, messages.chatFrameInvalid);
        const opened = await service.openInquiry(viewer.userId, frame.inquiry, new Date(now()));
        if (!opened) return send(conn, { type: 'notice', code: 'inquiryExpired' });
        return send(conn, { type: 'opened', ...opened });
      }
    }
  };

  /** A frame as received: checked at once (size, rate, shape), then handled in the connection's order. */
  const receive = (conn: Connection, data: RawData, isBinary: boolean) => {
    if (conn.closed) return;
    const first = !conn.viewer && !conn.authenticating;
    const at = Date.now();
    if (at - conn.windowStart >= 1000) {
      conn.windowStart = at;
      conn.windowCount = 0;
    }
    conn.windowCount += 1;
    // A flood, not a burst: answering each frame with an error would only echo it.
    if (conn.windowCount > CHAT_FLOOD_FRAMES) return end(conn, CLOSE_POLICY);
    let frame: ChatClientFrame | null = null;
    let refusal: MessageDescriptor | string = messages.chatFrameInvalid;
    // Read also when the frame is refused for its rate or size: a refused `send` names its clientMsgId.
    let json: unknown;
    if (!isBinary) {
      try {
        json = JSON.parse(textOf(data));
      } catch {
        json = undefined;
      }
    }
    if (conn.windowCount > CHAT_FRAMES_PER_SECOND) refusal = messages.chatFramesTooFast;
    else if (byteLength(data) > CHAT_FRAME_MAX_BYTES) refusal = messages.chatFrameTooLarge;
    else if (!isBinary) {
      const parsed = ChatClientFrame.safeParse(json);
      if (parsed.success) frame = parsed.data;
      else {
        // A domain rule's message when the schema carries one (a bad clientMsgId), else the generic one.
        const id = parsed.error.issues.find((issue) => hasMessage(issue.message))?.message;
        if (id) refusal = id;
      }
    }
    if (first) {
      // Anything but a good `auth` first: 4401.
      if (!frame || frame.type !== 'auth') return end(conn, CHAT_CLOSE_UNAUTHORIZED);
      conn.authenticating = true;
    }
    if (!frame) return sendError(conn, refusal, sendIdOf(json));
    const accepted = frame;
    conn.queue = conn.queue
      .then(() => handle(conn, accepted))
      .catch((error: unknown) => {
        if (conn.closed) return;
        const clientMsgId = accepted.type === 'send' ? accepted.clientMsgId : undefined;
        if (error instanceof BusinessError) {
          return send(conn, {
            type: 'error',
            message: translate(conn.locale, error.descriptor, error.values),
            ...(clientMsgId !== undefined ? { clientMsgId } : {}),
          });
        }
        app.log.error({ err: error, frame: accepted.type }, 'chat: a frame failed');
        // Before authentication the connection is not usable: closed like a bad token.
        if (!conn.viewer) return end(conn, CHAT_CLOSE_UNAUTHORIZED);
        // Not a refusal of the message: without its clientMsgId, so that the client keeps it in its
        // outbox and sends it again after a reconnect (a repeat is acknowledged, never stored twice).
        sendError(conn, messages.serverProblem);
      });
  };

  const deliver = (event: ChatEvent) => {
    switch (event.kind) {
      case 'message': {
        const { message } = event;
        const card = message.msgType === 'prod' || message.msgType === 'order';
        for (const set of [byUser.get(event.userId), byShop.get(event.shopId)]) {
          for (const conn of set ?? []) {
            if (conn.id === event.from || conn.closed) continue;
            // In the connection's order of events, also when a card is loaded in its language first.
            conn.deliveries = conn.deliveries
              .then(async () => {
                const viewer = conn.viewer;
                const localized =
                  card && conn.locale !== BUS_LOCALE && viewer
                    ? await service.after(viewer, message.conversationId, message.seq - 1, 1, conn.locale)
                    : [];
                send(conn, { type: 'message', ...(localized[0] ?? message) });
              })
              .catch((error: unknown) => app.log.error({ err: error }, 'chat: delivering a message'));
          }
        }
        return;
      }
      case 'read': {
        // Both sides' connections but the reader's: the frame names the reader's side (the other side
        // marks its messages read; the reader's other agents, tabs and devices lower their unread).
        const { conversationId, seq, side } = event;
        for (const set of [byUser.get(event.userId), byShop.get(event.shopId)]) {
          for (const conn of set ?? []) {
            if (conn.id !== event.from && !conn.closed)
              send(conn, { type: 'read', conversationId, seq, side });
          }
        }
        return;
      }
      case 'takeover':
        // The same browser's other tabs stay (and get every message); another device's, or one
        // without a device id, are told and closed.
        for (const conn of [...(byUser.get(event.userId) ?? [])]) {
          if (conn.id === event.connectionId) continue;
          if (event.deviceId && conn.deviceId === event.deviceId) continue;
          kick(conn, 'loggedInElsewhere', CHAT_CLOSE_REPLACED);
        }
        return;
      case 'revoked':
        for (const conn of [...(byUser.get(event.userId) ?? [])]) kick(conn, 'offline', CHAT_CLOSE_OFFLINE);
        return;
      case 'notice':
        for (const conn of byUser.get(event.userId) ?? []) send(conn, { type: 'notice', code: event.code });
        return;
    }
  };
  bus.subscribe(deliver);
  // A revoked token or a changed account (the hot cache's messages from the database's triggers, in
  // every process): its connections are checked at once rather than at the next periodic check.
  const recheck = (conn: Connection) => {
    conn.queue = conn.queue
      .then(() => stillLive(conn))
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'chat: checking a connection'),
      );
  };
  cache.onMessage((area, key) => {
    if (area === 'user' && key) for (const conn of byUser.get(key) ?? []) recheck(conn);
    if (area === 'token' && key) {
      for (const conn of all) if (conn.viewer?.side === 'user' && conn.tokenHash === key) recheck(conn);
    }
  });
  // Events published while the bus did not listen are lost here: every connection reconnects and syncs.
  bus.onLive?.((live) => {
    if (!live) for (const conn of [...all]) end(conn, CLOSE_BUS_LOST);
  });

  const timers = [
    setInterval(() => {
      for (const conn of [...all]) if (conn.viewer && !conn.closed) recheck(conn);
    }, timing.recheckMs),
    setInterval(() => {
      for (const conn of [...all]) {
        if (!conn.alive) {
          conn.closed = true;
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        if (conn.socket.readyState === conn.socket.OPEN) conn.socket.ping();
      }
    }, timing.pingMs),
    setInterval(() => {
      const agents = [...byShop.entries()].flatMap(([shopId, set]) =>
        [...set].map((conn) => ({ connectionId: conn.id, shopId })),
      );
      presence.refresh(agents).catch((error: Error) => app.log.error({ err: error }, 'chat: presence'));
    }, timing.presenceMs),
  ];
  for (const timer of timers) timer.unref();

  await app.register(websocket, {
    options: { maxPayload: CHAT_MAX_PAYLOAD },
    // The server closes: every connection is told (1001) and forgotten (its presence record deleted)
    // before the database closes; a socket that does not finish its close in a second is cut. One whose
    // upgrade completes meanwhile (its request was routed before the close) is closed by the handler.
    preClose: async () => {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...all].map(goAway));
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });

  app.route({
    method: 'GET',
    url: CHAT_WS_PATH,
    schema: { hide: true },
    // A plain GET (no upgrade): 426, in plain text like every refusal.
    handler: (request, reply) => sendText(reply, 426, request.t(messages.chatUpgradeRequired)),
    wsHandler: (socket, request) => {
      const conn = new Connection(socket, localeOf(request));
      // Handlers first, synchronously: no frame may arrive unheard.
      socket.on('message', (data, isBinary) => receive(conn, data, isBinary));
      socket.on('pong', () => (conn.alive = true));
      socket.on('close', () => void forget(conn));
      all.add(conn);
      if (closing) return void goAway(conn);
      if (!busLive()) return end(conn, CLOSE_TRY_LATER);
      conn.authTimer = setTimeout(() => end(conn, CHAT_CLOSE_UNAUTHORIZED), timing.authMs);
      conn.authTimer.unref();
    },
  });
};

export interface ChatTransportOptions {
  db: Database;
  now: Clock;
  cache: HotCache;
  service: ChatService;
  /** Redis for the bus and the presence (REDIS_URL); else the database. */
  redisUrl?: string | undefined;
  timing?: Partial<ChatTiming> | undefined;
  /** Another sign that a store's agents are online, besides a connection (the service's database presence). */
  alsoOnline?: ((shopId: number) => Promise<boolean>) | undefined;
}

/**
 * The chat's transport in a server: the bus (listening before the first connection), the presence and
 * the gateway, all closed with the server (the connections first, then the bus and the presence).
 * Answers the presence, whose `agentsOnline` the REST routes' `online` uses, and `publish`, with which
 * the REST read routes tell the other side's connections.
 */
export async function mountChatTransport(
  app: FastifyInstance,
  options: ChatTransportOptions,
): Promise<{
  presence: ChatPresence;
  bus: ChatBusConnection;
  /** Whether a store's agents are online: its switch on, and connected on any instance or `alsoOnline`. */
  agentsOnline: (shopId: number) => Promise<boolean>;
  /** Publishes on the bus; a failure is logged, not the caller's error (what it announces is stored). */
  publish: (event: ChatEvent) => Promise<void>;
}> {
  const { db, now, cache, service } = options;
  const bus = chatBus(db, {
    redisUrl: options.redisUrl,
    log: (error) =>
      app.log.error({ err: error }, 'Chat: the bus lost its connection; connections reconnect and resync'),
    // A message too big for NOTIFY, loaded as its shopper reads it (names in zh, as the bus carries).
    heartbeatMs: options.timing?.busHeartbeatMs,
    loadMessage: async (userId, conversationId, seq) =>
      (await service.after({ side: 'user', userId }, conversationId, seq - 1, 1, BUS_LOCALE))[0] ?? null,
  });
  const presence = chatPresence({ db, now, redisUrl: options.redisUrl });
  const { alsoOnline } = options;
  const agentsOnline = customerServiceOnline(
    db,
    async (shopId) =>
      (await presence.agentsOnline(shopId)) || (alsoOnline ? await alsoOnline(shopId) : false),
  );
  // onClose hooks run after the gateway's preClose has closed every connection.
  app.addHook('onClose', async () => {
    await bus.close();
    await presence.close();
  });
  await bus.start();
  await app.register(chatGateway, {
    db,
    now,
    cache,
    service,
    bus,
    presence,
    agentsOnline,
    ...(options.timing ? { timing: options.timing } : {}),
  });
  const publish = async (event: ChatEvent) => {
    try {
      await bus.publish(event);
    } catch (error) {
      app.log.error({ err: error, event: event.kind }, 'chat: publishing on the bus');
    }
  };
  return { presence, bus, agentsOnline, publish };
}
