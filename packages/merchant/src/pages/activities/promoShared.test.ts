// The discount, coupon and points-price lists in the address: what a reload or a shared link shows, and
// nothing malformed gets through.
import { describe, expect, it } from 'vitest';
import { pointsQueryOf, pointsSearchOf, storeProductsQueryOf } from './promoShared.ts';
import { activityQueryOf, idOf } from './shared.ts';

describe('the activity lists in the address', () => {
  it('reads anything malformed as the default', () => {
    expect(activityQueryOf(new URLSearchParams('status=5&current=-1'))).toEqual({
      status: -1,
      current: 1,
      size: 10,
    });
    expect(activityQueryOf(new URLSearchParams('status=x&current=1.5')).current).toBe(1);
    expect(pointsQueryOf(new URLSearchParams(`inMall=7&prodName=${'a'.repeat(300)}`))).toMatchObject({
      inMall: 0,
      prodName: 'a'.repeat(100),
    });
  });

  it('keeps the points list filters', () => {
    const query = pointsQueryOf(new URLSearchParams('prodName=耳机&inMall=1&current=2'));
    expect(query).toEqual({ prodName: '耳机', inMall: 1, current: 2, size: 10 });
    expect(pointsSearchOf(query)).toEqual({ prodName: '耳机', inMall: '1', current: '2' });
  });

  it('reads an id of the address, `new` as none', () => {
    expect(idOf('12')).toBe(12);
    expect(idOf(undefined)).toBeNull();
    expect(idOf('0')).toBeNaN();
    expect(idOf('1e3')).toBeNaN();
  });
});

describe('the products a discount or coupon form searches', () => {
  it('searches every status of the store by the trimmed keyword, none when blank', () => {
    expect(storeProductsQueryOf('  耳机 ')).toEqual({ current: 1, size: 100, status: -1, prodName: '耳机' });
    expect(storeProductsQueryOf('   ')).toEqual({ current: 1, size: 100, status: -1 });
  });
});
