// What every activity screen of the merchant centre shares (issue 17 item 7): flash sales, group buys,
// special discounts and shop coupons. One list query, one status tag (one wording and colour per state),
// one status filter, one stop confirmation, the list's frame (header, filter, table with its status and
// actions columns, paging, empty and no-match states, the stop dialog) and the edit screen's frame
// (header, loading skeleton, load failure with a retry). Each kind passes only what differs: its columns,
// fields and words. Props in, callbacks out: the app loads and sends; the server checks everything again.
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActivityStatus, SEARCH_TEXT_MAX, type Page } from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import {
  DataTable,
  NoMatch,
  serverPagination,
  type DataTableColumn,
} from '../../../console/DataTable/index.ts';
import { FilterBar } from '../../../console/FilterBar/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';

/**
 * A list's filter and page, as every activity list's GET .../page takes them (status -1 all, 0 not
 * started, 1 ongoing, 2 ended); `name` for a list that also filters by name (the platform's coupons:
 * absent or '' for any name).
 */
export interface ActivityListQuery {
  status: -1 | 0 | 1 | 2;
  name?: string | undefined;
  current: number;
  size: number;
}

/** What the kit needs to know of any activity row: its status as the server gave it, and the stop. */
export interface ActivityState {
  status: number;
  stopped: boolean;
}

/** Whether an activity can still be edited (not started, not stopped). */
export const canEdit = (row: ActivityState) => !row.stopped && row.status === ActivityStatus.notStarted;
/** Whether an activity can still be stopped (not ended, not stopped). */
export const canStop = (row: ActivityState) => !row.stopped && row.status !== ActivityStatus.ended;

/**
 * An activity's status: not started (info), ongoing (success), ended (neutral), or stopped by the
 * merchant before its end (danger: cut short, unlike an end reached).
 */
export function ActivityStatusTag({ status, stopped = false }: { status: number; stopped?: boolean }) {
  const { t } = useLingui();
  if (stopped) return <StatusTag tone="danger" label={t`Stopped`} />;
  if (status === ActivityStatus.notStarted) return <StatusTag tone="info" label={t`Not started`} />;
  if (status === ActivityStatus.ongoing)
    return <StatusTag tone="success" label={t({ message: 'Ongoing', context: 'activity status' })} />;
  return <StatusTag tone="neutral" label={t({ message: 'Ended', context: 'activity status' })} />;
}

const STATUSES = ['-1', '0', '1', '2'] as const;

/** The status filter of a list (a FilterBar field named `status`), in the tag's words. */
export function ActivityStatusSelect({ value }: { value: ActivityListQuery['status'] }) {
  const { t } = useLingui();
  const labels: Record<(typeof STATUSES)[number], string> = {
    '-1': t`All`,
    '0': t`Not started`,
    '1': t({ message: 'Ongoing', context: 'activity status' }),
    '2': t({ message: 'Ended', context: 'activity status' }),
  };
  return (
    <Select
      name="status"
      label={t`Status`}
      defaultValue={String(value)}
      options={STATUSES.map((v) => ({ value: v, label: labels[v] }))}
    />
  );
}

/**
 * The confirmation of a stop: `title` asks it naming the activity and its kind (not only a product's name,
 * which would read as taking the product off sale), `effect` says what stopping this kind does.
 */
export function StopDialog({
  title,
  effect,
  container,
  onClose,
  onStop,
}: {
  title: string;
  effect: ReactNode;
  /** Where the dialog portals (stories); document.body by default. */
  container?: HTMLElement | null | undefined;
  onClose: () => void;
  onStop: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      container={container ?? null}
      title={title}
      message={effect}
      confirmText={t`Stop`}
      onCancel={onClose}
      onConfirm={() => {
        onStop();
        onClose();
      }}
    />
  );
}

/** The row whose stop the merchant is confirming, and a way to ask for one. */
export function useStopDialog<T>() {
  const [row, setRow] = useState<T | null>(null);
  return { row, ask: setRow, close: () => setRow(null) };
}

/**
 * A row's actions: edit (before its start, for an account that may change it) or view; stop (open ones;
 * `onAskStop` opens the dialog).
 */
