import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  firstError,
  maxPointsCredit,
  pointsCreditSchema,
  type OrderConfirmAnswer,
  type OrderCoupon,
} from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { CouponSelect } from './CouponSelect.tsx';
import { checkoutCard as card, checkoutSectionTitle as sectionTitle } from '../../mall/Checkout/index.ts';

/** The shopper's choice of points credit, sent with the next confirm. */
export interface PointsChoice {
  isScorePay: boolean;
  userUseScore: number;
}

export interface DiscountsSectionProps {
  order: OrderConfirmAnswer;
  confirming: boolean;
  /** The server chose other coupons than the ones asked for: says so. */
  couponsChanged: boolean;
  changeCoupon: (group: OrderCoupon[], value: string) => void;
  onChangePoints?: ((choice: PointsChoice) => void) | undefined;
}

/** The platform coupon and the points credit. */
export function DiscountsSection({
  order,
  confirming,
  couponsChanged,
  changeCoupon,
  onChangePoints,
}: DiscountsSectionProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="submit-order-discounts" className={card}>
      <h2 id="submit-order-discounts" className={sectionTitle}>
        <Trans>Coupons and points</Trans>
      </h2>
      <div className="flex flex-col gap-3">
        {couponsChanged ? (
          <p role="status" className="m-0 rounded bg-warning-soft px-3 py-2 text-sm text-neutral-900">
            <Trans>The coupons were chosen again for the new amount. Please check them.</Trans>
          </p>
        ) : null}
        <CouponSelect
          label={t`Platform coupon`}
          coupons={order.coupons}
          disabled={confirming}
          onChange={(value) => changeCoupon(order.coupons, value)}
        />
        <PointsBlock order={order} disabled={confirming} onChange={onChangePoints} />
      </div>
    </section>
  );
}

function PointsBlock({
  order,
  disabled,
  onChange,
}: {
  order: OrderConfirmAnswer;
  disabled: boolean;
  onChange?: (choice: PointsChoice) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const inputId = useId();
  const max = maxPointsCredit(order.maxUsableScore);
  const on = Boolean(order.isScorePay);
  const [amount, setAmount] = useState(String(order.userUseScore || max));
  const [problem, setProblem] = useState<MessageDescriptor | undefined>(undefined);
  const [shownFor, setShownFor] = useState(order.userUseScore);
  if (shownFor !== order.userUseScore) {
    setShownFor(order.userUseScore);
    if (order.userUseScore) setAmount(String(order.userUseScore));
  }

  const apply = () => {
    const value = amount.trim() === '' ? Number.NaN : Number(amount);
    const result = pointsCreditSchema(max).safeParse(value);
    const message = firstError(result);
    setProblem(message);
    if (!message) onChange?.({ isScorePay: true, userUseScore: value });
  };

  return (
    <div className="flex flex-col gap-2" data-part="points">
      <Checkbox
        label={
          max > 0
            ? t`Use points (up to ${max} points for this order)`
            : t`No points can be used for this order`
        }
        checked={on}
        disabled={disabled || max === 0}
        onCheckedChange={(checked) => {
          setProblem(undefined);
          onChange?.({ isScorePay: checked === true, userUseScore: checked === true ? max : 0 });
        }}
      />
      {on ? (
        <div className="flex flex-wrap items-start gap-2">
          <Input
            id={inputId}
            label={t`Points to use`}
            inputMode="numeric"
            wrapperClassName="w-32"
            value={amount}
            hint={t`In multiples of 10`}
            error={problem ? i18n._(problem) : undefined}
            disabled={disabled}
            onChange={(event) => setAmount(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply();
            }}
          />
          <Button variant="secondary" className="mt-[1.625rem]" disabled={disabled} onClick={apply}>
            <Trans>Apply</Trans>
          </Button>
          {order.totalScoreAmount > 0 ? (
            <p className="m-0 inline-flex w-full items-center gap-1 text-sm text-neutral-800">
              <Trans>Points credit</Trans> -<Price yuan={order.totalScoreAmount} size="sm" tone="neutral" />
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
