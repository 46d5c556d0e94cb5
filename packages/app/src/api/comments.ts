// The buyer's reviews (server modules/comment): post a review of an item of a completed order, and the
// buyer's own reviews, paged.
import type { AxiosInstance } from 'axios';
import type { MyComment, Page, ProdCommParam } from '@mall/domain';

export async function postComment(http: AxiosInstance, body: ProdCommParam): Promise<unknown> {
  return (await http.post<unknown>('/p/prodComm', body)).data;
}

export async function getMyComments(
  http: AxiosInstance,
  query: { current: number; size: number },
): Promise<Page<MyComment>> {
  return (await http.get<Page<MyComment>>('/p/prodComm/myCommList', { params: query })).data;
}
