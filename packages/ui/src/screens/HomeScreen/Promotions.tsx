// The home page's coupon row: the coupon centre's first coupons, claimed in place (the app opens the
// login popup for a visitor); with none the section is hidden.
import { couponClaimState } from '@mall/domain';
import { ClaimCouponButton, CouponCard } from '../../mall/CouponCard/index.ts';

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
  /** The coupon centre's claim facts (GET /coupon/getCouponPage); absent: it can be claimed. */
  stocks?: number;
  limitNum?: number;
  receivedNum?: number;
  canReceive?: boolean;
}

function claimStateOf(coupon: HomeCoupon) {
  const { stocks, limitNum, receivedNum, canReceive } = coupon;
  if (stocks === undefined || limitNum === undefined || receivedNum === undefined || canReceive === undefined)
    return 'claim';
  return couponClaimState({ stocks, limitNum, receivedNum, canReceive });
}

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
        {coupons.map((coupon) => {
          const name = coupon.couponName;
          return (
            <li key={coupon.couponId} className="w-52 shrink-0 snap-start @3xl:w-auto">
              <CouponCard
                coupon={coupon}
                className="h-full"
                state={claimStateOf(coupon) === 'exhausted' ? 'exhausted' : 'usable'}
                action={
                  onClaim ? (
                    <ClaimCouponButton
                      state={claimStateOf(coupon)}
                      couponName={name}
                      busy={claimingId === coupon.couponId}
                      onClaim={() => onClaim(coupon.couponId)}
                    />
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
