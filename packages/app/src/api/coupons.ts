// The shopper's coupons (docs/api.md "Orders": myCoupon).
import type { AxiosInstance } from 'axios';
import type { Coupon, CouponStatusCount, Page } from '@mall/domain';

export interface MyCouponQuery {
  /** 0 expired, 1 usable, 2 used. */
  status: number;
  current: number;
  size: number;
}

export async function getMyCoupons(http: AxiosInstance, query: MyCouponQuery): Promise<Page<Coupon>> {
  return (await http.get<Page<Coupon>>('/p/myCoupon/getCouponList', { params: query })).data;
}

export async function getMyCouponCounts(http: AxiosInstance): Promise<CouponStatusCount> {
  return (await http.get<CouponStatusCount>('/p/myCoupon/getMyCouponsStatusCount')).data;
}
