// The change listener (lib/cache-bus.ts, decisions/0039) on PGlite and PostgreSQL: a message sent by the
// database (pg_notify on the channel, as the triggers do) drops the entry; one sent in a transaction that
// rolls back drops nothing; on PostgreSQL a listening connection that is killed empties the cache, keeps
// nothing while it is down, and listens again by itself; a PostgreSQL that does not answer at start
// leaves the server starting uncached, the failure logged and retried.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { DATABASE_HOOK_TIMEOUT, databaseKinds, describeEachDatabase } from '../test/databases.ts';
import { freePort } from '../test/postgres.ts';
import { HotCache } from './cache.ts';
import { cacheBus, CACHE_CHANNEL, type CacheBus } from './cache-bus.ts';

describeEachDatabase(
  'the cache bus',
  (database) => {
    const db = () => database().handle.db;
    let cache: HotCache;
    let bus: CacheBus;
    const errors: Error[] = [];
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(loads);
    };
    const notify = (payload: string) => db().execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${payload})`);

    beforeAll(async () => {
      cache = new HotCache({ ttlMs: 60_000 });
      bus = cacheBus(db(), cache, (error) => errors.push(error));
      await bus.start();
    }, DATABASE_HOOK_TIMEOUT);
    afterAll(() => bus?.close());

    it('drops an entry on a committed message, not on a rolled-back one', async () => {
      const first = await cache.get('product', '1', load);
      expect(await cache.get('product', '1', load)).toBe(first);
      await db()
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, 'product:1')`);
          throw new Error('rollback');
        })
        .catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await cache.get('product', '1', load)).toBe(first);
      await notify('product:1');
      await expect
        .poll(() => cache.get('product', '1', load), { timeout: 2_000, interval: 20 })
        .not.toBe(first);
    });

    it('after a lost connection (PostgreSQL) keeps nothing until it listens again, then drops by message', async () => {
      if (database().kind !== 'postgres') return;
      await cache.get('search', 'k', load);
      expect(cache.size('search')).toBe(1);
      await db().execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = ${`LISTEN ${CACHE_CHANNEL}`}`,
      );
      await expect.poll(() => errors.length, { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
      expect(cache.size('search')).toBe(0);
      // Listening again after 0.5 s: entries are kept again, and messages drop them.
      await expect
        .poll(
          async () => {
            await cache.get('search', 'again', load);
            return cache.size('search');
          },
          { timeout: 5_000, interval: 50 },
        )
        .toBe(1);
      const kept = await cache.get('search', 'again', load);
      expect(await cache.get('search', 'again', load)).toBe(kept);
      await notify('search');
      await expect.poll(() => cache.size('search'), { timeout: 2_000, interval: 20 }).toBe(0);
    });
  },
  databaseKinds,
);

describe('the cache bus without its PostgreSQL', () => {
  it('starts uncached, logs the failure and keeps retrying', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://mall@127.0.0.1:${await freePort()}/none` });
    const cache = new HotCache({ ttlMs: 60_000 });
    const errors: Error[] = [];
    const bus = cacheBus(drizzle(pool) as unknown as Database, cache, (error) => errors.push(error));
    try {
      await bus.start();
      expect(errors).toHaveLength(1);
      let loads = 0;
      const load = () => Promise.resolve((loads += 1));
      await cache.get('product', '1', load);
      await cache.get('product', '1', load);
      expect(loads).toBe(2);
      // The retry after 0.5 s fails again, and is logged again.
      await expect.poll(() => errors.length, { timeout: 3_000, interval: 50 }).toBeGreaterThan(1);
    } finally {
      await bus.close();
      await pool.end();
    }
  });
});
