import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCH_MIN_DELAY_MS } from '@mall/domain';
import type { ScopedMutator } from 'swr';
import { isCartKey, isCollectionKey, keys, stableQuery } from './keys.ts';
import { createDelayedFlag } from '@mall/client/swr';
import { readSiteConfigCache, SITE_CONFIG_STORAGE_KEY, writeSiteConfigCache } from './siteConfigCache.ts';
import { revalidateCart } from './cart.ts';
import type { PcWebConfig } from '@mall/client';

describe('keys', () => {
  it('are stable: the same search in another field order, or with empty fields, is one key', () => {
    expect(keys.search({ prodName: '手机', sort: 1, current: 1 })).toEqual(
      keys.search({ current: 1, sort: 1, prodName: '手机', categoryId: undefined, shopId: undefined }),
    );
    expect(keys.search({ prodName: '' })).toEqual(['/search/searchProdPage', '']);
    expect(stableQuery({ b: 2, a: 'x y' })).toBe('a=x+y&b=2');
    expect(keys.cartTotals([3, 1, 2])).toEqual(keys.cartTotals([1, 2, 3]));
  });

  it('a cart change revalidates info, every totals selection and the count, nothing else', async () => {
    const all = [
      keys.cartInfo,
      keys.cartTotals([1, 2]),
      keys.cartTotals([]),
      keys.cartCount,
      keys.product(1),
      keys.siteConfig,
      keys.search({ prodName: 'x' }),
    ];
    const mutate = vi.fn((filter: (key: unknown) => boolean) => Promise.resolve(all.filter(filter)));
    const revalidated = await revalidateCart(mutate as unknown as ScopedMutator);
    expect(revalidated).toEqual([
      keys.cartInfo,
      keys.cartTotals([1, 2]),
      keys.cartTotals([]),
      keys.cartCount,
    ]);
    expect(isCartKey('/p/shopCart/infoX')).toBe(false);
  });

  it('a collection change touches only that product', () => {
    const match = isCollectionKey(5);
    expect(match(keys.isCollected(5))).toBe(true);
    expect(match(keys.isCollected(6))).toBe(false);
    expect(match(keys.product(5))).toBe(false);
  });
});

describe('createDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the flag only after FETCH_MIN_DELAY_MS', () => {
    const onChange = vi.fn();
    const flag = createDelayedFlag(onChange);
    flag.update(true);
    vi.advanceTimersByTime(FETCH_MIN_DELAY_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    flag.update(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('a quick answer never shows it', () => {
    const onChange = vi.fn();
    const flag = createDelayedFlag(onChange);
    flag.update(true);
    vi.advanceTimersByTime(FETCH_MIN_DELAY_MS / 2);
    flag.update(false);
    vi.advanceTimersByTime(FETCH_MIN_DELAY_MS * 5);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('dispose cancels a pending show', () => {
    const onChange = vi.fn();
    const flag = createDelayedFlag(onChange, 50);
    flag.update(true);
    flag.dispose();
    vi.advanceTimersByTime(100);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('site config cache', () => {
  const config = { pcCompanyNameCn: '商城', pcCompanyNameEn: 'Mall', pcTitleImg: '/f.png' } as PcWebConfig;

  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
  }

  it('round-trips through storage', () => {
    const storage = memoryStorage();
    expect(readSiteConfigCache(storage)).toBeUndefined();
    writeSiteConfigCache(config, storage);
    expect(JSON.parse(storage.map.get(SITE_CONFIG_STORAGE_KEY)!)).toEqual(config);
    expect(readSiteConfigCache(storage)).toEqual(config);
  });

  it('ignores a corrupt entry and a storage that throws', () => {
    const storage = memoryStorage();
    storage.map.set(SITE_CONFIG_STORAGE_KEY, '{not json');
    expect(readSiteConfigCache(storage)).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readSiteConfigCache(throwing)).toBeUndefined();
    expect(() => writeSiteConfigCache(config, throwing)).not.toThrow();
  });
});
