export {
  DataTable,
  dataTableCellVariants,
  type DataTableProps,
  type DataTableColumn,
  type DataTablePagination,
  type SortingState,
} from './DataTable.tsx';
export { ariaSort, nextSelectedIds, selectionOnPage } from './tableState.ts';
export { serverPagination, NoMatch, CONSOLE_PAGE_SIZES, type NoMatchProps } from './paging.tsx';
