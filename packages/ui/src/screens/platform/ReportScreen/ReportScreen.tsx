// The platform console's reports (issue 18 item 7, decisions/0092): a range of China days (with quick
// picks of the last 7 and 30 days), the range's totals in stat cards, the sales by day (SalesChart, with
// its table alternative), the new members and visitors by day (a table), the best products and stores
// (each with its own loading, error-with-retry and empty state, and its own CSV export), and the CSV export
// of the days. Props in,
// callbacks out: the figures come from the server in fen and are only formatted here (formatMoney, a
// percentage); the app keeps the range in the address.
import { useId, useMemo, useState, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatMoney,
  platformAreaLabels,
  reportRangeEnding,
  type PlatformReportDaily,
  type PlatformReportDay,
  type PlatformReportProduct,
  type PlatformReportShop,
} from '@mall/domain';
import { DataTable, type DataTableColumn } from '../../../console/DataTable/index.ts';
import { FilterBar } from '../../../console/FilterBar/index.ts';
import { DateRangeFields, useDateRange } from '../../../console/ListFrame/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { SalesChart } from '../../../console/SalesChart/index.ts';
import { StatCard } from '../../../console/StatCard/index.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';

/** A range of China days, `YYYY-MM-DD`, both included. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

export interface ReportScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  range: ReportRange;
  /** Today's China day (the quick picks end on it). */
  today: string;
  /** A new range: a quick pick, or the fields searched. */
  onRangeChange: (range: ReportRange) => void;
  /** The figures of the range; undefined while they load. */
  daily?: PlatformReportDaily | undefined;
  products?: readonly PlatformReportProduct[] | undefined;
  shops?: readonly PlatformReportShop[] | undefined;
  /** The best products could not be loaded (their table's own error, with its retry). */
  productsError?: boolean;
  onRetryProducts?: () => void;
  /** The best stores could not be loaded (their table's own error, with its retry). */
  shopsError?: boolean;
  onRetryShops?: () => void;
  /** The figures could not be loaded: `errorText` says why (the server's refusal of the range). */
  error?: boolean;
  errorText?: string | undefined;
  onRetry?: () => void;
  /** Downloads the days as CSV; the promise settles when the file was saved or refused. */
  onExport: () => Promise<void>;
  /** Downloads the best products of `range` (the table's rows) as CSV; settles when saved or refused. */
  onExportProducts: (range: ReportRange) => Promise<void>;
  /** Downloads the best stores of `range` (the table's rows) as CSV; settles when saved or refused. */
  onExportShops: (range: ReportRange) => Promise<void>;
  /** The server's refusal of the last export (the days' or a best list's). */
  exportRefusal?: string | undefined;
  /** A fixed chart width (stories and visual tests). */
  chartWidth?: number;
}

const QUICK_PICKS = [7, 30] as const;

