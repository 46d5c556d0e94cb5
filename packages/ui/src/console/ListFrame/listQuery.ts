// The rules of a console list's query, apart from its looks (decisions/0076): whether filters are set,
// and the date range a filter bar gives.
import type { FilterValues } from '../FilterBar/filterValues.ts';

/** A list's query: its filters plus the page asked for. */
export interface ListQuery {
  current: number;
  size: number;
}

/** Whether any of the query's filters differs from its empty value. */
export function isFiltered<Query extends ListQuery>(
  query: Query,
  emptyFilters: Omit<Query, 'current' | 'size'>,
): boolean {
  return Object.entries(emptyFilters).some(([key, value]) => query[key as keyof Query] !== value);
}

/** China days `YYYY-MM-DD`, both inclusive; '' is no bound. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The range in a filter bar's values, or null when its end is before its start. */
export function dateRangeOf(values: FilterValues): DateRange | null {
  const startDate = (values.startDate ?? '').trim();
  const endDate = (values.endDate ?? '').trim();
  if (startDate && endDate && startDate > endDate) return null;
  return { startDate, endDate };
}
