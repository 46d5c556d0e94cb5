// The platform console's stores (issue 18 item 1; GET /platform/shop/page): a DataTable of the mall's
// stores (logo and name, owner, status, opened at, product and order counts), filters (a part of the
// name, status), paging; "View" per row opens the store's detail (the app's route). Read only: taking a
// store offline and back is the detail's. Props in, callbacks out.
import { useMemo, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Page, PlatformShopRecord } from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { ListFrame } from '../../../console/ListFrame/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { ShopStatusTag, useShopStatusLabels } from '../StoreKit/index.ts';

/** The list's filters and page, as GET /platform/shop/page takes them (status -9: all). */
export interface ShopListQuery {
  shopName: string;
  status: -9 | 0 | 1 | 2;
  current: number;
  size: number;
}

export const emptyShopFilters = { shopName: '', status: -9 } as const satisfies Omit<
  ShopListQuery,
  'current' | 'size'
>;

export interface ShopListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  page?: Page<PlatformShopRecord> | undefined;
  query: ShopListQuery;
  onQueryChange: (query: ShopListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Opens a store's detail. */
  onOpen: (shop: PlatformShopRecord) => void;
}

export function ShopListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  onOpen,
  ...props
}: ShopListScreenProps) {
  const { t } = useLingui();
  const statusLabel: Record<number, string> = useShopStatusLabels();
  const columns = useMemo<DataTableColumn<PlatformShopRecord>[]>(
    () => [
      {
        id: 'shop',
        header: t`Store`,
        cell: ({ row: { original: v } }) => (
          <div className="flex items-center gap-2">
            {v.shopLogo ? (
              <img src={v.shopLogo} alt="" className="size-8 shrink-0 rounded object-cover" />
            ) : (
              <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded bg-neutral-100">
                {v.shopName.slice(0, 1)}
              </span>
            )}
            <span className="flex flex-col">
              <span>{v.shopName}</span>
              <span className="font-num text-sm text-neutral-600">{`ID ${v.shopId}`}</span>
            </span>
          </div>
        ),
      },
      {
        id: 'owner',
        header: t`Owner`,
        cell: ({ row: { original: v } }) =>
          v.owner.userId === null ? (
            <span className="text-neutral-600">{t`Opened by the platform`}</span>
          ) : (
            <span className="flex flex-col">
              <span>{v.owner.userName}</span>
              <span className="font-num text-sm text-neutral-600">{v.owner.userMobile ?? ''}</span>
            </span>
          ),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: v } }) => <ShopStatusTag status={v.status} />,
      },
      { accessorKey: 'createTime', header: t`Opened at`, meta: { className: 'font-num whitespace-nowrap' } },
      { accessorKey: 'productCount', header: t`Products`, meta: { className: 'font-num text-right' } },
      { accessorKey: 'orderCount', header: t`Orders`, meta: { className: 'font-num text-right' } },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: v } }) => {
          const name = v.shopName;
          return (
            <Button variant="link" size="sm" aria-label={t`View ${name}`} onClick={() => onOpen(v)}>
              {t`View`}
            </Button>
          );
        },
      },
    ],
    [t, onOpen],
  );

  return (
    <ListFrame
      title={t`Stores`}
      description={t`Every store of the mall; open one to take it offline or bring it back.`}
      query={query}
      emptyFilters={emptyShopFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => ({
        shopName: (values.shopName ?? '').trim(),
        status: Number(values.status ?? -9) as ShopListQuery['status'],
      })}
      filters={
        <>
          <Input name="shopName" label={t`Store name`} defaultValue={query.shopName} maxLength={100} />
          <Select
            name="status"
            label={t`Status`}
            defaultValue={String(query.status)}
            options={([-9, 1, 2, 0] as const).map((value) => ({
              value: String(value),
              label: value === -9 ? t`All` : (statusLabel[value] ?? ''),
            }))}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(v) => String(v.shopId)}
      loading={loading}
      error={error ? (errorText ?? t`The stores could not be loaded`) : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No store matches these filters`}
      empty={<Empty size="sm" title={t`No stores yet`} description={t`Approved applications open stores.`} />}
      {...props}
    />
  );
}
