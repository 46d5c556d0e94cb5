import { forwardRef, type HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, splitMoney, yuanToCents, type Cents } from '@mall/domain';
import { cn } from '../../lib/cn.ts';

export const priceVariants = cva('inline-flex items-baseline font-num whitespace-nowrap', {
  variants: {
    size: { sm: 'gap-1', md: 'gap-1.5', lg: 'gap-2', xl: 'gap-2' },
    tone: { price: 'text-price', neutral: 'text-neutral-900' },
  },
  defaultVariants: { size: 'md', tone: 'price' },
});

// The integer part carries the size; the sign and the fraction are one or two steps smaller.
const partSizes = {
  sm: { integer: 'text-base font-semibold', minor: 'text-xs', original: 'text-xs' },
  md: { integer: 'text-lg font-semibold', minor: 'text-sm', original: 'text-xs' },
  lg: { integer: 'text-2xl font-semibold', minor: 'text-base', original: 'text-sm' },
  xl: { integer: 'text-3xl font-bold', minor: 'text-lg', original: 'text-base' },
} as const;

export interface PriceProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof priceVariants> {
  /** The amount in integer cents (preferred: money is integer cents inside the mall). */
  cents?: Cents;
  /** The amount in wire yuan (`59.9`), used only when `cents` is not given. */
  yuan?: number;
  /** The original price in cents, shown struck through after the price. */
  originalCents?: Cents;
  /** The original price in wire yuan, used only when `originalCents` is not given. */
  originalYuan?: number;
}

function toCents(cents: number | undefined, yuan: number | undefined): Cents | undefined {
  if (cents !== undefined) return cents;
  return yuan === undefined ? undefined : yuanToCents(yuan);
}

/**
 * A price in the mall's style: ¥, the whole yuan large and the two decimals smaller, always with two
 * decimals, with an optional original price struck through. Screen readers hear the whole amount once
 * ("¥59.90") rather than its pieces.
 */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price(
  { cents, yuan, originalCents, originalYuan, size, tone, className, ...props },
  ref,
) {
  const { t } = useLingui();
  const amount = toCents(cents, yuan);
  if (amount === undefined) throw new TypeError('Price needs `cents` (preferred) or `yuan`.');
  const original = toCents(originalCents, originalYuan);
  const parts = splitMoney(amount);
  const sizes = partSizes[size ?? 'md'];
  return (
    <span ref={ref} className={cn(priceVariants({ size, tone }), className)} {...props}>
      <span className="sr-only">{formatMoney(amount)}</span>
      <span aria-hidden="true" data-part="amount">
        <span className={sizes.minor} data-part="currency">
          {parts.sign}
          {parts.currency}
        </span>
        <span className={sizes.integer} data-part="integer">
          {parts.integer}
        </span>
        <span className={sizes.minor}>.</span>
        <span className={sizes.minor} data-part="fraction">
          {parts.fraction}
        </span>
      </span>
      {original === undefined ? null : (
        <del className={cn('font-normal text-neutral-500', sizes.original)} data-part="original">
          <span className="sr-only">{t`Original price`} </span>
          {formatMoney(original)}
        </del>
      )}
    </span>
  );
});
