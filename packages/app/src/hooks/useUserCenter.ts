// SWR hooks of the user centre's own pages (coupons). Keys: the API path first, then the arguments.
import useSWR from 'swr';
import { getMyCouponCounts, getMyCoupons } from '../api/coupons.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';
import { stableQuery } from './keys.ts';
import { COUPON_PAGE_SIZE } from './userCenterQuery.ts';

export const userCenterKeys = {
  coupons: (status: number, current: number, size: number) =>
    ['/p/myCoupon/getCouponList', stableQuery({ current, size, status })] as const,
  couponCounts: '/p/myCoupon/getMyCouponsStatusCount',
};

/** A page of the shopper's coupons of one status; `showLoading` after 200 ms. */
export function useMyCoupons(status: number, current: number, size: number = COUPON_PAGE_SIZE) {
  const http = useApiClient();
  const result = useSWR(userCenterKeys.coupons(status, current, size), () =>
    getMyCoupons(http, { status, current, size }),
  );
  const showLoading = useDelayedFlag(result.isLoading);
  return Object.assign(result, { showLoading });
}

export function useMyCouponCounts() {
  const http = useApiClient();
  return useSWR(userCenterKeys.couponCounts, () => getMyCouponCounts(http));
}
