// Small shared-state stores behind two interfaces (decisions/0032): the rate limits' fixed-window counters
// and the signature's replay cache. Three implementations of each: in memory (one process; the server
// without a database, i.e. page-only tests), in the database (table rate_limits: an atomic upsert that
// counts, on PostgreSQL and PGlite alike; survives restarts and is shared by every instance on the same
// database) and in Redis (REDIS_URL: INCR + PEXPIRE in one Lua script, SET NX PX for nonces).
// `sharedStores` (below) is the choice buildServer makes: Redis if REDIS_URL, else the database, else memory.
import type { Redis } from 'ioredis';
import type * as IoRedis from 'ioredis';
import { onDemand } from '../lib/sdk.ts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { rateLimits } from './stores.tables.ts';

/** Redis's client, loaded only with REDIS_URL (lib/sdk.ts). */
const ioredis = onDemand<typeof IoRedis>('ioredis');

/** Remembers accepted signature nonces for the skew window to refuse replays. */
export interface ReplayCache {
  /** True the first time a key is seen within `ttlMs`, false for a replay. */
  remember(key: string, ttlMs: number): Promise<boolean>;
}

/** Fixed-window counters keyed by purpose and key (e.g. 'sms:login' + mobile). */
export interface RateLimiter {
  /** Counts one hit; `allowed` is false once `limit` hits were counted in the current window. */
  hit(purpose: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Forgets a key (e.g. failed logins after a successful one). */
  reset(purpose: string, key: string): Promise<void>;
  /** The current window of a key without counting a hit; null when there is none (or it ended). */
  peek(purpose: string, key: string): Promise<Omit<RateLimitResult, 'allowed'> | null>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in this window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

export type Clock = () => number;

/** Drops expired entries at most once a second of the clock, so memory stays bounded by the window. */
class ExpiringMap<V extends { expiresAt: number }> {
  private readonly entries = new Map<string, V>();
  private lastSweep = 0;
  constructor(private readonly now: Clock) {}

  get(key: string): V | undefined {
    this.sweep();
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export class MemoryReplayCache implements ReplayCache {
  private readonly seen: ExpiringMap<{ expiresAt: number }>;
  constructor(private readonly now: Clock = Date.now) {
    this.seen = new ExpiringMap(now);
  }

  async remember(key: string, ttlMs: number): Promise<boolean> {
    if (this.seen.get(key)) return false;
    this.seen.set(key, { expiresAt: this.now() + ttlMs });
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows: ExpiringMap<{ expiresAt: number; count: number }>;
  constructor(private readonly now: Clock = Date.now) {
    this.windows = new ExpiringMap(now);
  }

  async hit(purpose: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const id = `${purpose}\u0000${key}`;
    const now = this.now();
    let window = this.windows.get(id);
    if (!window) {
      window = { expiresAt: now + windowMs, count: 0 };
      this.windows.set(id, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, count: window.count, retryAfterMs: window.expiresAt - now };
  }

  async reset(purpose: string, key: string): Promise<void> {
    this.windows.delete(`${purpose}\u0000${key}`);
  }

  async peek(purpose: string, key: string): Promise<Omit<RateLimitResult, 'allowed'> | null> {
    const window = this.windows.get(`${purpose}\u0000${key}`);
    return window ? { count: window.count, retryAfterMs: window.expiresAt - this.now() } : null;
  }
}

// --- Database ------------------------------------------------------------------------------------------

/** The purpose under which the database and Redis replay caches keep nonces. */
const REPLAY_PURPOSE = 'signature:replay';
/** Expired rows are deleted at most this often per store object (on a hit, in the same request). */
const SWEEP_EVERY_MS = 60_000;

function timestamp(ms: number) {
  return sql`${new Date(ms).toISOString()}::timestamptz`;
}

/**
 * Counters in the table rate_limits. One statement per hit: INSERT ... ON CONFLICT DO UPDATE starts a
 * new window when the stored one has ended and adds one otherwise, and returns the row, so concurrent
 * hits from any number of instances are counted exactly (the row lock serialises them).
 */
export class DatabaseStores implements RateLimiter, ReplayCache {
  private lastSweep = 0;
  constructor(
    private readonly db: Database,
    private readonly now: Clock = Date.now,
  ) {}

  async hit(purpose: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const at = this.now();
    await this.sweepNowAndThen(at);
    const ended = sql`${rateLimits.expiresAt} <= ${timestamp(at)}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ purpose, key, count: 1, expiresAt: new Date(at + windowMs) })
      .onConflictDoUpdate({
        target: [rateLimits.purpose, rateLimits.key],
        set: {
          count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          expiresAt: sql`CASE WHEN ${ended} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
        },
      })
      .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
    if (!row) throw new Error('rate_limits: the upsert returned no row');
    return { allowed: row.count <= limit, count: row.count, retryAfterMs: row.expiresAt.getTime() - at };
  }

  async reset(purpose: string, key: string): Promise<void> {
    await this.db.delete(rateLimits).where(and(eq(rateLimits.purpose, purpose), eq(rateLimits.key, key)));
  }

  async peek(purpose: string, key: string): Promise<Omit<RateLimitResult, 'allowed'> | null> {
    const at = this.now();
    const [row] = await this.db
      .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(
        and(eq(rateLimits.purpose, purpose), eq(rateLimits.key, key), gt(rateLimits.expiresAt, new Date(at))),
      )
      .limit(1);
    return row ? { count: row.count, retryAfterMs: row.expiresAt.getTime() - at } : null;
  }

  /**
   * The replay cache on the same table: the insert wins, or replaces a row whose time has passed; a live
   * row of the same nonces makes the statement return nothing (a replay), also between two instances.
   */
  async remember(key: string, ttlMs: number): Promise<boolean> {
    const at = this.now();
    await this.sweepNowAndThen(at);
    const rows = await this.db
      .insert(rateLimits)
      .values({ purpose: REPLAY_PURPOSE, key, count: 1, expiresAt: new Date(at + ttlMs) })
      .onConflictDoUpdate({
        target: [rateLimits.purpose, rateLimits.key],
        set: { count: 1, expiresAt: sql`excluded.expires_at` },
        setWhere: sql`${rateLimits.expiresAt} <= ${timestamp(at)}`,
      })
      .returning({ count: rateLimits.count });
    return rows.length === 1;
  }

  /** Deletes the rows whose window has ended; answers how many. */
  async sweep(at = this.now()): Promise<number> {
    this.lastSweep = at;
    const deleted = await this.db
      .delete(rateLimits)
      .where(lte(rateLimits.expiresAt, new Date(at)))
      .returning({ key: rateLimits.key });
    return deleted.length;
  }

  private async sweepNowAndThen(at: number): Promise<void> {
    if (at - this.lastSweep >= SWEEP_EVERY_MS) await this.sweep(at);
  }
}

// --- Redis ---------------------------------------------------------------------------------------------

/**
 * One hit: INCR, and PEXPIRE when the key is new (or lost its expiry), atomically in Redis; answers the
 * count and the milliseconds left. Redis's clock ends the window, not the server's.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Counters and nonces in Redis, under `prefix` (default 'mall:'), shared by every instance using it. */
export class RedisStores implements RateLimiter, ReplayCache {
  constructor(
    readonly redis: Redis,
    private readonly prefix = 'mall:',
  ) {}

  private counterKey(purpose: string, key: string): string {
    return `${this.prefix}rl:${purpose}:${key}`;
  }

  async hit(purpose: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const window = Math.max(1, Math.ceil(windowMs));
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.counterKey(purpose, key),
      String(window),
    )) as [number, number];
    return { allowed: count <= limit, count, retryAfterMs: ttl };
  }

  async reset(purpose: string, key: string): Promise<void> {
    await this.redis.del(this.counterKey(purpose, key));
  }

  async peek(purpose: string, key: string): Promise<Omit<RateLimitResult, 'allowed'> | null> {
    const redisKey = this.counterKey(purpose, key);
    const results = await this.redis.multi().get(redisKey).pttl(redisKey).exec();
    const [count, ttl] = (results ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    }) as [string | null, number];
    if (count === null || ttl <= 0) return null;
    return { count: Number(count), retryAfterMs: ttl };
  }

