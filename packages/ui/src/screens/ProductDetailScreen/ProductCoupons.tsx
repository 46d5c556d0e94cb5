// The product page's coupons (GET /coupon/listByProdId): the claimable coupons that apply to the
// product, in a row under the price, each claimed in place (a visitor gets the login popup from the app).
import { useLingui } from '@lingui/react/macro';
import type { CentreCoupon } from '@mall/domain';
import { CentreCouponCard } from '../../mall/CouponCard/index.ts';

/** The ProductDetailScreen's `coupons` prop. */
export interface ProductCouponsProps {
  coupons: readonly CentreCoupon[];
  /** The coupon whose claim is in flight. */
  claimingId?: number | undefined;
  onClaim: (couponId: number) => void;
}

export function ProductCoupons({ coupons, claimingId, onClaim }: ProductCouponsProps) {
  const { t } = useLingui();
  if (coupons.length === 0) return null;
  const label = t`Coupons`;
  return (
    <div className="flex items-start gap-3" data-part="coupons">
      <span className="w-16 shrink-0 pt-2 text-neutral-600 md:w-20" aria-hidden="true">
        {label}
      </span>
      <ul
        aria-label={label}
        className="m-0 flex min-w-0 flex-1 list-none snap-x gap-2 overflow-x-auto p-0 pb-1"
      >
        {coupons.map((coupon) => (
          <li key={coupon.couponId} className="w-64 shrink-0 snap-start">
            <CentreCouponCard coupon={coupon} busy={claimingId === coupon.couponId} onClaim={onClaim} />
          </li>
        ))}
      </ul>
    </div>
  );
}
