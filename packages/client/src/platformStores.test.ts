// The platform console's store endpoints (issue 18 items 1 and 8): each calls its path with the query
// given; the SWR keys follow the query without its empty fields. (The platform token on /platform/ paths
// is the transport's business, apiClient.ts.)
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const emptyPage = '{"records":[],"total":0,"size":10,"current":1,"pages":0}';

describe('platform store endpoints', () => {
  it('call their paths with the filters given', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/platform/shopApply/info'
          ? { status: 200, body: '{"applyId":3,"history":[]}' }
          : c.url === '/platform/shop/info'
            ? { status: 200, body: '{"shopId":4,"actions":[]}' }
            : c.url?.endsWith('/page')
              ? { status: 200, body: emptyPage }
              : { status: 200, body: 'true' },
      { getToken: () => 'pt' },
    );
    expect(keyOf(api.getShopApplyPage, { status: 0, keyword: '茶' })).toEqual([
      '/platform/shopApply/page',
      'keyword=%E8%8C%B6&status=0',
    ]);
    expect(keyOf(api.getAuditLogPage, { actor: 'admin', action: '', startDate: '2026-11-01' })).toEqual([
      '/platform/auditLog/page',
      'actor=admin&startDate=2026-11-01',
    ]);
    expect((await api.getShopApplyPage(http, { status: 0, keyword: '茶' })).total).toBe(0);
    expect((await api.getPlatformShopApplyInfo(http, { applyId: 3 })).applyId).toBe(3);
    expect((await api.getPlatformShopPage(http, { shopName: '茶', status: 2 })).total).toBe(0);
    expect((await api.getPlatformShopInfo(http, { shopId: 4 })).shopId).toBe(4);
    expect((await api.getAuditLogPage(http, { targetType: 'shop', targetId: '4' })).total).toBe(0);
    expect(await api.takeShopOffline(http, { shopId: 4, reason: '售假' })).toBe(true);
    expect(
      requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown, c.data as unknown]),
    ).toEqual([
      ['GET', '/platform/shopApply/page', { status: 0, keyword: '茶' }, undefined],
      ['GET', '/platform/shopApply/info', { applyId: 3 }, undefined],
      ['GET', '/platform/shop/page', { shopName: '茶', status: 2 }, undefined],
      ['GET', '/platform/shop/info', { shopId: 4 }, undefined],
      ['GET', '/platform/auditLog/page', { targetType: 'shop', targetId: '4' }, undefined],
      ['PUT', '/platform/shop/offline', undefined, '{"shopId":4,"reason":"售假"}'],
    ]);
  });
});
