// The merchant session endpoints: each calls its path once, signed, with the body as given.
import { describe, expect, it } from 'vitest';
import { fakeApiClient } from './fakeAdapter.ts';
import { keyOf } from './endpoint.ts';
import { merchantLogin, merchantLogout } from './endpoints/merchant.ts';
import { getMerchantMe } from './endpoints/merchantSession.ts';

describe('merchant session endpoints', () => {
  it('log in and log out at /merchant/login and /merchant/logout', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/merchant/login'
          ? { status: 200, body: '{"access_token":"mt","shopId":3}' }
          : { status: 200, body: 'true' },
      { getToken: () => 'mt', now: () => 1_760_000_000_000 },
    );
    expect(await merchantLogin(http, { username: 'shop3', password: 'rsa' })).toEqual({
      access_token: 'mt',
      shopId: 3,
    });
    expect(await merchantLogout(http)).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data as unknown])).toEqual([
      ['POST', '/merchant/login', '{"username":"shop3","password":"rsa"}'],
      ['POST', '/merchant/logout', undefined],
    ]);
    // The merchant token goes with the logout, not with the login.
    expect(requests[0]!.headers.get('Authorization')).toBeUndefined();
    expect(requests[1]!.headers.get('Authorization')).toBe('bearer mt');
  });

  it('reads the signed-in account at GET /merchant/me with the merchant token; its key is the path', async () => {
    const me = {
      merchantId: 1,
      username: 'shop1',
      role: 'owner',
      permissions: ['orders', 'signedIn'],
      shopId: 1,
      shopName: '鲜果小铺',
      shopLogo: '',
      shopStatus: 1,
    };
    const { http, requests } = fakeApiClient(() => ({ status: 200, body: JSON.stringify(me) }), {
      getToken: () => 'mt',
    });
    expect(await getMerchantMe(http)).toEqual(me);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url])).toEqual([['GET', '/merchant/me']]);
    expect(requests[0]!.headers.get('Authorization')).toBe('bearer mt');
    expect(keyOf(getMerchantMe, undefined)).toBe('/merchant/me');
  });
});
