// The platform's coupon endpoints (issue 18 item 5): each calls its path with the platform token, the
// filters as query text, the changes as bodies (with the chosen products), the stop with the id in the
// path; the form's product search is the home sections' GET /platform/prod/page.
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const body = {
  couponName: '平台满100减10',
  couponType: 1 as const,
  cashCondition: 100,
  reduceAmount: 10,
  couponDiscount: 0,
  startTime: '2026-12-01 00:00:00',
  endTime: '2026-12-31 00:00:00',
  stocks: 100,
  limitNum: 1,
  // Products of any store (decisions/0109); empty: all products.
  prodIds: [12, 345],
};

describe('platform coupon endpoints', () => {
  it('call their paths with the platform token and the bodies given', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/platform/coupon/page'
          ? { status: 200, body: '{"records":[],"total":0,"current":1,"size":10,"pages":0}' }
          : c.url === '/platform/coupon' && c.method?.toUpperCase() === 'POST'
            ? { status: 200, body: '7' }
            : { status: 200, body: 'true' },
      { getToken: () => 'pt' },
    );
    expect(keyOf(api.getPlatformCoupons, { status: 1, name: '满减' })).toContain('/platform/coupon/page');
    expect(keyOf(api.getPlatformCoupon, 7)).toContain('/platform/coupon/info');
    expect(api.getPlatformProdPage.path).toBe('/platform/prod/page');
    expect((await api.getPlatformCoupons(http, { status: 1, name: '满减', current: 2 })).total).toBe(0);
    expect(await api.createPlatformCoupon(http, body)).toBe(7);
    expect(await api.updatePlatformCoupon(http, { ...body, couponId: 7 })).toBe(true);
    expect(await api.stopPlatformCoupon(http, 7)).toBe(true);
    expect(
      requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown, c.data as unknown]),
    ).toEqual([
      ['GET', '/platform/coupon/page', { status: 1, name: '满减', current: 2 }, undefined],
      ['POST', '/platform/coupon', undefined, JSON.stringify(body)],
      ['PUT', '/platform/coupon', undefined, JSON.stringify({ ...body, couponId: 7 })],
      ['PUT', '/platform/coupon/7/stop', undefined, undefined],
    ]);
    expect(requests.every((c) => String(c.headers?.Authorization ?? '').includes('pt'))).toBe(true);
  });
});
