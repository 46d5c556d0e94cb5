// The home sections' endpoints and the cross-store product search (decisions/0102): each calls its path
// once with its method, the body or query as given; their request and answer types are the domain
// contract's.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import type {
  PlatformProdPage,
  PlatformProdTag,
  PlatformProdTagDetail,
  PlatformProdTagParam,
  PlatformProdTagUpdateParam,
} from '@mall/domain';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

type Call<A, R> = (http: AxiosInstance, body: A) => Promise<R>;

const tag: PlatformProdTag = {
  id: 7,
  title: '茶具精选',
  titleEn: 'Tea sets',
  seq: 0,
  style: 1,
  status: 1,
  prodCount: 1,
};
const prod = {
  prodId: 3,
  prodName: '白茶',
  prodNameEn: 'White tea',
  pic: '/api/img/prod/3.svg',
  price: 12.5,
  shopId: 1,
  shopName: '茶铺',
  status: 1,
};
const detail: PlatformProdTagDetail = { ...tag, prods: [prod] };
const page: PlatformProdPage = { records: [prod], total: 1, size: 10, current: 1, pages: 1 };

describe('platform home section endpoints', () => {
  it('speak the domain contract', () => {
    expectTypeOf(api.createPlatformProdTag).toEqualTypeOf<Call<PlatformProdTagParam, number>>();
    expectTypeOf(api.updatePlatformProdTag).toEqualTypeOf<Call<PlatformProdTagUpdateParam, boolean>>();
    expectTypeOf(api.deletePlatformProdTag).toEqualTypeOf<Call<number, boolean>>();
    expectTypeOf(api.getPlatformProdTagList).returns.resolves.toEqualTypeOf<PlatformProdTag[]>();
    expectTypeOf(api.getPlatformProdTagInfo).returns.resolves.toEqualTypeOf<PlatformProdTagDetail>();
    expectTypeOf(api.getPlatformProdPage).returns.resolves.toEqualTypeOf<PlatformProdPage>();
  });

  it('call their paths with their bodies and queries', async () => {
    const { http, requests } = fakeApiClient(
      (c) => {
        const method = c.method?.toUpperCase();
        if (method === 'POST') return { status: 200, body: '7' };
        if (method !== 'GET') return { status: 200, body: 'true' };
        if (c.url === '/platform/prodTag/info') return { status: 200, body: JSON.stringify(detail) };
        if (c.url === '/platform/prod/page') return { status: 200, body: JSON.stringify(page) };
        return { status: 200, body: JSON.stringify([tag]) };
      },
      { now: () => 1_760_000_000_000 },
    );
    expect(keyOf(api.getPlatformProdTagList, undefined)).toBe('/platform/prodTag/list');
    expect(keyOf(api.getPlatformProdTagInfo, { id: '7' })).toEqual(['/platform/prodTag/info', 'id=7']);
    const search = { prodName: '茶', shopId: 1, status: 1 as const, current: 2, size: 20 };
    expect(keyOf(api.getPlatformProdPage, search)).toEqual([
      '/platform/prod/page',
      'current=2&prodName=%E8%8C%B6&shopId=1&size=20&status=1',
    ]);

    const body: PlatformProdTagParam = {
      title: '茶具精选',
      titleEn: 'Tea sets',
      seq: 0,
      style: 1,
      status: 1,
      prodIds: [3, 1, 2],
    };
    expect(await api.getPlatformProdPage(http, search)).toEqual(page);
    expect(await api.getPlatformProdTagList(http)).toEqual([tag]);
    expect(await api.getPlatformProdTagInfo(http, { id: '7' })).toEqual(detail);
    expect(await api.createPlatformProdTag(http, body)).toBe(7);
    expect(await api.updatePlatformProdTag(http, { ...body, id: 7 })).toBe(true);
    expect(await api.deletePlatformProdTag(http, 7)).toBe(true);

    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown])).toEqual([
      ['GET', '/platform/prod/page', search],
      ['GET', '/platform/prodTag/list', undefined],
      ['GET', '/platform/prodTag/info', { id: '7' }],
      ['POST', '/platform/prodTag', undefined],
      ['PUT', '/platform/prodTag', undefined],
      ['DELETE', '/platform/prodTag', { id: 7 }],
    ]);
    // The products' order is the order sent.
    expect(JSON.parse(requests[3]!.data as string)).toEqual(body);
    expect(JSON.parse(requests[4]!.data as string)).toEqual({ ...body, id: 7 });
  });
});
