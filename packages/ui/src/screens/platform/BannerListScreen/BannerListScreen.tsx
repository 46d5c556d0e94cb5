// The platform console's home banners (issue 18 item 3; /platform/indexImg/..., decisions/0085): a
// DataTable of the banners (picture, titles in both languages, the linked product, order, shown or not)
// filtered by PC or mobile, an add/edit dialog (the picture uploaded with its preview, both titles, the
// order, PC or mobile, the linked product's id, shown) checked with the domain's `PlatformIndexImgParam`,
// and delete, asked first. Read only when `canEdit` is false (no buttons). Props in, callbacks out: the
// app sends; a rejected `onSave`/`onDelete` keeps the dialog open with the app's `refusal`.
import { useId, useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  PlatformIndexImgParam,
  PLATFORM_CONTENT_LIMITS as L,
  type Page,
  type PlatformIndexImg,
} from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { ImageListEditor } from '../../../console/ImageListEditor/index.ts';
import { ListFrame } from '../../../console/ListFrame/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { DeleteConfirm } from '../DeleteConfirm/index.ts';

/** The list's filter and page, as GET /platform/indexImg/page takes them (imgType -1: both). */
export interface BannerListQuery {
  imgType: -1 | 0 | 1;
  current: number;
  size: number;
}

export const emptyBannerFilters = { imgType: -1 } as const satisfies Omit<
  BannerListQuery,
  'current' | 'size'
>;

/** What `onSave` gets: the checked banner (POST), with its `id` for an edit (PUT). */
export type BannerSave = ReturnType<typeof PlatformIndexImgParam.parse> & { id?: number };

