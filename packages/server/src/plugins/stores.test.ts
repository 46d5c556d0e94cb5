import { describe, expect, it } from 'vitest';
import { messages } from '@mall/domain';
import { BusinessError } from './errors.ts';
import { enforceLimit } from './rate-limit.ts';
import { MemoryRateLimiter, MemoryReplayCache } from './stores.ts';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('MemoryReplayCache', () => {
  it('accepts a key once within its time to live, again after it, and forgets expired keys', async () => {
    const clock = fakeClock();
    const cache = new MemoryReplayCache(clock.now);
    expect(await cache.remember('a:b', 10_000)).toBe(true);
    expect(await cache.remember('a:b', 10_000)).toBe(false);
    expect(await cache.remember('a:c', 10_000)).toBe(true);
    clock.advance(9_999);
    expect(await cache.remember('a:b', 10_000)).toBe(false);
    clock.advance(2);
    expect(await cache.remember('a:b', 10_000)).toBe(true);
    clock.advance(20_000);
    await cache.remember('x:y', 10_000);
    expect(cache.size).toBe(1);
  });
});

describe('MemoryRateLimiter', () => {
  it('counts hits per purpose and key in a fixed window', async () => {
    const clock = fakeClock();
    const limiter = new MemoryRateLimiter(clock.now);
    const hit = () => limiter.hit('sms:login', '13800000000', 2, 60_000);
    expect(await hit()).toEqual({ allowed: true, count: 1, retryAfterMs: 60_000 });
    clock.advance(1_000);
    expect(await hit()).toMatchObject({ allowed: true, count: 2, retryAfterMs: 59_000 });
    expect(await hit()).toMatchObject({ allowed: false, count: 3 });
    // Other keys and purposes have their own windows.
    expect((await limiter.hit('sms:login', '13800000001', 2, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('sms:register', '13800000000', 2, 60_000)).allowed).toBe(true);
    clock.advance(59_000);
    expect(await hit()).toMatchObject({ allowed: true, count: 1 });
    await limiter.reset('sms:login', '13800000000');
    expect(await hit()).toMatchObject({ count: 1 });
  });

  it('enforceLimit throws a translated 400 business error once the limit is passed', async () => {
    const limiter = new MemoryRateLimiter(fakeClock().now);
    const limit = { purpose: 'login:fail', limit: 1, windowMs: 1_000 };
    await enforceLimit(limiter, limit, 'demo');
    const error = await enforceLimit(limiter, limit, 'demo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).statusCode).toBe(400);
    expect((error as BusinessError).descriptor).toBe(messages.tooManyRequests);
  });
});
