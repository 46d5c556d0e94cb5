// The merchant's discount, coupon and points-price endpoints (issue 17 item 7): each calls its path with
// the merchant token, the filters without the empty ones, the ids where the server reads them.
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const page = '{"records":[],"total":0,"size":10,"current":1,"pages":0}';

describe('merchant promotion endpoints', () => {
  it('call their paths with the merchant token, the filters and the ids', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url?.endsWith('/page')
          ? { status: 200, body: page }
          : c.method === 'post'
            ? { status: 200, body: '7' }
            : { status: 200, body: 'true' },
      { getToken: () => 'mt' },
    );
    expect(keyOf(api.getMerchantDiscounts, { current: 2, status: 1 })).toEqual([
      '/merchant/discount/page',
      'current=2&status=1',
    ]);
    expect(keyOf(api.getMerchantCoupon, 9)).toEqual(['/merchant/coupon/info', 9]);
    await api.getMerchantDiscounts(http, { current: 1, status: -1 });
    await api.getMerchantCoupons(http, { status: 0 });
    await api.getMerchantScoreProds(http, { prodName: '', inMall: 1 });
    const discount = {
      discountName: 'x',
      discountType: 0 as const,
      rules: [{ needAmount: 100, discount: 10 }],
      startTime: '2026-12-01 00:00:00',
      endTime: '2026-12-02 00:00:00',
    };
    expect(await api.createMerchantDiscount(http, discount)).toBe(7);
    expect(await api.updateMerchantDiscount(http, { ...discount, discountId: 3 })).toBe(true);
    expect(await api.stopMerchantDiscount(http, 3)).toBe(true);
    expect(await api.stopMerchantCoupon(http, 4)).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown])).toEqual([
      ['GET', '/merchant/discount/page', { current: 1, status: -1 }],
      ['GET', '/merchant/coupon/page', { status: 0 }],
      ['GET', '/merchant/scorePrice/page', { inMall: 1 }],
      ['POST', '/merchant/discount', undefined],
      ['PUT', '/merchant/discount', undefined],
      ['PUT', '/merchant/discount/3/stop', undefined],
      ['PUT', '/merchant/coupon/4/stop', undefined],
    ]);
    expect(JSON.parse(requests[4]!.data as string)).toMatchObject({ discountId: 3, discountName: 'x' });
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer mt');
  });
});
