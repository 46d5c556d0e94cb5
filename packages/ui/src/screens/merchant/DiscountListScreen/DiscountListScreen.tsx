// The merchant centre's special discount sessions (issue 17 item 7; GET /merchant/discount/page): a
// DataTable of the store's sessions (name, rules as DiscountRules shows them, window, products, status),
// a status filter, paging, edit (before the start) or view, stop with a confirmation (busy while the app
// sends it), and create. The list itself is the kit's ActivityListFrame; this screen gives its columns
// and words. Props in, callbacks out: the app fetches and sends.
import { useMemo, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantDiscountPage, MerchantDiscountRow } from '@mall/domain';
import type { DataTableColumn } from '../../../console/DataTable/index.ts';
import { DiscountRules } from '../../../mall/DiscountRules/index.ts';
import { ActivityListFrame, windowColumn, type ActivityListQuery } from '../ActivityKit/index.ts';

export interface DiscountListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page of sessions; undefined until loaded. */
  page?: MerchantDiscountPage | undefined;
  query: ActivityListQuery;
  onQueryChange: (query: ActivityListQuery) => void;
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

const facts = (d: MerchantDiscountRow) => ({
  id: d.discountId,
  name: d.discountName,
  status: d.status,
  stopped: d.stopped,
});

export function DiscountListScreen(props: DiscountListScreenProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<MerchantDiscountRow>[]>(
    () => [
      { accessorKey: 'discountName', header: t`Session`, meta: { className: 'min-w-40' } },
      {
        id: 'rules',
        header: t`Rules`,
        cell: ({ row: { original: d } }) => <DiscountRules discountType={d.discountType} rules={d.rules} />,
      },
      windowColumn(t`Time`),
      {
        id: 'products',
        header: t`Products`,
        cell: ({ row: { original: d } }) => {
          const n = d.prodCount;
          return d.allProducts ? t`Whole store` : t`${n} products`;
        },
      },
    ],
    [t],
  );
  return (
    <ActivityListFrame
      {...props}
      texts={{
        title: t`Special discounts`,
        description: t`Spend-and-save sessions over some products or the whole store.`,
        createLabel: t`New session`,
        emptyTitle: t`No sessions yet`,
        emptyDescription: t`Create a session: shoppers save when their basket reaches a step.`,
        noMatch: t`No session has this status`,
        loadFailed: t`The sessions could not be loaded`,
        stopTitle: (name) => t`Stop the special discount ${name}?`,
        stopEffect: t`It ends now: its prices no longer apply, and it cannot be started again.`,
      }}
      columns={columns}
      facts={facts}
    />
  );
}
