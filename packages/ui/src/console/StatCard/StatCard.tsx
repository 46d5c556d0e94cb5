import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';

export const statTrendVariants = cva('inline-flex items-center gap-0.5 text-sm', {
  variants: {
    tone: {
      success: 'text-success',
      danger: 'text-danger',
      neutral: 'text-neutral-600',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface StatTrend {
  direction: 'up' | 'down' | 'flat';
  /** The change as the server formatted it, e.g. "12.5%". */
  value: ReactNode;
  /** Whether the change is good news; the caller knows (fewer refunds going down is good). */
  tone?: 'success' | 'danger' | 'neutral';
  /** What the change compares with, e.g. "vs yesterday". */
  comparison?: ReactNode;
}

export interface StatCardProps extends HTMLAttributes<HTMLDivElement> {
  label: ReactNode;
  /** The metric, preformatted (an amount or count from the server); ui computes nothing. */
  value?: ReactNode;
  trend?: StatTrend;
  /** A skeleton in place of value and trend while the figure loads. */
  loading?: boolean;
  /** A line under the figure, e.g. a link to the list behind it. */
  footer?: ReactNode;
}

/** A dashboard metric: a label, a big preformatted value, an optional trend and footer, or a skeleton. */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  { className, label, value, trend, loading = false, footer, ...props },
  ref,
) {
  const { t } = useLingui();
  const direction = trend ? { up: t`Up`, down: t`Down`, flat: t`Unchanged` }[trend.direction] : undefined;
  return (
    <div
      ref={ref}
      aria-busy={loading || undefined}
      className={cn('flex flex-col gap-2 rounded border border-neutral-200 bg-neutral-0 p-5', className)}
      {...props}
    >
      <p className="m-0 text-base text-neutral-600">{label}</p>
      {loading ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t`Loading`}</span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton shape="text" className="w-1/3" />
        </div>
      ) : (
        <>
          <p className="m-0 font-num text-2xl font-medium text-neutral-900">{value}</p>
          {trend ? (
            <p className="m-0 flex items-center gap-2 text-sm text-neutral-600">
              <span className={statTrendVariants({ tone: trend.tone })} data-direction={trend.direction}>
                <TrendArrow direction={trend.direction} />
                <span className="sr-only">{direction}</span>
                <span className="font-num">{trend.value}</span>
              </span>
              {trend.comparison ? <span>{trend.comparison}</span> : null}
            </p>
          ) : null}
        </>
      )}
      {footer ? (
        <div className="border-t border-neutral-100 pt-2 text-sm text-neutral-600">{footer}</div>
      ) : null}
    </div>
  );
});

function TrendArrow({ direction }: { direction: StatTrend['direction'] }) {
  const d =
    direction === 'up' ? 'M8 3v10M4 7l4-4 4 4' : direction === 'down' ? 'M8 3v10M4 9l4 4 4-4' : 'M3 8h10';
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