export interface BannerListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  page?: Page<PlatformIndexImg> | undefined;
  query: BannerListQuery;
  onQueryChange: (query: BannerListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change the content (`platformRoleMay(role, 'content', true)`). */
  canEdit: boolean;
  /** Sends a new banner (no id) or a changed one; resolves once saved (the dialog closes). */
  onSave: (banner: BannerSave) => Promise<void>;
  /** Deletes a banner; resolves once deleted. */
  onDelete: (id: number) => Promise<void>;
  /** Uploads the picture (POST /platform/file/upload) and resolves its URL. */
  onUploadImage: (file: File) => Promise<string>;
  /** The server's refusal of the last save or delete, shown in its dialog. */
  refusal?: string | undefined;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

type Open = { kind: 'edit'; row: PlatformIndexImg | null } | { kind: 'delete'; row: PlatformIndexImg } | null;

export function BannerListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  canEdit,
  onSave,
  onDelete,
  onUploadImage,
  refusal,
  dialogContainer,
  ...props
}: BannerListScreenProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const name = open?.kind === 'delete' ? open.row.title : '';
  const typeLabel = useMemo(() => ({ 1: t`PC`, 0: t`Mobile site` }) as Record<number, string>, [t]);
  const columns = useMemo<DataTableColumn<PlatformIndexImg>[]>(() => {
    const all: DataTableColumn<PlatformIndexImg>[] = [
      {
        id: 'image',
        header: t`Picture`,
        cell: ({ row: { original: v } }) => (
          <img src={v.imgUrl} alt={v.title} className="h-10 w-24 shrink-0 rounded object-cover" />
        ),
      },
      {
        id: 'title',
        header: t`Title`,
        cell: ({ row: { original: v } }) => (
          <span className="flex flex-col">
            <span>{v.title}</span>
            <span lang="en" className="text-sm text-neutral-600">
              {v.titleEn}
            </span>
          </span>
        ),
      },
      {
        id: 'imgType',
        header: t`Shown on`,
        cell: ({ row: { original: v } }) => typeLabel[v.imgType] ?? String(v.imgType),
      },
      {
        id: 'product',
        header: t`Linked product`,
        cell: ({ row: { original: v } }) =>
          v.relation === null ? (
            <span className="text-neutral-600">{t`No link`}</span>
          ) : (
            <span className="flex flex-col">
              <span>{v.prodName ?? ''}</span>
              <span className="font-num text-sm text-neutral-600">{`ID ${v.relation}`}</span>
            </span>
          ),
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
          const name = v.title;
          return (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button
                variant="link"
                size="sm"
                aria-label={t`Edit ${name}`}
                onClick={() => setOpen({ kind: 'edit', row: v })}
              >
                {t`Edit`}
              </Button>
              <Button
                variant="link"
                size="sm"
                aria-label={t`Delete ${name}`}
                onClick={() => setOpen({ kind: 'delete', row: v })}
              >
                {t`Delete`}
              </Button>
            </div>
          );
        },
      },
    ];
  }, [t, typeLabel, canEdit]);

  const add = canEdit ? (
    <Button onClick={() => setOpen({ kind: 'edit', row: null })}>{t`Add a banner`}</Button>
  ) : null;

  return (
    <>
      <ListFrame
        title={t`Home banners`}
        description={t`The pictures at the top of the storefront's home page, in order.`}
        actions={add}
        query={query}
        emptyFilters={emptyBannerFilters}
        onQueryChange={onQueryChange}
        readFilters={(values) => ({
          imgType: Number(values.imgType ?? -1) as BannerListQuery['imgType'],
        })}
        filters={
          <Select
            name="imgType"
            label={t`Shown on`}
            defaultValue={String(query.imgType)}
            options={([-1, 1, 0] as const).map((value) => ({
              value: String(value),
              label: value === -1 ? t`All` : (typeLabel[value] ?? ''),
            }))}
          />
        }
        page={page}
        columns={columns}
        getRowId={(v) => String(v.id)}
        loading={loading}
        error={error ? (errorText ?? t`The banners could not be loaded`) : undefined}
        onRetry={onRetry}
        noMatchTitle={t`No banner matches this filter`}
        empty={<Empty size="sm" title={t`No banners yet`} description={t`The home page shows no banner.`} />}
        {...props}
      />
      <Dialog open={open?.kind === 'edit'} onOpenChange={(isOpen) => (isOpen ? null : close())}>
        <DialogContent
          title={open?.kind === 'edit' && open.row ? t`Edit the banner` : t`Add a banner`}
          container={dialogContainer}
        >
          {open?.kind === 'edit' ? (
            <BannerForm
              key={open.row?.id ?? 'new'}
              row={open.row}
              refusal={refusal}
              onUploadImage={onUploadImage}
              onCancel={close}
              onSubmit={async (banner) => {
                await onSave(banner);
                close();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {open?.kind === 'delete' ? (
        <DeleteConfirm
          title={t`Delete the banner ${name}?`}
          message={t`The home page no longer shows it. This cannot be undone.`}
          confirmText={t`Delete`}
          refusal={refusal}
          container={dialogContainer}
          onClose={close}
          onDelete={() => onDelete(open.row.id)}
        />
      ) : null}
    </>
  );
}

/** The form's fields as typed (numbers as text until checked). */
interface Draft {
  imgUrl: string;
  title: string;
  titleEn: string;
  seq: string;
  imgType: '0' | '1';
  relation: string;
  status: boolean;
}

function draftOf(row: PlatformIndexImg | null): Draft {
  return {
    imgUrl: row?.imgUrl ?? '',
    title: row?.title ?? '',
    titleEn: row?.titleEn ?? '',
    seq: String(row?.seq ?? 0),
    imgType: row?.imgType === 0 ? '0' : '1',
    relation: row?.relation === null || row?.relation === undefined ? '' : String(row.relation),
    status: row ? row.status === 1 : true,
  };
}

/** Text as a number for the rule: blank and non-numbers stay text, so the rule names them. */
const numberOf = (text: string): number | string =>
  /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text;

function BannerForm({
  row,
  refusal,
  onUploadImage,
  onCancel,
  onSubmit,
}: {
  row: PlatformIndexImg | null;
  refusal?: string | undefined;
  onUploadImage: (file: File) => Promise<string>;
  onCancel: () => void;
  onSubmit: (banner: BannerSave) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((all) => (field in all ? { ...all, [field]: undefined } : all));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || uploading) return;
    const formElement = event.currentTarget;
    const parsed = PlatformIndexImgParam.safeParse({
      imgUrl: draft.imgUrl,
      title: draft.title,
      titleEn: draft.titleEn,
      seq: numberOf(draft.seq),
      imgType: Number(draft.imgType),
      relation: draft.relation.trim() === '' ? null : numberOf(draft.relation),
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
      await onSubmit(row ? { ...parsed.data, id: row.id } : parsed.data);
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
      aria-label={row ? t`Edit the banner` : t`Add a banner`}
      aria-describedby={failed && refusal ? refusalId : undefined}
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => void submit(event)}
    >
      <div role="group" aria-label={t`Picture`} className="flex flex-col gap-1">
        <span className="text-sm font-medium text-neutral-800">{t`Picture`}</span>
        <ImageListEditor
          value={draft.imgUrl ? [draft.imgUrl] : []}
          onChange={(urls) => change('imgUrl', urls[0] ?? '')}
          onUploadImage={onUploadImage}
          onBusyChange={setUploading}
          max={1}
          disabled={pending}
          error={problems.imgUrl}
        />
        <span className="text-xs text-neutral-600">{t`A wide picture, e.g. 1200 × 400 on PC, 750 × 350 on mobile.`}</span>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label={t`Title (Chinese)`}
          value={draft.title}
          maxLength={L.titleMax}
          disabled={pending}
          error={problems.title}
          onChange={(e) => change('title', e.target.value)}
        />
        <Input
          label={t`Title (English)`}
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
        <Select
          label={t`Shown on`}
          value={draft.imgType}
          disabled={pending}
          onValueChange={(value) => change('imgType', value === '0' ? '0' : '1')}
          options={[
            { value: '1', label: t`PC` },
            { value: '0', label: t`Mobile site` },
          ]}
        />
        <Input
          label={t`Linked product ID (optional)`}
          inputMode="numeric"
          value={draft.relation}
          disabled={pending}
          error={problems.relation}
          hint={t`A product on sale; the banner opens its page.`}
          onChange={(e) => change('relation', e.target.value)}
        />
      </div>
      <Checkbox
        label={t`Shown on the home page`}
        checked={draft.status}
        disabled={pending}
        onCheckedChange={(checked) => change('status', checked === true)}
      />
      {failed && refusal ? <FormAlert id={refusalId}>{refusal}</FormAlert> : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={pending} disabled={uploading}>
          {t`Save`}
        </Button>
      </div>
    </form>
  );
}
