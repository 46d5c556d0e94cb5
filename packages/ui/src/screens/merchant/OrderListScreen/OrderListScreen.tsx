// The merchant centre's order list (issue 17 item 4; GET /merchant/orders): a DataTable of the store's
// orders (number, placed at, receiver, items, the paid amount as the server sent it, status), filters
// (order number, receiver, mobile, the days placed, status), paging, the CSV export of the same filters
// (busy while the app downloads it) and a row action opening the detail. Props in, callbacks out: the
// app fetches and saves; no amount is computed here.
import { useMemo, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { orderStatusLabel, type MerchantOrder, type MerchantOrderPage } from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import {
  DateRangeFields,
  ListFrame,
  NumberFilterField,
  useDateRange,
} from '../../../console/ListFrame/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';

/** The list's filters and page, as GET /merchant/orders takes them (status 0: all; '' : no filter). */
export interface OrderListQuery {
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
  orderNumber: string;
  receiver: string;
  mobile: string;
  /** China days `YYYY-MM-DD`, both inclusive. */
  startDate: string;
  endDate: string;
  current: number;
  size: number;
}

export const emptyOrderFilters = {
  status: 0,
  orderNumber: '',
  receiver: '',
  mobile: '',
  startDate: '',
  endDate: '',
} as const satisfies Omit<OrderListQuery, 'current' | 'size'>;

export interface OrderListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page of orders; undefined until loaded. */
  page?: MerchantOrderPage | undefined;
  query: OrderListQuery;
  /** New filters (back to page 1) or another page. */
  onQueryChange: (query: OrderListQuery) => void;
  loading?: boolean | undefined;
  /** The list could not be loaded (or the server refused the filters: `errorText` says why). */
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Downloads the CSV of the current filters. */
  onExport: () => void;
  /** The export is under way: its button is busy. */
  exporting?: boolean | undefined;
  onOpen: (orderNumber: string) => void;
}

const STATUSES = [0, 1, 2, 3, 5, 6, 7] as const;

/** The receiver of an order's address snapshot (the server sends it as stored). */
export function receiverOf(order: Pick<MerchantOrder, 'userAddr'>): { receiver: string; mobile: string } {
  const addr = (order.userAddr ?? {}) as { receiver?: unknown; mobile?: unknown };
  return {
    receiver: typeof addr.receiver === 'string' ? addr.receiver : '',
    mobile: typeof addr.mobile === 'string' ? addr.mobile : '',
  };
}

export function OrderListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  onExport,
  exporting = false,
  onOpen,
  ...props
}: OrderListScreenProps) {
  const { t, i18n } = useLingui();
  const dates = useDateRange();
  const columns = useMemo<DataTableColumn<MerchantOrder>[]>(
    () => [
      {
        accessorKey: 'orderNumber',
        header: t`Order number`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        accessorKey: 'createTime',
        header: t`Placed at`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        id: 'receiver',
        header: t`Receiver`,
        cell: ({ row: { original: o } }) => {
          const { receiver, mobile } = receiverOf(o);
          return (
            <div className="flex flex-col">
              <span>{receiver}</span>
              <span className="font-num text-sm text-neutral-600">{mobile}</span>
            </div>
          );
        },
      },
      {
        id: 'items',
        header: t`Items`,
        cell: ({ row: { original: o } }) => {
          const first = o.items[0];
          const count = o.productNums;
          return (
            <div className="flex max-w-72 flex-col">
              <span className="line-clamp-1">{first ? `${first.prodName} ${first.skuName}`.trim() : ''}</span>
              <span className="text-sm text-neutral-600">{t`${count} pieces`}</span>
            </div>
          );
        },
      },
      {
        id: 'actualTotal',
        header: t`Paid`,
        meta: { align: 'right' },
        cell: ({ row: { original: o } }) => <Price yuan={o.actualTotal} size="sm" />,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: o } }) => <OrderStatusTag status={o.status} />,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: o } }) => {
          const number = o.orderNumber;
          return (
            <Button
              variant="link"
              size="sm"
              aria-label={o.status === 2 ? t`Ship ${number}` : t`View ${number}`}
              onClick={() => onOpen(o.orderNumber)}
            >
              {o.status === 2 ? t`Ship` : t`View`}
            </Button>
          );
        },
      },
    ],
    [t, onOpen],
  );

  return (
    <ListFrame
      title={t`Orders`}
      description={t`Find your store's orders, ship the paid ones and export them as a spreadsheet.`}
      actions={
        <Button variant="outline" loading={exporting} onClick={onExport}>
          {t`Export CSV`}
        </Button>
      }
      query={query}
      emptyFilters={emptyOrderFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => {
        const range = dates.read(values);
        return range
          ? {
              orderNumber: (values.orderNumber ?? '').trim(),
              receiver: (values.receiver ?? '').trim(),
              mobile: (values.mobile ?? '').trim(),
              ...range,
              status: Number(values.status ?? 0) as OrderListQuery['status'],
            }
          : null;
      }}
      onFiltersReset={dates.reset}
      filters={
        <>
          <NumberFilterField name="orderNumber" label={t`Order number`} defaultValue={query.orderNumber} />
          <Input name="receiver" label={t`Receiver`} defaultValue={query.receiver} maxLength={50} />
          <Input
            name="mobile"
            label={t`Mobile`}
            defaultValue={query.mobile}
            maxLength={11}
            inputMode="numeric"
          />
          <DateRangeFields
            fromLabel={t`Placed from`}
            untilLabel={t`Placed until`}
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
              label: value === 0 ? t`All` : i18n._(orderStatusLabel(value, { shipped: true })),
            }))}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(o) => o.orderNumber}
      loading={loading}
      error={error ? (errorText ?? t`The orders could not be loaded`) : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No order matches these filters`}
      empty={
        <Empty size="sm" title={t`No orders yet`} description={t`Your store's orders are listed here.`} />
      }
      {...props}
    />
  );
}
