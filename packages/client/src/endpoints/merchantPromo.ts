// The merchant's special discounts, shop coupons and points prices (docs/api.md "The merchant's
// discounts, coupons and points prices", issue 17 item 7, decisions/0067; shapes in domain's
// contract/merchantPromo.ts, discount.ts, coupon.ts): the shop's lists and one activity's form (queries
// with SWR keys), create, edit before the start, stop; the points prices' list (the prices themselves
// change through `setMerchantScorePrice`, loyalty.ts). The client given must carry the merchant token.
import type { AxiosInstance } from 'axios';
import type {
  MerchantCouponDetail,
  MerchantCouponPage,
  MerchantCouponParam,
  MerchantCouponQuery,
  MerchantCouponUpdateParam,
  MerchantDiscountDetail,
  MerchantDiscountPage,
  MerchantDiscountParam,
  MerchantDiscountQuery,
  MerchantDiscountUpdateParam,
  MerchantScoreProdPage,
  MerchantScoreProdQuery,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { params } from './types.ts';

export type {
  MerchantCouponDetail,
  MerchantCouponPage,
  MerchantCouponParam,
  MerchantCouponQuery,
  MerchantCouponRow,
  MerchantCouponUpdateParam,
  MerchantDiscountDetail,
  MerchantDiscountPage,
  MerchantDiscountParam,
  MerchantDiscountQuery,
  MerchantDiscountRow,
  MerchantDiscountUpdateParam,
  MerchantPromoProd,
  MerchantScoreProd,
  MerchantScoreProdPage,
  MerchantScoreProdQuery,
  MerchantScoreSku,
} from '@mall/domain';

/** The shop's special discount sessions of one status (-1 all), the latest to start first, paged. */
export const getMerchantDiscounts = getQuery<MerchantDiscountQuery, MerchantDiscountPage>(
  '/merchant/discount/page',
  (query) => params(query),
);

/** One of the shop's sessions with the products it names. */
export const getMerchantDiscount = getQuery<number, MerchantDiscountDetail>(
  '/merchant/discount/info',
  (discountId) => ({ discountId }),
);

/** Creates a session of the shop; answers its id. */
export async function createMerchantDiscount(
  http: AxiosInstance,
  body: MerchantDiscountParam,
): Promise<number> {
  return (await http.post<number>('/merchant/discount', body)).data;
}

/** Edits a session before its start. */
export async function updateMerchantDiscount(
  http: AxiosInstance,
  body: MerchantDiscountUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/discount', body)).data;
}

/** Stops a session now. */
export async function stopMerchantDiscount(http: AxiosInstance, discountId: number): Promise<boolean> {
  return (await http.put<boolean>(`/merchant/discount/${discountId}/stop`)).data;
}

/** The shop's coupons of one status (-1 all) with their figures, paged. */
export const getMerchantCoupons = getQuery<MerchantCouponQuery, MerchantCouponPage>(
  '/merchant/coupon/page',
  (query) => params(query),
);

/** One of the shop's coupons with its figures and products. */
export const getMerchantCoupon = getQuery<number, MerchantCouponDetail>(
  '/merchant/coupon/info',
  (couponId) => ({
    couponId,
  }),
);

/** Creates a coupon of the shop in the coupon centre; answers its id. */
export async function createMerchantCoupon(http: AxiosInstance, body: MerchantCouponParam): Promise<number> {
  return (await http.post<number>('/merchant/coupon', body)).data;
}

/** Edits a coupon before its start and any claim. */
export async function updateMerchantCoupon(
  http: AxiosInstance,
  body: MerchantCouponUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/coupon', body)).data;
}

/** Stops a coupon: no more claims; the claimed ones stay usable. */
export async function stopMerchantCoupon(http: AxiosInstance, couponId: number): Promise<boolean> {
  return (await http.put<boolean>(`/merchant/coupon/${couponId}/stop`)).data;
}

/** The shop's products with every SKU's points price (null: not in the points mall), paged. */
export const getMerchantScoreProds = getQuery<MerchantScoreProdQuery, MerchantScoreProdPage>(
  '/merchant/scorePrice/page',
  (query) => params(query),
);
