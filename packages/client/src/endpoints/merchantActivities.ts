// The merchant's flash sales and group buys (docs/api.md "Merchant centre: flash sales and group buys",
// issue 17 item 7; shapes in domain's contract/seckill.ts and contract/group.ts): the shop's lists and one
// activity with its figures (queries with SWR keys), create, edit before the start, and stop. The client
// given must carry the merchant token. The product picker reads the shop's products
// (`getMerchantProducts`, `getMerchantProduct`, endpoints/merchantProducts.ts).
import type { AxiosInstance } from 'axios';
import type {
  MerchantGroup,
  MerchantGroupParam,
  MerchantGroupQuery,
  MerchantGroupUpdateParam,
  MerchantSeckill,
  MerchantSeckillParam,
  MerchantSeckillQuery,
  MerchantSeckillUpdateParam,
  Page,
} from '@mall/domain';
import { getQuery, query } from '../endpoint.ts';
import { params } from './types.ts';

export type {
  MerchantGroup,
  MerchantGroupParam,
  MerchantGroupQuery,
  MerchantGroupUpdateParam,
  MerchantSeckill,
  MerchantSeckillParam,
  MerchantSeckillQuery,
  MerchantSeckillUpdateParam,
} from '@mall/domain';

/** The shop's flash sales, newest first (`status` -1 all, 0 not started, 1 ongoing, 2 ended). */
export const getMerchantSeckills = getQuery<MerchantSeckillQuery, Page<MerchantSeckill>>(
  '/merchant/seckill/page',
  (q) => params(q),
);

/** One of the shop's flash sales with its SKUs and figures (sold, left). */
export const getMerchantSeckill = query<number, MerchantSeckill>(
  '/merchant/seckill',
  async (http, seckillId, path) => (await http.get<MerchantSeckill>(`${path}/${seckillId}`)).data,
);

/** Creates a flash sale of one of the shop's products; answers its id. */
export async function createMerchantSeckill(
  http: AxiosInstance,
  body: MerchantSeckillParam,
): Promise<number> {
  return (await http.post<number>('/merchant/seckill', body)).data;
}

/** Edits a flash sale before its start (the whole activity again). */
export async function updateMerchantSeckill(
  http: AxiosInstance,
  body: MerchantSeckillUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/seckill', body)).data;
}

/** Stops a flash sale now; its units left go back to the SKUs. */
export async function stopMerchantSeckill(http: AxiosInstance, seckillId: number): Promise<boolean> {
  return (await http.put<boolean>(`/merchant/seckill/${seckillId}/stop`)).data;
}

/** The shop's group buys, newest first (`status` -1 all, 0 not started, 1 ongoing, 2 ended). */
export const getMerchantGroups = getQuery<MerchantGroupQuery, Page<MerchantGroup>>(
  '/merchant/group/page',
  (q) => params(q),
);

/** One of the shop's group buys with its SKUs and figures (teams formed, members, sold). */
export const getMerchantGroup = query<number, MerchantGroup>(
  '/merchant/group',
  async (http, groupActivityId, path) => (await http.get<MerchantGroup>(`${path}/${groupActivityId}`)).data,
);

/** Creates a group buy of one of the shop's products; answers its id. */
export async function createMerchantGroup(http: AxiosInstance, body: MerchantGroupParam): Promise<number> {
  return (await http.post<number>('/merchant/group', body)).data;
}

/** Edits a group buy before its start (the whole activity again). */
export async function updateMerchantGroup(
  http: AxiosInstance,
  body: MerchantGroupUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/group', body)).data;
}

/** Stops a group buy now; its teams still grouping fail and their members are refunded. */
export async function stopMerchantGroup(http: AxiosInstance, groupActivityId: number): Promise<boolean> {
  return (await http.put<boolean>(`/merchant/group/${groupActivityId}/stop`)).data;
}
