// The home page's coupon row. The promotions issue passes the coupons; with none the section is hidden.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, yuanToCents } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Price } from '../../mall/Price/index.ts';

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

function CouponValue({ coupon }: { coupon: HomeCoupon }) {
  const { t } = useLingui();
  if (coupon.couponType === 2 && coupon.couponDiscount) {
    const percentOff = Math.round(100 - coupon.couponDiscount * 10);
    return <span className="text-xl font-semibold text-price">{t`${percentOff}% off`}</span>;
  }
  return <Price cents={yuanToCents(coupon.reduceAmount ?? 0)} size="lg" />;
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
          const minimum = coupon.cashCondition
            ? formatMoney(yuanToCents(coupon.cashCondition), { currency: true })
            : null;
          const name = coupon.couponName;
          return (
            <li
              key={coupon.couponId}
              className="flex w-52 shrink-0 snap-start items-center gap-3 rounded-lg border border-dashed border-brand bg-neutral-0 px-3 py-2.5 @3xl:w-auto"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <CouponValue coupon={coupon} />
                <span className="truncate text-sm font-medium text-neutral-900">{name}</span>
                <span className="truncate text-xs text-neutral-700">
                  {minimum ? t`Orders over ${minimum}` : t`No minimum spend`}
                  {coupon.shopName ? ` · ${coupon.shopName}` : ''}
                </span>
              </span>
              {onClaim ? (
                <Button size="sm" aria-label={t`Claim ${name}`} onClick={() => onClaim(coupon.couponId)}>
                  <Trans>Claim</Trans>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
