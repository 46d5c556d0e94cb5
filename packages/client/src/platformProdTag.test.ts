// The platform's home sections endpoints and its cross-store product search (issue 18 item 3): each calls
// its path once with its method, the body or query as given; their types are the domain contract's.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import type {
  PlatformProdRow,
  PlatformProdTag,
  PlatformProdTagDetail,
  PlatformProdTagParam,
  PlatformProdTagUpdateParam,
} from '@mall/domain';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

type Call<A, R> = (http: AxiosInstance, body: A) => Promise<R>;

const prod: PlatformProdRow = {
  prodId: 101,
  prodName: '红茶',
  prodNameEn: 'Black tea',
  pic: '/api/img/tea.png',
  price: 59.9,
  shopId: 1,
  shopName: '山茶小铺',
  status: 1,
};
const tag: PlatformProdTag = {
  id: 2,
  title: '热卖',
  titleEn: 'Best',
  seq: 1,
  style: 0,
  status: 1,
  prodCount: 1,
};
const detail: PlatformProdTagDetail = { ...tag, prods: [prod] };
const page = { records: [prod], total: 1, size: 10, current: 1, pages: 1 };

describe('platform home sections endpoints', () => {
  it('speak the domain contract', () => {
    expectTypeOf(api.createPlatformProdTag).toEqualTypeOf<Call<PlatformProdTagParam, number>>();
    expectTypeOf(api.updatePlatformProdTag).toEqualTypeOf<Call<PlatformProdTagUpdateParam, boolean>>();
    expectTypeOf(api.deletePlatformProdTag).toEqualTypeOf<Call<number, boolean>>();
    expectTypeOf(api.getPlatformProdTagList).returns.resolves.toEqualTypeOf<PlatformProdTag[]>();
    expectTypeOf(api.getPlatformProdTagInfo).returns.resolves.toEqualTypeOf<PlatformProdTagDetail>();
  });

  it('call their paths with their bodies and queries', async () => {
    const { http, requests } = fakeApiClient((c) => {
      const method = c.method?.toUpperCase();
      if (method === 'POST') return { status: 200, body: '42' };
      if (method !== 'GET') return { status: 200, body: 'true' };
      if (c.url === '/platform/prod/page') return { status: 200, body: JSON.stringify(page) };
      if (c.url === '/platform/prodTag/info') return { status: 200, body: JSON.stringify(detail) };
      return { status: 200, body: JSON.stringify([tag]) };
    });
    expect(keyOf(api.getPlatformProdPage, { prodName: '茶', status: 1, current: 2 })).toEqual([
      '/platform/prod/page',
      'current=2&prodName=%E8%8C%B6&status=1',
    ]);
    expect(keyOf(api.getPlatformProdTagList, undefined)).toBe('/platform/prodTag/list');

    const body: PlatformProdTagParam = {
      title: '热卖',
      titleEn: 'Best',
      seq: 1,
      style: 2,
      status: 1,
      prodIds: [103, 101],
    };
    expect((await api.getPlatformProdPage(http, { prodName: '茶', status: 1 })).records).toEqual([prod]);
    expect(await api.getPlatformProdTagList(http)).toEqual([tag]);
    expect(await api.getPlatformProdTagInfo(http, { id: '2' })).toEqual(detail);
    expect(await api.createPlatformProdTag(http, body)).toBe(42);
    expect(await api.updatePlatformProdTag(http, { ...body, id: 2 })).toBe(true);
    expect(await api.deletePlatformProdTag(http, 2)).toBe(true);

    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown])).toEqual([
      ['GET', '/platform/prod/page', { prodName: '茶', status: 1 }],
      ['GET', '/platform/prodTag/list', undefined],
      ['GET', '/platform/prodTag/info', { id: '2' }],
      ['POST', '/platform/prodTag', undefined],
      ['PUT', '/platform/prodTag', undefined],
      ['DELETE', '/platform/prodTag', { id: 2 }],
    ]);
    // The products' order is the body's: the server keeps it.
    expect(JSON.parse(requests[3]!.data as string)).toEqual(body);
    expect(JSON.parse(requests[4]!.data as string)).toEqual({ ...body, id: 2 });
  });
});
