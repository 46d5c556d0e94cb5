// The platform's loyalty endpoints (issue 18 item 5): each calls its path, the changes as PUT and POST
// bodies, a deletion with the level's id in the query.
// (Which paths carry the platform token is apiClient's rule, set with the platform console's client.)
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const settings = {
  signInEnabled: true,
  signInScores: [10, 10, 20, 20, 30, 30, 50],
  signInGrowth: 1,
  earnUnitCents: 100,
  growthUnitCents: 100,
};

describe('platform loyalty endpoints', () => {
  it('call their paths with the platform token and the bodies given', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/platform/loyalty/settings' && c.method?.toUpperCase() === 'GET'
          ? { status: 200, body: JSON.stringify(settings) }
          : c.url === '/platform/level/list'
            ? { status: 200, body: '{"levels":[],"rights":[]}' }
            : c.url === '/platform/level' && c.method?.toUpperCase() === 'POST'
              ? { status: 200, body: '7' }
              : { status: 200, body: 'true' },
      { getToken: () => 'pt' },
    );
    expect(keyOf(api.getPlatformLoyaltySettings, undefined)).toBe('/platform/loyalty/settings');
    expect(keyOf(api.getPlatformLevels, undefined)).toBe('/platform/level/list');
    expect(await api.getPlatformLoyaltySettings(http)).toEqual(settings);
    expect(await api.getPlatformLevels(http)).toEqual({ levels: [], rights: [] });
    expect(await api.savePlatformLoyaltySettings(http, { ...settings, signInGrowth: 2 })).toBe(true);
    const level = { levelId: 3, nameZh: '黄金', nameEn: 'Gold', needGrowth: 500, rightsIds: [1, 2] };
    expect(await api.savePlatformLevel(http, level)).toBe(true);
    const plan = {
      levelType: 1,
      nameZh: '年卡',
      nameEn: 'Yearly',
      price: 9900,
      termDays: 365,
      status: 0,
      rightsIds: [],
    };
    expect(await api.createPlatformLevel(http, plan)).toBe(7);
    expect(await api.deletePlatformLevel(http, 7)).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data as unknown])).toEqual([
      ['GET', '/platform/loyalty/settings', undefined],
      ['GET', '/platform/level/list', undefined],
      ['PUT', '/platform/loyalty/settings', JSON.stringify({ ...settings, signInGrowth: 2 })],
      ['PUT', '/platform/level', JSON.stringify(level)],
      ['POST', '/platform/level', JSON.stringify(plan)],
      ['DELETE', '/platform/level', undefined],
    ]);
    expect(requests.at(-1)?.params).toEqual({ levelId: 7 });
    expect(requests.every((c) => String(c.headers?.Authorization ?? '').includes('pt'))).toBe(true);
  });
});
