// Flash sale (docs/api.md "Flash sale", issue 13): the sessions and one activity (public), the hidden
// order path, confirm and submit through it, and whether the order exists. The path is a short-lived
// token the server gives one shopper for one activity: confirm and submit carry it in their address.
import type { AxiosInstance } from 'axios';
import type {
  OrderConfirmAnswer,
  OrderSubmitAnswer,
  Page,
  SeckillCard,
  SeckillConfirmParam,
  SeckillPageQuery,
  SeckillProd,
  SeckillSubmitParam,
} from '@mall/domain';
import { query } from '../endpoint.ts';

/** The activities of a state (0 not started, 1 ongoing, 2 ended; absent: ongoing and upcoming first). */
export const getSeckillPage = query<SeckillPageQuery, Page<SeckillCard>>(
  '/seckill/pageSeckill',
  async (http, search, path) => (await http.get<Page<SeckillCard>>(path, { params: search })).data,
);

/** One activity with its SKUs, the per-shopper limit and the server's clock. */
export const getSeckillProd = query<number, SeckillProd>(
  '/seckill/prod',
  async (http, seckillId, path) => (await http.get<SeckillProd>(path, { params: { seckillId } })).data,
);

/** The shopper's order path for an activity (valid a few minutes). */
export async function getSeckillOrderPath(http: AxiosInstance, seckillId: number): Promise<string> {
  return (await http.get<string>('/p/seckill/orderPath', { params: { seckillId } })).data;
}

const pathOf = (orderPath: string) => `/p/seckill/${encodeURIComponent(orderPath)}`;

/** The settlement of one flash-sale SKU (the confirm answer, with its uuid). */
export const confirmSeckillOrder = query<
  { orderPath: string; body: SeckillConfirmParam },
  OrderConfirmAnswer
>(
  '/p/seckill/confirm',
  async (http, { orderPath, body }) =>
    (await http.post<OrderConfirmAnswer>(`${pathOf(orderPath)}/confirm`, body)).data,
  ({ body }) => JSON.stringify(body),
);

/** Creates the flash-sale order (pending payment, paid through /p/order/pay). */
export async function submitSeckillOrder(
  http: AxiosInstance,
  orderPath: string,
  body: SeckillSubmitParam,
): Promise<OrderSubmitAnswer> {
  return (await http.post<OrderSubmitAnswer>(`${pathOf(orderPath)}/submit`, body)).data;
}

/** Whether the order of a submit exists yet. */
export async function getSeckillOrderStatus(http: AxiosInstance, orderNumber: string): Promise<boolean> {
  return (await http.get<boolean>('/p/seckill/createOrderStatus', { params: { orderNumber } })).data;
}
