// The hot cache's rules (lib/cache.ts, decisions/0039), with an injected clock: one load per key for
// concurrent misses, the TTL, the per-area bound, drops by message, nothing kept while not live or with a
// TTL of 0, failed and unwanted loads not kept, and MALL_CACHE_TTL_MS.
import { describe, expect, it } from 'vitest';
import { cacheTtlFromEnv, DEFAULT_CACHE_TTL_MS, HotCache } from './cache.ts';

function setup(options: { ttlMs?: number; max?: number } = {}) {
  let clock = 1_000_000;
  const cache = new HotCache({
    ttlMs: options.ttlMs ?? 5_000,
    now: () => clock,
    ...(options.max ? { maxEntries: { product: options.max } } : {}),
  });
  cache.setLive(true);
  let loads = 0;
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => (clock += ms),
  };
}

describe('HotCache', () => {
  it('shares one load among concurrent misses of a key', async () => {
    const { cache } = setup();
    let resolve!: (value: string) => void;
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<string>((r) => (resolve = r));
    };
    const a = cache.get('product', '1', slow);
    const b = cache.get('product', '1', slow);
    const other = cache.get('product', '2', () => Promise.resolve('two'));
    resolve('one');
    expect(await Promise.all([a, b, other])).toEqual(['one', 'one', 'two']);
    expect(loads).toBe(1);
  });

  it('keeps an entry for the TTL, then loads again', async () => {
    const { cache, load, loads, advance } = setup({ ttlMs: 5_000 });
    expect(await cache.get('search', 'k', load('a'))).toBe('a');
    advance(4_999);
    expect(await cache.get('search', 'k', load('b'))).toBe('a');
    expect(loads()).toBe(1);
    advance(1);
    expect(await cache.get('search', 'k', load('c'))).toBe('c');
    expect(loads()).toBe(2);
  });

  it('bounds each area, the least recently used leaving first', async () => {
    const { cache, load, loads } = setup({ max: 2 });
    await cache.get('product', '1', load('1'));
    await cache.get('product', '2', load('2'));
    // Using 1 makes 2 the oldest.
    await cache.get('product', '1', load('x'));
    await cache.get('product', '3', load('3'));
    expect(cache.size('product')).toBe(2);
    expect(loads()).toBe(3);
    expect(await cache.get('product', '1', load('x'))).toBe('1');
    expect(await cache.get('product', '2', load('2 again'))).toBe('2 again');
    // Another area has its own bound.
    await cache.get('search', 'a', load('a'));
    expect(cache.size('search')).toBe(1);
  });

  it('drops one entry or a whole area by message, twice harmlessly, and ignores unknown areas', async () => {
    const { cache, load, loads } = setup();
    await cache.get('product', '7', load('p7'));
    await cache.get('product', '8', load('p8'));
    await cache.get('search', 'q', load('q'));
    cache.handleMessage('product:7');
    cache.handleMessage('product:7');
    cache.handleMessage('nothing:7');
    expect(await cache.get('product', '7', load('p7 new'))).toBe('p7 new');
    expect(await cache.get('product', '8', load('p8 new'))).toBe('p8');
    cache.handleMessage('search');
    expect(await cache.get('search', 'q', load('q new'))).toBe('q new');
    expect(loads()).toBe(5);
  });

  it('drops every session when an account changes (user:<id>)', async () => {
    const { cache, load } = setup();
    await cache.get('token', 'h1', load('u1'));
    await cache.get('product', '1', load('p1'));
    cache.handleMessage('user:u1');
    expect(cache.size('token')).toBe(0);
    expect(cache.size('product')).toBe(1);
  });

  it('does not keep a load dropped while in flight: the next get loads again', async () => {
    const { cache } = setup();
    let resolve!: (value: string) => void;
    const first = cache.get('product', '1', () => new Promise<string>((r) => (resolve = r)));
    cache.handleMessage('product:1');
    resolve('old');
    expect(await first).toBe('old');
    expect(await cache.get('product', '1', () => Promise.resolve('new'))).toBe('new');
  });

  it('does not keep a failed load, nor a value `keep` refuses', async () => {
    const { cache, load, loads } = setup();
    await expect(cache.get('product', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('product', '1', load('up'))).toBe('up');
    const missing = () => {
      return Promise.resolve(null as string | null);
    };
    expect(await cache.get('token', 'h', missing, { keep: (v) => v !== null })).toBeNull();
    await Promise.resolve();
    expect(cache.size('token')).toBe(0);
    expect(loads()).toBe(1);
  });

  it('keeps nothing while not live, and drops everything when it stops being live', async () => {
    const { cache, load, loads } = setup();
    await cache.get('site', 'k', load('a'));
    cache.setLive(false);
    expect(cache.size('site')).toBe(0);
    expect(await cache.get('site', 'k', load('b'))).toBe('b');
    expect(await cache.get('site', 'k', load('c'))).toBe('c');
    cache.setLive(true);
    expect(await cache.get('site', 'k', load('d'))).toBe('d');
    expect(await cache.get('site', 'k', load('e'))).toBe('d');
    expect(loads()).toBe(4);
  });

  it('tells the caches of their own to forget everything when it stops being live', () => {
    const { cache } = setup();
    const heard: string[] = [];
    cache.onMessage((area) => heard.push(area));
    cache.setLive(false);
    expect(heard).toEqual(['*']);
  });

  it('with a TTL of 0 loads every time', async () => {
    const { cache, load, loads } = setup({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    await cache.get('product', '1', load('a'));
    await cache.get('product', '1', load('b'));
    expect(loads()).toBe(2);
  });
});

describe('MALL_CACHE_TTL_MS', () => {
  it('defaults to 5 s, accepts whole milliseconds and 0, refuses anything else', () => {
    expect(cacheTtlFromEnv({})).toBe(DEFAULT_CACHE_TTL_MS);
    expect(cacheTtlFromEnv({ MALL_CACHE_TTL_MS: '0' })).toBe(0);
    expect(cacheTtlFromEnv({ MALL_CACHE_TTL_MS: ' 60000 ' })).toBe(60_000);
    for (const bad of ['-1', '1.5', '5s', 'abc'])
      expect(() => cacheTtlFromEnv({ MALL_CACHE_TTL_MS: bad })).toThrow(/MALL_CACHE_TTL_MS/);
  });
});
