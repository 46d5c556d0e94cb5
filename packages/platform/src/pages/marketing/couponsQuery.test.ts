// The platform coupons list in the address: what a reload or a shared link shows, nothing malformed gets
// through, and the defaults are left out of the address.
import { describe, expect, it } from 'vitest';
import { couponQueryOf, couponRequestOf, couponSearchOf } from './CouponsTab.tsx';

describe('the platform coupons list in the address', () => {
  it('reads the status and the page, and writes back only what differs from the defaults', () => {
    const query = couponQueryOf(new URLSearchParams('status=2&current=3&size=20'));
    expect(query).toEqual({ name: '', status: 2, current: 3, size: 20 });
    expect(couponSearchOf(query)).toEqual({ status: '2', current: '3', size: '20' });
    expect(couponSearchOf(couponQueryOf(new URLSearchParams('status=0')))).toEqual({ status: '0' });
  });

  it('reads anything malformed as the default (all, page 1 of 10)', () => {
    const query = couponQueryOf(new URLSearchParams('status=7&current=-1&size=33'));
    expect(query).toEqual({ name: '', status: -1, current: 1, size: 10 });
    expect(couponSearchOf(query)).toEqual({});
    expect(couponQueryOf(new URLSearchParams('status=abc')).status).toBe(-1);
    expect(couponQueryOf(new URLSearchParams('status=')).status).toBe(-1);
  });

  it('reads the name trimmed and cut to the search text the endpoint takes, and sends it when given', () => {
    const query = couponQueryOf(new URLSearchParams('name=%20新客%20&status=1'));
    expect(query).toEqual({ name: '新客', status: 1, current: 1, size: 10 });
    expect(couponSearchOf(query)).toEqual({ name: '新客', status: '1' });
    expect(couponRequestOf(query)).toEqual({ name: '新客', status: 1, current: 1, size: 10 });
    expect(couponQueryOf(new URLSearchParams(`name=${'券'.repeat(150)}`)).name).toBe('券'.repeat(100));
  });

  it('never cuts through an emoji: the name stays text the address and the endpoint take', () => {
    // 'a' then emoji of two UTF-16 units each: the 100 units the endpoint takes end inside the 50th.
    const name = couponQueryOf(new URLSearchParams({ name: `a${'😀'.repeat(60)}` })).name;
    expect(name).toBe(`a${'😀'.repeat(49)}`);
    expect(name.length).toBeLessThanOrEqual(100);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });

  it('leaves a blank name out of the address and of the request', () => {
    const query = couponQueryOf(new URLSearchParams('name=%20%20'));
    expect(query.name).toBe('');
    expect(couponSearchOf(query)).toEqual({});
    expect(couponRequestOf(query)).toEqual({ status: -1, current: 1, size: 10 });
  });
});
