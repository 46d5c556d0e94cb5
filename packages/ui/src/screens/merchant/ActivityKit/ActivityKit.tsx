// What the merchant centre's flash-sale and group-buy screens share (issue 17 item 7): the status tag
// (domain ActivityStatus, and "stopped"), the list's frame (header, status filter, table, paging, empty
// and no-match states), a row's actions (edit before the start; stop, asked first), and the editing form
// (product and SKU picker, times, prices, units, limits, with the client's checks of activityForm.ts).
// Props in, callbacks out: the app loads and sends; the server checks everything again.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActivityStatus, LINE_UNITS_MAX, type Page } from '@mall/domain';
import {
  DataTable,
  NoMatch,
  serverPagination,
  type DataTableColumn,
} from '../../../console/DataTable/index.ts';
import { FilterBar } from '../../../console/FilterBar/index.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { ConfirmDialog } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import {
  checkActivityForm,
  hasErrors,
  skuRows,
  type ActivityFormErrors,
  type ActivityFormValues,
  type ActivityKind,
  type ActivityProblem,
  type ActivitySkuOption,
} from './activityForm.ts';

/** The list's filter and page, as GET /merchant/seckill/page and /merchant/group/page take them. */
export interface ActivityListQuery {
  status: -1 | 0 | 1 | 2;
  current: number;
  size: number;
}

/** An activity's status as the server gave it; a stopped one says so. */
export function ActivityStatusTag({ status, stopped = false }: { status: number; stopped?: boolean }) {
  const { t } = useLingui();
  if (stopped) return <StatusTag tone="neutral" label={t`Stopped`} />;
  if (status === ActivityStatus.notStarted) return <StatusTag tone="info" label={t`Not started`} />;
  if (status === ActivityStatus.ongoing) return <StatusTag tone="success" label={t`In progress`} />;
  return <StatusTag tone="neutral" label={t`Has ended`} />;
}