export function ActivityRowActions({
  name,
  status,
  stopped,
  pending,
  mayEdit = true,
  mayStop = true,
  onEdit,
  onAskStop,
}: ActivityState & {
  name: string;
  /**
   * The signed-in account may change this kind (false: a read-only role, whose form opens read-only, so
   * the row says "View" even before the start).
   */
  mayEdit?: boolean | undefined;
  /** The signed-in account may stop this kind (false: no stop button; the server would refuse it). */
  mayStop?: boolean | undefined;
  /** The stop is being sent: its button is busy. */
  pending: boolean;
  onEdit: () => void;
  onAskStop: () => void;
}) {
  const { t } = useLingui();
  const editable = mayEdit && canEdit({ status, stopped });
  return (
    <div className="flex items-center gap-2 whitespace-nowrap">
      <Button
        variant="link"
        size="sm"
        aria-label={editable ? t`Edit ${name}` : t`View ${name}`}
        onClick={onEdit}
      >
        {editable ? t`Edit` : t`View`}
      </Button>
      {mayStop && canStop({ status, stopped }) ? (
        <Button variant="link" size="sm" loading={pending} aria-label={t`Stop ${name}`} onClick={onAskStop}>
          {t`Stop`}
        </Button>
      ) : null}
    </div>
  );
}

/** The words of a kind's list. */
export interface ActivityListTexts {
  title: string;
  description: string;
  createLabel: string;
  emptyTitle: string;
  emptyDescription?: string | undefined;
  /** The empty list under a filter. */
  noMatch: string;
  /**
   * The name filter's label, for a list whose endpoint takes a name (the platform's coupons); absent, the
   * list filters by status only.
   */
  nameLabel?: string | undefined;
  loadFailed: string;
  /** The stop dialog's question, naming the activity and its kind ("Stop the flash sale of {name}?"). */
  stopTitle: (name: string) => string;
  /** What a stop does to this kind (its units, its teams, its claimed coupons). */
  stopEffect: string;
}

/** A row as the frame sees it: its id (what onOpen gets), its name, its state. */
export interface ActivityRowFacts extends ActivityState {
  id: number;
  name: string;
}

export interface ActivityListFrameProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  texts: ActivityListTexts;
  /** The kind's own columns; the frame adds the status and the actions after them. */
  columns: DataTableColumn<Row>[];
  facts: (row: Row) => ActivityRowFacts;
  page?: Page<Row> | undefined;
  query: ActivityListQuery;
  onQueryChange: (query: ActivityListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Rows whose stop is being sent (their button is busy). */
  pendingIds?: readonly number[] | undefined;
  /** The signed-in account may stop this kind (its role's permissions); false hides every stop. */
  mayStop?: boolean | undefined;
  /** The signed-in account may change this kind; false (a read-only role) says "View" on every row. */
  mayEdit?: boolean | undefined;
  onOpen: (id: number) => void;
  /** Called once the merchant confirmed the stop. */
  onStop: (row: Row) => void;
  /** Opens a new activity's form; absent (an account that may not create), no "new" button. */
  onCreate?: (() => void) | undefined;
  dialogContainer?: HTMLElement | null | undefined;
}

