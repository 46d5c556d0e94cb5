import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderCoupon } from '@mall/domain';
import { Select } from '../../primitives/Select/index.ts';
import { Price } from '../../mall/Price/index.ts';

/** A coupon choice of the checkout (a store's or the platform's): what it saves, or why none is usable. */
export function CouponSelect({
  label,
  coupons,
  disabled,
  onChange,
}: {
  label: string;
  coupons: OrderCoupon[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const chosen = coupons.find((c) => c.choose);
  const usable = coupons.filter((c) => c.canUse).length;
  const couponText = (c: OrderCoupon) => {
    const name = c.couponName;
    return c.canUse ? name : t`${name} (not usable for this order)`;
  };
  return (
    <Select
      label={label}
      value={chosen ? String(chosen.couponId) : 'none'}
      disabled={disabled || coupons.length === 0}
      hint={
        chosen ? (
          <span className="inline-flex items-center gap-1">
            <Trans>Saves</Trans> <Price yuan={chosen.reduce} size="sm" tone="neutral" />
          </span>
        ) : usable === 0 ? (
          t`No usable coupons`
        ) : undefined
      }
      onValueChange={onChange}
      options={[
        { value: 'none', label: t`Don't use a coupon` },
        ...coupons.map((c) => ({ value: String(c.couponId), label: couponText(c), disabled: !c.canUse })),
      ]}
    />
  );
}
