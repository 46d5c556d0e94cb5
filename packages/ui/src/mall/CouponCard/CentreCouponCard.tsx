// A coupon of the coupon centre (GET /coupon/getCouponPage, /coupon/listByProdId): its value and what it
// needs, the store or "platform", the validity, the stock left, the shopper's own claims ("Claimed 1/2")
// and the claim button of its state.
import type { HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { couponClaimState, type CentreCoupon } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { mallDay } from '../../lib/mallDate.ts';
import { ClaimCouponButton } from './ClaimCouponButton.tsx';
import { CouponCard } from './CouponCard.tsx';

export interface CentreCouponCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  coupon: CentreCoupon;
  /** Its claim is in flight. */
  busy?: boolean;
  /** Claims it; without it no button is shown. */
  onClaim?: ((couponId: number) => void) | undefined;
}

export function CentreCouponCard({ coupon, busy, onClaim, className, ...rest }: CentreCouponCardProps) {
  const { t } = useLingui();
  const state = couponClaimState(coupon);
  const from = mallDay(coupon.startTime);
  const to = mallDay(coupon.endTime);
  const left = coupon.stocks;
  const received = coupon.receivedNum;
  const limit = coupon.limitNum;
  return (
    <CouponCard
      coupon={{ ...coupon, shopName: coupon.shopId ? coupon.shopName : t`Platform coupon` }}
      state={state === 'exhausted' ? 'exhausted' : 'usable'}
      className={cn('h-full', className)}
      data-claim={state}
      detail={
        <span className="flex flex-col gap-0.5">
          <span>{t`Valid ${from} - ${to}`}</span>
          <span data-part="coupon-stock">
            {left > 0 ? t`${left} left` : t`All claimed`}
            {received > 0 ? ` · ${t`Claimed ${received}/${limit}`}` : ` · ${t`Limit ${limit} per person`}`}
          </span>
        </span>
      }
      action={
        onClaim ? (
          <ClaimCouponButton
            state={state}
            couponName={coupon.couponName}
            busy={busy ?? false}
            onClaim={() => onClaim(coupon.couponId)}
            className="shrink-0"
          />
        ) : null
      }
      {...rest}
    />
  );
}
