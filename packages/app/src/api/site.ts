// Site-wide content: PC config, banners, pinned notices, popular searches (docs/api.md).
import type { AxiosInstance } from 'axios';
import type { HotSearch, IndexImg, Notice, PcWebConfig } from '@mall/domain';
import type { Page, PageQuery } from './types.ts';

export type { HotSearch, IndexImg, Notice, PcWebConfig } from '@mall/domain';

export async function getPcWebConfig(http: AxiosInstance): Promise<PcWebConfig> {
  return (await http.get<PcWebConfig>('/webConfig/getPcWebConfig')).data;
}

/** Home banners; `imgType` 1 is PC. */
export async function getIndexImgs(http: AxiosInstance, imgType = 1): Promise<IndexImg[]> {
  return (await http.get<IndexImg[]>('/indexImgs', { params: { imgType } })).data;
}

export async function getTopNotices(http: AxiosInstance): Promise<Notice[]> {
  return (await http.get<Notice[]>('/shop/notice/topNoticeList')).data;
}

export async function getNoticePage(http: AxiosInstance, query: PageQuery = {}): Promise<Page<Notice>> {
  return (await http.get<Page<Notice>>('/shop/notice/noticeList', { params: query })).data;
}

export async function getNotice(http: AxiosInstance, id: number): Promise<Notice> {
  return (await http.get<Notice>(`/shop/notice/info/${encodeURIComponent(id)}`)).data;
}

export async function getHotSearch(http: AxiosInstance): Promise<HotSearch[]> {
  return (await http.get<HotSearch[]>('/search/hotSearch')).data;
}
