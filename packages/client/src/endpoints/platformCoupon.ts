// The platform console's coupons (issue 18 item 5, decisions/0101; docs/api.md "Platform API: coupons"):
// the platform's coupons for all products or chosen products of any store (decisions/0109: `prodIds`,
// picked through `getPlatformProdPage`) — list with figures, one, create, edit before the start, stop.
// The client given must carry the platform token (its `getToken`).
import type { AxiosInstance } from 'axios';
import type {
  PlatformCouponDetail,
  PlatformCouponPage,
  PlatformCouponParam,
  PlatformCouponQuery,
  PlatformCouponUpdateParam,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { params } from './types.ts';

/** The platform's coupons of one status (-1 all) and a name, with their figures, paged. */
export const getPlatformCoupons = getQuery<PlatformCouponQuery, PlatformCouponPage>(
  '/platform/coupon/page',
  (query) => params(query),
);

/** One platform coupon with its figures. */
export const getPlatformCoupon = getQuery<number, PlatformCouponDetail>(
  '/platform/coupon/info',
  (couponId) => ({ couponId }),
);

/** Creates a platform coupon in the coupon centre; answers its id. */
export async function createPlatformCoupon(http: AxiosInstance, body: PlatformCouponParam): Promise<number> {
  return (await http.post<number>('/platform/coupon', body)).data;
}

/** Edits a platform coupon before its start and any claim. */
export async function updatePlatformCoupon(
  http: AxiosInstance,
  body: PlatformCouponUpdateParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/coupon', body)).data;
}

/** Stops a platform coupon: no more claims; the claimed ones stay usable. */
export async function stopPlatformCoupon(http: AxiosInstance, couponId: number): Promise<boolean> {
  return (await http.put<boolean>(`/platform/coupon/${couponId}/stop`)).data;
}
