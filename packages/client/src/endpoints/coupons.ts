// The shopper's coupons (docs/api.md "Orders": myCoupon).
import type { Coupon, CouponStatusCount, Page } from '@mall/domain';
import { query } from '../endpoint.ts';

export interface MyCouponQuery {
  /** 0 expired, 1 usable, 2 used. */
  status: number;
  current: number;
  size: number;
}

export const getMyCoupons = query<MyCouponQuery, Page<Coupon>>(
  '/p/myCoupon/getCouponList',
  async (http, search, path) => (await http.get<Page<Coupon>>(path, { params: search })).data,
);

export const getMyCouponCounts = query<void, CouponStatusCount>(
  '/p/myCoupon/getMyCouponsStatusCount',
  async (http, _args, path) => (await http.get<CouponStatusCount>(path)).data,
);
