// The products list's address: what a reload or a shared link shows, and nothing malformed gets through.
import { describe, expect, it } from 'vitest';
import { listQueryOf, searchOf } from './ProductsPage.tsx';

describe('the products list in the address', () => {
  it('reads the filters and the page, and writes back only what differs from the defaults', () => {
    const query = listQueryOf(new URLSearchParams('prodName=手机&status=0&current=3'));
    expect(query).toEqual({ prodName: '手机', status: 0, current: 3, size: 10 });
    expect(searchOf(query)).toEqual({ prodName: '手机', status: '0', current: '3' });
    expect(searchOf(listQueryOf(new URLSearchParams('')))).toEqual({});
  });

  it('reads anything malformed as the default', () => {
    expect(listQueryOf(new URLSearchParams('status=7&current=-2'))).toEqual({
      prodName: '',
      status: -1,
      current: 1,
      size: 10,
    });
    expect(listQueryOf(new URLSearchParams('current=1.5&status=x')).current).toBe(1);
    expect(listQueryOf(new URLSearchParams(`prodName=${'a'.repeat(300)}`)).prodName).toHaveLength(100);
  });
});
