// The platform's category endpoints (decisions/0091): each calls its path once with its method, the body
// or query as given; their request and answer types are the domain contract's.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import type {
  PlatformCategory,
  PlatformCategoryParam,
  PlatformCategorySortParam,
  PlatformCategoryUpdateParam,
} from '@mall/domain';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

type Call<A, R> = (http: AxiosInstance, body: A) => Promise<R>;

const leaf: PlatformCategory = {
  categoryId: 9,
  parentId: 4,
  grade: 3,
  categoryName: '茶杯',
  categoryNameEn: 'Tea cups',
  pic: '',
  icon: '/api/uploads/2026/11/0123456789abcdef0123456789abcdef.png',
  seq: 1,
  status: 1,
  prodCount: 3,
  categories: [],
};

describe('platform category endpoints', () => {
  it('speak the domain contract', () => {
    expectTypeOf(api.createPlatformCategory).toEqualTypeOf<Call<PlatformCategoryParam, number>>();
    expectTypeOf(api.updatePlatformCategory).toEqualTypeOf<Call<PlatformCategoryUpdateParam, boolean>>();
    expectTypeOf(api.sortPlatformCategories).toEqualTypeOf<Call<PlatformCategorySortParam, boolean>>();
    expectTypeOf(api.deletePlatformCategory).toEqualTypeOf<Call<number, boolean>>();
    expectTypeOf(api.getPlatformCategoryTree).returns.resolves.toEqualTypeOf<PlatformCategory[]>();
    expectTypeOf(api.getPlatformCategoryInfo).returns.resolves.toEqualTypeOf<PlatformCategory>();
  });

  it('call their paths with their bodies and queries', async () => {
    const { http, requests } = fakeApiClient(
      (c) => {
        const method = c.method?.toUpperCase();
        if (method === 'POST') return { status: 200, body: '42' };
        if (method !== 'GET') return { status: 200, body: 'true' };
        if (c.url === '/platform/category/info') return { status: 200, body: JSON.stringify(leaf) };
        return { status: 200, body: JSON.stringify([leaf]) };
      },
      { now: () => 1_760_000_000_000 },
    );
    expect(keyOf(api.getPlatformCategoryTree, undefined)).toBe('/platform/category/list');
    expect(keyOf(api.getPlatformCategoryInfo, 9)).toEqual(['/platform/category/info', 9]);

    const body: PlatformCategoryParam = {
      parentId: 4,
      categoryName: '茶杯',
      categoryNameEn: 'Tea cups',
      pic: '',
      icon: leaf.icon,
      seq: 1,
      status: 1,
    };
    expect(await api.getPlatformCategoryTree(http)).toEqual([leaf]);
    expect(await api.getPlatformCategoryInfo(http, 9)).toEqual(leaf);
    expect(await api.createPlatformCategory(http, body)).toBe(42);
    expect(await api.updatePlatformCategory(http, { ...body, categoryId: 9 })).toBe(true);
    expect(await api.sortPlatformCategories(http, { parentId: 4, categoryIds: [9, 8] })).toBe(true);
    expect(await api.deletePlatformCategory(http, 9)).toBe(true);

    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown])).toEqual([
      ['GET', '/platform/category/list', undefined],
      ['GET', '/platform/category/info', { categoryId: 9 }],
      ['POST', '/platform/category', undefined],
      ['PUT', '/platform/category', undefined],
      ['PUT', '/platform/category/sort', undefined],
      ['DELETE', '/platform/category', { categoryId: 9 }],
    ]);
    expect(JSON.parse(requests[2]!.data as string)).toEqual(body);
    expect(JSON.parse(requests[3]!.data as string)).toEqual({ ...body, categoryId: 9 });
    expect(JSON.parse(requests[4]!.data as string)).toEqual({ parentId: 4, categoryIds: [9, 8] });
  });
});
