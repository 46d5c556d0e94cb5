// Special discount sessions (docs/api.md "Special discounts", issue 13): the sessions and one session
// with its products.
import type { DiscountInfo, DiscountPageQuery, DiscountSession, Page } from '@mall/domain';
import { query } from '../endpoint.ts';

export const getDiscountPage = query<DiscountPageQuery, Page<DiscountSession>>(
  '/discount/page',
  async (http, search, path) => (await http.get<Page<DiscountSession>>(path, { params: search })).data,
);

export const getDiscountInfo = query<number, DiscountInfo>(
  '/discount/info',
  async (http, discountId, path) => (await http.get<DiscountInfo>(path, { params: { discountId } })).data,
);
