// Site-wide content: PC config, banners, pinned notices, popular searches (docs/api.md).
import type { HotSearch, IndexImg, Notice, PcWebConfig } from '@mall/domain';
import { query } from '../endpoint.ts';
import type { Page, PageQuery } from './types.ts';

export type { HotSearch, IndexImg, Notice, PcWebConfig } from '@mall/domain';

export const getPcWebConfig = query<void, PcWebConfig>(
  '/webConfig/getPcWebConfig',
  async (http, _args, path) => (await http.get<PcWebConfig>(path)).data,
);

/** Home banners; `imgType` 1 is PC (the default). */
export const getIndexImgs = query<number | void, IndexImg[]>(
  '/indexImgs',
  async (http, imgType, path) =>
    (await http.get<IndexImg[]>(path, { params: { imgType: typeof imgType === 'number' ? imgType : 1 } }))
      .data,
);

export const getTopNotices = query<void, Notice[]>(
  '/shop/notice/topNoticeList',
  async (http, _args, path) => (await http.get<Notice[]>(path)).data,
);

export const getNoticePage = query<PageQuery | void, Page<Notice>>(
  '/shop/notice/noticeList',
  async (http, page, path) => (await http.get<Page<Notice>>(path, { params: page ?? {} })).data,
);

/** One notice: GET /shop/notice/info/{id}; its key is the path and the id. */
export const getNotice = query<number, Notice>(
  '/shop/notice/info',
  async (http, id, path) => (await http.get<Notice>(`${path}/${encodeURIComponent(id)}`)).data,
);

export const getHotSearch = query<void, HotSearch[]>(
  '/search/hotSearch',
  async (http, _args, path) => (await http.get<HotSearch[]>(path)).data,
);
