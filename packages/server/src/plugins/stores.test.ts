// The stores' one behaviour suite, run against each implementation: memory, the database (PostgreSQL, or
// PGlite where PostgreSQL is unavailable: test/databases.ts, decisions/0097) and a real redis-server
// started by the test (src/test/redis.ts). The database and Redis also keep their counts across a restart
// (a new store object on the same backing), and count exactly under concurrency.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@mall/domain';
import { describeEachDatabase } from '../test/databases.ts';
import { describeWithRedis } from '../test/redis.ts';
import { BusinessError } from './errors.ts';
import { enforceLimit } from './rate-limit.ts';
import {
  connectRedis,
  DatabaseStores,
  MemoryRateLimiter,
  MemoryReplayCache,
  RedisStores,
  type RateLimiter,
  type ReplayCache,
} from './stores.ts';
import { rateLimits } from './stores.tables.ts';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Subject {
  /** A store object; a second call answers a new object on the same backing (a restarted server). */
  open(): { limiter: RateLimiter; replay: ReplayCache };
  /** Moves time on: the fake clock, or (Redis, whose own clock ends windows) a real wait. */
  advance(ms: number): Promise<void>;
  /** Whether a new object still sees the old counts (not so in memory). */
  durable: boolean;
}

/** A key of its own per test, so the tests share a backing without seeing each other's counts. */
const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;

// Windows are short so that the Redis variant waits them out in real time.
const WINDOW = 400;

function behaviour(subject: () => Subject): void {
  it('counts hits per purpose and key in a fixed window, and starts a new window after it', async () => {
    const { limiter } = subject().open();
    const key = unique('13800000000');
    const hit = () => limiter.hit('sms:login', key, 2, WINDOW);
    const first = await hit();
    expect(first).toMatchObject({ allowed: true, count: 1 });
    expect(first.retryAfterMs).toBeGreaterThan(0);
    expect(first.retryAfterMs).toBeLessThanOrEqual(WINDOW);
    expect(await hit()).toMatchObject({ allowed: true, count: 2 });
    expect(await hit()).toMatchObject({ allowed: false, count: 3 });
    // Other keys and purposes have their own windows.
    expect(await limiter.hit('sms:login', `${key}x`, 2, WINDOW)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit('sms:register', key, 2, WINDOW)).toMatchObject({ allowed: true, count: 1 });
    await subject().advance(WINDOW + 100);
    expect(await hit()).toMatchObject({ allowed: true, count: 1 });
  });

  it('reset forgets a key; peek reads a window without counting', async () => {
    const { limiter } = subject().open();
    const key = unique('user');
    expect(await limiter.peek('login:fail', key)).toBeNull();
    await limiter.hit('login:fail', key, 5, WINDOW);
    await limiter.hit('login:fail', key, 5, WINDOW);
    const peeked = await limiter.peek('login:fail', key);
    expect(peeked?.count).toBe(2);
    expect(peeked?.retryAfterMs).toBeGreaterThan(0);
    expect((await limiter.peek('login:fail', key))?.count).toBe(2);
    await limiter.reset('login:fail', key);
    expect(await limiter.peek('login:fail', key)).toBeNull();
    expect(await limiter.hit('login:fail', key, 5, WINDOW)).toMatchObject({ count: 1 });
    await subject().advance(WINDOW + 100);
    expect(await limiter.peek('login:fail', key)).toBeNull();
  });

  it('accepts a nonce pair once within its time to live, and again after it', async () => {
    const { replay } = subject().open();
    const key = unique('AAAAAA:BBBBBB');
    expect(await replay.remember(key, WINDOW)).toBe(true);
    expect(await replay.remember(key, WINDOW)).toBe(false);
    expect(await replay.remember(`${key}c`, WINDOW)).toBe(true);
    await subject().advance(WINDOW + 100);
    expect(await replay.remember(key, WINDOW)).toBe(true);
    expect(await replay.remember(key, WINDOW)).toBe(false);
  });

  it('counts concurrent hits exactly and lets one of concurrent replays through', async () => {
    const { limiter, replay } = subject().open();
    const key = unique('10.0.0.1');
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit('login:ip', key, 5, 60_000)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(counts.filter((c) => c.allowed)).toHaveLength(5);
    const nonce = unique('CCCCCC:DDDDDD');
    const fresh = await Promise.all(Array.from({ length: 10 }, () => replay.remember(nonce, 60_000)));
    expect(fresh.filter(Boolean)).toHaveLength(1);
  });

  it('a new store object on the same backing (a restart) still refuses, where the store is durable', async () => {
    const s = subject();
    const before = s.open();
    const key = unique('grace');
    for (let i = 0; i < 3; i += 1) await before.limiter.hit('login:pair', key, 2, 60_000);
    const nonce = unique('EEEEEE:FFFFFF');
    expect(await before.replay.remember(nonce, 60_000)).toBe(true);
    const after = s.open();
    const result = await after.limiter.hit('login:pair', key, 2, 60_000);
    expect(result).toMatchObject(s.durable ? { allowed: false, count: 4 } : { allowed: true, count: 1 });
    expect(await after.replay.remember(nonce, 60_000)).toBe(!s.durable);
  });
}

