// The merchant centre's group buys (issue 17 item 7; GET /merchant/group/page): the store's group buys
// with their window, team size, lowest group price, figures (teams formed and grouping, members, units
// sold) and status, the status filter and paging, edit before the start, stop (asked first: its teams
// still grouping fail and their members are refunded) and create. Props in, callbacks out.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantGroup, Page } from '@mall/domain';
import type { DataTableColumn } from '../../../console/DataTable/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import {
  ActivityListFrame,
  ActivityRowActions,
  ActivityStatusTag,
  type ActivityListQuery,
} from '../ActivityKit/index.ts';

export interface GroupListScreenProps {
  page?: Page<MerchantGroup> | undefined;
  query: ActivityListQuery;
  onQueryChange: (query: ActivityListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Activities whose stop is being sent. */
  pendingIds?: readonly number[] | undefined;
  onOpen: (groupActivityId: number) => void;
  onStop: (groupActivityId: number) => void;
  onCreate: () => void;
  className?: string | undefined;
}

export function GroupListScreen({ pendingIds = [], onOpen, onStop, ...props }: GroupListScreenProps) {
  const { t } = useLingui();
  const columns = useMemo<DataTableColumn<MerchantGroup>[]>(
    () => [
      { accessorKey: 'prodName', header: t`Product`, meta: { className: 'min-w-48' } },
      {
        id: 'window',
        header: t`Time`,
        cell: ({ row: { original: g } }) => (
          <span className="font-num whitespace-nowrap">
            {g.startTime}
            <br />
            {g.endTime}
          </span>
        ),
      },
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
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: g } }) => <ActivityStatusTag status={g.status} stopped={g.stopped} />,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: g } }) => (
          <ActivityRowActions
            name={g.prodName}
            status={g.status}
            stopped={g.stopped}
            pending={pendingIds.includes(g.groupActivityId)}
            stopMessage={t`The group buy ends now; its teams still grouping fail and every member is refunded.`}
            onEdit={() => onOpen(g.groupActivityId)}
            onStop={() => onStop(g.groupActivityId)}
          />
        ),
      },
    ],
    [t, pendingIds, onOpen, onStop],
  );
  return (
    <ActivityListFrame
      {...props}
      title={t`Group buys`}
      description={t`Shoppers team up to buy at the group price; a team not full in time is refunded.`}
      createLabel={t`New group buy`}
      emptyTitle={t`No group buys yet`}
      loadFailed={t`The group buys could not be loaded`}
      columns={columns}
      getRowId={(g) => String(g.groupActivityId)}
    />
  );
}
