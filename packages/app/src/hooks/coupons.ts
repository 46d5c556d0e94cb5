// The shopper's coupons: a page of one status, and the counts by status.
import { getMyCouponCounts, getMyCoupons } from '@mall/client';
import type { CouponListQuery } from '@mall/domain';
import { useApiQuery } from '@mall/client/swr';
import { COUPON_PAGE_SIZE } from '../routes/userCenterQuery.ts';

/** A page of the shopper's coupons of one status. */
export function useMyCoupons(
  status: NonNullable<CouponListQuery['status']>,
  current: number,
  size: number = COUPON_PAGE_SIZE,
) {
  return useApiQuery(getMyCoupons, { status, current, size });
}

export function useMyCouponCounts() {
  return useApiQuery(getMyCouponCounts, undefined);
}
