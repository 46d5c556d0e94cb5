// The platform's member endpoints (issue 18 item 6): each calls its path, the list's filters without the
// empty ones, the changes as PUT bodies. (Which paths carry the platform token is apiClient's rule, set
// with the platform console's client.)
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const emptyPage = '{"records":[],"total":0,"size":10,"current":1,"pages":0}';

describe('platform member endpoints', () => {
  it('call their paths with the platform token, the filters and the bodies given', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.method?.toUpperCase() === 'GET' ? { status: 200, body: emptyPage } : { status: 200, body: 'true' },
      { getToken: () => 'pt' },
    );
    const query = { current: 2, size: 10, keyword: '', status: 0 as const, startDate: '2026-11-01' };
    expect(keyOf(api.getPlatformMembers, query)).toEqual([
      '/platform/user/page',
      'current=2&size=10&startDate=2026-11-01&status=0',
    ]);
    expect((await api.getPlatformMembers(http, query)).total).toBe(0);
    await api.getPlatformMember(http, { userId: 'u1' });
    await api.getPlatformMemberScoreLog(http, { userId: 'u1', current: 1 });
    await api.getPlatformMemberBalanceLog(http, { userId: 'u1' });
    expect(await api.setPlatformMemberStatus(http, { userId: 'u1', status: 0 })).toBe(true);
    expect(await api.adjustPlatformMemberScore(http, { userId: 'u1', change: -5, reason: '纠错' })).toBe(
      true,
    );
    expect(await api.adjustPlatformMemberBalance(http, { userId: 'u1', change: 100, reason: '补偿' })).toBe(
      true,
    );
    expect(
      requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown, c.data as unknown]),
    ).toEqual([
      ['GET', '/platform/user/page', { current: 2, size: 10, status: 0, startDate: '2026-11-01' }, undefined],
      ['GET', '/platform/user/info', { userId: 'u1' }, undefined],
      ['GET', '/platform/user/scoreLog/page', { userId: 'u1', current: 1 }, undefined],
      ['GET', '/platform/user/balanceLog/page', { userId: 'u1' }, undefined],
      ['PUT', '/platform/user/status', undefined, '{"userId":"u1","status":0}'],
      ['PUT', '/platform/user/score', undefined, '{"userId":"u1","change":-5,"reason":"纠错"}'],
      ['PUT', '/platform/user/balance', undefined, '{"userId":"u1","change":100,"reason":"补偿"}'],
    ]);
  });
});
