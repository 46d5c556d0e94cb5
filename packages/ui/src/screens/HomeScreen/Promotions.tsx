// The home page's coupon row. The promotions issue passes the coupons; with none the section is hidden.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../primitives/Button/index.ts';
import { CouponCard } from '../../mall/CouponCard/index.ts';

/** A coupon of the coupon center as the home page shows it (money in wire yuan). */
export interface HomeCoupon {
  couponId: number;
  couponName: string;
  /** 1: money off (`reduceAmount`); 2: a discount (`couponDiscount`, 8.5 = pay 85 %). */
  couponType: 1 | 2;
  reduceAmount?: number | null;
  couponDiscount?: number | null;
  /** The minimum spend; 0 or absent: none. */
  cashCondition?: number | null;
  /** The store that gives it; absent for a platform coupon. */
  shopName?: string | null;
}

export function CouponRow({
  coupons,
  label,
  onClaim,
}: {
  coupons: readonly HomeCoupon[];
  label: string;
  onClaim?: ((couponId: number) => void) | undefined;
}) {
  const { t } = useLingui();
  return (
    <div className="@container">
      <ul
        aria-label={label}
        className="m-0 flex list-none snap-x gap-3 overflow-x-auto p-0 pb-1 @3xl:grid @3xl:grid-cols-4 @3xl:overflow-visible @3xl:pb-0"
      >
        {coupons.map((coupon) => {
          const name = coupon.couponName;
          return (
            <li key={coupon.couponId} className="w-52 shrink-0 snap-start @3xl:w-auto">
              <CouponCard
                coupon={coupon}
                className="h-full"
                action={
                  onClaim ? (
                    <Button size="sm" aria-label={t`Claim ${name}`} onClick={() => onClaim(coupon.couponId)}>
                      <Trans>Claim</Trans>
                    </Button>
                  ) : null
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
