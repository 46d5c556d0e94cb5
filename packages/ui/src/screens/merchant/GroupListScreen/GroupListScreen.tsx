// The merchant centre's group buys (issue 17 item 7; GET /merchant/group/page): the store's group buys
// with their window, team size, lowest group price, figures (teams formed and grouping, members, units
// sold) and status, the status filter and paging, edit before the start, stop (asked first: its teams
// still grouping fail and their members are refunded) and create. The list itself is the kit's
// ActivityListFrame; this screen gives its columns and words. Props in, callbacks out.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantGroup, Page } from '@mall/domain';
import type { DataTableColumn } from '../../../console/DataTable/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { ActivityListFrame, windowColumn, type ActivityListQuery } from '../ActivityKit/index.ts';

export interface GroupListScreenProps {
  page?: Page<MerchantGroup> | undefined;
  query: ActivityListQuery;
  onQueryChange: (query: ActivityListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Activities whose stop is being sent. */
  pendingIds?: readonly number[] | undefined;
  /**
   * The signed-in account may stop group buys: its role has both `products` and `orders` (a stop refunds
   * the teams' members; domain GROUP_STOP_PERMISSIONS, decisions/0074). False hides the stop buttons.
   */
  mayStop?: boolean | undefined;
  onOpen: (groupActivityId: number) => void;
  onStop: (groupActivityId: number) => void;
  onCreate: () => void;
  className?: string | undefined;
  /** Where the stop dialog portals (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

const facts = (g: MerchantGroup) => ({
  id: g.groupActivityId,
  name: g.prodName,
  status: g.status,
  stopped: g.stopped,
});

export function GroupListScreen({ onStop, ...props }: GroupListScreenProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<MerchantGroup>[]>(
    () => [
      { accessorKey: 'prodName', header: t`Product`, meta: { className: 'min-w-48' } },
      windowColumn(t`Time`),
      { accessorKey: 'groupNumber', header: t`Team size`, meta: { align: 'right', className: 'font-num' } },
      {
        id: 'price',
        header: t`Group price`,
        meta: { align: 'right' },
        cell: ({ row: { original: g } }) => <Price yuan={g.groupPrice} size="sm" />,
      },
      {
        accessorKey: 'teamsFormed',
        header: t`Teams formed`,
        meta: { align: 'right', className: 'font-num' },
      },
      { accessorKey: 'teamsGrouping', header: t`Grouping`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'memberNum', header: t`Members`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'soldNum', header: t`Sold`, meta: { align: 'right', className: 'font-num' } },
    ],
    [t],
  );
  return (
    <ActivityListFrame
      {...props}
      texts={{
        title: t`Group buys`,
        description: t`Shoppers team up to buy at the group price; a team not full in time is refunded.`,
        createLabel: t`New group buy`,
        emptyTitle: t`No group buys yet`,
        noMatch: t`No group buy has this status`,
        loadFailed: t`The group buys could not be loaded`,
        stopTitle: (name) => t`Stop the group buy of ${name}?`,
        stopEffect: t`The group buy ends now; its teams still grouping fail and every member is refunded.`,
      }}
      columns={columns}
      facts={facts}
      onStop={(g) => onStop(g.groupActivityId)}
    />
  );
}
