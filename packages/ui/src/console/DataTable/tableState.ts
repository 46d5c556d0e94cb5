// The pure parts of the data table: how a sort state is announced, and how the selection moves when the
// shopkeeper ticks boxes on one page of a server-paged list. Kept free of React so the unit tests can
// check them in Node (packages/ui/src/console/DataTable/tableState.test.ts).
import type { RowSelectionState, SortingState } from '@tanstack/react-table';

/** The aria-sort value of a header: only the sorted column carries one (ARIA 1.2 advises against "none"). */
export function ariaSort(direction: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return undefined;
}

/** The table engine's selection record for the rows of this page, from the ids the parent holds. */
export function selectionOnPage(
  selectedIds: readonly string[],
  pageIds: readonly string[],
): RowSelectionState {
  const selected = new Set(selectedIds);
  return Object.fromEntries(pageIds.filter((id) => selected.has(id)).map((id) => [id, true]));
}

/**
 * The ids selected after a change on this page: ids from other pages stay selected (a server-paged
 * list keeps a choice made on page 1 while the user looks at page 2), the page's rows are replaced by
 * the engine's new record. Order: the kept ids first, then this page's in row order.
 */
export function nextSelectedIds(
  selectedIds: readonly string[],
  pageIds: readonly string[],
  pageSelection: RowSelectionState,
): string[] {
  const onPage = new Set(pageIds);
  const kept = selectedIds.filter((id) => !onPage.has(id));
  return [...kept, ...pageIds.filter((id) => pageSelection[id])];
}

/** Applies a TanStack updater (a value or a function of the previous value). */
export function applyUpdater<T>(updater: T | ((old: T) => T), previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

/** One column sorted at most: the console's lists sort on the server by a single field. */
export function singleSort(sorting: SortingState): SortingState {
  return sorting.slice(0, 1);
}
