// The merchant centre's flash sales (issue 17 item 7; GET /merchant/seckill/page): the store's flash sales
// with their window, lowest price, figures (sold, left of the units it started with) and status, the
// status filter and paging, edit before the start, stop (asked first: its units left go back to the
// SKUs) and create. The list itself is the kit's ActivityListFrame; this screen gives its columns and
// words. Props in, callbacks out: the app fetches and sends; figures as the server gave them.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantSeckill, Page } from '@mall/domain';
import type { DataTableColumn } from '../../../console/DataTable/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { ActivityListFrame, windowColumn, type ActivityListQuery } from '../ActivityKit/index.ts';

export interface SeckillListScreenProps {
  page?: Page<MerchantSeckill> | undefined;
  query: ActivityListQuery;
  onQueryChange: (query: ActivityListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Activities whose stop is being sent. */
  pendingIds?: readonly number[] | undefined;
  /** The signed-in account may stop flash sales (its role has `products`); false hides the stop buttons. */
  mayStop?: boolean | undefined;
  onOpen: (seckillId: number) => void;
  onStop: (seckillId: number) => void;
  onCreate: () => void;
  className?: string | undefined;
  /** Where the stop dialog portals (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

const facts = (s: MerchantSeckill) => ({
  id: s.seckillId,
  name: s.prodName,
  status: s.status,
  stopped: s.stopped,
});

export function SeckillListScreen({ onStop, ...props }: SeckillListScreenProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<MerchantSeckill>[]>(
    () => [
      { accessorKey: 'prodName', header: t`Product`, meta: { className: 'min-w-48' } },
      windowColumn(t`Time`),
      {
        id: 'price',
        header: t`Flash sale price`,
        meta: { align: 'right' },
        cell: ({ row: { original: s } }) => <Price yuan={s.seckillPrice} size="sm" />,
      },
      { accessorKey: 'soldNum', header: t`Sold`, meta: { align: 'right', className: 'font-num' } },
      {
        id: 'left',
        header: t`Units left`,
        meta: { align: 'right', className: 'font-num' },
        cell: ({ row: { original: s } }) => `${s.seckillStocks} / ${s.seckillTotalStocks}`,
      },
    ],
    [t],
  );
  return (
    <ActivityListFrame
      {...props}
      texts={{
        title: t`Flash sales`,
        description: t`Sell some units of a product at a lower price for a short time.`,
        createLabel: t`New flash sale`,
        emptyTitle: t`No flash sales yet`,
        noMatch: t`No flash sale has this status`,
        loadFailed: t`The flash sales could not be loaded`,
        stopTitle: (name) => t`Stop the flash sale of ${name}?`,
        stopEffect: t`The flash sale ends now; its units left go back to the specifications' stock.`,
      }}
      columns={columns}
      facts={facts}
      onStop={(s) => onStop(s.seckillId)}
    />
  );
}