/** The list of a kind of activity: header with "new", the status filter, the table and its paging. */
export function ActivityListFrame<Row>({
  texts,
  columns,
  facts,
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  onRetry,
  pendingIds = [],
  mayStop = true,
  mayEdit = true,
  onOpen,
  onStop,
  onCreate,
  dialogContainer,
  className,
  ...props
}: ActivityListFrameProps<Row>) {
  const { t } = useLingui();
  const stop = useStopDialog<Row>();
  const { ask } = stop;
  const all = useMemo<DataTableColumn<Row>[]>(
    () => [
      ...columns,
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row }) => {
          const f = facts(row.original);
          return <ActivityStatusTag status={f.status} stopped={f.stopped} />;
        },
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row }) => {
          const f = facts(row.original);
          return (
            <ActivityRowActions
              name={f.name}
              status={f.status}
              stopped={f.stopped}
              pending={pendingIds.includes(f.id)}
              mayStop={mayStop}
              mayEdit={mayEdit}
              onEdit={() => onOpen(f.id)}
              onAskStop={() => ask(row.original)}
            />
          );
        },
      },
    ],
    [t, columns, facts, pendingIds, mayStop, mayEdit, onOpen, ask],
  );
  const byName = texts.nameLabel !== undefined;
  const clear = () => onQueryChange({ ...query, status: -1, ...(byName ? { name: '' } : {}), current: 1 });
  const filtered = query.status !== -1 || Boolean(query.name);
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={onCreate ? <Button onClick={onCreate}>{texts.createLabel}</Button> : undefined}
      />
      <FilterBar
        key={`${query.status} ${query.name ?? ''}`}
        searching={loading}
        onSearch={(values) =>
          onQueryChange({
            ...query,
            status: Number(values.status ?? -1) as ActivityListQuery['status'],
            ...(byName ? { name: values.name ?? '' } : {}),
            current: 1,
          })
        }
        onReset={clear}
      >
        {byName ? (
          <Input
            name="name"
            label={texts.nameLabel}
            defaultValue={query.name ?? ''}
            maxLength={SEARCH_TEXT_MAX}
          />
        ) : null}
        <ActivityStatusSelect value={query.status} />
      </FilterBar>
      <DataTable
        caption={texts.title}
        columns={all}
        data={page?.records ?? []}
        getRowId={(row) => String(facts(row).id)}
        loading={loading && !page}
        error={error ? texts.loadFailed : undefined}
        onRetry={onRetry}
        empty={
          filtered ? (
            <NoMatch title={texts.noMatch} onClear={clear} />
          ) : (
            <Empty
              size="sm"
              title={texts.emptyTitle}
              description={texts.emptyDescription}
              action={
                onCreate ? (
                  <Button size="sm" onClick={onCreate}>
                    {texts.createLabel}
                  </Button>
                ) : undefined
              }
            />
          )
        }
        pagination={serverPagination(page, (next) => onQueryChange({ ...query, ...next }))}
      />
      {stop.row !== null ? (
        <StopDialog
          title={texts.stopTitle(facts(stop.row).name)}
          effect={texts.stopEffect}
          container={dialogContainer}
          onClose={stop.close}
          onStop={() => onStop(stop.row!)}
        />
      ) : null}
    </div>
  );
}

/** The time window column of a list (start over end, as the server wrote them). */
export function windowColumn<Row extends { startTime: string; endTime: string }>(
  header: string,
): DataTableColumn<Row> {
  return {
    id: 'window',
    header,
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-col font-num text-sm whitespace-nowrap">
        <span>{r.startTime}</span>
        <span>{r.endTime}</span>
      </div>
    ),
  };
}

export interface ActivityEditFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The screen's title once loaded (new, edit, or view). */
  title: string;
  description?: string | undefined;
  /** The title while the activity loads or after it failed to ("Flash sale"). */
  kindTitle: string;
  /** The words of the load failure. */
  loadFailed: string;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
}

/**
 * An activity's edit screen around its form: the header, or while the activity loads a skeleton, or if
 * it failed to load the failure with a retry.
 */
export function ActivityEditFrame({
  title,
  description,
  kindTitle,
  loadFailed,
  loading = false,
  error = false,
  onRetry,
  className,
  children,
  ...props
}: ActivityEditFrameProps) {
  const { t } = useLingui();
  if (error)
    return (
      <div className={cn('flex flex-col gap-4', className)} {...props}>
        <PageHeader title={kindTitle} />
        <p role="alert" className="text-danger">
          {loadFailed}
        </p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry} className="w-fit">
            {t`Retry`}
          </Button>
        ) : null}
      </div>
    );
  if (loading)
    return (
      <div className={cn('flex flex-col gap-4', className)} aria-busy="true" {...props}>
        <PageHeader title={kindTitle} />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}

/** A labelled figure of an activity's detail. */
export function Figure({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-neutral-200 bg-neutral-0 px-4 py-3">
      <span className="text-sm text-neutral-600">{label}</span>
      <span className="font-num text-xl text-neutral-900">{value}</span>
    </div>
  );
}