export interface ActivityListFrameProps<Row> {
  title: string;
  description: string;
  createLabel: string;
  /** Words of the empty list and of the load failure. */
  emptyTitle: string;
  loadFailed: string;
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  page?: Page<Row> | undefined;
  query: ActivityListQuery;
  onQueryChange: (query: ActivityListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  onCreate: () => void;
  className?: string | undefined;
}

const STATUSES = ['-1', '0', '1', '2'] as const;

/** The list of a kind of activity: header with "new", the status filter, the table and its paging. */
export function ActivityListFrame<Row>({
  title,
  description,
  createLabel,
  emptyTitle,
  loadFailed,
  columns,
  getRowId,
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  onRetry,
  onCreate,
  className,
}: ActivityListFrameProps<Row>) {
  const { t } = useLingui();
  const labels: Record<(typeof STATUSES)[number], string> = {
    '-1': t`All`,
    '0': t`Not started`,
    '1': t`In progress`,
    '2': t`Has ended`,
  };
  const clear = () => onQueryChange({ ...query, status: -1, current: 1 });
  return (
    <div className={className ? `flex flex-col gap-4 ${className}` : 'flex flex-col gap-4'}>
      <PageHeader
        title={title}
        description={description}
        actions={<Button onClick={onCreate}>{createLabel}</Button>}
      />
      <FilterBar
        key={query.status}
        searching={loading}
        onSearch={(values) =>
          onQueryChange({ ...query, status: Number(values.status ?? -1) as -1 | 0 | 1 | 2, current: 1 })
        }
        onReset={clear}
      >
        <Select
          name="status"
          label={t`Status`}
          defaultValue={String(query.status)}
          options={STATUSES.map((value) => ({ value, label: labels[value] }))}
        />
      </FilterBar>
      <DataTable
        caption={title}
        columns={columns}
        data={page?.records ?? []}
        getRowId={getRowId}
        loading={loading && !page}
        error={error ? loadFailed : undefined}
        onRetry={onRetry}
        empty={
          query.status !== -1 ? (
            <NoMatch title={t`No activity matches this status`} onClear={clear} />
          ) : (
            <Empty
              size="sm"
              title={emptyTitle}
              action={
                <Button size="sm" onClick={onCreate}>
                  {createLabel}
                </Button>
              }
            />
          )
        }
        pagination={serverPagination(page, (next) => onQueryChange({ ...query, ...next }))}
      />
    </div>
  );
}

/** A row's actions: edit (before its start), stop (not ended; asked first). */
export function ActivityRowActions({
  name,
  status,
  stopped,
  pending,
  stopMessage,
  onEdit,
  onStop,
}: {
  name: string;
  status: number;
  stopped: boolean;
  pending: boolean;
  /** What a stop does to this kind of activity (its units, its teams). */
  stopMessage: string;
  onEdit: () => void;
  onStop: () => void;
}) {
  const { t } = useLingui();
  const open = !stopped && status !== ActivityStatus.ended;
  return (
    <div className="flex items-center gap-2 whitespace-nowrap">
      {status === ActivityStatus.notStarted && !stopped ? (
        <Button variant="link" size="sm" aria-label={t`Edit ${name}`} onClick={onEdit}>
          {t`Edit`}
        </Button>
      ) : (
        <Button variant="link" size="sm" aria-label={t`View ${name}`} onClick={onEdit}>
          {t`View`}
        </Button>
      )}
      {open ? (
        <ConfirmDialog
          title={t`Stop the activity of ${name}?`}
          message={stopMessage}
          confirmText={t`Stop`}
          onConfirm={onStop}
          trigger={
            <Button variant="link" size="sm" loading={pending} aria-label={t`Stop ${name}`}>
              {t`Stop`}
            </Button>
          }
        />
      ) : null}
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

export interface ActivityEditFormProps {
  kind: ActivityKind;
  /** The form's first values (activityForm.ts initialValues). */
  initial: ActivityFormValues;
  /** Editing an existing activity: its product stays; not editable once started (read only). */
  editing: boolean;
  readOnly?: boolean | undefined;
  /** The store's products the picker offers (GET /merchant/prod/page). */
  products: readonly { prodId: number; prodName: string }[];
  /** The chosen product's SKUs; undefined while they load. */
  skuOptions?: readonly ActivitySkuOption[] | undefined;
  onProductChange: (prodId: number) => void;
  /** The server's time (ms) the client's checks use. */
  now: number;
  /** Sends the checked values; answers the server's refusal to show, or nothing. */
  onSubmit: (values: ActivityFormValues) => Promise<string | undefined>;
  onCancel: () => void;
  /** Above the form (the figures of an activity). */
  children?: ReactNode;
}

/** The editing form of a flash sale (units per SKU) or a group buy (team size, minutes). */
export function ActivityEditForm({
  kind,
  initial,
  editing,
  readOnly = false,
  products,
  skuOptions,
  onProductChange,
  now,
  onSubmit,
  onCancel,
  children,
}: ActivityEditFormProps) {
  const { t } = useLingui();
  const alertId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ActivityFormErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const options = useMemo(() => skuOptions ?? [], [skuOptions]);
  const rows = skuRows(values, options);
  const say = (problem: ActivityProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return t`Required`;
      case 'endBeforeStart':
        return t`The end must be after the start`;
      case 'endPast':
        return t`The end must not be past`;
      case 'maxNum':
        return kind === 'seckill'
          ? t`A whole number from 1 to ${LINE_UNITS_MAX}`
          : t`A whole number from 0 to ${LINE_UNITS_MAX}`;
      case 'groupNumber':
        return t`A whole number from 2 to 100`;
      case 'groupValidTime':
        return t`A whole number of minutes from 5 to 10080`;
      case 'offSale':
        return t`This specification is off sale`;
      case 'money':
        return t`Enter a price in yuan, e.g. 9.90`;
      case 'notBelow':
        return t`The activity price must be below the price`;
      case 'units':
        return t`Enter the units, 1 or more`;
    }
  };
  const set = (patch: Partial<ActivityFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setSku = (skuId: number, patch: Partial<ActivityFormValues['skus'][number]>) =>
    setValues((v) => {
      const list = skuRows(v, options);
      return { ...v, skus: list.map((s) => (s.skuId === skuId ? { ...s, ...patch } : s)) };
    });
  const submit = async () => {
    const found = checkActivityForm(kind, values, options, now);
    setErrors(found);
    setRefusal(undefined);
    if (hasErrors(found)) return;
    setSending(true);
    try {
      setRefusal(await onSubmit(values));
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-4"
      aria-describedby={refusal ? alertId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void submit();
      }}
    >
      {children}
      <FormSection
        title={t`Product`}
        description={
          editing
            ? t`The product of an activity stays; to change it, stop this one and create another.`
            : undefined
        }
      >
        <Select
          label={t`Product`}
          value={values.prodId === null ? '' : String(values.prodId)}
          disabled={editing || readOnly}
          error={say(errors.prodId)}
          options={products.map((p) => ({ value: String(p.prodId), label: p.prodName }))}
          onValueChange={(value) => {
            set({ prodId: Number(value), skus: [] });
            onProductChange(Number(value));
          }}
        />
        {values.prodId !== null ? (
          skuOptions === undefined ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            <table className="w-full text-sm">
              <caption className="py-2 text-left font-medium text-neutral-900">{t`Specifications`}</caption>
              <thead>
                <tr className="text-left text-neutral-600">
                  <th className="py-1 font-normal">{t`Specification`}</th>
                  <th className="py-1 font-normal">{t`Price`}</th>
                  <th className="py-1 font-normal">{t`Stock`}</th>
                  <th className="py-1 font-normal">
                    {kind === 'seckill' ? t`Flash sale price` : t`Group price`}
                  </th>
                  {kind === 'seckill' ? <th className="py-1 font-normal">{t`Units`}</th> : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const option = options.find((o) => o.skuId === row.skuId)!;
                  const problem = say(errors.sku?.[row.skuId]);
                  return (
                    <tr key={row.skuId} className="border-t border-neutral-100 align-top">
                      <td className="py-2">
                        <Checkbox
                          label={option.skuName}
                          checked={row.chosen}
                          disabled={readOnly || (option.status !== 1 && !row.chosen)}
                          onCheckedChange={(checked) => setSku(row.skuId, { chosen: checked === true })}
                          error={problem}
                        />
                      </td>
                      <td className="py-2 font-num">{option.price}</td>
                      <td className="py-2 font-num">{option.stocks}</td>
                      <td className="py-2">
                        <Input
                          label={t`Activity price of ${option.skuName}`}
                          hideLabel
                          inputMode="decimal"
                          value={row.price}
                          disabled={!row.chosen || readOnly}
                          onChange={(event) => setSku(row.skuId, { price: event.target.value })}
                        />
                      </td>
                      {kind === 'seckill' ? (
                        <td className="py-2">
                          <Input
                            label={t`Units of ${option.skuName}`}
                            hideLabel
                            inputMode="numeric"
                            value={row.units}
                            disabled={!row.chosen || readOnly}
                            onChange={(event) => setSku(row.skuId, { units: event.target.value })}
                          />
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        ) : null}
        {errors.skus ? <p className="text-sm text-danger">{t`Choose at least one specification`}</p> : null}
      </FormSection>
      <FormSection
        title={t`Rules`}
        description={t`Times are the mall's (China Standard Time).`}
        footer={
          readOnly ? (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t`Back`}
            </Button>
          ) : (
            <div className="flex flex-col gap-2">
              <FormAlert id={alertId}>{refusal}</FormAlert>
              <div className="flex gap-2">
                <Button type="submit" loading={sending}>
                  {t`Save`}
                </Button>
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {t`Cancel`}
                </Button>
              </div>
            </div>
          )
        }
      >
        <div className="grid grid-cols-2 gap-4">
          <Input
            type="datetime-local"
            label={t`Start time`}
            value={values.startTime}
            disabled={readOnly}
            error={say(errors.startTime)}
            onChange={(event) => set({ startTime: event.target.value })}
          />
          <Input
            type="datetime-local"
            label={t`End time`}
            value={values.endTime}
            disabled={readOnly}
            error={say(errors.endTime)}
            onChange={(event) => set({ endTime: event.target.value })}
          />
          <Input
            label={
              kind === 'seckill' ? t`Units one shopper may buy` : t`Units one shopper may buy (0: no limit)`
            }
            inputMode="numeric"
            value={values.maxNum}
            disabled={readOnly}
            error={say(errors.maxNum)}
            onChange={(event) => set({ maxNum: event.target.value })}
          />
          {kind === 'group' ? (
            <>
              <Input
                label={t`Members a team needs`}
                inputMode="numeric"
                value={values.groupNumber}
                disabled={readOnly}
                error={say(errors.groupNumber)}
                onChange={(event) => set({ groupNumber: event.target.value })}
              />
              <Input
                label={t`Minutes a team has to fill up`}
                inputMode="numeric"
                value={values.groupValidTime}
                disabled={readOnly}
                error={say(errors.groupValidTime)}
                onChange={(event) => set({ groupValidTime: event.target.value })}
              />
            </>
          ) : null}
        </div>
      </FormSection>
    </form>
  );
}
