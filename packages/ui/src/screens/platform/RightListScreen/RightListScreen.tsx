// The platform console's level rights (issue 18 item 5, decisions/0108; the rights of GET /platform/level/list,
// POST, PUT and DELETE /platform/levelRights): one table of every right in its order — its name in the
// console's language, the member price as the percent paid (95: members pay 95% of the price, shown as
// the wire keeps it), free shipping, the extra sign-in points and the levels that give it. An edit dialog
// with every field in both languages, checked with the domain's `PlatformLevelRightsParam`; the server's
// refusal is shown at the field it belongs to (`refusalField`, domain `levelRightsFieldOf`) or on top of
// the form. Deleting asks first (DeleteConfirm) and shows the server's refusal there (a right a level
// gives is refused). Read only when `canEdit` is false. Props in, callbacks out: a rejected `onSave` keeps
// the dialog open.
import { useId, useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  PlatformLevelRightsCreateParam,
  PlatformLevelRightsParam,
  PLATFORM_LOYALTY_LIMITS as L,
  type PlatformLevelList,
  type PlatformLevelRights,
  type PlatformLevelRightsField,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { DataTable, type DataTableColumn } from '../../../console/DataTable/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { LoadError } from '../../../mall/PagedList/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { DeleteConfirm } from '../DeleteConfirm/index.ts';

/** What `onSave` gets: the checked right as PUT /platform/levelRights takes it. */
export type RightsSave = ReturnType<typeof PlatformLevelRightsParam.parse>;
/** What `onCreate` gets: the checked new right as POST /platform/levelRights takes it. */
export type RightsCreate = ReturnType<typeof PlatformLevelRightsCreateParam.parse>;

export interface RightListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The levels and every right (GET /platform/level/list); undefined until loaded. */
  list?: PlatformLevelList | undefined;
  loading?: boolean | undefined;
  /** The rights could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change them (`platformRoleMay(role, 'marketing', true)`). */
  canEdit: boolean;
  /** Sends the edited right; resolves once saved (the dialog closes), rejects when refused. */
  onSave: (rights: RightsSave) => Promise<void>;
  /** Sends a new right; resolves once added (the dialog closes), rejects when refused. */
  onCreate: (rights: RightsCreate) => Promise<void>;
  /** The server's refusal of the last save or addition, shown in the dialog. */
  refusal?: string | undefined;
  /** The field the refusal belongs to (domain `levelRightsFieldOf` of its message id); else on top. */
  refusalField?: PlatformLevelRightsField | undefined;
  /** Deletes a right; resolves once deleted, rejects when refused (shown as `deleteRefusal`). */
  onDelete: (rights: PlatformLevelRights) => Promise<void>;
  /** The server's refusal of the last delete, shown in the question. */
  deleteRefusal?: string | undefined;
  /** Where the dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

export function RightListScreen({
  list,
  loading = false,
  error = false,
  onRetry,
  canEdit,
  onSave,
  onCreate,
  refusal,
  refusalField,
  onDelete,
  deleteRefusal,
  dialogContainer,
  className,
  ...props
}: RightListScreenProps) {
  const { t, i18n } = useLingui();
  const zh = i18n.locale.startsWith('zh');
  const [editing, setEditing] = useState<PlatformLevelRights | null>(null);
  const [deleting, setDeleting] = useState<PlatformLevelRights | null>(null);
  const nameOf = (r: { nameZh: string; nameEn: string }) => (zh ? r.nameZh : r.nameEn);

  const columns = useMemo(() => {
    const levels = list?.levels ?? [];
    const givenBy = (r: PlatformLevelRights) =>
      levels
        .filter((l) => l.rightsIds.includes(r.rightsId))
        .map((l) => (zh ? l.nameZh : l.nameEn))
        .join(zh ? '、' : ', ');
    const all: DataTableColumn<PlatformLevelRights>[] = [
      { accessorKey: 'seq', header: t`Display order`, meta: { className: 'font-num text-right' } },
      {
        id: 'name',
        header: t`Level right`,
        cell: ({ row: { original: r } }) => (
          <span className="flex flex-col">
            <span>{zh ? r.nameZh : r.nameEn}</span>
            <span className="text-xs text-neutral-500">{zh ? r.descriptionZh : r.descriptionEn}</span>
          </span>
        ),
      },
      {
        id: 'discount',
        header: t`Member price (percent paid)`,
        cell: ({ row: { original: r } }) =>
          r.discountPercent === null ? (
            <span className="text-neutral-500">{t`None`}</span>
          ) : (
            `${r.discountPercent}%`
          ),
        meta: { className: 'font-num text-right' },
      },
      {
        id: 'freeShipping',
        header: t`Free shipping`,
        cell: ({ row: { original: r } }) => (r.freeShipping ? t`Yes` : t`No`),
      },
      {
        accessorKey: 'signInScore',
        header: t`Extra sign-in points`,
        meta: { className: 'font-num text-right' },
      },
      {
        id: 'levels',
        header: t`Given by`,
        cell: ({ row: { original: r } }) =>
          givenBy(r) || <span className="text-neutral-500">{t`No level`}</span>,
      },
    ];
    if (canEdit)
      all.push({
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: r } }) => {
          const name = zh ? r.nameZh : r.nameEn;
          return (
            <span className="flex gap-1">
              <Button variant="link" size="sm" aria-label={t`Edit ${name}`} onClick={() => setEditing(r)}>
                {t`Edit`}
              </Button>
              <Button variant="link" size="sm" aria-label={t`Delete ${name}`} onClick={() => setDeleting(r)}>
                {t`Delete`}
              </Button>
            </span>
          );
        },
      });
    return all;
  }, [t, zh, list, canEdit]);

  const rights = list?.rights ?? [];
  const body =
    !list && error ? (
      <LoadError
        title={t`The level rights could not be loaded`}
        onRetry={onRetry}
        className="rounded bg-neutral-0 p-6"
      />
    ) : (
      <>
        {canEdit ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => setEditing(blankRights(rights))}
          >
            {t`Add right`}
          </Button>
        ) : null}
        <DataTable
          caption={t`Level rights`}
          columns={columns}
          data={rights}
          getRowId={(r) => String(r.rightsId)}
          // Not loaded yet is never "no rights": the skeleton shows until the list is there.
          loading={loading || !list}
          skeletonRows={4}
          empty={<Empty size="sm" title={t`No rights yet`} />}
        />
      </>
    );

  const adding = editing !== null && editing.rightsId === 0;
  const editingName = editing ? nameOf(editing) : '';
  const deletingName = deleting ? nameOf(deleting) : '';
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Level rights`}
        description={t`What a level gives: a member price, free shipping, extra sign-in points. A level gives a right once it is ticked in the level's dialog.`}
      />
      {canEdit ? null : (
        <p role="note" className="m-0 rounded bg-neutral-100 px-4 py-2 text-sm text-neutral-700">
          {t`Your role may read the level rights but not change them.`}
        </p>
      )}
      {body}
      <Dialog open={editing !== null} onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}>
        <DialogContent
          title={adding ? t`Add a right` : t`Edit the right ${editingName}`}
          container={dialogContainer}
        >
          {editing ? (
            <RightsForm
              key={editing.rightsId}
              rights={editing}
              refusal={refusal}
              refusalField={refusalField}
              onCancel={() => setEditing(null)}
              onSubmit={async (checked) => {
                if ('rightsId' in checked) await onSave(checked);
                else await onCreate(checked);
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {deleting ? (
        <DeleteConfirm
          title={t`Delete the right ${deletingName}?`}
          message={t`A right that a level gives cannot be deleted: remove it from every level first.`}
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

/** A new right as the dialog starts it (id 0: not saved yet), ordered after the last one. */
function blankRights(rights: readonly PlatformLevelRights[]): PlatformLevelRights {
  const last = rights.reduce((most, r) => Math.max(most, r.seq), -1);
  return {
    rightsId: 0,
    nameZh: '',
    nameEn: '',
    descriptionZh: '',
    descriptionEn: '',
    discountPercent: null,
    freeShipping: false,
    signInScore: 0,
    seq: Math.min(last + 1, L.seqMax),
  };
}

/** The form's fields as typed (numbers as text until checked). */
interface Draft {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  discountPercent: string;
  freeShipping: boolean;
  signInScore: string;
  seq: string;
}

/** A typed whole number; anything else is NaN, which the schema refuses with its message. */
const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function RightsForm({
  rights,
  refusal,
  refusalField,
  onCancel,
  onSubmit,
}: {
  rights: PlatformLevelRights;
  refusal: string | undefined;
  refusalField: PlatformLevelRightsField | undefined;
  onCancel: () => void;
  onSubmit: (rights: RightsSave | RightsCreate) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const isNew = rights.rightsId === 0;
  const [draft, setDraft] = useState<Draft>({
    nameZh: rights.nameZh,
    nameEn: rights.nameEn,
    descriptionZh: rights.descriptionZh,
    descriptionEn: rights.descriptionEn,
    discountPercent: rights.discountPercent === null ? '' : String(rights.discountPercent),
    freeShipping: rights.freeShipping,
    signInScore: String(rights.signInScore),
    seq: String(rights.seq),
  });
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

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
      descriptionZh: draft.descriptionZh,
      descriptionEn: draft.descriptionEn,
      // Blank: no member price.
      discountPercent: draft.discountPercent.trim() === '' ? null : wholeOf(draft.discountPercent),
      freeShipping: draft.freeShipping,
      signInScore: wholeOf(draft.signInScore),
      seq: wholeOf(draft.seq),
    };
    const parsed = isNew
      ? PlatformLevelRightsCreateParam.safeParse(fields)
      : PlatformLevelRightsParam.safeParse({ rightsId: rights.rightsId, ...fields });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          Object.entries(fieldErrors(parsed)).map(([key, descriptor]) => [key, i18n._(descriptor)]),
        ),
      );
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
  const at = (field: PlatformLevelRightsField) => (refused && refusalField === field ? refused : undefined);
  const onTop = refused && !refusalField ? refused : undefined;
  const text = (field: 'nameZh' | 'nameEn' | 'descriptionZh' | 'descriptionEn', label: string) => (
    <Input
      label={label}
      value={draft[field]}
      maxLength={field.startsWith('name') ? L.rightsNameMax : L.rightsDescriptionMax}
      disabled={pending}
      error={problems[field] ?? at(field.startsWith('name') ? 'name' : 'description')}
      onChange={(e) => change(field, e.target.value)}
    />
  );

  return (
    <form
      noValidate
      aria-label={isNew ? t`Add a right` : t`Edit the right`}
      aria-describedby={onTop ? refusalId : undefined}
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => void submit(event)}
    >
      {onTop ? <FormAlert id={refusalId}>{onTop}</FormAlert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {text('nameZh', t`Right name (Chinese)`)}
        {text('nameEn', t`Right name (English)`)}
        {text('descriptionZh', t`Right description (Chinese)`)}
        {text('descriptionEn', t`Right description (English)`)}
        <Input
          label={t`Member price (percent paid)`}
          inputMode="numeric"
          value={draft.discountPercent}
          disabled={pending}
          error={problems.discountPercent ?? at('discountPercent')}
          hint={t`95 means members pay 95% of the price; blank: no member price.`}
          onChange={(e) => change('discountPercent', e.target.value)}
        />
        <Input
          label={t`Extra sign-in points`}
          inputMode="numeric"
          value={draft.signInScore}
          disabled={pending}
          error={problems.signInScore ?? at('signInScore')}
          onChange={(e) => change('signInScore', e.target.value)}
        />
        <Input
          label={t`Display order`}
          inputMode="numeric"
          value={draft.seq}
          disabled={pending}
          error={problems.seq ?? at('seq')}
          hint={t`Smaller first on the level page.`}
          onChange={(e) => change('seq', e.target.value)}
        />
        <Checkbox
          label={t`Free shipping`}
          checked={draft.freeShipping}
          disabled={pending}
          onCheckedChange={(checked) => change('freeShipping', checked === true)}
        />
      </div>
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
