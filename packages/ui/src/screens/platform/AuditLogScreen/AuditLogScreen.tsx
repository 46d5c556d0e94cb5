// The platform console's audit log (issue 18 item 8; GET /platform/auditLog/page, decisions/0084 and
// 0089): every platform action, newest first, searchable by who (a username), what (an action, or all of
// a target's actions), the target (type and id) and the days. A row says when, who with their role, the
// action in words and the target; "Changes" opens the row's before and after side by side, field by
// field, the changed ones first, under the table. Nobody changes the log (decisions/0079): no buttons but
// reading ones. Props in, callbacks out.
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { platformAreaLabels, platformRoleLabels, type AuditLogRecord, type Page } from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { DateRangeFields, ListFrame, useDateRange } from '../../../console/ListFrame/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { AuditChanges } from './AuditChanges.tsx';
import { useAuditWords } from './auditWords.ts';

/** The log's filters and page, as GET /platform/auditLog/page takes them ('' no filter). */
export interface AuditLogQuery {
  /** The acting account's username, exact in any case. */
  actor: string;
  /** An action (`shop.offline`) or its beginning (`shop.`: all of a target type's actions). */
  action: string;
  /** `shop`, `shopApply`, `user`, ... */
  targetType: string;
  targetId: string;
  /** China days, `YYYY-MM-DD`, both inclusive. */
  startDate: string;
  endDate: string;
  current: number;
  size: number;
}

export const emptyAuditLogFilters = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  startDate: '',
  endDate: '',
} as const satisfies Omit<AuditLogQuery, 'current' | 'size'>;

export interface AuditLogScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The page of log rows; undefined until loaded. */
  page?: Page<AuditLogRecord> | undefined;
  query: AuditLogQuery;
  /** New filters (back to page 1) or another page. */
  onQueryChange: (query: AuditLogQuery) => void;
  loading?: boolean | undefined;
  /** The log could not be loaded (or the server refused the filters: `errorText` says why). */
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** The row whose changes are open at first (a link to one row; the visual baseline). */
  defaultOpenId?: number | undefined;
}

const ALL = 'all';

export function AuditLogScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  defaultOpenId,
  ...props
}: AuditLogScreenProps) {
  const { t, i18n } = useLingui();
  const dates = useDateRange();
  const words = useAuditWords();
  const [openId, setOpenId] = useState<number | undefined>(defaultOpenId);
  const open = page?.records.find((row) => row.id === openId);

  const columns = useMemo<DataTableColumn<AuditLogRecord>[]>(
    () => [
      {
        accessorKey: 'createTime',
        header: t`When`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        id: 'actor',
        header: t`Done by`,
        cell: ({ row: { original: r } }) => (
          <div className="flex flex-col">
            <span>{r.actorUsername}</span>
            <span className="text-sm text-neutral-600">{i18n._(platformRoleLabels[r.actorRole])}</span>
          </div>
        ),
      },
      {
        id: 'action',
        header: t`Action`,
        cell: ({ row: { original: r } }) => words.action(r.action),
      },
      {
        id: 'target',
        header: t`Target`,
        cell: ({ row: { original: r } }) => (
          <span className="whitespace-nowrap">
            {words.targetType(r.targetType)} <span className="font-num">{r.targetId}</span>
          </span>
        ),
      },
      {
        id: 'changes',
        header: t`Changes`,
        cell: ({ row: { original: r } }) => {
          const id = r.id;
          const shown = r.id === openId;
          return (
            <Button
              variant="link"
              size="sm"
              aria-label={shown ? t`Hide changes of record ${id}` : t`Show changes of record ${id}`}
              aria-expanded={shown}
              aria-controls={shown ? 'audit-log-changes' : undefined}
              onClick={() => setOpenId(shown ? undefined : r.id)}
            >
              {shown ? t`Hide changes` : t`Show changes`}
            </Button>
          );
        },
      },
    ],
    [t, i18n, words, openId],
  );

  const actionOptions = withCurrent(
    [
      { value: ALL, label: t`All` },
      ...words.actions.map((action) => ({ value: action, label: words.action(action) })),
    ],
    query.action,
  );
  const targetOptions = withCurrent(
    [
      { value: ALL, label: t`All` },
      ...words.targetTypes.map((type) => ({ value: type, label: words.targetType(type) })),
    ],
    query.targetType,
  );

  return (
    <ListFrame
      title={i18n._(platformAreaLabels.audit)}
      description={t`Every change a platform account made, with who, when, and the target before and after.`}
      query={query}
      emptyFilters={emptyAuditLogFilters}
      onQueryChange={(next) => {
        setOpenId(undefined);
        onQueryChange(next);
      }}
      readFilters={(values) => {
        const range = dates.read(values);
        const pick = (name: string) => {
          const value = (values[name] ?? '').trim();
          return value === ALL ? '' : value;
        };
        return range
          ? {
              actor: pick('actor'),
              action: pick('action'),
              targetType: pick('targetType'),
              targetId: pick('targetId'),
              ...range,
            }
          : null;
      }}
      onFiltersReset={dates.reset}
      filters={
        <>
          <Input name="actor" label={t`Username`} defaultValue={query.actor} maxLength={50} />
          <Select
            name="action"
            label={t`Action`}
            defaultValue={query.action || ALL}
            options={actionOptions}
          />
          <Select
            name="targetType"
            label={t`Target type`}
            defaultValue={query.targetType || ALL}
            options={targetOptions}
          />
          <Input name="targetId" label={t`Target ID`} defaultValue={query.targetId} maxLength={50} />
          <DateRangeFields
            fromLabel={t`From`}
            untilLabel={t`Until`}
            startDate={query.startDate}
            endDate={query.endDate}
            invalid={dates.invalid}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(row) => String(row.id)}
      loading={loading}
      error={error ? (errorText ?? t`The audit log could not be loaded`) : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No platform action matches these filters`}
      empty={
        <Empty
          size="sm"
          title={t`No platform actions yet`}
          description={t`Every change made in the console is written here, with its before and after.`}
        />
      }
      {...props}
    >
      {open ? (
        <AuditChanges id="audit-log-changes" record={open} onClose={() => setOpenId(undefined)} />
      ) : null}
    </ListFrame>
  );
}

/** The options with the query's value among them (an address may hold an action's beginning: `shop.`). */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}
