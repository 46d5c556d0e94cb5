// The platform console's home sections (issue 18 item 3; /platform/prodTag/..., decisions/0103): a
// DataTable of the tagged sections of the home page (order, title in the console's language with the
// other below, layout, products count, shown or hidden), an add/edit dialog (both titles, order, layout,
// shown, and the section's products in their order: move up or down, remove, "Add products" through the
// console's ProductPicker) checked with the domain's `PlatformProdTagParam`, and delete, asked first. A
// role that may only read sees the list and opens a section to look (nothing to change). Props in,
// callbacks out: the app loads the opened section (`onOpenSection`, `detail`) and runs the picker's search
// (`productSearch`); a rejected `onSave`/`onDelete` keeps its dialog open with the app's `refusal`, at its
// field when `refusalField` names one, else above the form.
import { useId, useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  PlatformProdTagParam,
  PLATFORM_CONTENT_LIMITS as L,
  PLATFORM_PROD_TAG_LIMITS,
  PROD_TAG_STYLES,
  type PlatformProdRow,
  type PlatformProdTag,
  type PlatformProdTagDetail,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { DataTable, type DataTableColumn } from '../../../console/DataTable/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { ProductPicker, type ProductPickerSearch } from '../../../console/ProductPicker/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { DeleteConfirm } from '../DeleteConfirm/index.ts';

/** What `onSave` gets: the checked section (POST), with its `id` for an edit (PUT). */
export type HomeSectionSave = ReturnType<typeof PlatformProdTagParam.parse> & { id?: number };

/** The form's fields a refusal can be placed at (domain `prodTagFieldOf`). */
export type HomeSectionField = 'title' | 'seq' | 'prodIds';

export interface HomeSectionListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Every section (GET /platform/prodTag/list); undefined until loaded. */
  sections?: PlatformProdTag[] | undefined;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change the content (`platformRoleMay(role, 'content', true)`). */
  canEdit: boolean;
  /** The section opened for edit or a look (its id), or none (null) when the dialog closes or is new. */
  onOpenSection: (id: number | null) => void;
  /** The opened section with its products (GET /platform/prodTag/info); the form waits for it. */
  detail?: PlatformProdTagDetail | undefined;
  detailError?: boolean | undefined;
  onDetailRetry?: (() => void) | undefined;
  /** The product picker's search, run by the app. */
  productSearch: ProductPickerSearch;
  /** Sends a new section (no id) or a changed one; resolves once saved (the dialog closes). */
  onSave: (section: HomeSectionSave) => Promise<void>;
  /** Deletes a section; resolves once deleted. */
  onDelete: (id: number) => Promise<void>;
  /** The server's refusal of the last save or delete, shown in its dialog. */
  refusal?: string | undefined;
  /** The field the refusal belongs to; none: shown above the form. */
  refusalField?: HomeSectionField | undefined;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

type Open = { kind: 'edit'; row: PlatformProdTag | null } | { kind: 'delete'; row: PlatformProdTag } | null;

export function HomeSectionListScreen({
  sections,
  loading = false,
  error = false,
  onRetry,
  canEdit,
  onOpenSection,
  detail,
  detailError = false,
  onDetailRetry,
  productSearch,
  onSave,
  onDelete,
  refusal,
  refusalField,
  dialogContainer,
  className,
  ...props
}: HomeSectionListScreenProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const en = i18n.locale === 'en';
  const titleOf = (v: PlatformProdTag) => (en ? v.titleEn : v.title);
  const edit = (row: PlatformProdTag | null) => {
    setOpen({ kind: 'edit', row });
    onOpenSection(row?.id ?? null);
  };
  const close = () => {
    if (open?.kind === 'edit') onOpenSection(null);
    setOpen(null);
  };
  const styleLabel = useStyleLabels();
  const columns = useMemo<DataTableColumn<PlatformProdTag>[]>(() => {
    const all: DataTableColumn<PlatformProdTag>[] = [
      { accessorKey: 'seq', header: t`Sort order`, meta: { className: 'font-num w-24' } },
      {
        id: 'title',
        header: t`Title`,
        cell: ({ row: { original: v } }) => (
          <span className="flex flex-col">
            <span lang={en ? 'en' : 'zh-CN'}>{en ? v.titleEn : v.title}</span>
            <span lang={en ? 'zh-CN' : 'en'} className="text-sm text-neutral-600">
              {en ? v.title : v.titleEn}
            </span>
          </span>
        ),
      },
      {
        id: 'style',
        header: t`Layout`,
        cell: ({ row: { original: v } }) =>
          (styleLabel as Record<number, string | undefined>)[v.style] ?? String(v.style),
      },
      { accessorKey: 'prodCount', header: t`Products`, meta: { align: 'right', className: 'font-num' } },
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
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: v } }) => {
          const name = en ? v.titleEn : v.title;
          return canEdit ? (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button variant="link" size="sm" aria-label={t`Edit ${name}`} onClick={() => edit(v)}>
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
          ) : (
            <Button variant="link" size="sm" aria-label={t`View ${name}`} onClick={() => edit(v)}>
              {t`View`}
            </Button>
          );
        },
      },
    ];
    return all;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `edit` only sets state and calls back
  }, [t, en, styleLabel, canEdit]);

  const editing = open?.kind === 'edit' ? open.row : undefined;
  const name = open?.kind === 'delete' ? titleOf(open.row) : '';
  const waiting = editing ? detail?.id !== editing.id : false;
  const dialogTitle = !editing
    ? t`Add a home section`
    : canEdit
      ? t`Edit the home section`
      : t`The home section`;

  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Home sections`}
        description={t`The product sections of the storefront's home page, in order, each with its products.`}
        actions={canEdit ? <Button onClick={() => edit(null)}>{t`Add a home section`}</Button> : null}
      />
      <DataTable
        caption={t`Home sections`}
        columns={columns}
        data={sections ?? []}
        getRowId={(v) => String(v.id)}
        loading={loading && !sections}
        error={error ? t`The home sections could not be loaded` : undefined}
        onRetry={onRetry}
        empty={
          <Empty
            size="sm"
            title={t`No home sections yet`}
            description={t`The home page shows no product section.`}
          />
        }
      />
      <Dialog open={open?.kind === 'edit'} onOpenChange={(isOpen) => (isOpen ? null : close())}>
        <DialogContent size="lg" title={dialogTitle} container={dialogContainer}>
          {open?.kind !== 'edit' ? null : editing && waiting && detailError ? (
            <div role="alert" className="flex items-center gap-3 px-5 pb-4 text-danger">
              <span>{t`The home section could not be loaded`}</span>
              {onDetailRetry ? (
                <Button type="button" variant="outline" size="sm" onClick={onDetailRetry}>
                  {t`Retry`}
                </Button>
              ) : null}
            </div>
          ) : editing && waiting ? (
            <div aria-busy="true" className="flex flex-col gap-3 px-5 pb-4">
              <span role="status" className="sr-only">{t`Loading`}</span>
              <Skeleton shape="text" className="w-1/2" />
              <Skeleton shape="text" className="w-3/4" />
              <Skeleton shape="text" className="w-2/3" />
            </div>
          ) : (
            <SectionForm
              key={editing?.id ?? 'new'}
              section={editing ? (detail ?? null) : null}
              readOnly={!canEdit}
              refusal={refusal}
              refusalField={refusalField}
              productSearch={productSearch}
              dialogContainer={dialogContainer}
              onCancel={close}
              onSubmit={async (section) => {
                await onSave(section);
                close();
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      {open?.kind === 'delete' ? (
        <DeleteConfirm
          title={t`Delete the home section ${name}?`}
          message={t`The home page no longer shows it; its products stay in their stores. This cannot be undone.`}
          confirmText={t`Delete`}
          refusal={refusal}
          container={dialogContainer}
          onClose={close}
          onDelete={() => onDelete(open.row.id)}
        />
      ) : null}
    </div>
  );
}

/** The form's fields as typed (the order as text until checked). */
interface Draft {
  title: string;
  titleEn: string;
  seq: string;
  style: '0' | '1' | '2';
  status: boolean;
  prods: PlatformProdRow[];
}

type Problems = Partial<Record<'title' | 'titleEn' | 'seq' | 'style' | 'status' | 'prodIds', string>>;

/**
 * What each `style` looks like on the storefront's home page (ui `HomeScreen`, `homeSectionLayout`), in
 * the words of the list and of the form.
 */
function useStyleLabels(): Record<(typeof PROD_TAG_STYLES)[number], string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      0: t`Row: scrolls sideways on phones, 5 per row on PC`,
      1: t`Grid: 2 per row on phones, 4 on PC`,
      2: t`Grid: 3 per row on phones, 6 on PC`,
    }),
    [t],
  );
}