  async remember(key: string, ttlMs: number): Promise<boolean> {
    const ok = await this.redis.set(
      `${this.prefix}${REPLAY_PURPOSE}:${key}`,
      '1',
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
      'NX',
    );
    return ok === 'OK';
  }
}

/** A Redis client for the stores: a few quick retries, then the request fails (limits fail closed). */
export function connectRedis(url: string): Redis {
  return new (ioredis().Redis)(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: false });
}

// --- The choice ----------------------------------------------------------------------------------------

export interface SharedStores {
  rateLimiter: RateLimiter;
  replayCache: ReplayCache;
  /** Where they live, for the start-up log. */
  kind: 'redis' | 'database' | 'memory';
  /** Resolves once the stores answer (Redis: a PING), so a wrong REDIS_URL stops the start, not requests. */
  ready(): Promise<void>;
  /** Closes what the stores opened (the Redis connection). */
  close(): Promise<void>;
}

/** Redis when a URL is given (REDIS_URL), else the database when there is one, else memory. */
export function sharedStores(options: {
  redisUrl?: string | undefined;
  db?: Database | null | undefined;
  now?: Clock | undefined;
  /** Where the Redis client's connection errors go (it reconnects by itself). */
  onError?: (error: Error) => void;
}): SharedStores {
  const now = options.now ?? Date.now;
  if (options.redisUrl) {
    const redis = connectRedis(options.redisUrl);
    redis.on('error', options.onError ?? (() => {}));
    const stores = new RedisStores(redis);
    return {
      rateLimiter: stores,
      replayCache: stores,
      kind: 'redis',
      ready: async () => {
        await redis.ping().catch((error: unknown) => {
          redis.disconnect();
          throw new Error(`REDIS_URL: Redis does not answer (${String(error)})`);
        });
      },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (options.db) {
    const stores = new DatabaseStores(options.db, now);
    return {
      rateLimiter: stores,
      replayCache: stores,
      kind: 'database',
      ready: async () => {},
      close: async () => {},
    };
  }
  return {
    rateLimiter: new MemoryRateLimiter(now),
    replayCache: new MemoryReplayCache(now),
    kind: 'memory',
    ready: async () => {},
    close: async () => {},
  };
}
