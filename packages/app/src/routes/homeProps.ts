// The home route's mapping from SWR answers to the HomeScreen's section props (pure, tested).
import type { Page } from '@mall/domain';

/** What a section needs from an SWR answer. */
export interface SwrLike<T> {
  data?: T | undefined;
  error?: unknown;
  mutate: () => unknown;
}

/** A HomeScreen section: the data (mapped), the delayed loading flag, the error and a retry. */
export interface Section<U> {
  data?: U | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/**
 * The section of an SWR answer: `showLoading` is the 200 ms delayed flag; an error counts only without
 * data (a failed revalidation keeps showing what was there); `map` turns the wire shape into the prop.
 */
export function toSection<T, U = T>(
  result: SwrLike<T>,
  showLoading: boolean,
  map: (data: T) => U = (data) => data as unknown as U,
): Section<U> {
  const data = result.data === undefined ? undefined : map(result.data);
  return {
    data,
    loading: data === undefined && showLoading,
    error: data === undefined && result.error !== undefined && result.error !== null,
    onRetry: () => void result.mutate(),
  };
}

/** The records of a page. */
export const records = <T>(page: Page<T>): T[] => page.records;

/** How many cards the home rows ask for. */
export const HOME_ROW_SIZE = 10;

/** The navigation options of a home link: a banner's detail carries `fromBanner` for the page log. */
export function homeNavigateOptions(fromBanner: boolean): { state: { fromBanner: true } } | undefined {
  return fromBanner ? { state: { fromBanner: true } } : undefined;
}