function draftOf(section: PlatformProdTagDetail | null): Draft {
  return {
    title: section?.title ?? '',
    titleEn: section?.titleEn ?? '',
    seq: String(section?.seq ?? 0),
    style: section?.style === 1 ? '1' : section?.style === 2 ? '2' : '0',
    status: section ? section.status === 1 : true,
    prods: section ? [...section.prods] : [],
  };
}

function SectionForm({
  section,
  readOnly,
  refusal,
  refusalField,
  productSearch,
  dialogContainer,
  onCancel,
  onSubmit,
}: {
  section: PlatformProdTagDetail | null;
  readOnly: boolean;
  refusal?: string | undefined;
  refusalField?: HomeSectionField | undefined;
  productSearch: ProductPickerSearch;
  dialogContainer?: HTMLElement | null | undefined;
  onCancel: () => void;
  onSubmit: (section: HomeSectionSave) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const styleLabel = useStyleLabels();
  const refusalId = useId();
  const prodsId = useId();
  const max = PLATFORM_PROD_TAG_LIMITS.prodsMax;
  const [draft, setDraft] = useState<Draft>(() => draftOf(section));
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [picking, setPicking] = useState(false);
  const locked = pending || readOnly;

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    const key = field === 'prods' ? 'prodIds' : field;
    setProblems((all) => (key in all ? { ...all, [key]: undefined } : all));
    setFailed(false);
  };
  const move = (from: number, to: number) => {
    const prods = [...draft.prods];
    const [prod] = prods.splice(from, 1);
    prods.splice(to, 0, prod!);
    change('prods', prods);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || readOnly) return;
    const formElement = event.currentTarget;
    const parsed = PlatformProdTagParam.safeParse({
      title: draft.title,
      titleEn: draft.titleEn,
      seq: /^\s*\d+\s*$/.test(draft.seq) ? Number(draft.seq) : draft.seq,
      style: Number(draft.style),
      status: draft.status ? 1 : 0,
      prodIds: draft.prods.map((p) => p.prodId),
    });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          Object.entries(fieldErrors(parsed)).map(([key, descriptor]) => [
            key.split('.')[0],
            i18n._(descriptor),
          ]),
        ),
      );
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProblems({});
    setFailed(false);
    setPending(true);
    try {
      await onSubmit(section ? { ...parsed.data, id: section.id } : parsed.data);
    } catch {
      // The app's refusal is shown; the form stays as it is.
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const refused = failed && refusal ? refusal : undefined;
  const at = (field: HomeSectionField) => (refused && refusalField === field ? refused : undefined);
  const prodsProblem = problems.prodIds ?? at('prodIds');

  return (
    <form
      noValidate
      aria-label={
        section ? (readOnly ? t`The home section` : t`Edit the home section`) : t`Add a home section`
      }
      aria-describedby={refused && !refusalField ? refusalId : undefined}
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => void submit(event)}
    >
      {refused && !refusalField ? <FormAlert id={refusalId}>{refused}</FormAlert> : null}
      {readOnly ? (
        <p className="m-0 text-sm text-neutral-600">{t`Your role may look at the home sections but not change them.`}</p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label={t`Title (Chinese)`}
          value={draft.title}
          maxLength={L.titleMax}
          disabled={locked}
          error={problems.title ?? at('title')}
          onChange={(e) => change('title', e.target.value)}
        />
        <Input
          label={t`Title (English)`}
          value={draft.titleEn}
          maxLength={L.titleMax}
          disabled={locked}
          error={problems.titleEn}
          onChange={(e) => change('titleEn', e.target.value)}
        />
        <Input
          label={t`Sort order`}
          inputMode="numeric"
          value={draft.seq}
          disabled={locked}
          error={problems.seq ?? at('seq')}
          hint={t`Smaller first.`}
          onChange={(e) => change('seq', e.target.value)}
        />
        <RadioGroup
          label={t`Layout`}
          value={draft.style}
          disabled={locked}
          error={problems.style}
          onValueChange={(value) => change('style', value === '1' ? '1' : value === '2' ? '2' : '0')}
          options={PROD_TAG_STYLES.map((style) => ({ value: String(style), label: styleLabel[style] }))}
        />
      </div>
      <Checkbox
        label={t`Shown on the home page`}
        checked={draft.status}
        disabled={locked}
        onCheckedChange={(checked) => change('status', checked === true)}
      />
      <section aria-labelledby={prodsId} className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <h3 id={prodsId} className="m-0 text-base font-medium text-neutral-800">
            {t`Products, in their order: ${draft.prods.length} of at most ${max}`}
          </h3>
          {readOnly ? null : (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={pending}
              onClick={() => setPicking(true)}
            >
              {t`Add products`}
            </Button>
          )}
        </div>
        {draft.prods.length === 0 ? (
          <p className="m-0 text-sm text-neutral-600">{t`No products yet: the home page skips an empty section.`}</p>
        ) : (
          <ol
            aria-label={t`Products of the section`}
            className="m-0 flex list-none flex-col divide-y divide-neutral-100 rounded border border-neutral-200 p-0"
          >
            {draft.prods.map((p, i) => {
              const prodName = p.prodName;
              return (
                <li key={p.prodId} className="flex items-center gap-3 px-3 py-2">
                  <span className="w-6 text-right font-num text-sm text-neutral-600">{i + 1}</span>
                  <Image src={p.pic} alt="" className="size-10 shrink-0 rounded" ratio={null} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="line-clamp-1 text-neutral-900" lang="zh-CN">
                      {p.prodName}
                    </span>
                    <span className="line-clamp-1 text-sm text-neutral-600">{p.shopName}</span>
                  </span>
                  {p.status === 1 ? null : <StatusTag tone="warning" label={t`Off sale`} />}
                  <Price yuan={p.price} size="sm" tone="neutral" />
                  {readOnly ? null : (
                    <span className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        disabled={pending || i === 0}
                        aria-label={t`Move ${prodName} up`}
                        onClick={() => move(i, i - 1)}
                      >
                        {t`Move up`}
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        disabled={pending || i === draft.prods.length - 1}
                        aria-label={t`Move ${prodName} down`}
                        onClick={() => move(i, i + 1)}
                      >
                        {t`Move down`}
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        disabled={pending}
                        aria-label={t`Remove ${prodName}`}
                        onClick={() =>
                          change(
                            'prods',
                            draft.prods.filter((q) => q.prodId !== p.prodId),
                          )
                        }
                      >
                        {t`Remove`}
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {prodsProblem ? (
          <p role="alert" className="m-0 text-sm text-danger">
            {prodsProblem}
          </p>
        ) : null}
      </section>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {readOnly ? t`Close` : t`Cancel`}
        </Button>
        {readOnly ? null : (
          <Button type="submit" loading={pending}>
            {t`Save`}
          </Button>
        )}
      </div>
      <ProductPicker
        {...productSearch}
        open={picking}
        onClose={() => setPicking(false)}
        chosen={draft.prods}
        max={max}
        container={dialogContainer}
        onConfirm={(prods) => {
          change('prods', prods);
          setPicking(false);
        }}
      />
    </form>
  );
}
