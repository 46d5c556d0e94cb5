// The merchant centre's product list (issue 17 item 3; GET /merchant/prod/page): a DataTable of the
// store's products (picture, names in zh and en, price, stock, sold, status, updated), search by name,
// a status filter (all, on sale, off sale), paging, on/off sale per row (pending while the app sends
// it), edit and create. Props in, callbacks out: the app fetches and sends; amounts are shown as the
// server gave them.
import { useMemo, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantProdPage, MerchantProdRow } from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { ListFrame } from '../../../console/ListFrame/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';

/** The list's filters and page, as GET /merchant/prod/page takes them (status -1: all). */
export interface ProductListQuery {
  prodName: string;
  status: -1 | 0 | 1;
  current: number;
  size: number;
}

export interface ProductListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page of products; undefined until loaded. */
  page?: MerchantProdPage | undefined;
  /** The filters and page shown (the app keeps them, e.g. in the address). */
  query: ProductListQuery;
  /** New filters (back to page 1) or another page. */
  onQueryChange: (query: ProductListQuery) => void;
  loading?: boolean | undefined;
  /** The list could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Products whose on/off sale change is being sent (their button is busy). */
  pendingIds?: readonly number[] | undefined;
  /** Puts a product on sale (1) or takes it off sale (0). */
  onSetStatus: (row: MerchantProdRow, status: 0 | 1) => void;
  onEdit: (prodId: number) => void;
  onCreate: () => void;
}

/** No filter: every product, whatever its name or status. */
const emptyProductFilters = { prodName: '', status: -1 } as const satisfies Omit<
  ProductListQuery,
  'current' | 'size'
>;

const STATUSES = ['-1', '1', '0'] as const;

export function ProductListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  onRetry,
  pendingIds = [],
  onSetStatus,
  onEdit,
  onCreate,
  ...props
}: ProductListScreenProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<MerchantProdRow>[]>(
    () => [
      {
        id: 'product',
        header: t`Product`,
        cell: ({ row: { original: p } }) => (
          <div className="flex min-w-64 items-center gap-3">
            <Image src={p.pic} alt="" className="size-12 shrink-0 rounded" ratio={null} />
            <div className="flex min-w-0 flex-col">
              <span className="line-clamp-1 text-neutral-900" lang="zh-CN">
                {p.prodName}
              </span>
              <span className="line-clamp-1 text-sm text-neutral-600" lang="en">
                {p.prodNameEn}
              </span>
            </div>
          </div>
        ),
      },
      {
        id: 'price',
        header: t`Price`,
        meta: { align: 'right' },
        cell: ({ row: { original: p } }) => <Price yuan={p.price} size="sm" />,
      },
      {
        accessorKey: 'totalStocks',
        header: t`Stock`,
        meta: { align: 'right', className: 'font-num' },
      },
      {
        accessorKey: 'soldNum',
        header: t`Sold`,
        meta: { align: 'right', className: 'font-num' },
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: p } }) => (
          <div className="flex flex-wrap gap-1">
            {p.status === 1 ? (
              <StatusTag tone="success" label={t`On sale`} />
            ) : (
              <StatusTag tone="neutral" label={t`Off sale`} />
            )}
            {p.preSale ? <StatusTag tone="info" label={t`Pre-sale`} /> : null}
          </div>
        ),
      },
      {
        accessorKey: 'updateTime',
        header: t`Updated`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: p } }) => (
          <RowActions
            row={p}
            pending={pendingIds.includes(p.prodId)}
            onEdit={onEdit}
            onSetStatus={onSetStatus}
          />
        ),
      },
    ],
    [t, pendingIds, onEdit, onSetStatus],
  );

  return (
    <ListFrame
      title={t`Products`}
      description={t`List, edit and put your store's products on or off sale.`}
      actions={<Button onClick={onCreate}>{t`New product`}</Button>}
      query={query}
      emptyFilters={emptyProductFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => ({
        prodName: values.prodName ?? '',
        status: Number(values.status ?? -1) as -1 | 0 | 1,
      })}
      filters={
        <>
          <Input name="prodName" label={t`Product name`} defaultValue={query.prodName} maxLength={100} />
          <Select
            name="status"
            label={t`Status`}
            defaultValue={String(query.status)}
            options={STATUSES.map((value) => ({
              value,
              label: value === '-1' ? t`All` : value === '1' ? t`On sale` : t`Off sale`,
            }))}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(p) => String(p.prodId)}
      loading={loading}
      error={error ? t`The products could not be loaded` : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No product matches these filters`}
      empty={
        <Empty
          size="sm"
          title={t`No products yet`}
          description={t`Create your first product; it is listed in the mall once it is on sale.`}
          action={
            <Button size="sm" onClick={onCreate}>
              {t`New product`}
            </Button>
          }
        />
      }
      {...props}
    />
  );
}

function RowActions({
  row,
  pending,
  onEdit,
  onSetStatus,
}: {
  row: MerchantProdRow;
  pending: boolean;
  onEdit: (prodId: number) => void;
  onSetStatus: (row: MerchantProdRow, status: 0 | 1) => void;
}) {
  const { t } = useLingui();
  const name = row.prodName;
  const onSale = row.status === 1;
  return (
    <div className="flex items-center gap-2 whitespace-nowrap">
      <Button variant="link" size="sm" aria-label={t`Edit ${name}`} onClick={() => onEdit(row.prodId)}>
        {t`Edit`}
      </Button>
      <Button
        variant="link"
        size="sm"
        loading={pending}
        aria-label={onSale ? t`Take off sale: ${name}` : t`Put on sale: ${name}`}
        onClick={() => onSetStatus(row, onSale ? 0 : 1)}
      >
        {onSale ? t`Take off sale` : t`Put on sale`}
      </Button>
    </div>
  );
}
