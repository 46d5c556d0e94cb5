// Delivers the database's change messages (channel `mall_cache`, sent by the triggers of
// drizzle/0016_cache_triggers.sql at each commit) to this process's hot cache (lib/cache.ts,
// decisions/0039). On PostgreSQL: a dedicated connection outside the pool that LISTENs (every process of
// every instance has one, so a change committed anywhere reaches all of them, this one included: dropping
// an entry twice is harmless). A lost connection drops the whole cache and keeps nothing until it listens
// again (messages sent meanwhile are lost), retried after 0.5 s doubling to 30 s; a first connection that
// fails is retried the same way (the server then starts uncached). On PGlite (one process)
// PGlite's own LISTEN, whose messages arrive when the committing statement returns.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/connection.ts';
import type { HotCache } from './cache.ts';

export const CACHE_CHANNEL = 'mall_cache';

export interface CacheBus {
  /**
   * Resolves once this process listens (the cache keeps entries from then on), or once a failed first
   * attempt is logged and its retry scheduled.
   */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The bus for the database's driver; `log` receives a lost connection's error. */
export function cacheBus(db: Database, cache: HotCache, log: (error: Error) => void): CacheBus {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteBus(client, cache);
  if (client instanceof pg.Pool) return postgresBus(client.options, cache, log);
  throw new Error('cacheBus: neither a PGlite nor a pg.Pool database');
}

function pgliteBus(client: PGlite, cache: HotCache): CacheBus {
  let stop: (() => Promise<void>) | null = null;
  const onMessage = (payload: string) => cache.handleMessage(payload);
  return {
    start: async () => {
      stop = await client.listen(CACHE_CHANNEL, onMessage);
      cache.setLive(true);
    },
    close: async () => {
      cache.setLive(false);
      if (stop && !client.closed) await stop();
      stop = null;
    },
  };
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

function postgresBus(options: pg.PoolConfig, cache: HotCache, log: (error: Error) => void): CacheBus {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const lost = (error: Error) => {
    cache.setLive(false);
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    // An 'error' after the listener is removed must not crash the process.
    dead?.on('error', () => {});
    void dead?.end().catch(() => {});
    if (closed) return;
    log(error);
    timer = setTimeout(() => {
      timer = null;
      void connect().catch(() => {});
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    // The pool's settings, one connection of its own: never borrowed from the request pool.
    // Keep-alive probes notice a connection that died silently sooner than the TCP time-out would.
    const next = new pg.Client({ ...options, statement_timeout: undefined, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) cache.handleMessage(message.payload);
    });
    next.on('error', (error) => lost(error));
    next.on('end', () => {
      if (client === next) lost(new Error('cache bus: the LISTEN connection ended'));
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      if (client === next) lost(error as Error);
      throw error;
    }
    if (closed) return;
    retryMs = RETRY_FIRST_MS;
    // Anything cached before is dropped by setLive(false) when the connection was lost.
    cache.setLive(true);
  };

  return {
    // A first connection that fails is logged and retried like a lost one: the server serves meanwhile,
    // uncached, rather than failing to start over its cache.
    start: () => connect().catch(() => {}),
    close: async () => {
      closed = true;
      cache.setLive(false);
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      open?.removeAllListeners();
      open?.on('error', () => {});
      await open?.end().catch(() => {});
    },
  };
}
