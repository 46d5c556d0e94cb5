// The platform console's home content (issue 18 item 3, decisions/0085; docs/api.md "Home content"): the
// home banners, the mall's notices and the hot search words. Everyone of the platform reads; admin and
// operator change. The client given must carry the platform token (its `getToken`).
import type { AxiosInstance } from 'axios';
import type {
  Page,
  PlatformHotSearch,
  PlatformHotSearchParam,
  PlatformHotSearchUpdateParam,
  PlatformIndexImg,
  PlatformIndexImgPageQuery,
  PlatformIndexImgParam,
  PlatformIndexImgUpdateParam,
  PlatformNotice,
  PlatformNoticePageQuery,
  PlatformNoticeParam,
  PlatformNoticeUpdateParam,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';

// --- Banners ---

/** The home banners (`imgType` 1 PC, 0 mobile, -1 both), by order then id. */
export const getPlatformIndexImgPage = getQuery<PlatformIndexImgPageQuery, Page<PlatformIndexImg>>(
  '/platform/indexImg/page',
  (search) => search,
);

/** Adds a banner; answers its id. */
export async function createPlatformIndexImg(
  http: AxiosInstance,
  body: PlatformIndexImgParam,
): Promise<number> {
  return (await http.post<number>('/platform/indexImg', body)).data;
}

/** Changes a banner (the whole banner again). */
export async function updatePlatformIndexImg(
  http: AxiosInstance,
  body: PlatformIndexImgUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/indexImg', body)).data;
}

/** Deletes a banner. */
export async function deletePlatformIndexImg(http: AxiosInstance, id: number): Promise<boolean> {
  return (await http.delete<boolean>('/platform/indexImg', { params: { id } })).data;
}

// --- Notices ---

/** The mall's notices (title part, status), pinned first, then newest first. */
export const getPlatformNoticePage = getQuery<PlatformNoticePageQuery, Page<PlatformNotice>>(
  '/platform/notice/page',
  (search) => search,
);

/** One notice, both languages, its content as stored. */
export const getPlatformNoticeInfo = getQuery<number, PlatformNotice>('/platform/notice/info', (id) => ({
  id,
}));

/** Publishes a notice; answers its id. */
export async function createPlatformNotice(http: AxiosInstance, body: PlatformNoticeParam): Promise<number> {
  return (await http.post<number>('/platform/notice', body)).data;
}

/** Changes a notice (absent `publishTime`: kept). */
export async function updatePlatformNotice(
  http: AxiosInstance,
  body: PlatformNoticeUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/notice', body)).data;
}

/** Deletes a notice. */
export async function deletePlatformNotice(http: AxiosInstance, id: number): Promise<boolean> {
  return (await http.delete<boolean>('/platform/notice', { params: { id } })).data;
}

// --- Hot search words ---

/** Every hot search word, shown or not, by order then id. */
export const getPlatformHotSearchList = getQuery<void, PlatformHotSearch[]>('/platform/hotSearch/list');

/** Adds a hot search word; answers its id. */
export async function createPlatformHotSearch(
  http: AxiosInstance,
  body: PlatformHotSearchParam,
): Promise<number> {
  return (await http.post<number>('/platform/hotSearch', body)).data;
}

/** Changes a hot search word. */
export async function updatePlatformHotSearch(
  http: AxiosInstance,
  body: PlatformHotSearchUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/hotSearch', body)).data;
}

/** Deletes a hot search word. */
export async function deletePlatformHotSearch(http: AxiosInstance, hotSearchId: number): Promise<boolean> {
  return (await http.delete<boolean>('/platform/hotSearch', { params: { hotSearchId } })).data;
}
