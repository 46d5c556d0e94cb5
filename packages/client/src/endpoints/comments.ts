// The buyer's reviews (server modules/comment): post a review of an item of a completed order, and the
// buyer's own reviews, paged.
import type { AxiosInstance } from 'axios';
import type { MyComment, Page, ProdCommParam } from '@mall/domain';
import { query } from '../endpoint.ts';

export async function postComment(http: AxiosInstance, body: ProdCommParam): Promise<unknown> {
  return (await http.post<unknown>('/p/prodComm', body)).data;
}

export const getMyComments = query<{ current: number; size: number }, Page<MyComment>>(
  '/p/prodComm/myCommList',
  async (http, page, path) => (await http.get<Page<MyComment>>(path, { params: page })).data,
);
