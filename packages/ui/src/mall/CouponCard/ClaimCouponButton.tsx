// The claim button of a coupon-centre coupon (the coupon centre, the home coupon row, the product
// page's coupons): "Claim" while it can be claimed, otherwise disabled and saying why. The state comes
// from the domain's `couponClaimState` (the shopper's claims against the limit, the stock left).
import { useLingui } from '@lingui/react/macro';
import type { CouponClaimState } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';

export interface ClaimCouponButtonProps {
  state: CouponClaimState;
  /** Names the button for screen readers: "Claim <name>", or its state and the name when disabled. */
  couponName: string;
  /** The claim is in flight. */
  busy?: boolean;
  /** Claims it (a visitor's click: the app opens the login popup). */
  onClaim?: (() => void) | undefined;
  className?: string;
}

export function ClaimCouponButton({
  state,
  couponName,
  busy = false,
  onClaim,
  className,
}: ClaimCouponButtonProps) {
  const { t } = useLingui();
  if (state === 'claim')
    return (
      <Button
        size="sm"
        className={className}
        aria-label={t`Claim ${couponName}`}
        loading={busy}
        onClick={() => {
          if (!busy) onClaim?.();
        }}
      >
        {t`Claim`}
      </Button>
    );
  const label =
    state === 'claimed' ? t`Claimed` : state === 'exhausted' ? t`All claimed` : t`Cannot be claimed`;
  return (
    <Button
      size="sm"
      variant="secondary"
      className={className}
      disabled
      aria-label={t`${label}: ${couponName}`}
    >
      {label}
    </Button>
  );
}
