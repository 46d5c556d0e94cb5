// The platform's level-rights endpoints (issue 18 item 5, decisions/0108): each calls its path, the
// changes as POST and PUT bodies, a deletion with the right's id in the query, all with the platform token.
import { describe, expect, it } from 'vitest';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const right = {
  nameZh: '会员价 9.5 折',
  nameEn: 'Member price: 5% off',
  descriptionZh: '',
  descriptionEn: '',
  discountPercent: 95,
  freeShipping: false,
  signInScore: 0,
  seq: 10,
};

describe('platform level-rights endpoints', () => {
  it('call their paths with the platform token and the bodies given', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.method?.toUpperCase() === 'POST' ? { status: 200, body: '12' } : { status: 200, body: 'true' },
      { getToken: () => 'pt' },
    );
    expect(await api.createPlatformLevelRights(http, right)).toBe(12);
    expect(await api.savePlatformLevelRights(http, { rightsId: 12, ...right, discountPercent: null })).toBe(
      true,
    );
    expect(await api.deletePlatformLevelRights(http, 12)).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data as unknown])).toEqual([
      ['POST', '/platform/levelRights', JSON.stringify(right)],
      ['PUT', '/platform/levelRights', JSON.stringify({ rightsId: 12, ...right, discountPercent: null })],
      ['DELETE', '/platform/levelRights', undefined],
    ]);
    expect(requests.at(-1)?.params).toEqual({ rightsId: 12 });
    expect(requests.every((c) => String(c.headers?.Authorization ?? '').includes('pt'))).toBe(true);
  });
});
