import { forwardRef, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { soldPercent } from '@mall/domain';
import { cn } from '../../lib/cn.ts';

export interface SeckillProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** Units the activity started with (`seckillTotalStocks`). */
  total: number;
  /** Units left (`seckillStocks`). */
  left: number;
  /** `sm` on a card, `md` on the activity's page. */
  size?: 'sm' | 'md';
}

/**
 * How much of a flash sale is gone: a red bar and "63% sold" (the share is domain's `soldPercent`,
 * rounded down so that 100 % means none is left). It is a `progressbar` named by its text.
 */
export const SeckillProgress = forwardRef<HTMLDivElement, SeckillProgressProps>(function SeckillProgress(
  { total, left, size = 'sm', className, ...props },
  ref,
) {
  const { t } = useLingui();
  const percent = soldPercent(total, left);
  const text = t`${percent}% sold`;
  return (
    <div
      ref={ref}
      className={cn('flex items-center gap-2', size === 'md' ? 'text-sm' : 'text-xs', className)}
      data-part="seckill-progress"
      {...props}
    >
      <div
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={cn(
          'relative min-w-0 flex-1 overflow-hidden rounded-full bg-brand-soft',
          size === 'md' ? 'h-2.5' : 'h-2',
        )}
      >
        <span
          className="absolute inset-y-0 left-0 rounded-full bg-brand"
          style={{ width: `${percent}%` }}
          data-part="bar"
        />
      </div>
      <span className="shrink-0 whitespace-nowrap text-brand-hover" aria-hidden="true" data-part="percent">
        {text}
      </span>
    </div>
  );
});
