// The console's product picker (issue 18 item 3): a dialog that picks products of every store — a name
// search with an on-sale filter, a paged table with checkboxes (picture, names, store, price, state),
// the chosen products listed with a way to drop each, at most `max` of them (one more is refused with a
// message, nothing changes), and a confirm that hands back the chosen rows: those chosen before in their
// order, then those added in the order they were ticked. Props in, callbacks out: the search's query and
// its results are the app's (`onSearch(query)`), so a page wires it to SWR. Used by the home sections and,
// later, by platform coupons limited to some products; it knows nothing of either.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Page, PlatformProdRow } from '@mall/domain';
import { Price } from '../../mall/Price/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogContent } from '../../primitives/Dialog/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { StatusTag } from '../StatusTag/index.ts';

/** The picker's search: a product name, the state (-1 all, 1 on sale, 0 off sale) and the page. */
export interface ProductPickerQuery {
  prodName: string;
  status: -1 | 0 | 1;
  current: number;
  size: number;
}

/** The first search of a picker: every name, on sale, page 1. */
export const defaultProductPickerQuery: ProductPickerQuery = {
  prodName: '',
  status: 1,
  current: 1,
  size: 10,
};

/** The search the app runs for the picker (GET /platform/prod/page through SWR). */
export interface ProductPickerSearch {
  query: ProductPickerQuery;
  /** The query's results; undefined until they arrive. */
  page?: Page<PlatformProdRow> | undefined;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Asks for another search or page (also the current query once, when the picker opens). */
  onSearch: (query: ProductPickerQuery) => void;
}

export interface ProductPickerPanelProps extends ProductPickerSearch {
  /** What is already chosen, in its order. */
  chosen: readonly PlatformProdRow[];
  /** At most this many may be chosen. */
  max: number;
  /** The chosen rows: those chosen before in their order, then the added ones as ticked. */
  onConfirm: (chosen: PlatformProdRow[]) => void;
  onCancel: () => void;
  /** Where the status filter's options portal (stories); document.body by default. */
  container?: HTMLElement | null | undefined;
}

export interface ProductPickerProps extends Omit<ProductPickerPanelProps, 'onCancel'> {
  open: boolean;
  onClose: () => void;
  /** The dialog's title; "Choose products" by default. */
  title?: ReactNode;
}

