// Delivers the database's change messages (channel `mall_cache`, sent by the triggers of
// drizzle/0016_cache_triggers.sql at each commit) to this process's hot cache (lib/cache.ts,
// decisions/0039). On PostgreSQL: a dedicated connection outside the pool that LISTENs (every process of
// every instance has one, so a change committed anywhere reaches all of them, this one included: dropping
// an entry twice is harmless). A lost connection drops the whole cache and keeps nothing until it listens
// again (messages sent meanwhile are lost), retried after 0.5 s doubling to 30 s (lib/pg-listen.ts); a first connection that
// fails is retried the same way (the server then starts uncached). On PGlite (one process)
// PGlite's own LISTEN, whose messages arrive when the committing statement returns.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/connection.ts';
import type { HotCache } from './cache.ts';
import { listenConnection } from './pg-listen.ts';

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

function postgresBus(options: pg.PoolConfig, cache: HotCache, log: (error: Error) => void): CacheBus {
  // Anything cached before is dropped by setLive(false) when the connection is lost.
  const listening = listenConnection(options, CACHE_CHANNEL, {
    onMessage: (payload) => cache.handleMessage(payload),
    onLive: (live) => cache.setLive(live),
    log,
  });
  return {
    // A first connection that fails is logged and retried like a lost one: the server serves meanwhile,
    // uncached, rather than failing to start over its cache.
    start: listening.start,
    close: listening.close,
  };
}
