import { useMemo, type ReactNode, type TableHTMLAttributes } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Pagination, type PaginationProps } from '../../primitives/Pagination/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { applyUpdater, ariaSort, nextSelectedIds, selectionOnPage, singleSort } from './tableState.ts';

declare module '@tanstack/react-table' {
  // Declaration merging must repeat the engine's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Alignment of the column's header and cells: amounts and counts align right. */
    align?: 'left' | 'center' | 'right';
    /** Classes of the column's header and cells, e.g. a width (`w-32`). */
    className?: string;
  }
}

/**
 * A column of the table: TanStack's column definition. Its value type is `any` because one table mixes
 * columns of different value types (text, numbers, ReactNodes), which TanStack's own docs type the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData> = ColumnDef<TData, any>;
export type { SortingState };

export const dataTableCellVariants = cva('border-b border-neutral-200 px-3 text-base', {
  variants: {
    part: {
      head: 'h-10 bg-neutral-50 font-medium whitespace-nowrap text-neutral-600',
      body: 'h-12 py-2 text-neutral-800',
    },
    align: { left: 'text-left', center: 'text-center', right: 'text-right' },
  },
  defaultVariants: { part: 'body', align: 'left' },
});

/** The paging props of the primitives' Pagination that a list page controls. */
export type DataTablePagination = Pick<
  PaginationProps,
  'page' | 'pageCount' | 'total' | 'pageSize' | 'pageSizeOptions' | 'onPageChange' | 'onPageSizeChange'
>;

export interface DataTableProps<TData> extends Omit<
  TableHTMLAttributes<HTMLTableElement>,
  'children' | 'onError'
> {
  /** What the table lists, read by screen readers as the table's name; visually hidden. */
  caption: ReactNode;
  columns: DataTableColumn<TData>[];
  /** The rows of the current page, as the server returned them (sorted and paged there). */
  data: TData[];
  /** A stable id per row (the entity's id): selection is reported in these ids. */
  getRowId: (row: TData) => string;
  /** Controlled sorting; a column is sortable when its definition sets `enableSorting: true`. */
  sorting?: SortingState;
  /** The next sort (at most one column): ascending, then descending, then unsorted. */
  onSortingChange?: (sorting: SortingState) => void;
  /** Adds a checkbox column; selection is controlled through `selectedIds`. */
  selectable?: boolean;
  selectedIds?: readonly string[];
  /** The selected ids after a tick; ids from other pages stay selected. */
  onSelectionChange?: (ids: string[]) => void;
  /** How a row is named in its checkbox label ("Select <name>"); the row id by default. */
  getRowLabel?: (row: TData) => string;
  /** Actions on the selected rows, shown with the selected count while something is selected. */
  bulkActions?: ReactNode;
  /** Paging under the table, the primitives' Pagination (full variant). */
  pagination?: DataTablePagination;
  /** Skeleton rows instead of data while the page loads. */
  loading?: boolean;
  /** Number of skeleton rows; the page size or 5 by default. */
  skeletonRows?: number;
  /** A failed load: `true` or a message. Shows the error state instead of rows. */
  error?: ReactNode;
  /** Offers a Retry button in the error state. */
  onRetry?: () => void;
  /** The empty state's content; a neutral "No content yet" by default. */
  empty?: ReactNode;
  /** Classes of the outer wrapper; `className` styles the <table>. */
  wrapperClassName?: string;
}

const SELECT_COLUMN_ID = '__select';

/**
 * The console's list table: a real <table> over TanStack Table. Sorting, selection and paging are
 * controlled and server-friendly (the table never sorts or pages the rows itself, it reports what the
 * user asked for); loading shows skeleton rows, and empty and error states take the body's place.
 */
