// The platform console's session endpoint (decisions/0081): GET /platform/me with the platform token,
// answering the domain's PlatformMe; its SWR key is its path.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PlatformMe } from '@mall/domain';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

describe('the platform session endpoint', () => {
  it('reads the signed-in account with the platform token', async () => {
    const me: PlatformMe = { platformUserId: 1, username: 'admin', role: 'admin' };
    const { http, requests } = fakeApiClient(() => ({ status: 200, body: JSON.stringify(me) }), {
      getToken: () => 'pt',
      now: () => 1_760_000_000_000,
    });
    expectTypeOf(api.getPlatformMe).returns.resolves.toEqualTypeOf<PlatformMe>();
    expect(keyOf(api.getPlatformMe, undefined)).toBe('/platform/me');
    expect(await api.getPlatformMe(http)).toEqual(me);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url])).toEqual([['GET', '/platform/me']]);
    expect(requests[0]?.headers.get('Authorization')).toBe('bearer pt');
  });

  it('the login carries no token; the logout carries it', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/platform/login'
          ? {
              status: 200,
              body: JSON.stringify({
                access_token: 'p2',
                token_type: 'bearer',
                expires_in: 43200,
                username: 'admin',
                role: 'admin',
              }),
            }
          : { status: 200, body: 'true' },
      { getToken: () => 'pt', now: () => 1_760_000_000_000 },
    );
    await api.platformLogin(http, { username: 'admin', password: 'rsa' });
    await api.platformLogout(http);
    expect(requests.map((c) => [c.url, c.headers.get('Authorization')])).toEqual([
      ['/platform/login', undefined],
      ['/platform/logout', 'bearer pt'],
    ]);
  });
});
