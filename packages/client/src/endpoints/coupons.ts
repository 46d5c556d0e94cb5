// The shopper's coupons (docs/api.md "Orders": myCoupon) and the coupon centre (issue 13).
import type { AxiosInstance } from 'axios';
import type {
  CentreCoupon,
  Coupon,
  CouponCentreQuery,
  CouponListQuery,
  CouponsByProdQuery,
  CouponStatusCount,
  Page,
} from '@mall/domain';
import { query } from '../endpoint.ts';

/** The coupons of one status: 0 expired, 1 usable, 2 used. */
export const getMyCoupons = query<CouponListQuery, Page<Coupon>>(
  '/p/myCoupon/getCouponList',
  async (http, search, path) => (await http.get<Page<Coupon>>(path, { params: search })).data,
);

export const getMyCouponCounts = query<void, CouponStatusCount>(
  '/p/myCoupon/getMyCouponsStatusCount',
  async (http, _args, path) => (await http.get<CouponStatusCount>(path)).data,
);

/** The coupon centre: claimable platform and shop coupons, with this shopper's claims. */
export const getCouponCentre = query<CouponCentreQuery, Page<CentreCoupon>>(
  '/coupon/getCouponPage',
  async (http, search, path) => (await http.get<Page<CentreCoupon>>(path, { params: search })).data,
);

/** The claimable coupons that apply to a product (its detail page). */
export const getProductCoupons = query<CouponsByProdQuery, CentreCoupon[]>(
  '/coupon/listByProdId',
  async (http, search, path) => (await http.get<CentreCoupon[]>(path, { params: search })).data,
);

/** Claims one coupon (400 with a message above its per-shopper limit or when none is left). */
export async function receiveCoupon(http: AxiosInstance, couponId: number): Promise<void> {
  await http.post('/p/myCoupon/receive', couponId, { headers: { 'Content-Type': 'application/json' } });
}
