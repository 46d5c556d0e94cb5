// The real-name calls (endpoints/identity.ts): the contract's methods and paths, the token on both, the
// POST signed, the GET's SWR key the bare path.
import { describe, expect, it } from 'vitest';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { verify } from '@mall/domain';
import { fakeApiClient } from './fakeAdapter.ts';
import { keyOf } from './endpoint.ts';
import { getRealName, verifyRealName } from './endpoints/identity.ts';

const NOW = 1_760_000_000_000;

const headersOf = (c: InternalAxiosRequestConfig) =>
  AxiosHeaders.from(c.headers).toJSON() as Record<string, string>;

describe('real-name calls', () => {
  it('read and verify with the token, the verification signed', async () => {
    const { http, requests } = fakeApiClient(
      (c) => ({
        status: 200,
        body: c.method === 'get' ? '{"status":1,"realName":"张*","idCard":"110***********002X"}' : 'true',
      }),
      { getToken: () => 'tok', now: () => NOW },
    );
    expect(await getRealName(http)).toEqual({ status: 1, realName: '张*', idCard: '110***********002X' });
    expect(await verifyRealName(http, { realName: '张三', idCard: '11010519491231002X' })).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data as unknown])).toEqual([
      ['GET', '/p/user/realName', undefined],
      ['POST', '/p/user/realName', '{"realName":"张三","idCard":"11010519491231002X"}'],
    ]);
    for (const c of requests) expect(headersOf(c).Authorization).toBe('bearer tok');
    const post = requests[1]!;
    expect(verify({ headers: headersOf(post), body: String(post.data), origin: '', now: NOW }).ok).toBe(true);
    expect(keyOf(getRealName, undefined)).toBe('/p/user/realName');
  });
});
