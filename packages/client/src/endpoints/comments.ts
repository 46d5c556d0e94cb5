// The buyer's reviews (server modules/comment): post a review of an item of a completed order, and the
// buyer's own reviews, paged.
import type { AxiosInstance } from 'axios';
import type { MyComment, Page, PageQuery, ProdCommParam } from '@mall/domain';
import { query } from '../endpoint.ts';

/** Answers `true` (a refusal is a 400). */
export async function postComment(http: AxiosInstance, body: ProdCommParam): Promise<boolean> {
  return (await http.post<boolean>('/p/prodComm', body)).data;
}

export const getMyComments = query<PageQuery, Page<MyComment>>(
  '/p/prodComm/myCommList',
  async (http, page, path) => (await http.get<Page<MyComment>>(path, { params: page })).data,
);