export function ReportScreen({
  range,
  today,
  onRangeChange,
  daily,
  products,
  shops,
  productsError = false,
  onRetryProducts,
  shopsError = false,
  onRetryShops,
  error = false,
  errorText,
  onRetry,
  onExport,
  onExportProducts,
  onExportShops,
  exportRefusal,
  chartWidth,
  className,
  ...props
}: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const dates = useDateRange();
  const [exporting, setExporting] = useState(false);
  const totalsId = useId();
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(i18n.locale === 'en' ? 'en-US' : 'zh-CN', {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    [i18n.locale],
  );
  const loading = !error && daily === undefined;
  const total = daily?.total;
  const noSales = daily !== undefined && daily.total.paidOrders === 0 && daily.total.refunds === 0;

  const productColumns = useMemo<DataTableColumn<PlatformReportProduct>[]>(
    () => [
      { id: 'rank', header: t`Rank`, cell: ({ row }) => row.index + 1, meta: { className: 'font-num' } },
      { accessorKey: 'prodName', header: t`Product` },
      { accessorKey: 'shopName', header: t`Store` },
      { accessorKey: 'quantity', header: t`Units sold`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'paidOrders', header: t`Paid orders`, meta: { align: 'right', className: 'font-num' } },
      {
        accessorKey: 'salesAmount',
        header: t`Sales amount`,
        cell: ({ row }) => formatMoney(row.original.salesAmount),
        meta: { align: 'right', className: 'font-num' },
      },
    ],
    [t],
  );
  const shopColumns = useMemo<DataTableColumn<PlatformReportShop>[]>(
    () => [
      { id: 'rank', header: t`Rank`, cell: ({ row }) => row.index + 1, meta: { className: 'font-num' } },
      { accessorKey: 'shopName', header: t`Store` },
      { accessorKey: 'paidOrders', header: t`Paid orders`, meta: { align: 'right', className: 'font-num' } },
      {
        accessorKey: 'salesAmount',
        header: t`Sales amount`,
        cell: ({ row }) => formatMoney(row.original.salesAmount),
        meta: { align: 'right', className: 'font-num' },
      },
    ],
    [t],
  );

  const dayColumns = useMemo<DataTableColumn<PlatformReportDay>[]>(
    () => [
      { accessorKey: 'day', header: t`Day`, meta: { className: 'font-num' } },
      { accessorKey: 'newMembers', header: t`New members`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'visitors', header: t`Visitors`, meta: { align: 'right', className: 'font-num' } },
    ],
    [t],
  );

  const exportDays = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={i18n._(platformAreaLabels.reports)}
        description={t`The mall's paid orders, sales, refunds, new members and visitors by China day.`}
        actions={
          <Button
            variant="outline"
            loading={exporting}
            aria-busy={exporting || undefined}
            disabled={error}
            onClick={() => {
              if (!exporting) void exportDays();
            }}
          >
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      {exportRefusal ? <FormAlert>{exportRefusal}</FormAlert> : null}
      <FilterBar
        // A quick pick or a new range from the address puts the fields back to it.
        key={`${range.startDate}/${range.endDate}`}
        aria-label={t`Report range`}
        onSearch={(values) => {
          const next = dates.read(values);
          if (next && next.startDate && next.endDate) onRangeChange(next);
        }}
        onReset={() => {
          dates.reset();
          onRangeChange(reportRangeEnding(today, 30));
        }}
        actions={QUICK_PICKS.map((days) => {
          const pick = reportRangeEnding(today, days);
          const chosen = pick.startDate === range.startDate && pick.endDate === range.endDate;
          return (
            <Button
              key={days}
              type="button"
              variant={chosen ? 'primary' : 'ghost'}
              aria-pressed={chosen}
              onClick={() => onRangeChange(pick)}
            >
              {days === 7 ? <Trans>Last 7 days</Trans> : <Trans>Last 30 days</Trans>}
            </Button>
          );
        })}
      >
        <DateRangeFields
          fromLabel={t`From`}
          untilLabel={t`Until`}
          startDate={range.startDate}
          endDate={range.endDate}
          invalid={dates.invalid}
        />
      </FilterBar>
      {error ? (
        <Empty
          role="alert"
          size="sm"
          illustration="error"
          className="rounded-lg border border-neutral-200 bg-neutral-0"
          title={errorText ?? t`The figures could not be loaded.`}
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                <Trans>Retry</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <section aria-labelledby={totalsId} className="flex flex-col gap-3">
            <h2 id={totalsId} className="m-0 text-md font-medium text-neutral-900">
              <Trans>
                {range.startDate} to {range.endDate}
              </Trans>
            </h2>
            <div className="grid grid-cols-3 gap-4">
              <StatCard loading={loading} label={t`Paid orders`} value={total?.paidOrders} />
              <StatCard
                loading={loading}
                label={t`Sales amount`}
                value={total ? formatMoney(total.salesAmount) : undefined}
              />
              <StatCard
                loading={loading}
                label={t`Refunded`}
                value={total ? formatMoney(total.refundedAmount) : undefined}
                footer={total ? <Trans>{total.refunds} after-sales requests refunded</Trans> : undefined}
              />
              <StatCard
                loading={loading}
                label={t`Refund rate`}
                value={
                  total ? (total.refundRate === null ? '-' : percent.format(total.refundRate)) : undefined
                }
              />
              <StatCard loading={loading} label={t`New members`} value={total?.newMembers} />
              <StatCard loading={loading} label={t`Visitors`} value={total?.visitors} />
            </div>
          </section>
          <div className="rounded-lg border border-neutral-200 bg-neutral-0 p-4">
            <SalesChart
              label={t`Sales by day`}
              unit="fen"
              width={chartWidth}
              series={daily?.days.map((d) => ({
                day: d.day,
                paidOrders: d.paidOrders,
                sales: d.salesAmount,
              }))}
            />
          </div>
          <DataTable
            caption={t`New members and visitors by day`}
            columns={dayColumns}
            data={daily ? [...daily.days] : []}
            getRowId={(d) => d.day}
            loading={loading}
            skeletonRows={7}
          />
          <div className="grid grid-cols-2 gap-4">
            <BestList
              title={t`Best-selling products`}
              exportLabel={t`Export CSV: best-selling products`}
              onExport={() => onExportProducts(range)}
              columns={productColumns}
              rows={products}
              getRowId={(p) => String(p.prodId)}
              failed={productsError}
              errorText={t`The best-selling products could not be loaded.`}
              onRetry={onRetryProducts}
              emptyTitle={noSales ? t`Nothing sold in these days.` : t`No products sold.`}
            />
            <BestList
              title={t`Best-selling stores`}
              exportLabel={t`Export CSV: best-selling stores`}
              onExport={() => onExportShops(range)}
              columns={shopColumns}
              rows={shops}
              getRowId={(s) => String(s.shopId)}
              failed={shopsError}
              errorText={t`The best-selling stores could not be loaded.`}
              onRetry={onRetryShops}
              emptyTitle={noSales ? t`Nothing sold in these days.` : t`No stores sold.`}
            />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A best list's heading and its CSV export: busy (and not asked again) until `onExport` settles, as the
 * days' export in the page header is; disabled while the list failed to load.
 */
/** One best-selling list: its heading with its own CSV export, and its table (loading, failed, empty). */
function BestList<T>({
  title,
  exportLabel,
  onExport,
  columns,
  rows,
  getRowId,
  failed,
  errorText,
  onRetry,
  emptyTitle,
}: {
  title: string;
  exportLabel: string;
  onExport: () => Promise<void>;
  columns: DataTableColumn<T>[];
  /** The rows; undefined while they load. */
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  failed: boolean;
  errorText: string;
  onRetry: (() => void) | undefined;
  emptyTitle: string;
}) {
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="m-0 text-md font-medium text-neutral-900">
          {title}
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-label={exportLabel}
          loading={exporting}
          aria-busy={exporting || undefined}
          disabled={failed}
          onClick={() => {
            if (!exporting) void run();
          }}
        >
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      <DataTable
        caption={title}
        columns={columns}
        data={rows ? [...rows] : []}
        getRowId={getRowId}
        loading={rows === undefined && !failed}
        error={failed ? errorText : undefined}
        onRetry={onRetry}
        skeletonRows={5}
        empty={<Empty size="sm" title={emptyTitle} />}
      />
    </section>
  );
}
