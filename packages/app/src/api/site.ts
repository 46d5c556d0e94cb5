// Site-wide content: PC config, banners, pinned notices, popular searches (docs/api.md).
import type { AxiosInstance } from 'axios';
import type { Page, PageQuery } from './types.ts';

export interface PcWebConfig {
  pcWelcomeCn: string;
  pcWelcomeEn: string;
  pcLogoImgText: string;
  pcLogoImg: string;
  pcCompanyNameCn: string;
  pcCompanyNameEn: string;
  pcCompanyInfoCn: string;
  pcCompanyInfoEn: string;
  pcCopyrightCn: string;
  pcCopyrightEn: string;
  pcTitleImg: string;
}

export interface IndexImg {
  id: number;
  imgUrl: string;
  title: string;
  seq: number;
  /** 0: links to the product `relation`. */
  type: number;
  relation: number | string | null;
}

export interface Notice {
  id: number;
  shopId: number;
  title: string;
  content: string;
  isTop: number;
  publishTime: string;
}

export interface HotSearch {
  hotSearchId: number;
  title: string;
  content: string;
  seq: number;
}

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