describe('stores [memory]', () => {
  const clock = fakeClock();
  // Memory is per object: "a restart" is a new, empty object.
  const subject: Subject = {
    open: () => ({ limiter: new MemoryRateLimiter(clock.now), replay: new MemoryReplayCache(clock.now) }),
    advance: async (ms) => clock.advance(ms),
    durable: false,
  };
  behaviour(() => subject);

  it('forgets expired nonces, so memory stays bounded by the window', async () => {
    const cache = new MemoryReplayCache(clock.now);
    await cache.remember('a:b', 10_000);
    await cache.remember('a:c', 10_000);
    clock.advance(20_000);
    await cache.remember('x:y', 10_000);
    expect(cache.size).toBe(1);
  });
});

describeEachDatabase('stores', (database) => {
  const clock = fakeClock(Date.UTC(2026, 0, 1));
  const open = () => {
    const stores = new DatabaseStores(database().handle.db, clock.now);
    return { limiter: stores, replay: stores };
  };
  behaviour(() => ({ open, advance: async (ms) => clock.advance(ms), durable: true }));

  it('deletes the rows whose window has ended', async () => {
    const { db } = database().handle;
    const stores = new DatabaseStores(db, clock.now);
    await stores.hit('sweep', unique('old'), 1, 1_000);
    await stores.remember(unique('old-nonce'), 1_000);
    await stores.hit('sweep', unique('live'), 1, 120_000);
    clock.advance(2_000);
    expect(await stores.sweep()).toBeGreaterThanOrEqual(2);
    const left = await db.select().from(rateLimits);
    expect(left.every((row) => row.expiresAt.getTime() > clock.now())).toBe(true);
    expect(left.some((row) => row.purpose === 'sweep')).toBe(true);
  });
});

describeWithRedis('stores', (url) => {
  const clients: ReturnType<typeof connectRedis>[] = [];
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });
  const open = () => {
    const client = connectRedis(url());
    clients.push(client);
    const stores = new RedisStores(client, prefix);
    return { limiter: stores, replay: stores };
  };
  behaviour(() => ({ open, advance: sleep, durable: true }));
});

describe('enforceLimit', () => {
  it('throws a translated 400 business error once the limit is passed', async () => {
    const limiter = new MemoryRateLimiter(fakeClock().now);
    const limit = { purpose: 'login:fail', limit: 1, windowMs: 1_000 };
    await enforceLimit(limiter, limit, 'demo');
    const error = await enforceLimit(limiter, limit, 'demo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).statusCode).toBe(400);
    expect((error as BusinessError).descriptor).toBe(messages.tooManyRequests);
  });
});
