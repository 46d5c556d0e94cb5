// The shopper's coupons (docs/api.md "Orders": myCoupon).
import type { Coupon, CouponListQuery, CouponStatusCount, Page } from '@mall/domain';
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
