// The platform console's category tree (issue 18 item 4; /platform/category/..., decisions/0091): the
// three levels as nested lists (each branch expands and collapses), every category with its icon, both
// names, level, status and product count. With `canEdit`: add a first-level category or a child (below
// the third level none), edit (a dialog with both names, picture and icon uploads, order and status,
// checked with the domain's `PlatformCategoryParam`), delete (asked first; a category with subcategories
// or products says why it cannot go), and reorder siblings by drag and drop or by the keyboard's move
// up/down buttons, both sending the parent's whole new order to `onSort`. Props in, callbacks out: a
// rejected `onSave`/`onDelete` keeps its dialog open with the app's `refusal`.
import { useCallback, useId, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  PlatformCategoryParam,
  PLATFORM_CATEGORY_LIMITS as L,
  type PlatformCategory,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { ImageListEditor } from '../../../console/ImageListEditor/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { DeleteConfirm } from '../DeleteConfirm/index.ts';

/** What `onSave` gets: the checked category (POST), with its `categoryId` for an edit (PUT). */
export type CategorySave = ReturnType<typeof PlatformCategoryParam.parse> & { categoryId?: number };

/** What `onSort` gets: every child of `parentId` (0: the top) in the new order. */
export interface CategorySort {
  parentId: number;
  categoryIds: number[];
}

export interface CategoryTreeScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The whole tree (GET /platform/category/list); undefined until loaded. */
  tree?: PlatformCategory[] | undefined;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change the tree (`platformRoleMay(role, 'categories', true)`). */
  canEdit: boolean;
  /** Sends a new category (no id) or a changed one; resolves once saved (the dialog closes). */
  onSave: (category: CategorySave) => Promise<void>;
  /** Deletes a category; resolves once deleted. */
  onDelete: (categoryId: number) => Promise<void>;
  /** Sends a parent's children in their new order (drag and drop, move up/down). */
  onSort: (sort: CategorySort) => Promise<void>;
  /** Uploads a picture or icon (POST /platform/file/upload) and resolves its URL. */
  onUploadImage: (file: File) => Promise<string>;
  /** The server's refusal of the last save or delete, shown in its dialog. */
  refusal?: string | undefined;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

type Open =
  | { kind: 'edit'; row: PlatformCategory | null; parent: PlatformCategory | null }
  | { kind: 'delete'; row: PlatformCategory }
  | null;

export function CategoryTreeScreen({
  tree,
  loading = false,
  error = false,
  onRetry,
  canEdit,
  onSave,
  onDelete,
  onSort,
  onUploadImage,
  refusal,
  dialogContainer,
  className,
  ...props
}: CategoryTreeScreenProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [dragged, setDragged] = useState<{ parentId: number; categoryId: number } | null>(null);
  const close = () => setOpen(null);
  const toggle = (id: number) =>
    setCollapsed((all) => {
      const next = new Set(all);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Moves `categoryId` to `index` among its siblings and sends the new order. */
  const move = (
    siblings: readonly PlatformCategory[],
    parentId: number,
    categoryId: number,
    index: number,
  ) => {
    const ids = siblings.map((c) => c.categoryId).filter((id) => id !== categoryId);
    ids.splice(Math.max(0, Math.min(index, ids.length)), 0, categoryId);
    if (ids.every((id, i) => id === siblings[i]?.categoryId)) return;
    void onSort({ parentId, categoryIds: ids }).catch(() => undefined);
  };

  const renderLevel = (list: readonly PlatformCategory[], parent: PlatformCategory | null) => {
    const upper = parent?.categoryName ?? '';
    return (
      <ul
        className={cn('flex flex-col gap-1', parent && 'ml-6 border-l border-neutral-200 pl-3')}
        aria-label={parent ? t`Subcategories of ${upper}` : t`First-level categories`}
      >
        {list.map((row, index) => {
          const name = row.categoryName;
          // The same words as the dialog's title ("Add subcategory to …").
          const parentName = name;
          const parentId = parent?.categoryId ?? 0;
          const expanded = !collapsed.has(row.categoryId);
          const hasChildren = row.categories.length > 0;
          return (
            <li
              key={row.categoryId}
              draggable={canEdit}
              onDragStart={(event) => {
                event.stopPropagation();
                setDragged({ parentId, categoryId: row.categoryId });
              }}
              onDragOver={(event) => {
                if (dragged?.parentId === parentId) event.preventDefault();
              }}
              onDrop={(event) => {
                event.stopPropagation();
                if (dragged?.parentId !== parentId) return;
                event.preventDefault();
                move(list, parentId, dragged.categoryId, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <div className="flex items-center gap-3 rounded border border-neutral-200 bg-white px-3 py-2">
                {hasChildren ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={expanded}
                    aria-label={expanded ? t`Collapse ${name}` : t`Expand ${name}`}
                    onClick={() => toggle(row.categoryId)}
                  >
                    {expanded ? '▾' : '▸'}
                  </Button>
                ) : (
                  <span className="inline-block w-8" aria-hidden />
                )}
                {row.icon ? (
                  <img src={row.icon} alt="" className="size-6 rounded object-cover" />
                ) : (
                  <span className="inline-block size-6 rounded bg-neutral-100" aria-hidden />
                )}
                <span className="font-medium text-neutral-900">{name}</span>
                <span lang="en" className="text-sm text-neutral-600">
                  {row.categoryNameEn}
                </span>
                <span className="text-xs text-neutral-600">{t`Level ${row.grade}`}</span>
                {row.status === 1 ? (
                  <StatusTag tone="success" label={t`Shown`} />
                ) : (
                  <StatusTag tone="neutral" label={t`Hidden`} />
                )}
                <span className="font-num text-xs text-neutral-600">{t`${row.prodCount} products`}</span>
                {canEdit ? (
                  <div className="ml-auto flex items-center gap-1 whitespace-nowrap">
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={t`Move up ${name}`}
                      disabled={index === 0}
                      onClick={() => move(list, parentId, row.categoryId, index - 1)}
                    >
                      {t`Move up`}
                    </Button>
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={t`Move down ${name}`}
                      disabled={index === list.length - 1}
                      onClick={() => move(list, parentId, row.categoryId, index + 1)}
                    >
                      {t`Move down`}
                    </Button>
                    {row.grade < L.maxGrade ? (
                      <Button
                        variant="link"
                        size="sm"
                        aria-label={t`Add subcategory to ${parentName}`}
                        onClick={() => setOpen({ kind: 'edit', row: null, parent: row })}
                      >
                        {t`Add subcategory`}
                      </Button>
                    ) : null}
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={t`Edit ${name}`}
                      onClick={() => setOpen({ kind: 'edit', row, parent })}
                    >
                      {t`Edit`}
                    </Button>
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={t`Delete ${name}`}
                      onClick={() => setOpen({ kind: 'delete', row })}
                    >
                      {t`Delete`}
                    </Button>
                  </div>
                ) : null}
              </div>
              {hasChildren && expanded ? renderLevel(row.categories, row) : null}
            </li>
          );
        })}
      </ul>
    );
  };

  const deleting = open?.kind === 'delete' ? open.row : null;
  const blocked =
    deleting === null
      ? null
      : deleting.categories.length > 0
        ? t`It has subcategories: delete or move them first.`
        : deleting.prodCount > 0
          ? t`It has ${deleting.prodCount} products: move them to another category first.`
          : null;
  const deletingName = deleting?.categoryName ?? '';
  const parentName = open?.kind === 'edit' ? (open.parent?.categoryName ?? '') : '';

  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Categories`}
        description={t`The storefront's three-level category tree; products sit on the third level.`}
        actions={
          canEdit ? (
            <Button onClick={() => setOpen({ kind: 'edit', row: null, parent: null })}>
              {t`Add a first-level category`}
            </Button>
          ) : null
        }
      />
      <section aria-label={t`Category tree`} aria-busy={loading && !tree ? true : undefined}>
        {error && !tree ? (
          <div role="alert" className="flex items-center gap-3 rounded border border-neutral-200 p-4">
            <span>{t`The categories could not be loaded`}</span>
            {onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t`Retry`}
              </Button>
            ) : null}
          </div>
        ) : !tree ? (
          loading ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : null
        ) : tree.length === 0 ? (
          <Empty
            size="sm"
            title={t`No categories yet`}
            description={t`The storefront shows no categories.`}
          />
        ) : (
          renderLevel(tree, null)
        )}
      </section>
      <Dialog open={open?.kind === 'edit'} onOpenChange={(isOpen) => (isOpen ? null : close())}>
        <DialogContent
          title={
            open?.kind === 'edit' && open.row
              ? t`Edit the category`
              : open?.kind === 'edit' && open.parent
                ? t`Add subcategory to ${parentName}`
                : t`Add a first-level category`
          }
          container={dialogContainer}
        >
          {open?.kind === 'edit' ? (
            <CategoryForm
              key={open.row?.categoryId ?? `new-${open.parent?.categoryId ?? 0}`}
              row={open.row}
              parentId={open.row?.parentId ?? open.parent?.categoryId ?? 0}
              refusal={refusal}
              onUploadImage={onUploadImage}
              onCancel={close}
              onSubmit={async (category) => {
                await onSave(category);
                close();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <Dialog
        open={deleting !== null && blocked !== null}
        onOpenChange={(isOpen) => (isOpen ? null : close())}
      >
        <DialogContent title={t`${deletingName} cannot be deleted`} container={dialogContainer}>
          <p className="px-5 pb-4">{blocked}</p>
        </DialogContent>
      </Dialog>
      {deleting !== null && blocked === null ? (
        <DeleteConfirm
          title={t`Delete the category ${deletingName}?`}
          message={t`The storefront no longer shows it. This cannot be undone.`}
          confirmText={t`Delete`}
          refusal={refusal}
          container={dialogContainer}
          onClose={close}
          onDelete={() => onDelete(deleting.categoryId)}
        />
      ) : null}
    </div>
  );
}

interface Draft {
  categoryName: string;
  categoryNameEn: string;
  pic: string;
  icon: string;
  seq: string;
  status: boolean;
}

function CategoryForm({
  row,
  parentId,
  refusal,
  onUploadImage,
  onCancel,
  onSubmit,
}: {
  row: PlatformCategory | null;
  parentId: number;
  refusal?: string | undefined;
  onUploadImage: (file: File) => Promise<string>;
  onCancel: () => void;
  onSubmit: (category: CategorySave) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const [draft, setDraft] = useState<Draft>({
    categoryName: row?.categoryName ?? '',
    categoryNameEn: row?.categoryNameEn ?? '',
    pic: row?.pic ?? '',
    icon: row?.icon ?? '',
    seq: String(row?.seq ?? 0),
    status: row ? row.status === 1 : true,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [pending, setPending] = useState(false);
  const [uploads, setUploads] = useState({ icon: false, pic: false });
  const uploading = uploads.icon || uploads.pic;
  // Stable, and unchanged state when nothing changed: the editors report their state from an effect.
  const iconBusy = useCallback(
    (icon: boolean) => setUploads((u) => (u.icon === icon ? u : { ...u, icon })),
    [],
  );
  const picBusy = useCallback((pic: boolean) => setUploads((u) => (u.pic === pic ? u : { ...u, pic })), []);
  const [failed, setFailed] = useState(false);

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((all) => (field in all ? { ...all, [field]: undefined } : all));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || uploading) return;
    const formElement = event.currentTarget;
    const parsed = PlatformCategoryParam.safeParse({
      parentId,
      categoryName: draft.categoryName,
      categoryNameEn: draft.categoryNameEn,
      pic: draft.pic,
      icon: draft.icon,
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
      await onSubmit(row ? { ...parsed.data, categoryId: row.categoryId } : parsed.data);
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
      aria-label={row ? t`Edit the category` : t`Add a category`}
      aria-describedby={failed && refusal ? refusalId : undefined}
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label={t`Category name (Chinese)`}
          value={draft.categoryName}
          maxLength={L.nameMax}
          disabled={pending}
          error={problems.categoryName}
          onChange={(e) => change('categoryName', e.target.value)}
        />
        <Input
          label={t`Category name (English)`}
          value={draft.categoryNameEn}
          maxLength={L.nameMax}
          disabled={pending}
          error={problems.categoryNameEn}
          onChange={(e) => change('categoryNameEn', e.target.value)}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div role="group" aria-label={t`Icon`} className="flex flex-col gap-1">
          <span className="text-sm font-medium text-neutral-800">{t`Icon`}</span>
          <ImageListEditor
            value={draft.icon ? [draft.icon] : []}
            onChange={(urls) => change('icon', urls[0] ?? '')}
            onUploadImage={onUploadImage}
            onBusyChange={iconBusy}
            max={1}
            disabled={pending}
            error={problems.icon}
          />
        </div>
        <div role="group" aria-label={t`Picture`} className="flex flex-col gap-1">
          <span className="text-sm font-medium text-neutral-800">{t`Picture`}</span>
          <ImageListEditor
            value={draft.pic ? [draft.pic] : []}
            onChange={(urls) => change('pic', urls[0] ?? '')}
            onUploadImage={onUploadImage}
            onBusyChange={picBusy}
            max={1}
            disabled={pending}
            error={problems.pic}
          />
        </div>
      </div>
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
        label={t`Shown in the storefront`}
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