export function DataTable<TData>({
  caption,
  columns,
  data,
  getRowId,
  sorting = [],
  onSortingChange,
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  getRowLabel,
  bulkActions,
  pagination,
  loading = false,
  skeletonRows,
  error,
  onRetry,
  empty,
  className,
  wrapperClassName,
  ...props
}: DataTableProps<TData>) {
  const { t } = useLingui();
  const pageIds = useMemo(() => data.map(getRowId), [data, getRowId]);
  const rowSelection = useMemo(() => selectionOnPage(selectedIds, pageIds), [selectedIds, pageIds]);

  // The checkbox column is drawn by the table itself (below), not through a column's header/cell
  // functions: those are rendered as components, and a new function each render would remount them.
  const allColumns = useMemo<DataTableColumn<TData>[]>(
    () =>
      selectable
        ? [{ id: SELECT_COLUMN_ID, enableSorting: false, meta: { className: 'w-10' } }, ...columns]
        : columns,
    [columns, selectable],
  );

  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
    enableRowSelection: selectable,
    state: { sorting, rowSelection },
    onSortingChange: (updater) => onSortingChange?.(singleSort(applyUpdater(updater, sorting))),
    onRowSelectionChange: (updater) =>
      onSelectionChange?.(nextSelectedIds(selectedIds, pageIds, applyUpdater(updater, rowSelection))),
  });

  const selectAllBox = (
    <Checkbox
      size="sm"
      aria-label={t`Select all on this page`}
      disabled={loading || data.length === 0}
      checked={
        table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false
      }
      onCheckedChange={() => table.toggleAllPageRowsSelected(!table.getIsAllPageRowsSelected())}
    />
  );
  const columnCount = allColumns.length;
  const rows = table.getRowModel().rows;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const skeletonCount = skeletonRows ?? pagination?.pageSize ?? 5;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonCount }, (_, i) => (
      <tr key={i} data-skeleton="">
        {table.getVisibleLeafColumns().map((column) => (
          <td key={column.id} className={cn(dataTableCellVariants(), column.columnDef.meta?.className)}>
            <Skeleton shape="text" className={column.id === SELECT_COLUMN_ID ? 'size-4' : 'w-3/4'} />
          </td>
        ))}
      </tr>
    ));
  } else if (hasError) {
    body = (
      <StateRow columnCount={columnCount}>
        <Empty
          role="alert"
          size="sm"
          illustration="error"
          title={t`Failed to load`}
          description={error === true ? undefined : error}
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t`Retry`}
              </Button>
            ) : undefined
          }
        />
      </StateRow>
    );
  } else if (rows.length === 0) {
    body = <StateRow columnCount={columnCount}>{empty ?? <Empty size="sm" />}</StateRow>;
  } else {
    body = rows.map((row) => (
      <tr
        key={row.id}
        data-state={row.getIsSelected() ? 'selected' : undefined}
        className="hover:bg-neutral-50 data-[state=selected]:bg-brand-soft/40"
      >
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={cn(
              dataTableCellVariants({ align: cell.column.columnDef.meta?.align }),
              cell.column.columnDef.meta?.className,
            )}
          >
            {cell.column.id === SELECT_COLUMN_ID ? (
              <RowCheckbox
                name={getRowLabel ? getRowLabel(row.original) : row.id}
                checked={row.getIsSelected()}
                onChange={(checked) => row.toggleSelected(checked)}
              />
            ) : (
              flexRender(cell.column.columnDef.cell, cell.getContext())
            )}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={cn('flex flex-col gap-3', wrapperClassName)}>
      {selectable && selectedIds.length > 0 ? (
        <div className="flex min-h-9 items-center gap-3 rounded bg-neutral-50 px-3 text-base text-neutral-700">
          <span>{t`${selectedIds.length} selected`}</span>
          {bulkActions}
        </div>
      ) : null}
      <div className="overflow-x-auto rounded border border-neutral-200 bg-neutral-0">
        <table
          aria-busy={loading || undefined}
          className={cn('w-full border-collapse text-left', className)}
          {...props}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    override={header.column.id === SELECT_COLUMN_ID ? selectAllBox : undefined}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <div role="status" className="sr-only">
        {loading ? t`Loading` : null}
      </div>
      {pagination ? <Pagination variant="full" className="self-end" {...pagination} /> : null}
    </div>
  );
}

function HeaderCell<TData>({ header, override }: { header: Header<TData, unknown>; override?: ReactNode }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const content =
    override ?? (header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext()));
  const sorted = column.getIsSorted();
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={ariaSort(sorted)}
      className={cn(dataTableCellVariants({ part: 'head', align: meta?.align }), meta?.className)}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className={cn(
            'inline-flex cursor-pointer items-center gap-1 rounded-sm border-0 bg-transparent p-0 font-medium text-inherit hover:text-neutral-900',
            meta?.align === 'right' && 'flex-row-reverse',
          )}
        >
          {content}
          <SortIcon direction={sorted} />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

function RowCheckbox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Checkbox
      size="sm"
      aria-label={t`Select ${name}`}
      checked={checked}
      onCheckedChange={(next) => onChange(next === true)}
    />
  );
}

function StateRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} className="border-b border-neutral-200">
        {children}
      </td>
    </tr>
  );
}

/** Two stacked chevrons; the active direction in brand colour. Decorative: aria-sort carries the state. */
function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" data-sort-icon={direction || 'none'}>
      <path
        d="M5 6.5L8 3.5l3 3"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={direction === 'asc' ? 'stroke-brand' : 'stroke-neutral-400'}
      />
      <path
        d="M5 9.5l3 3 3-3"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={direction === 'desc' ? 'stroke-brand' : 'stroke-neutral-400'}
      />
    </svg>
  );
}
