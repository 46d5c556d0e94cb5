// The merchant centre's special discount sessions (issue 17 item 7; GET /merchant/discount/page): a
// DataTable of the store's sessions (name, rules as DiscountRules shows them, window, products, status),
// a status filter, paging, edit (before the start) or view, stop with a confirmation (busy while the app
// sends it), and create. Props in, callbacks out: the app fetches and sends.
import { useMemo, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantDiscountPage, MerchantDiscountRow } from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import {
  DataTable,
  NoMatch,
  serverPagination,
  type DataTableColumn,
} from '../../../console/DataTable/index.ts';
import { FilterBar } from '../../../console/FilterBar/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { DiscountRules } from '../../../mall/DiscountRules/index.ts';
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

export interface DiscountListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page of sessions; undefined until loaded. */
  page?: MerchantDiscountPage | undefined;
  query: PromoListQuery;
  onQueryChange: (query: PromoListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Sessions whose stop is being sent (their button is busy). */
  pendingIds?: readonly number[] | undefined;
  onStop: (row: MerchantDiscountRow) => void;
  /** Opens a session: its form before the start, read-only after. */
  onOpen: (discountId: number) => void;
  onCreate: () => void;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

export function DiscountListScreen({
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
}: DiscountListScreenProps) {
  const { t } = useLingui();
  const stop = useStopDialog<MerchantDiscountRow>();
  const columns = useMemo<DataTableColumn<MerchantDiscountRow>[]>(
    () => [
      {
        accessorKey: 'discountName',
        header: t`Session`,
        meta: { className: 'min-w-40' },
      },
      {
        id: 'rules',
        header: t`Rules`,
        cell: ({ row: { original: d } }) => <DiscountRules discountType={d.discountType} rules={d.rules} />,
      },
      {
        id: 'window',
        header: t`Time`,
        cell: ({ row: { original: d } }) => (
          <div className="flex flex-col font-num text-sm whitespace-nowrap">
            <span>{d.startTime}</span>
            <span>{d.endTime}</span>
          </div>
        ),
      },
      {
        id: 'products',
        header: t`Products`,
        cell: ({ row: { original: d } }) => {
          const n = d.prodCount;
          return d.allProducts ? t`Whole store` : t`${n} products`;
        },
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: d } }) => <PromoStatusTag status={d.status} stopped={d.stopped} />,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: d } }) => {
          const name = d.discountName;
          return (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button
                variant="link"
                size="sm"
                aria-label={canEdit(d) ? t`Edit ${name}` : t`View ${name}`}
                onClick={() => onOpen(d.discountId)}
              >
                {canEdit(d) ? t`Edit` : t`View`}
              </Button>
              {canStop(d) ? (
                <Button
                  variant="link"
                  size="sm"
                  loading={pendingIds.includes(d.discountId)}
                  aria-label={t`Stop ${name}`}
                  onClick={() => stop.ask(d)}
                >
                  {t`Stop`}
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    // `stop.ask` is a state setter (stable).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, pendingIds, onOpen],
  );
  const clear = () => onQueryChange({ ...query, status: -1, current: 1 });
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Special discounts`}
        description={t`Spend-and-save sessions over some products or the whole store.`}
        actions={<Button onClick={onCreate}>{t`New session`}</Button>}
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
        caption={t`Special discounts`}
        columns={columns}
        data={page?.records ?? []}
        getRowId={(d) => String(d.discountId)}
        loading={loading && !page}
        error={error ? t`The sessions could not be loaded` : undefined}
        onRetry={onRetry}
        empty={
          query.status !== -1 ? (
            <NoMatch title={t`No session has this status`} onClear={clear} />
          ) : (
            <Empty
              size="sm"
              title={t`No sessions yet`}
              description={t`Create a session: shoppers save when their basket reaches a step.`}
              action={
                <Button size="sm" onClick={onCreate}>
                  {t`New session`}
                </Button>
              }
            />
          )
        }
        pagination={serverPagination(page, (next) => onQueryChange({ ...query, ...next }))}
      />
      {stop.row ? (
        <StopDialog
          name={stop.row.discountName}
          effect={t`It ends now: its prices no longer apply, and it cannot be started again.`}
          container={dialogContainer}
          onClose={stop.close}
          onStop={() => onStop(stop.row!)}
        />
      ) : null}
    </div>
  );
}
