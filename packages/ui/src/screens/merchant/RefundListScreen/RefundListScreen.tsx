// The merchant centre's after-sales list (issue 17 item 5; GET /merchant/orderRefunds): a DataTable of
// the store's requests (after-sales number, order number, applied at, type, the amount as the server
// sent it, status), filters (after-sales number, order number, the days applied, status), paging, and
// a row action opening the detail (where the merchant decides). Props in, callbacks out.
import { useMemo, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  refundApplyTypeLabels,
  refundStatusLabels,
  type MerchantRefundPage,
  type MerchantRefundRecord,
  type RefundStatus,
} from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import {
  DateRangeFields,
  ListFrame,
  NumberFilterField,
  useDateRange,
} from '../../../console/ListFrame/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Select } from '../../../primitives/Select/index.ts';

/** The list's filters and page, as GET /merchant/orderRefunds takes them (status 0: all; '': no filter). */
export interface RefundListQuery {
  status: 0 | RefundStatus;
  refundSn: string;
  orderNumber: string;
  /** China days `YYYY-MM-DD`, both inclusive. */
  startDate: string;
  endDate: string;
  current: number;
  size: number;
}

export const emptyRefundFilters = {
  status: 0,
  refundSn: '',
  orderNumber: '',
  startDate: '',
  endDate: '',
} as const satisfies Omit<RefundListQuery, 'current' | 'size'>;

export interface RefundListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page of requests; undefined until loaded. */
  page?: MerchantRefundPage | undefined;
  query: RefundListQuery;
  /** New filters (back to page 1) or another page. */
  onQueryChange: (query: RefundListQuery) => void;
  loading?: boolean | undefined;
  /** The list could not be loaded (or the server refused the filters: `errorText` says why). */
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  onOpen: (refundSn: string) => void;
}

const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, -1] as const;

/** The tone of a request's status: waiting for the merchant, in progress, done, ended. */
export function refundTone(status: RefundStatus): 'warning' | 'info' | 'success' | 'neutral' | 'danger' {
  if (status === 1 || status === 3) return 'warning';
  if (status === 2 || status === 4) return 'info';
  if (status === 5) return 'success';
  if (status === 7) return 'danger';
  return 'neutral';
}

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { i18n } = useLingui();
  return <StatusTag tone={refundTone(status)} label={i18n._(refundStatusLabels[status])} />;
}

export function RefundListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  onOpen,
  ...props
}: RefundListScreenProps) {
  const { t, i18n } = useLingui();
  const dates = useDateRange();
  const columns = useMemo<DataTableColumn<MerchantRefundRecord>[]>(
    () => [
      {
        accessorKey: 'refundSn',
        header: t`After-sales number`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        accessorKey: 'orderNumber',
        header: t`Order number`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      { accessorKey: 'applyTime', header: t`Applied at`, meta: { className: 'font-num whitespace-nowrap' } },
      {
        id: 'type',
        header: t`Type`,
        cell: ({ row: { original: r } }) => i18n._(refundApplyTypeLabels[r.applyType]),
      },
      {
        id: 'item',
        header: t`Items`,
        cell: ({ row: { original: r } }) => {
          const first = r.orderItems[0];
          return (
            <span className="line-clamp-1 max-w-64">
              {first ? `${first.prodName} ${first.skuName}`.trim() : ''}
            </span>
          );
        },
      },
      {
        id: 'refundAmount',
        header: t`Amount`,
        meta: { align: 'right' },
        cell: ({ row: { original: r } }) => <Price yuan={r.refundAmount} size="sm" />,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: r } }) => <RefundStatusTag status={r.returnMoneySts} />,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: r } }) => {
          const sn = r.refundSn;
          const decide = r.returnMoneySts === 1 || r.returnMoneySts === 3;
          return (
            <Button
              variant="link"
              size="sm"
              aria-label={decide ? t`Handle ${sn}` : t`View ${sn}`}
              onClick={() => onOpen(sn)}
            >
              {decide ? t`Handle` : t`View`}
            </Button>
          );
        },
      },
    ],
    [t, i18n, onOpen],
  );

  return (
    <ListFrame
      title={t`After-sales`}
      description={t`Decide your buyers' refund and return requests before they are agreed automatically.`}
      query={query}
      emptyFilters={emptyRefundFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => {
        const range = dates.read(values);
        return range
          ? {
              refundSn: (values.refundSn ?? '').trim(),
              orderNumber: (values.orderNumber ?? '').trim(),
              ...range,
              status: Number(values.status ?? 0) as RefundListQuery['status'],
            }
          : null;
      }}
      onFiltersReset={dates.reset}
      filters={
        <>
          <NumberFilterField name="refundSn" label={t`After-sales number`} defaultValue={query.refundSn} />
          <NumberFilterField name="orderNumber" label={t`Order number`} defaultValue={query.orderNumber} />
          <DateRangeFields
            fromLabel={t`Applied from`}
            untilLabel={t`Applied until`}
            startDate={query.startDate}
            endDate={query.endDate}
            invalid={dates.invalid}
          />
          <Select
            name="status"
            label={t`Status`}
            defaultValue={String(query.status)}
            options={STATUSES.map((value) => ({
              value: String(value),
              label: value === 0 ? t`All` : i18n._(refundStatusLabels[value]),
            }))}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(r) => r.refundSn}
      loading={loading}
      error={error ? (errorText ?? t`The after-sales requests could not be loaded`) : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No request matches these filters`}
      empty={
        <Empty
          size="sm"
          title={t`No after-sales requests`}
          description={t`Your buyers' refund and return requests are listed here.`}
        />
      }
      {...props}
    />
  );
}
