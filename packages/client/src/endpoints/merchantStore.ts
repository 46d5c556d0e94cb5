// The merchant's reviews and store settings (docs/api.md "Merchant reviews and store settings", issue 17
// items 6 and 9; shapes in domain's contract/merchantShop.ts): the shop's reviews (filtered, paged) and
// the store's reply; the store's settings and their save. The client given must carry the merchant token.
import type { AxiosInstance } from 'axios';
import type {
  MerchantCommentPage,
  MerchantCommentQuery,
  MerchantCommentReplyParam,
  MerchantShopParam,
  MerchantShopSettings,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { params } from './types.ts';

export type {
  MerchantComment,
  MerchantCommentPage,
  MerchantCommentQuery,
  MerchantCommentReplyParam,
  MerchantShopParam,
  MerchantShopSettings,
} from '@mall/domain';

/** The shop's reviews, newest first, filtered (evaluate, stars, replied, product) and paged. */
export const getMerchantComments = getQuery<MerchantCommentQuery, MerchantCommentPage>(
  '/merchant/comments',
  (query) => params(query),
);

/** The store's reply to one of its reviews (a later one replaces it). */
export async function replyMerchantComment(
  http: AxiosInstance,
  body: MerchantCommentReplyParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/comment/reply', body)).data;
}

/** The store's settings as stored. */
export const getMerchantShop = getQuery<void, MerchantShopSettings>('/merchant/shop');

/** Saves the store's settings whole (the freight template with them). */
export async function saveMerchantShop(http: AxiosInstance, body: MerchantShopParam): Promise<boolean> {
  return (await http.put<boolean>('/merchant/shop', body)).data;
}
