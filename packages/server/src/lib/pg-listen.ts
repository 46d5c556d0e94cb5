// One PostgreSQL connection that LISTENs on a channel, outside the request pool, for as long as the
// process runs: the hot cache's bus (lib/cache-bus.ts) and the chat's (modules/chat/bus.ts). A lost
// connection (an error, its end, or `relisten` from a caller that noticed silence) is reported through
// `onLive(false)` and `log`, then tried again after 0.5 s doubling to 30 s; a first connection that fails
// is retried the same way. Messages sent while it is not listening are lost: each caller says what it
// does about that (the cache drops everything; the chat's clients resync).
import pg from 'pg';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export interface ListenHandlers {
  /** A notification's payload on the channel. */
  onMessage(payload: string): void;
  /** Listening (true) or not (false): lost, or closed. */
  onLive(live: boolean): void;
  /** A lost connection's error. */
  log(error: Error): void;
}

export interface ListenConnection {
  /** Resolves once listening, or once a failed first attempt is logged and its retry scheduled. */
  start(): Promise<void>;
  /** Drops the connection and listens again (a caller's heartbeat found it silent). */
  relisten(error: Error): void;
  close(): Promise<void>;
}

/** Listens on `channel` with the pool's settings `config` (a connection of its own). */
export function listenConnection(
  config: pg.PoolConfig,
  channel: string,
  handlers: ListenHandlers,
): ListenConnection {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const release = (dead: pg.Client | null) => {
    dead?.removeAllListeners();
    // An 'error' after the listeners are removed must not crash the process.
    dead?.on('error', () => {});
    return dead?.end().catch(() => {});
  };

  const lost = (error: Error) => {
    handlers.onLive(false);
    const dead = client;
    client = null;
    void release(dead);
    if (closed) return;
    handlers.log(error);
    timer = setTimeout(() => {
      timer = null;
      void connect().catch(() => {});
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    // Keep-alive probes notice a connection that died silently sooner than TCP's time-out would.
    const next = new pg.Client({ ...config, statement_timeout: undefined, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    next.on('error', (error) => lost(error));
    next.on('end', () => {
      if (client === next) lost(new Error(`${channel}: the LISTEN connection ended`));
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      if (client === next) lost(error as Error);
      throw error;
    }
    if (closed) return;
    retryMs = RETRY_FIRST_MS;
    handlers.onLive(true);
  };

  return {
    start: () => connect().catch(() => {}),
    relisten: (error) => {
      if (client && !closed) lost(error);
    },
    close: async () => {
      closed = true;
      handlers.onLive(false);
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      await release(open);
    },
  };
}
