// The pre-sale mark of a product, a cart line or an order line: "Pre-sale" with the expected shipping
// date (`shipDate`, YYYY-MM-DD, the merchant's) when there is one.
import type { HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export interface PreSaleBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** YYYY-MM-DD; null or absent: no date known yet. */
  shipDate?: string | null | undefined;
  size?: 'sm' | 'md';
}

export function PreSaleBadge({ shipDate, size = 'sm', className, ...rest }: PreSaleBadgeProps) {
  const { t } = useLingui();
  return (
    <span
      data-part="pre-sale"
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-sm border border-warning bg-warning-soft text-neutral-900',
        size === 'sm' ? 'px-1 text-xs leading-5' : 'px-2 py-0.5 text-sm',
        className,
      )}
      {...rest}
    >
      <span className="font-semibold text-warning">{t`Pre-sale`}</span>
      {shipDate ? <span>{t`Ships from ${shipDate}`}</span> : null}
    </span>
  );
}
