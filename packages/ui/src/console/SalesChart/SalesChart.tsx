import { lazy, Suspense, useCallback, useMemo, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, yuanToCents } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';

// uPlot and its style sheet load with the first chart shown, not with the console tier.
const SalesChartCanvas = lazy(() => import('./SalesChartCanvas.tsx'));

/** One day of the chart: its `YYYY-MM-DD`, the orders paid and the sales (as the server summed: `unit`). */
export interface SalesChartDay {
  day: string;
  paidOrders: number;
  sales: number;
}

export interface SalesChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The days, oldest first; undefined while they load. */
  series?: readonly SalesChartDay[] | undefined;
  /** The chart's name: the text alternative's caption. */
  label: string;
  /** A fixed width in pixels (stories and visual tests); without it the chart fills its container. */
  width?: number;
  height?: number;
  /** The unit of `sales`: yuan (the merchant dashboard's wire) or fen (the platform's). */
  unit?: 'yuan' | 'fen';
}

/** An amount of the chart (from the server, in `unit`) as the Price component writes it: ¥1,234.50. */
const moneyOf = (unit: 'yuan' | 'fen') => (amount: number) =>
  formatMoney(unit === 'fen' ? amount : yuanToCents(amount));
/** `MM-DD` of a `YYYY-MM-DD`. */
const shortDay = (day: string) => day.slice(5);

/**
 * A line of daily sales on uPlot (a canvas, loaded on first use), with a visually hidden table of the
 * same days as its text alternative; a skeleton while the series loads and a message when no day sold
 * anything. Amounts are the server's, formatted as prices; the chart computes nothing.
 */
export function SalesChart({
  series,
  label,
  width,
  height = 240,
  unit = 'yuan',
  className,
  style,
  ...props
}: SalesChartProps) {
  const { t } = useLingui();
  const dayLabels = useMemo(() => series?.map((d) => shortDay(d.day)) ?? [], [series]);
  const sales = useMemo(() => series?.map((d) => d.sales) ?? [], [series]);
  const money = useMemo(() => moneyOf(unit), [unit]);
  const formatAmount = useCallback((amount: number) => money(amount), [money]);
  const empty = series !== undefined && series.every((d) => d.paidOrders === 0 && d.sales === 0);
  const box = { height, ...(width === undefined ? {} : { width }) };
  return (
    <div
      className={cn('relative', className)}
      style={{ ...(width === undefined ? {} : { width }), ...style }}
      aria-busy={series === undefined || undefined}
      {...props}
    >
      {series === undefined ? (
        <div role="status" style={box}>
          <span className="sr-only">{t`Loading`}</span>
          <Skeleton className="size-full" />
        </div>
      ) : empty ? (
        <Empty
          size="sm"
          className="justify-center rounded border border-dashed border-neutral-200"
          style={{ ...box, height: undefined, minHeight: height }}
          title={<Trans>No sales in these days yet.</Trans>}
        />
      ) : (
        <>
          <div aria-hidden="true" style={{ minHeight: height }}>
            {/* data-lazy-pending: the chart's code is still loading (the visual test waits for it). */}
            <Suspense fallback={<Skeleton data-lazy-pending="" style={box} />}>
              <SalesChartCanvas
                dayLabels={dayLabels}
                sales={sales}
                width={width}
                height={height}
                seriesLabel={t`Sales amount`}
                dayLabel={t`Day`}
                formatAmount={formatAmount}
              />
            </Suspense>
          </div>
          <table className="sr-only">
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Day</Trans>
                </th>
                <th scope="col">
                  <Trans>Paid orders</Trans>
                </th>
                <th scope="col">
                  <Trans>Sales amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td>{d.paidOrders}</td>
                  <td>{money(d.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
