// The platform console's store applications (issue 18 item 1; GET /platform/shopApply/page): a DataTable
// of the applications (store name, applicant, masked mobile, submitted, state), filters (state, a search
// word), paging; "View" per row opens the application's detail (the app's route), where it is audited.
// Props in, callbacks out.
import { useMemo, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Page, ShopApplyPageQuery, ShopApplyRecord } from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { ListFrame } from '../../../console/ListFrame/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { ShopApplyStatusTag, useShopApplyStatusLabels } from '../StoreKit/index.ts';

/** The list's filters and page, as GET /platform/shopApply/page takes them (status -9: all). */
export interface ShopApplyListQuery extends ShopApplyPageQuery {
  status: -9 | -1 | 0 | 1 | 2;
  keyword: string;
  current: number;
  size: number;
}

export const emptyShopApplyFilters = { keyword: '', status: -9 } as const satisfies Omit<
  ShopApplyListQuery,
  'current' | 'size'
>;

export interface ShopApplyListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  page?: Page<ShopApplyRecord> | undefined;
  query: ShopApplyListQuery;
  onQueryChange: (query: ShopApplyListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Opens an application's detail. */
  onOpen: (applyId: number) => void;
}

export function ShopApplyListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  onOpen,
  ...props
}: ShopApplyListScreenProps) {
  const { t } = useLingui();
  const statusLabels = useShopApplyStatusLabels();
  const columns = useMemo<DataTableColumn<ShopApplyRecord>[]>(
    () => [
      {
        id: 'shop',
        header: t`Store name`,
        cell: ({ row: { original: v } }) => (
          <span className="flex flex-col">
            <span>{v.shopName}</span>
            <span className="font-num text-sm text-neutral-600">{`#${v.applyId}`}</span>
          </span>
        ),
      },
      { accessorKey: 'userName', header: t`Applicant` },
      {
        id: 'mobile',
        header: t`Mobile`,
        cell: ({ row: { original: v } }) => <span className="font-num">{v.userMobile ?? '—'}</span>,
      },
      { accessorKey: 'createTime', header: t`Submitted`, meta: { className: 'font-num whitespace-nowrap' } },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: v } }) => <ShopApplyStatusTag status={v.status} />,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: v } }) => {
          const name = v.shopName;
          return (
            <Button variant="link" size="sm" aria-label={t`View ${name}`} onClick={() => onOpen(v.applyId)}>
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
      title={t`Store applications`}
      description={t`Applications to open a store; open one to read its documents and approve or reject it.`}
      query={query}
      emptyFilters={emptyShopApplyFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => ({
        keyword: (values.keyword ?? '').trim(),
        status: Number(values.status ?? -9) as ShopApplyListQuery['status'],
      })}
      filters={
        <>
          <Select
            name="status"
            label={t`Status`}
            defaultValue={String(query.status)}
            options={([-9, 0, 1, -1, 2] as const).map((value) => ({
              value: String(value),
              label: value === -9 ? t`All` : statusLabels[value],
            }))}
          />
          <Input
            name="keyword"
            label={t`Keyword`}
            placeholder={t`Store name, applicant or mobile number`}
            defaultValue={query.keyword}
            maxLength={100}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(v) => String(v.applyId)}
      loading={loading}
      error={error ? (errorText ?? t`The applications could not be loaded`) : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No application matches these filters`}
      empty={
        <Empty
          size="sm"
          title={t`No applications yet`}
          description={t`Shoppers apply for a store in the storefront.`}
        />
      }
      {...props}
    />
  );
}
