// The platform console's hot search words (issue 18 item 3; /platform/hotSearch/..., decisions/0085): a
// short unpaged DataTable of the words (both languages, order, shown or not), an add/edit dialog checked
// with the domain's `PlatformHotSearchParam`, and delete, asked first. Read only when `canEdit` is false
// (no buttons). Props in, callbacks out: a rejected `onSave`/`onDelete` keeps its dialog open with the
// app's `refusal`.
import { useId, useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  PlatformHotSearchParam,
  PLATFORM_CONTENT_LIMITS as L,
  type PlatformHotSearch,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { DataTable, type DataTableColumn } from '../../../console/DataTable/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { DeleteConfirm } from '../DeleteConfirm/index.ts';

/** What `onSave` gets: the checked word (POST), with its `hotSearchId` for an edit (PUT). */
export type HotSearchSave = ReturnType<typeof PlatformHotSearchParam.parse> & { hotSearchId?: number };

export interface HotSearchScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Every word (GET /platform/hotSearch/list); undefined until loaded. */
  words?: PlatformHotSearch[] | undefined;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change the content (`platformRoleMay(role, 'content', true)`). */
  canEdit: boolean;
  /** Sends a new word (no id) or a changed one; resolves once saved (the dialog closes). */
  onSave: (word: HotSearchSave) => Promise<void>;
  /** Deletes a word; resolves once deleted. */
  onDelete: (hotSearchId: number) => Promise<void>;
  /** The server's refusal of the last save or delete, shown in its dialog. */
  refusal?: string | undefined;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

type Open =
  { kind: 'edit'; row: PlatformHotSearch | null } | { kind: 'delete'; row: PlatformHotSearch } | null;

export function HotSearchScreen({
  words,
  loading = false,
  error = false,
  onRetry,
  canEdit,
  onSave,
  onDelete,
  refusal,
  dialogContainer,
  className,
  ...props
}: HotSearchScreenProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const name = open?.kind === 'delete' ? open.row.title : '';
  const columns = useMemo<DataTableColumn<PlatformHotSearch>[]>(() => {
    const all: DataTableColumn<PlatformHotSearch>[] = [
      { accessorKey: 'title', header: t`Word (Chinese)` },
      {
        id: 'titleEn',
        header: t`Word (English)`,
        cell: ({ row: { original: v } }) => <span lang="en">{v.titleEn}</span>,
      },
      { accessorKey: 'seq', header: t`Sort order`, meta: { className: 'font-num text-right' } },
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
    if (!canEdit) return all;
    return [
      ...all,
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: v } }) => {
          const word = v.title;
          return (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button
                variant="link"
                size="sm"
                aria-label={t`Edit ${word}`}
                onClick={() => setOpen({ kind: 'edit', row: v })}
              >
                {t`Edit`}
              </Button>
              <Button
                variant="link"
                size="sm"
                aria-label={t`Delete ${word}`}
                onClick={() => setOpen({ kind: 'delete', row: v })}
              >
                {t`Delete`}
              </Button>
            </div>
          );
        },
      },
    ];
  }, [t, canEdit]);

  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Hot search words`}
        description={t`The words offered under the storefront's search box, in order.`}
        actions={
          canEdit ? (
            <Button onClick={() => setOpen({ kind: 'edit', row: null })}>{t`Add a word`}</Button>
          ) : null
        }
      />
      <DataTable
        caption={t`Hot search words`}
        columns={columns}
        data={words ?? []}
        getRowId={(v) => String(v.hotSearchId)}
        loading={loading && !words}
        error={error ? t`The hot search words could not be loaded` : undefined}
        onRetry={onRetry}
        empty={
          <Empty
            size="sm"
            title={t`No hot search words yet`}
            description={t`The search box offers no words.`}
          />
        }
      />
      <Dialog open={open?.kind === 'edit'} onOpenChange={(isOpen) => (isOpen ? null : close())}>
        <DialogContent
          title={open?.kind === 'edit' && open.row ? t`Edit the word` : t`Add a word`}
          container={dialogContainer}
        >
          {open?.kind === 'edit' ? (
            <WordForm
              key={open.row?.hotSearchId ?? 'new'}
              row={open.row}
              refusal={refusal}
              onCancel={close}
              onSubmit={async (word) => {
                await onSave(word);
                close();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {open?.kind === 'delete' ? (
        <DeleteConfirm
          title={t`Delete the hot search word ${name}?`}
          message={t`The search box no longer offers it. This cannot be undone.`}
          confirmText={t`Delete`}
          refusal={refusal}
          container={dialogContainer}
          onClose={close}
          onDelete={() => onDelete(open.row.hotSearchId)}
        />
      ) : null}
    </div>
  );
}

interface Draft {
  title: string;
  titleEn: string;
  seq: string;
  status: boolean;
}

function WordForm({
  row,
  refusal,
  onCancel,
  onSubmit,
}: {
  row: PlatformHotSearch | null;
  refusal?: string | undefined;
  onCancel: () => void;
  onSubmit: (word: HotSearchSave) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const [draft, setDraft] = useState<Draft>({
    title: row?.title ?? '',
    titleEn: row?.titleEn ?? '',
    seq: String(row?.seq ?? 0),
    status: row ? row.status === 1 : true,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((all) => (field in all ? { ...all, [field]: undefined } : all));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const formElement = event.currentTarget;
    const parsed = PlatformHotSearchParam.safeParse({
      title: draft.title,
      titleEn: draft.titleEn,
      seq: /^\s*\d+\s*$/.test(draft.seq) ? Number(draft.seq) : draft.seq,
      status: draft.status ? 1 : 0,
    });
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
      await onSubmit(row ? { ...parsed.data, hotSearchId: row.hotSearchId } : parsed.data);
    } catch {
      // The app's refusal is shown; the form stays as it is.
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={row ? t`Edit the word` : t`Add a word`}
      aria-describedby={failed && refusal ? refusalId : undefined}
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => void submit(event)}
    >
      <Input
        label={t`Word (Chinese)`}
        value={draft.title}
        maxLength={L.titleMax}
        disabled={pending}
        error={problems.title}
        onChange={(e) => change('title', e.target.value)}
      />
      <Input
        label={t`Word (English)`}
        value={draft.titleEn}
        maxLength={L.titleMax}
        disabled={pending}
        error={problems.titleEn}
        onChange={(e) => change('titleEn', e.target.value)}
      />
      <Input
        label={t`Sort order`}
        inputMode="numeric"
        value={draft.seq}
        disabled={pending}
        error={problems.seq}
        hint={t`Smaller first.`}
        onChange={(e) => change('seq', e.target.value)}
      />
      <Checkbox
        label={t`Shown under the search box`}
        checked={draft.status}
        disabled={pending}
        onCheckedChange={(checked) => change('status', checked === true)}
      />
      {failed && refusal ? <FormAlert id={refusalId}>{refusal}</FormAlert> : null}
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
