// The platform console's members (issue 18 item 6; GET /platform/user/page, decisions/0083): a DataTable
// of the shoppers (nickname and id, masked mobile, level, points, balance, orders, status, registered),
// filters (a word matching the nickname, mobile or id; the status; the registration days), paging, and
// per row "view" and, for a role that may change members (`canEdit`), "disable" or "enable" asked first.
// Money arrives in fen and is shown with domain's formatMoney. Props in, callbacks out.
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  formatMoney,
  MemberStatus,
  platformAreaLabels,
  type PlatformMember,
  type PlatformMemberPage,
} from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { DateRangeFields, ListFrame, useDateRange } from '../../../console/ListFrame/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { MemberStatusTag } from './MemberStatusTag.tsx';
import { StatusConfirm, type StatusChange } from './StatusConfirm.tsx';

/** The list's filters and page, as GET /platform/user/page takes them ('' and 'all': no filter). */
export interface MemberListQuery {
  /** Part of the nickname, digits of the mobile, or the exact user id. */
  keyword: string;
  status: MemberStatus | 'all';
  /** Registration days, China `YYYY-MM-DD`, both inclusive. */
  startDate: string;
  endDate: string;
  current: number;
  size: number;
}

export const emptyMemberFilters = {
  keyword: '',
  status: 'all',
  startDate: '',
  endDate: '',
} as const satisfies Omit<MemberListQuery, 'current' | 'size'>;

export interface MemberListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page of members; undefined until loaded. */
  page?: PlatformMemberPage | undefined;
  query: MemberListQuery;
  /** New filters (back to page 1) or another page. */
  onQueryChange: (query: MemberListQuery) => void;
  loading?: boolean | undefined;
  /** The list could not be loaded (or the server refused the filters: `errorText` says why). */
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  onOpen: (userId: string) => void;
  /** Disables (0) or enables (1) a member, after the question; rejects when the server refuses. */
  onSetStatus: (userId: string, status: MemberStatus) => Promise<void>;
  /** The server's refusal of the last change, shown above the list. */
  refusal?: string | undefined;
  /** The role may change members: without it, no disable or enable button. */
  canEdit: boolean;
  /** Where the dialog portals (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

export function MemberListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  onOpen,
  onSetStatus,
  refusal,
  canEdit,
  dialogContainer,
  ...props
}: MemberListScreenProps) {
  const { t, i18n } = useLingui();
  const dates = useDateRange();
  const [asking, setAsking] = useState<StatusChange | null>(null);
  const columns = useMemo<DataTableColumn<PlatformMember>[]>(
    () => [
      {
        id: 'member',
        header: t`Member`,
        cell: ({ row: { original: m } }) => (
          <div className="flex items-center gap-2">
            {m.pic ? <img src={m.pic} alt="" className="size-8 rounded-full object-cover" /> : null}
            <div className="flex flex-col">
              <span>{m.nickName}</span>
              <span className="font-num text-sm text-neutral-600">{m.userId}</span>
            </div>
          </div>
        ),
      },
      {
        id: 'mobile',
        header: t`Mobile`,
        meta: { className: 'font-num whitespace-nowrap' },
        cell: ({ row: { original: m } }) => m.mobile ?? '—',
      },
      {
        id: 'level',
        header: t`Level`,
        cell: ({ row: { original: m } }) => m.levelName ?? '—',
      },
      {
        accessorKey: 'score',
        header: t`Points`,
        meta: { align: 'right', className: 'font-num' },
      },
      {
        id: 'balance',
        header: t`Balance`,
        meta: { align: 'right', className: 'font-num whitespace-nowrap' },
        cell: ({ row: { original: m } }) => formatMoney(m.balance),
      },
      {
        accessorKey: 'orderCount',
        header: t`Orders`,
        meta: { align: 'right', className: 'font-num' },
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: m } }) => <MemberStatusTag status={m.status} />,
      },
      {
        accessorKey: 'createTime',
        header: t`Registered`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: m } }) => {
          const name = m.nickName;
          const enabled = m.status === MemberStatus.enabled;
          return (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button variant="link" size="sm" aria-label={t`View ${name}`} onClick={() => onOpen(m.userId)}>
                {t`View`}
              </Button>
              {canEdit ? (
                <Button
                  variant="link"
                  size="sm"
                  aria-label={enabled ? t`Disable ${name}` : t`Enable ${name}`}
                  onClick={() =>
                    setAsking({
                      userId: m.userId,
                      nickName: m.nickName,
                      status: enabled ? MemberStatus.disabled : MemberStatus.enabled,
                    })
                  }
                >
                  {enabled ? t`Disable` : t`Enable`}
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [t, onOpen, canEdit],
  );

  return (
    <ListFrame
      // The console menu's name of the area.
      title={i18n._(platformAreaLabels.members)}
      description={t`Find the shoppers' accounts, their points and balance, and disable an account that misbehaves.`}
      query={query}
      emptyFilters={emptyMemberFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => {
        const range = dates.read(values);
        const status = values.status ?? 'all';
        return range
          ? {
              keyword: (values.keyword ?? '').trim(),
              status: status === 'all' ? ('all' as const) : (Number(status) as MemberStatus),
              ...range,
            }
          : null;
      }}
      onFiltersReset={dates.reset}
      filters={
        <>
          <Input
            name="keyword"
            label={t`Nickname, mobile or ID`}
            defaultValue={query.keyword}
            maxLength={64}
          />
          <Select
            name="status"
            label={t`Status`}
            defaultValue={String(query.status)}
            options={[
              { value: 'all', label: t`All` },
              { value: String(MemberStatus.enabled), label: t`Enabled` },
              {
                value: String(MemberStatus.disabled),
                label: t({ message: 'Disabled', context: 'account status' }),
              },
            ]}
          />
          <DateRangeFields
            fromLabel={t`Registered from`}
            untilLabel={t`Registered until`}
            startDate={query.startDate}
            endDate={query.endDate}
            invalid={dates.invalid}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(m) => m.userId}
      loading={loading}
      error={error ? (errorText ?? t`The members could not be loaded`) : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No member matches these filters`}
      empty={
        <Empty size="sm" title={t`No members yet`} description={t`Shoppers who register are listed here.`} />
      }
      {...props}
    >
      {refusal ? <FormAlert className="order-first">{refusal}</FormAlert> : null}
      {asking ? (
        <StatusConfirm
          change={asking}
          onSetStatus={onSetStatus}
          onClose={() => setAsking(null)}
          container={dialogContainer}
        />
      ) : null}
    </ListFrame>
  );
}
