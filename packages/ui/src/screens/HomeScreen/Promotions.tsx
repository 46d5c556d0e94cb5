// The home page's coupon row: the coupon centre's first coupons as the coupon centre shows them
// (CentreCouponCard: value, validity, stock, the shopper's claims, the claim button), claimed in place
// (the app opens the login popup for a visitor); with none the section is hidden.
import type { CentreCoupon } from '@mall/domain';
import { CentreCouponCard } from '../../mall/CouponCard/index.ts';

/** A coupon of the home row: the coupon centre's (GET /coupon/getCouponPage), as it comes. */
export type HomeCoupon = CentreCoupon;

export function CouponRow({
  coupons,
  label,
  onClaim,
  claimingId,
}: {
  coupons: readonly HomeCoupon[];
  label: string;
  onClaim?: ((couponId: number) => void) | undefined;
  claimingId?: number | undefined;
}) {
  return (
    <div className="@container">
      <ul
        aria-label={label}
        className="m-0 flex list-none snap-x gap-3 overflow-x-auto p-0 pb-1 @3xl:grid @3xl:grid-cols-4 @3xl:overflow-visible @3xl:pb-0"
      >
        {coupons.map((coupon) => (
          <li key={coupon.couponId} className="w-64 shrink-0 snap-start @3xl:w-auto">
            <CentreCouponCard coupon={coupon} busy={claimingId === coupon.couponId} onClaim={onClaim} />
          </li>
        ))}
      </ul>
    </div>
  );
}
