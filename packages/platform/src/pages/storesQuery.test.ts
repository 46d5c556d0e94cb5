// The stores list in the address: what a reload or a shared link shows, nothing malformed gets through,
// and the API is asked with an empty name left out.
import { describe, expect, it } from 'vitest';
import { shopQueryOf, shopRequestOf, shopSearchOf } from './StoresPage.tsx';

describe('the stores list in the address', () => {
  it('reads the filters and the page, and writes back only what differs from the defaults', () => {
    const query = shopQueryOf(new URLSearchParams('shopName=小米&status=2&current=2&size=50'));
    expect(query).toEqual({ shopName: '小米', status: 2, current: 2, size: 50 });
    expect(shopSearchOf(query)).toEqual({ shopName: '小米', status: '2', current: '2', size: '50' });
    expect(shopRequestOf(query)).toEqual({ shopName: '小米', status: 2, current: 2, size: 50 });
    // A closed store's status (0) is a filter, not the default.
    expect(shopSearchOf(shopQueryOf(new URLSearchParams('status=0')))).toEqual({ status: '0' });
  });

  it('reads anything malformed as the default, and asks without an empty name', () => {
    const query = shopQueryOf(new URLSearchParams('shopName=%20%20&status=5&current=-1&size=abc'));
    expect(query).toEqual({ shopName: '', status: -9, current: 1, size: 10 });
    expect(shopSearchOf(query)).toEqual({});
    expect(shopRequestOf(query)).toEqual({ status: -9, current: 1, size: 10 });
  });
});
