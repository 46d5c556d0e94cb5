// The platform console's coupons (issue 18 item 5, decisions/0101; GET /platform/coupon/page): the
// merchant centre's coupon list (screens/merchant/CouponListScreen) for the platform's coupons, which
// apply to all products or to chosen ones of any store (decisions/0109: a column says which, and how
// many): its own title and words; `mayChange` false (a read-only role) hides create and stop. Props in,
// callbacks out.
import {
  CouponListScreen,
  type CouponListScreenProps,
} from '../../merchant/CouponListScreen/CouponListScreen.tsx';

export type PlatformCouponListScreenProps = Omit<CouponListScreenProps, 'scope'>;

export function PlatformCouponListScreen(props: PlatformCouponListScreenProps) {
  return <CouponListScreen {...props} scope="platform" />;
}
