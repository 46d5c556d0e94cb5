// The frame every console list screen shares (decisions/0076): the page header, a filter bar whose
// fields show the query, a DataTable with its loading, error and empty states (a "no match, clear the
// filters" one while filters are set), and server paging. A screen gives its columns, its filter fields,
// how it reads them, and its texts; the frame keeps the query moves: a search or a reset goes back to
// page 1, a clear puts back `emptyFilters`, paging keeps the filters.
import type { HTMLAttributes, ReactNode } from 'react';
import type { Page } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { DataTable, NoMatch, serverPagination, type DataTableColumn } from '../DataTable/index.ts';
import { FilterBar, type FilterValues } from '../FilterBar/index.ts';
import { PageHeader } from '../PageHeader/index.ts';
import { isFiltered, type ListQuery } from './listQuery.ts';

export interface ListFrameProps<Row, Query extends ListQuery> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'title'
> {
  /** The page's title, also the table's caption. */
  title: string;
  description?: ReactNode;
  /** The header's buttons (export, create). */
  actions?: ReactNode;
  query: Query;
  /** The query's filters when none is set: what reset and clear put back, and what "filtered" means. */
  emptyFilters: Omit<Query, 'current' | 'size'>;
  /** New filters (back to page 1) or another page. */
  onQueryChange: (query: Query) => void;
  /** The filter bar's fields, named as `readFilters` reads them. */
  filters: ReactNode;
  /** The filters from the bar's values, or null when they are refused (the field says why). */
  readFilters: (values: FilterValues) => Omit<Query, 'current' | 'size'> | null;
  /** Called on reset, before the query goes back to `emptyFilters` (to clear a field's error). */
  onFiltersReset?: (() => void) | undefined;
  page?: Page<Row> | undefined;
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  loading?: boolean | undefined;
  /** The load error to show (with retry), or undefined. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** The title of the "nothing matches these filters" state. */
  noMatchTitle: string;
  /** The list's empty state when no filter is set. */
  empty: ReactNode;
  /** What the screen adds after the table (its dialogs). */
  children?: ReactNode;
}

export function ListFrame<Row, Query extends ListQuery>({
  title,
  description,
  actions,
  query,
  emptyFilters,
  onQueryChange,
  filters,
  readFilters,
  onFiltersReset,
  page,
  columns,
  getRowId,
  loading = false,
  error,
  onRetry,
  noMatchTitle,
  empty,
  children,
  className,
  ...props
}: ListFrameProps<Row, Query>) {
  const clear = () => onQueryChange({ ...query, ...emptyFilters, current: 1 });
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader title={title} description={description} actions={actions} />
      <FilterBar
        // Remounted with the query, so the fields show what the list shows.
        key={Object.keys(emptyFilters)
          .map((key) => String(query[key as keyof Query]))
          .join('|')}
        searching={loading}
        onSearch={(values) => {
          const next = readFilters(values);
          if (next) onQueryChange({ ...query, ...next, current: 1 });
        }}
        onReset={() => {
          onFiltersReset?.();
          clear();
        }}
      >
        {filters}
      </FilterBar>
      <DataTable
        caption={title}
        columns={columns}
        data={page?.records ?? []}
        getRowId={getRowId}
        loading={loading && !page}
        error={error}
        onRetry={onRetry}
        empty={isFiltered(query, emptyFilters) ? <NoMatch title={noMatchTitle} onClear={clear} /> : empty}
        pagination={serverPagination(page, (next) => onQueryChange({ ...query, ...next }))}
      />
      {children}
    </div>
  );
}
