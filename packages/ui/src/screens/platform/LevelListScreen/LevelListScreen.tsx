// The platform console's member levels (issue 18 item 5; GET /platform/level/list and PUT /platform/level,
// decisions/0095): two tables — the ordinary levels in their order (reached by growth) and the paid plans
// (bought for a term) — each level's names in both languages, its threshold or its price and term, and the
// rights it gives. An edit dialog per row, checked with the domain's `PlatformLevelParam` (a plan's price
// typed in yuan, read into fen by the domain's `parseYuan`, decisions/0100); the server's refusal is shown at the field it
// belongs to (`refusalField`, domain `levelFieldOf`) or on top of the form. Read only when `canEdit` is
// false (no edit buttons). Props in, callbacks out: a rejected `onSave` keeps the dialog open. Adding a
// level or a paid plan opens the same dialog empty (`onCreate`); deleting asks first (DeleteConfirm) and
// shows the server's refusal there; a plan's dialog also takes its status and order (decisions/0104).
import { useId, useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  formatMoney,
  LevelType,
  parseYuan,
  PlatformLevelCreateParam,
  PlatformLevelParam,
  PLATFORM_LOYALTY_LIMITS as L,
  type PlatformLevel,
  type PlatformLevelField,
  type PlatformLevelList,
  type PlatformLevelRights,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { DataTable, type DataTableColumn } from '../../../console/DataTable/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { LoadError } from '../../../mall/PagedList/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { DeleteConfirm } from '../DeleteConfirm/index.ts';

/** What `onSave` gets: the checked level as PUT /platform/level takes it. */
export type LevelSave = ReturnType<typeof PlatformLevelParam.parse>;
/** What `onCreate` gets: the checked new level as POST /platform/level takes it. */
export type LevelCreate = ReturnType<typeof PlatformLevelCreateParam.parse>;

export interface LevelListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The levels and the rights they may link (GET /platform/level/list); undefined until loaded. */
  list?: PlatformLevelList | undefined;
  loading?: boolean | undefined;
  /** The levels could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change them (`platformRoleMay(role, 'marketing', true)`). */
  canEdit: boolean;
  /** Sends the edited level; resolves once saved (the dialog closes), rejects when refused. */
  onSave: (level: LevelSave) => Promise<void>;
  /** The server's refusal of the last save, shown in the dialog. */
  refusal?: string | undefined;
  /** The field the refusal belongs to (domain `levelFieldOf` of its message id); else shown on top. */
  refusalField?: PlatformLevelField | undefined;
  /** Sends a new level; resolves once added (the dialog closes), rejects when refused (shown as `refusal`). */
  onCreate?: ((level: LevelCreate) => Promise<void>) | undefined;
  /** Deletes a level; resolves once deleted, rejects when refused (shown as `deleteRefusal`). */
  onDelete?: ((level: PlatformLevel) => Promise<void>) | undefined;
  /** The server's refusal of the last delete, shown in the question. */
  deleteRefusal?: string | undefined;
  /** Where the dialog portals (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

export function LevelListScreen({
  list,
  loading = false,
  error = false,
  onRetry,
  canEdit,
  onSave,
  refusal,
  refusalField,
  onCreate,
  onDelete,
  deleteRefusal,
  dialogContainer,
  className,
  ...props
}: LevelListScreenProps) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<PlatformLevel | null>(null);
  const [deleting, setDeleting] = useState<PlatformLevel | null>(null);
  const adding = editing !== null && editing.levelId === 0;
  const ordinaryId = useId();
  const paidId = useId();
  const rights = useMemo(() => list?.rights ?? [], [list]);
  const rightsText = useMemo(() => {
    const names = new Map(
      rights.map((r) => [r.rightsId, i18n.locale.startsWith('zh') ? r.nameZh : r.nameEn]),
    );
    return (level: PlatformLevel) =>
      level.rightsIds.map((id) => names.get(id) ?? `#${id}`).join(i18n.locale.startsWith('zh') ? '、' : ', ');
  }, [rights, i18n.locale]);

  const columns = useMemo(() => {
    const names: DataTableColumn<PlatformLevel>[] = [
      { accessorKey: 'nameZh', header: t`Level name (Chinese)` },
      {
        id: 'nameEn',
        header: t`Level name (English)`,
        cell: ({ row: { original: v } }) => <span lang="en">{v.nameEn}</span>,
      },
    ];
    const tail: DataTableColumn<PlatformLevel>[] = [
      {
        id: 'rights',
        header: t`Rights`,
        cell: ({ row: { original: v } }) =>
          v.rightsIds.length > 0 ? rightsText(v) : <span className="text-neutral-500">{t`None`}</span>,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: v } }) =>
          v.status === 1 ? (
            <StatusTag tone="success" label={t`Shown`} />
          ) : (
            <StatusTag tone="neutral" label={t`Hidden`} />
          ),
      },
    ];
    if (canEdit) {
      tail.push({
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: v } }) => {
          const name = i18n.locale.startsWith('zh') ? v.nameZh : v.nameEn;
          return (
            <span className="flex gap-1">
              <Button variant="link" size="sm" aria-label={t`Edit ${name}`} onClick={() => setEditing(v)}>
                {t`Edit`}
              </Button>
              {onDelete ? (
                <Button
                  variant="link"
                  size="sm"
                  aria-label={t`Delete ${name}`}
                  onClick={() => setDeleting(v)}
                >
                  {t`Delete`}
                </Button>
              ) : null}
            </span>
          );
        },
      });
    }
    const ordinary: DataTableColumn<PlatformLevel>[] = [
      {
        id: 'order',
        header: t`Level order`,
        cell: ({ row }) => row.index + 1,
        meta: { className: 'font-num text-right' },
      },
      ...names,
      {
        accessorKey: 'needGrowth',
        header: t`Growth needed`,
        meta: { className: 'font-num text-right' },
      },
      ...tail,
    ];
    const paid: DataTableColumn<PlatformLevel>[] = [
      ...names,
      {
        id: 'price',
        header: t`Price`,
        cell: ({ row: { original: v } }) => <Price cents={v.price ?? 0} size="sm" tone="neutral" />,
        meta: { className: 'text-right' },
      },
      {
        id: 'term',
        header: t`Term`,
        cell: ({ row: { original: v } }) => {
          const days = v.termDays ?? 0;
          return t`${days} days`;
        },
        meta: { className: 'font-num text-right' },
      },
      ...tail,
    ];
    return { ordinary, paid };
  }, [t, i18n.locale, canEdit, rightsText, onDelete]);
  const addButton = (levelType: number, label: string) =>
    canEdit && onCreate ? (
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => setEditing(blankLevel(levelType))}
      >
        {label}
      </Button>
    ) : null;

  let body;
  if (!list && error) {
    body = (
      <LoadError
        title={t`The member levels could not be loaded`}
        onRetry={onRetry}
        className="rounded bg-neutral-0 p-6"
      />
    );
  } else {
    const levels = list?.levels ?? [];
    // Not loaded yet is never "no levels": the skeleton shows until the list is there.
    const busy = loading || !list;
    body = (
      <>
        <section aria-labelledby={ordinaryId} className="flex flex-col gap-2">
          <h2 id={ordinaryId} className="m-0 text-base font-semibold text-neutral-900">
            {t`Ordinary levels`}
          </h2>
          <p className="m-0 text-sm text-neutral-600">
            {t`Reached by growth; each level needs more growth than the one before it.`}
          </p>
          {addButton(LevelType.ordinary, t`Add level`)}
          <DataTable
            caption={t`Ordinary levels`}
            columns={columns.ordinary}
            data={levels.filter((v) => v.levelType === LevelType.ordinary)}
            getRowId={(v) => String(v.levelId)}
            loading={busy}
            skeletonRows={3}
            empty={<Empty size="sm" title={t`No ordinary levels yet`} />}
          />
        </section>
        <section aria-labelledby={paidId} className="flex flex-col gap-2">
          <h2 id={paidId} className="m-0 text-base font-semibold text-neutral-900">
            {t`Paid plans`}
          </h2>
          <p className="m-0 text-sm text-neutral-600">{t`Bought by shoppers for a term.`}</p>
          {addButton(LevelType.paid, t`Add paid plan`)}
          <DataTable
            caption={t`Paid plans`}
            columns={columns.paid}
            data={levels.filter((v) => v.levelType === LevelType.paid)}
            getRowId={(v) => String(v.levelId)}
            loading={busy}
            skeletonRows={1}
            empty={<Empty size="sm" title={t`No paid plans yet`} />}
          />
        </section>
      </>
    );
  }

  const editingName = (i18n.locale.startsWith('zh') ? editing?.nameZh : editing?.nameEn) ?? '';
  const deletingName = (i18n.locale.startsWith('zh') ? deleting?.nameZh : deleting?.nameEn) ?? '';
  const dialogTitle = !adding
    ? t`Edit the level ${editingName}`
    : editing.levelType === LevelType.paid
      ? t`Add a paid plan`
      : t`Add a level`;
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Member levels`}
        description={t`The levels shoppers reach or buy, and the rights each gives.`}
      />
      {canEdit ? null : (
        <p role="note" className="m-0 rounded bg-neutral-100 px-4 py-2 text-sm text-neutral-700">
          {t`Your role may read the member levels but not change them.`}
        </p>
      )}
      {body}
      <Dialog open={editing !== null} onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}>
        <DialogContent title={dialogTitle} container={dialogContainer}>
          {editing ? (
            <LevelForm
              key={`${editing.levelType}:${editing.levelId}`}
              level={editing}
              rights={rights}
              refusal={refusal}
              refusalField={refusalField}
              onCancel={() => setEditing(null)}
              onSubmit={async (level) => {
                if ('levelId' in level) await onSave(level);
                else await onCreate?.(level);
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {deleting && onDelete ? (
        <DeleteConfirm
          title={t`Delete the level ${deletingName}?`}
          message={t`Its members fall to the level their growth reaches without it. A paid plan that was ever bought cannot be deleted: hide it instead.`}
          confirmText={t`Delete`}
          refusal={deleteRefusal}
          container={dialogContainer}
          onClose={() => setDeleting(null)}
          onDelete={() => onDelete(deleting)}
        />
      ) : null}
    </div>
  );
}

/** A new level of `levelType` as the dialog starts it (id 0: not saved yet). */
function blankLevel(levelType: number): PlatformLevel {
  const paid = levelType === LevelType.paid;
  return {
    levelId: 0,
    levelType,
    nameZh: '',
    nameEn: '',
    needGrowth: 0,
    price: paid ? 0 : null,
    termDays: paid ? 0 : null,
    status: 1,
    seq: 0,
    rightsIds: [],
  };
}

/** The form's fields as typed (numbers as text until checked). */
interface Draft {
  nameZh: string;
  nameEn: string;
  needGrowth: string;
  price: string;
  termDays: string;
  shown: boolean;
  seq: string;
  rightsIds: number[];
}

/** A typed whole number; anything else is NaN, which the schema refuses with its message. */
const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function LevelForm({
  level,
  rights,
  refusal,
  refusalField,
  onCancel,
  onSubmit,
}: {
  level: PlatformLevel;
  rights: PlatformLevelRights[];
  refusal: string | undefined;
  refusalField: PlatformLevelField | undefined;
  onCancel: () => void;
  onSubmit: (level: LevelSave | LevelCreate) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const paid = level.levelType === LevelType.paid;
  const isNew = level.levelId === 0;
  const [draft, setDraft] = useState<Draft>({
    nameZh: level.nameZh,
    nameEn: level.nameEn,
    needGrowth: isNew ? '' : String(level.needGrowth),
    price: level.price === null || isNew ? '' : formatMoney(level.price, { currency: false }),
    termDays: level.termDays === null || isNew ? '' : String(level.termDays),
    shown: level.status === 1,
    seq: String(level.seq),
    rightsIds: level.rightsIds,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const lowest = formatMoney(1);
  const highest = formatMoney(L.priceMax);

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((all) => (field in all ? { ...all, [field]: undefined } : all));
    setFailed(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const formElement = event.currentTarget;
    const fields = {
      nameZh: draft.nameZh,
      nameEn: draft.nameEn,
      ...(paid
        ? {
            price: parseYuan(draft.price) ?? Number.NaN,
            termDays: wholeOf(draft.termDays),
            status: draft.shown ? 1 : 0,
            seq: wholeOf(draft.seq),
          }
        : { needGrowth: wholeOf(draft.needGrowth) }),
      // In the rights' order, as the list shows them.
      rightsIds: rights.map((r) => r.rightsId).filter((id) => draft.rightsIds.includes(id)),
    };
    const parsed = isNew
      ? PlatformLevelCreateParam.safeParse({ levelType: level.levelType, ...fields })
      : PlatformLevelParam.safeParse({ levelId: level.levelId, ...fields });
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, string>> = Object.fromEntries(
        Object.entries(fieldErrors(parsed)).map(([key, descriptor]) => [key, i18n._(descriptor)]),
      );
      // The domain's message counts fen, as the wire does; the field is typed in yuan.
      if (found.price !== undefined) found.price = t`Please enter a price from ${lowest} to ${highest}`;
      setProblems(found);
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    setFailed(false);
    setPending(true);
    try {
      await onSubmit(parsed.data);
    } catch {
      // The app's refusal is shown; the form stays as it is.
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  // The server's refusal, at its field when it names one, else on top.
  const refused = failed && refusal ? refusal : undefined;
  const at = (field: PlatformLevelField) => (refused && refusalField === field ? refused : undefined);
  const onTop = refused && !refusalField ? refused : undefined;
  const rightsProblem = problems.rightsIds ?? at('rightsIds');
  const zh = i18n.locale.startsWith('zh');

  return (
    <form
      noValidate
      aria-label={isNew ? (paid ? t`Add a paid plan` : t`Add a level`) : t`Edit the level`}
      aria-describedby={onTop ? refusalId : undefined}
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => void submit(event)}
    >
      {onTop ? <FormAlert id={refusalId}>{onTop}</FormAlert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label={t`Level name (Chinese)`}
          value={draft.nameZh}
          maxLength={L.levelNameMax}
          disabled={pending}
          error={problems.nameZh}
          onChange={(e) => change('nameZh', e.target.value)}
        />
        <Input
          label={t`Level name (English)`}
          value={draft.nameEn}
          maxLength={L.levelNameMax}
          disabled={pending}
          error={problems.nameEn}
          onChange={(e) => change('nameEn', e.target.value)}
        />
      </div>
      {paid ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Input
            label={t`Price (yuan)`}
            inputMode="decimal"
            value={draft.price}
            disabled={pending}
            error={problems.price ?? at('price')}
            onChange={(e) => change('price', e.target.value)}
          />
          <Input
            label={t`Term (days)`}
            inputMode="numeric"
            value={draft.termDays}
            disabled={pending}
            error={problems.termDays ?? at('termDays')}
            onChange={(e) => change('termDays', e.target.value)}
          />
          <Input
            label={t`Order among the plans`}
            inputMode="numeric"
            value={draft.seq}
            disabled={pending}
            error={problems.seq ?? at('seq')}
            hint={t`Smaller first on the storefront.`}
            onChange={(e) => change('seq', e.target.value)}
          />
          <Checkbox
            label={t`Shown and on sale`}
            checked={draft.shown}
            disabled={pending}
            onCheckedChange={(checked) => change('shown', checked === true)}
          />
        </div>
      ) : (
        <Input
          label={t`Growth needed`}
          inputMode="numeric"
          value={draft.needGrowth}
          disabled={pending}
          error={problems.needGrowth ?? at('needGrowth')}
          hint={t`More than the level before it needs, less than the level after it.`}
          onChange={(e) => change('needGrowth', e.target.value)}
        />
      )}
      <fieldset
        className="m-0 flex flex-col gap-2 border-0 p-0"
        aria-invalid={rightsProblem ? true : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-neutral-800">{t`Rights it gives`}</legend>
        {rights.length === 0 ? (
          <p className="m-0 text-sm text-neutral-500">{t`No rights to choose from yet.`}</p>
        ) : (
          <div className="grid gap-2 md:grid-cols-2">
            {rights.map((r) => (
              <Checkbox
                key={r.rightsId}
                label={zh ? r.nameZh : r.nameEn}
                checked={draft.rightsIds.includes(r.rightsId)}
                disabled={pending}
                onCheckedChange={(checked) =>
                  change(
                    'rightsIds',
                    checked === true
                      ? [...draft.rightsIds, r.rightsId]
                      : draft.rightsIds.filter((id) => id !== r.rightsId),
                  )
                }
              />
            ))}
          </div>
        )}
        {rightsProblem ? (
          <p role="alert" className="m-0 text-sm text-danger">
            {rightsProblem}
          </p>
        ) : null}
      </fieldset>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={pending}>
          {t`Save`}
        </Button>
      </div>
    </form>
  );
}
