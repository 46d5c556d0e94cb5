// The merchant's activity endpoints (issue 17 item 7): each calls its path with the merchant token, the
// list filters without the empty ones, the details and stops with the id in the path.
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const page = '{"records":[],"total":0,"size":10,"current":1,"pages":0}';

describe('merchant activity endpoints', () => {
  it('call their paths with the merchant token', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url?.endsWith('/page')
          ? { status: 200, body: page }
          : c.method?.toUpperCase() === 'POST'
            ? { status: 200, body: '7' }
            : c.method?.toUpperCase() === 'GET'
              ? { status: 200, body: '{"seckillId":7}' }
              : { status: 200, body: 'true' },
      { getToken: () => 'mt' },
    );
    const query = { current: 1, size: 10, status: 0 as const };
    expect(keyOf(api.getMerchantSeckills, query)).toEqual([
      '/merchant/seckill/page',
      'current=1&size=10&status=0',
    ]);
    expect(keyOf(api.getMerchantSeckill, 7)).toEqual(['/merchant/seckill', 7]);
    expect(keyOf(api.getMerchantGroup, 8)).toEqual(['/merchant/group', 8]);
    const seckill = {
      prodId: 1,
      startTime: '2026-12-01 10:00:00',
      endTime: '2026-12-01 12:00:00',
      maxNum: 1,
      skus: [{ skuId: 2, seckillPrice: 1, seckillStocks: 3 }],
    };
    const group = {
      prodId: 1,
      groupNumber: 2,
      groupValidTime: 30,
      startTime: '2026-12-01 10:00:00',
      endTime: '2026-12-01 12:00:00',
      maxNum: 0,
      skus: [{ skuId: 2, actPrice: 1 }],
    };
    expect((await api.getMerchantSeckills(http, query)).total).toBe(0);
    expect((await api.getMerchantSeckill(http, 7)).seckillId).toBe(7);
    expect(await api.createMerchantSeckill(http, seckill)).toBe(7);
    expect(await api.updateMerchantSeckill(http, { ...seckill, seckillId: 7 })).toBe(true);
    expect(await api.stopMerchantSeckill(http, 7)).toBe(true);
    expect((await api.getMerchantGroups(http, { current: 1, size: 10, status: -1 })).total).toBe(0);
    await api.getMerchantGroup(http, 8);
    expect(await api.createMerchantGroup(http, group)).toBe(7);
    expect(await api.updateMerchantGroup(http, { ...group, groupActivityId: 8 })).toBe(true);
    expect(await api.stopMerchantGroup(http, 8)).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown])).toEqual([
      ['GET', '/merchant/seckill/page', { current: 1, size: 10, status: 0 }],
      ['GET', '/merchant/seckill/7', undefined],
      ['POST', '/merchant/seckill', undefined],
      ['PUT', '/merchant/seckill', undefined],
      ['PUT', '/merchant/seckill/7/stop', undefined],
      ['GET', '/merchant/group/page', { current: 1, size: 10, status: -1 }],
      ['GET', '/merchant/group/8', undefined],
      ['POST', '/merchant/group', undefined],
      ['PUT', '/merchant/group', undefined],
      ['PUT', '/merchant/group/8/stop', undefined],
    ]);
    expect(JSON.parse(requests[3]!.data as string)).toMatchObject({ seckillId: 7, maxNum: 1 });
    expect(JSON.parse(requests[8]!.data as string)).toMatchObject({ groupActivityId: 8 });
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer mt');
  });
});
