import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, percentOffOfTenths, yuanToCents } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Price } from '../Price/index.ts';

/** What a coupon card shows (money in wire yuan); the domain's `Coupon` fits it. */
export interface CouponCardData {
  couponName: string;
  /** 1: money off (`reduceAmount`); 2: a discount (`couponDiscount`, 8.5 = pay 85 %). */
  couponType: number;
  reduceAmount?: number | null;
  couponDiscount?: number | null;
  /** The minimum spend; 0 or absent: none. */
  cashCondition?: number | null;
  /** The store that gives it; empty or absent for a platform coupon. */
  shopName?: string | null;
}

export interface CouponCardProps extends HTMLAttributes<HTMLDivElement> {
  coupon: CouponCardData;
  /**
   * Used and expired coupons are drawn muted with their state; `exhausted` (the coupon centre's, none
   * left to claim) is muted too, its claim button says why.
   */
  state?: 'usable' | 'used' | 'expired' | 'exhausted';
  /** A line under the name, e.g. the validity dates. */
  detail?: ReactNode;
  /** A button or link at the right (claim, use now). */
  action?: ReactNode;
}

function CouponValue({ coupon, muted }: { coupon: CouponCardData; muted: boolean }) {
  const { t } = useLingui();
  if (coupon.couponType === 2 && coupon.couponDiscount) {
    const percentOff = percentOffOfTenths(coupon.couponDiscount);
    return (
      <span className={cn('text-xl font-semibold', muted ? 'text-neutral-600' : 'text-price')}>
        {t`${percentOff}% off`}
      </span>
    );
  }
  return (
    <Price
      cents={yuanToCents(coupon.reduceAmount ?? 0)}
      size="lg"
      className={muted ? 'text-neutral-600' : undefined}
    />
  );
}

/**
 * A coupon: its value (money off or percentage), name, minimum spend and store, an optional detail line
 * and action; used and expired ones muted with their state. The home page's coupon row and my coupons.
 */
export function CouponCard({
  coupon,
  state = 'usable',
  detail,
  action,
  className,
  ...rest
}: CouponCardProps) {
  const { t } = useLingui();
  const muted = state !== 'usable';
  const minimum = coupon.cashCondition
    ? formatMoney(yuanToCents(coupon.cashCondition), { currency: true })
    : null;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-lg border border-dashed bg-neutral-0 px-3 py-2.5',
        muted ? 'border-neutral-300' : 'border-brand',
        className,
      )}
      data-state={state}
      {...rest}
    >
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <CouponValue coupon={coupon} muted={muted} />
        <span className="truncate text-sm font-medium text-neutral-900">{coupon.couponName}</span>
        <span className="truncate text-xs text-neutral-700">
          {minimum ? t`Orders over ${minimum}` : t`No minimum spend`}
          {coupon.shopName ? ` · ${coupon.shopName}` : ''}
        </span>
        {detail ? <span className="truncate text-xs text-neutral-600">{detail}</span> : null}
      </span>
      {state === 'used' ? (
        <span className="shrink-0 rounded-sm border border-neutral-300 px-1 text-xs text-neutral-600">
          <Trans>Used</Trans>
        </span>
      ) : state === 'expired' ? (
        <span className="shrink-0 rounded-sm border border-neutral-300 px-1 text-xs text-neutral-600">
          <Trans>Expired</Trans>
        </span>
      ) : null}
      {action}
    </div>
  );
}
