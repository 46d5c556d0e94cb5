// The merchant centre's shop coupons (issue 17 item 7; GET /merchant/coupon/page): a DataTable of the
// store's coupons (name, what it takes off, window, the figures: issued, claimed, used, left; status), a
// status filter, paging, edit (before the start) or view, stop with a confirmation (claimed coupons stay
// usable; busy while the app sends it), and create. Props in, callbacks out: the app fetches and sends.
import { useMemo, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantCouponPage, MerchantCouponRow } from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import {
  DataTable,
  NoMatch,
  serverPagination,
  type DataTableColumn,
} from '../../../console/DataTable/index.ts';
import { FilterBar } from '../../../console/FilterBar/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import {
  canEdit,
  canStop,
  PromoStatusSelect,
  PromoStatusTag,
  StopDialog,
  useStopDialog,
  type PromoListQuery,
} from '../PromoParts/index.ts';

export interface CouponListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  page?: MerchantCouponPage | undefined;
  query: PromoListQuery;
  onQueryChange: (query: PromoListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Coupons whose stop is being sent (their button is busy). */
  pendingIds?: readonly number[] | undefined;
  onStop: (row: MerchantCouponRow) => void;
  /** Opens a coupon: its form before the start, read-only after. */
  onOpen: (couponId: number) => void;
  onCreate: () => void;
  dialogContainer?: HTMLElement | null | undefined;
}

/** What a coupon takes off, as the server gave it: "¥10 off ¥100", "8.5 折". */
export function useCouponTerms() {
  const { t } = useLingui();
  return (c: Pick<MerchantCouponRow, 'couponType' | 'cashCondition' | 'reduceAmount' | 'couponDiscount'>) => {
    const need = `¥${c.cashCondition}`;
    if (c.couponType === 1) {
      const off = `¥${c.reduceAmount}`;
      return c.cashCondition > 0 ? t`${off} off ${need}` : t`${off} off`;
    }
    const tenths = c.couponDiscount;
    return c.cashCondition > 0 ? t`Pay ${tenths} tenths from ${need}` : t`Pay ${tenths} tenths`;
  };
}

export function CouponListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  onRetry,
  pendingIds = [],
  onStop,
  onOpen,
  onCreate,
  dialogContainer,
  className,
  ...props
}: CouponListScreenProps) {
  const { t } = useLingui();
  const stop = useStopDialog<MerchantCouponRow>();
  const terms = useCouponTerms();
  const columns = useMemo<DataTableColumn<MerchantCouponRow>[]>(
    () => [
      { accessorKey: 'couponName', header: t`Coupon`, meta: { className: 'min-w-32' } },
      { id: 'terms', header: t`Coupon terms`, cell: ({ row: { original: c } }) => terms(c) },
      {
        id: 'window',
        header: t`Time`,
        cell: ({ row: { original: c } }) => (
          <div className="flex flex-col font-num text-sm whitespace-nowrap">
            <span>{c.startTime}</span>
            <span>{c.endTime}</span>
          </div>
        ),
      },
      { accessorKey: 'totalStocks', header: t`Issued`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'claimed', header: t`Claimed`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'used', header: t`Used`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'left', header: t`Left to claim`, meta: { align: 'right', className: 'font-num' } },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: c } }) => <PromoStatusTag status={c.status} stopped={c.stopped} />,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: c } }) => {
          const name = c.couponName;
          return (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button
                variant="link"
                size="sm"
                aria-label={canEdit(c) ? t`Edit ${name}` : t`View ${name}`}
                onClick={() => onOpen(c.couponId)}
              >
                {canEdit(c) ? t`Edit` : t`View`}
              </Button>
              {canStop(c) ? (
                <Button
                  variant="link"
                  size="sm"
                  loading={pendingIds.includes(c.couponId)}
                  aria-label={t`Stop ${name}`}
                  onClick={() => stop.ask(c)}
                >
                  {t`Stop`}
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    // `stop.ask` is a state setter (stable); `terms` follows `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, pendingIds, onOpen],
  );
  const clear = () => onQueryChange({ ...query, status: -1, current: 1 });
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Shop coupons`}
        description={t`Coupons shoppers claim in the coupon centre and on your product pages.`}
        actions={<Button onClick={onCreate}>{t`New coupon`}</Button>}
      />
      <FilterBar
        key={query.status}
        searching={loading}
        onSearch={(values) =>
          onQueryChange({
            ...query,
            status: Number(values.status ?? -1) as PromoListQuery['status'],
            current: 1,
          })
        }
        onReset={clear}
      >
        <PromoStatusSelect value={query.status} />
      </FilterBar>
      <DataTable
        caption={t`Shop coupons`}
        columns={columns}
        data={page?.records ?? []}
        getRowId={(c) => String(c.couponId)}
        loading={loading && !page}
        error={error ? t`The coupons could not be loaded` : undefined}
        onRetry={onRetry}
        empty={
          query.status !== -1 ? (
            <NoMatch title={t`No coupon has this status`} onClear={clear} />
          ) : (
            <Empty
              size="sm"
              title={t`No coupons yet`}
              description={t`Issue a coupon: shoppers claim it and use it at checkout.`}
              action={
                <Button size="sm" onClick={onCreate}>
                  {t`New coupon`}
                </Button>
              }
            />
          )
        }
        pagination={serverPagination(page, (next) => onQueryChange({ ...query, ...next }))}
      />
      {stop.row ? (
        <StopDialog
          name={stop.row.couponName}
          effect={t`Shoppers can no longer claim it; the coupons already claimed stay usable until they end.`}
          container={dialogContainer}
          onClose={stop.close}
          onStop={() => onStop(stop.row!)}
        />
      ) : null}
    </div>
  );
}