/** The picker in its dialog: a fresh choice (from `chosen`) each time it opens. */
export function ProductPicker({ open, onClose, title, container, ...panel }: ProductPickerProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      <DialogContent size="lg" title={title ?? t`Choose products`} container={container}>
        {open ? <ProductPickerPanel {...panel} container={container} onCancel={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The picker's content (search, results, the chosen, the buttons), also shown on its own in stories. */
export function ProductPickerPanel({
  query,
  page,
  loading = false,
  error = false,
  onRetry,
  onSearch,
  chosen,
  max,
  onConfirm,
  onCancel,
  container,
}: ProductPickerPanelProps) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<PlatformProdRow[]>(() => [...chosen]);
  const [name, setName] = useState(query.prodName);
  const [status, setStatus] = useState(String(query.status));
  const [overLimit, setOverLimit] = useState(false);
  const chosenId = useId();

  // Opening asks for the current query's results once (the app may not have searched yet).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  useEffect(() => onSearch(query), []);

  const choose = (next: PlatformProdRow[]) => {
    if (next.length > max) {
      setOverLimit(true);
      return;
    }
    setOverLimit(false);
    setPicked(next);
  };

  const select = (ids: string[]) => {
    const kept = picked.filter((p) => ids.includes(String(p.prodId)));
    const added = (page?.records ?? []).filter(
      (p) => ids.includes(String(p.prodId)) && !picked.some((q) => q.prodId === p.prodId),
    );
    choose([...kept, ...added]);
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onSearch({ ...query, prodName: name.trim(), status: Number(status) as -1 | 0 | 1, current: 1 });
  };

  const columns: DataTableColumn<PlatformProdRow>[] = [
    {
      id: 'product',
      header: t`Product`,
      cell: ({ row: { original: p } }) => (
        <div className="flex min-w-56 items-center gap-3">
          <Image src={p.pic} alt="" className="size-10 shrink-0 rounded" ratio={null} />
          <div className="flex min-w-0 flex-col">
            <span className="line-clamp-1 text-neutral-900" lang="zh-CN">
              {p.prodName}
            </span>
            <span className="line-clamp-1 text-sm text-neutral-600" lang="en">
              {p.prodNameEn}
            </span>
          </div>
        </div>
      ),
    },
    { accessorKey: 'shopName', header: t`Store` },
    {
      id: 'price',
      header: t`Price`,
      meta: { align: 'right' },
      cell: ({ row: { original: p } }) => <Price yuan={p.price} size="sm" tone="neutral" />,
    },
    {
      id: 'status',
      header: t`Status`,
      cell: ({ row: { original: p } }) =>
        p.status === 1 ? (
          <StatusTag tone="success" label={t`On sale`} />
        ) : (
          <StatusTag tone="neutral" label={t`Off sale`} />
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <form role="search" aria-label={t`Search products`} className="flex items-end gap-3" onSubmit={search}>
        <Input
          type="search"
          label={t`Product name`}
          value={name}
          wrapperClassName="w-64"
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label={t`Status`}
          value={status}
          container={container}
          wrapperClassName="w-32"
          onValueChange={setStatus}
          options={[
            { value: '-1', label: t`All` },
            { value: '1', label: t`On sale` },
            { value: '0', label: t`Off sale` },
          ]}
        />
        <Button type="submit" variant="secondary">{t`Search`}</Button>
      </form>
      <DataTable
        caption={t`Products found`}
        columns={columns}
        data={page?.records ?? []}
        getRowId={(p) => String(p.prodId)}
        getRowLabel={(p) => p.prodName}
        selectable
        selectedIds={picked.map((p) => String(p.prodId))}
        onSelectionChange={select}
        loading={loading || (page === undefined && !error)}
        skeletonRows={3}
        error={error ? t`The products could not be loaded` : undefined}
        onRetry={onRetry}
        empty={<Empty size="sm" title={t`No product matches`} description={t`Try another name or state.`} />}
        pagination={
          page && page.pages > 1
            ? {
                page: page.current,
                pageCount: page.pages,
                total: page.total,
                onPageChange: (current) => onSearch({ ...query, current }),
              }
            : undefined
        }
      />
      <section aria-labelledby={chosenId} className="flex flex-col gap-2">
        <h3 id={chosenId} className="m-0 text-base font-medium text-neutral-800">
          {t`Chosen: ${picked.length} of at most ${max}`}
        </h3>
        {overLimit ? (
          <p role="alert" className="m-0 text-sm text-danger">
            {t`At most ${max} products can be chosen. Remove one first.`}
          </p>
        ) : null}
        {picked.length === 0 ? (
          <p className="m-0 text-sm text-neutral-600">{t`Nothing chosen yet.`}</p>
        ) : (
          <ul aria-label={t`Chosen products`} className="m-0 flex list-none flex-wrap gap-2 p-0">
            {picked.map((p) => {
              const prodName = p.prodName;
              return (
                <li
                  key={p.prodId}
                  className="flex items-center gap-1 rounded border border-neutral-200 bg-neutral-50 py-0.5 pr-1 pl-2 text-sm"
                >
                  <span className="max-w-48 truncate">{prodName}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="px-1.5"
                    aria-label={t`Remove ${prodName}`}
                    onClick={() => choose(picked.filter((q) => q.prodId !== p.prodId))}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <div className="flex justify-end gap-2 border-t border-neutral-100 pt-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="button" onClick={() => onConfirm(picked)}>
          {t`Confirm`}
        </Button>
      </div>
    </div>
  );
}
