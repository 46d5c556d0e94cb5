// The platform's home content endpoints (decisions/0085): each calls its path once with its method, the
// body or query as given and the platform token; their request and answer types are the domain contract's.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import type {
  PlatformHotSearch,
  PlatformHotSearchParam,
  PlatformHotSearchUpdateParam,
  PlatformIndexImg,
  PlatformIndexImgParam,
  PlatformIndexImgUpdateParam,
  PlatformNotice,
  PlatformNoticeParam,
  PlatformNoticeUpdateParam,
} from '@mall/domain';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

type Call<A, R> = (http: AxiosInstance, body: A) => Promise<R>;

const banner: PlatformIndexImg = {
  id: 3,
  imgUrl: '/api/uploads/2026/11/0123456789abcdef0123456789abcdef.png',
  title: '新品',
  titleEn: 'New',
  seq: 1,
  imgType: 1,
  relation: 12,
  prodName: '白茶',
  status: 1,
};
const notice: PlatformNotice = {
  id: 5,
  title: '公告',
  titleEn: 'Notice',
  content: '<p>你好</p>',
  contentEn: '<p>Hello</p>',
  isTop: 1,
  status: 1,
  publishTime: '2026-11-26 12:00:00',
};
const word: PlatformHotSearch = { hotSearchId: 8, title: '茶', titleEn: 'Tea', seq: 0, status: 1 };
const page = <T>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

describe('platform content endpoints', () => {
  it('speak the domain contract', () => {
    expectTypeOf(api.createPlatformIndexImg).toEqualTypeOf<Call<PlatformIndexImgParam, number>>();
    expectTypeOf(api.updatePlatformIndexImg).toEqualTypeOf<Call<PlatformIndexImgUpdateParam, boolean>>();
    expectTypeOf(api.deletePlatformIndexImg).toEqualTypeOf<Call<number, boolean>>();
    expectTypeOf(api.createPlatformNotice).toEqualTypeOf<Call<PlatformNoticeParam, number>>();
    expectTypeOf(api.updatePlatformNotice).toEqualTypeOf<Call<PlatformNoticeUpdateParam, boolean>>();
    expectTypeOf(api.deletePlatformNotice).toEqualTypeOf<Call<number, boolean>>();
    expectTypeOf(api.createPlatformHotSearch).toEqualTypeOf<Call<PlatformHotSearchParam, number>>();
    expectTypeOf(api.updatePlatformHotSearch).toEqualTypeOf<Call<PlatformHotSearchUpdateParam, boolean>>();
    expectTypeOf(api.deletePlatformHotSearch).toEqualTypeOf<Call<number, boolean>>();
    expectTypeOf(api.getPlatformHotSearchList).returns.resolves.toEqualTypeOf<PlatformHotSearch[]>();
    expectTypeOf(api.getPlatformNoticeInfo).returns.resolves.toEqualTypeOf<PlatformNotice>();
  });

  it('call their paths with their bodies and queries', async () => {
    const { http, requests } = fakeApiClient(
      (c) => {
        const method = c.method?.toUpperCase();
        if (method === 'POST') return { status: 200, body: '42' };
        if (method !== 'GET') return { status: 200, body: 'true' };
        if (c.url === '/platform/indexImg/page') return { status: 200, body: JSON.stringify(page([banner])) };
        if (c.url === '/platform/notice/page') return { status: 200, body: JSON.stringify(page([notice])) };
        if (c.url === '/platform/notice/info') return { status: 200, body: JSON.stringify(notice) };
        return { status: 200, body: JSON.stringify([word]) };
      },
      { now: () => 1_760_000_000_000 },
    );
    expect(keyOf(api.getPlatformIndexImgPage, { imgType: 0, current: 2 })).toEqual([
      '/platform/indexImg/page',
      'current=2&imgType=0',
    ]);
    expect(keyOf(api.getPlatformHotSearchList, undefined)).toBe('/platform/hotSearch/list');

    const bannerBody: PlatformIndexImgParam = {
      imgUrl: banner.imgUrl,
      title: '新品',
      titleEn: 'New',
      seq: 1,
      imgType: 1,
      relation: 12,
      status: 1,
    };
    const noticeBody: PlatformNoticeParam = {
      title: '公告',
      titleEn: 'Notice',
      content: '<p>你好</p>',
      contentEn: '<p>Hello</p>',
      isTop: 1,
      status: 1,
      publishTime: '2026-11-26 12:00:00',
    };
    const wordBody: PlatformHotSearchParam = { title: '茶', titleEn: 'Tea', seq: 0, status: 1 };
    expect((await api.getPlatformIndexImgPage(http, { imgType: 1 })).records).toEqual([banner]);
    expect(await api.createPlatformIndexImg(http, bannerBody)).toBe(42);
    expect(await api.updatePlatformIndexImg(http, { ...bannerBody, id: 3 })).toBe(true);
    expect(await api.deletePlatformIndexImg(http, 3)).toBe(true);
    expect((await api.getPlatformNoticePage(http, { title: '公告', status: 1 })).records).toEqual([notice]);
    expect(await api.getPlatformNoticeInfo(http, 5)).toEqual(notice);
    expect(await api.createPlatformNotice(http, noticeBody)).toBe(42);
    expect(await api.updatePlatformNotice(http, { ...noticeBody, id: 5 })).toBe(true);
    expect(await api.deletePlatformNotice(http, 5)).toBe(true);
    expect(await api.getPlatformHotSearchList(http)).toEqual([word]);
    expect(await api.createPlatformHotSearch(http, wordBody)).toBe(42);
    expect(await api.updatePlatformHotSearch(http, { ...wordBody, hotSearchId: 8 })).toBe(true);
    expect(await api.deletePlatformHotSearch(http, 8)).toBe(true);

    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown])).toEqual([
      ['GET', '/platform/indexImg/page', { imgType: 1 }],
      ['POST', '/platform/indexImg', undefined],
      ['PUT', '/platform/indexImg', undefined],
      ['DELETE', '/platform/indexImg', { id: 3 }],
      ['GET', '/platform/notice/page', { title: '公告', status: 1 }],
      ['GET', '/platform/notice/info', { id: 5 }],
      ['POST', '/platform/notice', undefined],
      ['PUT', '/platform/notice', undefined],
      ['DELETE', '/platform/notice', { id: 5 }],
      ['GET', '/platform/hotSearch/list', undefined],
      ['POST', '/platform/hotSearch', undefined],
      ['PUT', '/platform/hotSearch', undefined],
      ['DELETE', '/platform/hotSearch', { hotSearchId: 8 }],
    ]);
    expect(JSON.parse(requests[1]!.data as string)).toEqual(bannerBody);
    expect(JSON.parse(requests[7]!.data as string)).toEqual({ ...noticeBody, id: 5 });
    expect(JSON.parse(requests[11]!.data as string)).toEqual({ ...wordBody, hotSearchId: 8 });
    // The bearer token follows the client's path list (apiClient.ts AUTH_PREFIXES), which the platform
    // console's app extends to /platform/ (decisions/0085).
  });
});
