import { describe, expect, it } from 'vitest';
import { collectionQueryOf, collectionSearch, couponsQueryOf, couponsSearch } from './userCenterQuery.ts';

const q = (search: string) => couponsQueryOf(new URLSearchParams(search));

describe('couponsQueryOf', () => {
  it('reads the tab and the page', () => {
    expect(q('tab=used&currentPage=3')).toEqual({ tab: 'used', page: 3 });
    expect(q('tab=expired')).toEqual({ tab: 'expired', page: 1 });
  });

  it('falls back to usable and page 1 for anything else', () => {
    for (const search of [
      '',
      'tab=USED',
      'tab=0',
      'currentPage=0',
      'currentPage=-2',
      'currentPage=1.5',
      'currentPage=x',
    ]) {
      const { tab, page } = q(search);
      expect(page).toBe(1);
      if (!search.startsWith('tab')) expect(tab).toBe('usable');
    }
    expect(q('tab=USED').tab).toBe('usable');
  });
});

describe('couponsSearch', () => {
  it('leaves the defaults out and round-trips', () => {
    expect(couponsSearch('usable', 1)).toBe('');
    expect(couponsSearch('expired', 2)).toBe('?tab=expired&currentPage=2');
    expect(q(couponsSearch('used', 4).slice(1))).toEqual({ tab: 'used', page: 4 });
  });
});

describe('the collection query', () => {
  const c = (search: string) => collectionQueryOf(new URLSearchParams(search));
  it('reads the tab and the page, products and page 1 otherwise', () => {
    expect(c('tab=stores&currentPage=2')).toEqual({ tab: 'stores', page: 2 });
    expect(c('')).toEqual({ tab: 'products', page: 1 });
    expect(c('tab=STORES&currentPage=0')).toEqual({ tab: 'products', page: 1 });
  });
  it('writes them back, leaving the defaults out', () => {
    expect(collectionSearch('products', 1)).toBe('');
    expect(collectionSearch('stores', 1)).toBe('?tab=stores');
    expect(collectionSearch('products', 3)).toBe('?currentPage=3');
    expect(c(collectionSearch('stores', 4).slice(1))).toEqual({ tab: 'stores', page: 4 });
  });
});
