import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Page } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Pagination } from '../../primitives/Pagination/index.ts';
import { LoadError } from './LoadError.tsx';

/** The state of a paged list as a screen gets it from the app: the page, or loading, or an error. */
export interface PagedListState<T> {
  /** The page shown; undefined until it has loaded. A loaded page wins over `loading` and `error`. */
  page?: Page<T> | undefined;
  /** Shows the skeleton while no page is there (the app sets it once loading has lasted 200 ms). */
  loading?: boolean | undefined;
  /** The page could not be loaded: the error state with a retry button (unless a page is shown). */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Another page was chosen (from 1). */
  onPageChange?: ((page: number) => void) | undefined;
}

type ItemOf<P> = P extends { page?: Page<infer T> | undefined } ? T : never;

/**
 * Splits a screen's props into the state of its list (for `<PagedList {...list}>`) and the rest (for
 * its root element), so that a screen declares and passes the five list props once.
 */
export function splitListState<P extends PagedListState<ItemOf<P>>>({
  page,
  loading,
  error,
  onRetry,
  onPageChange,
  ...rest
}: P): [PagedListState<ItemOf<P>>, Omit<P, keyof PagedListState<unknown>>] {
  return [{ page, loading, error, onRetry, onPageChange }, rest];
}

export interface PagedListProps<T> extends PagedListState<T> {
  /** Draws a page's records (there is at least one); the pager follows it when there are more pages. */
  children: (records: T[]) => ReactNode;
  /** The loading look: a `SkeletonGroup` shaped like the list. */
  skeleton: ReactNode;
  /** The state of a list with no records at all (usually an `Empty` with a way on). */
  empty: ReactNode;
  /**
   * A page past the last one (an old or edited address) says this, with a button back to page 1.
   * Without it (and without `pastLastPage`), such a page shows `empty`.
   */
  pastLastTitle?: string;
  /** A page past the last one, drawn by the screen (wins over `pastLastTitle`). */
  pastLastPage?: ReactNode;
  /** The title of the error state, e.g. "The orders could not be loaded". */
  errorTitle: string;
  /** Names the states for tests and styles: `data-part="<part>-empty"` and `"<part>-error"`. */
  part?: string;
  /**
   * `card` (default): the empty and error states sit on a white rounded card, for lists on the page's grey.
   * `none`: they sit bare, for lists that are already on a card.
   */
  frame?: 'card' | 'none';
  /** Classes of the pager (default `justify-center`). */
  pagerClassName?: string;
  /** The pager says the total and the page size (default); off, it shows the page buttons only. */
  pagerTotal?: boolean;
}

/**
 * The states of a paged list, one of which it renders: the records and a pager, the empty state (or the
 * one of a page past the last), the error state with a retry, the loading skeleton, or nothing yet.
 * It adds no element around them, so the screen's own layout (its gap) spaces the list and the pager.
 */
export function PagedList<T>({
  page,
  loading = false,
  error = false,
  onRetry,
  onPageChange,
  children,
  skeleton,
  empty,
  pastLastTitle,
  pastLastPage,
  errorTitle,
  part,
  frame = 'card',
  pagerClassName = 'justify-center',
  pagerTotal = true,
}: PagedListProps<T>) {
  const { t } = useLingui();
  const card = frame === 'card' ? 'rounded-lg bg-neutral-0' : undefined;
  const partOf = (state: string) => (part ? { 'data-part': `${part}-${state}` } : {});

  if (page && page.records.length > 0) {
    return (
      <>
        {children(page.records)}
        {page.pages > 1 ? (
          <Pagination
            className={pagerClassName}
            page={page.current}
            pageCount={page.pages}
            {...(pagerTotal ? { total: page.total, pageSize: page.size } : {})}
            onPageChange={(next) => onPageChange?.(next)}
          />
        ) : null}
      </>
    );
  }
  if (page) {
    let state = empty;
    if (page.total > 0 && pastLastPage !== undefined) state = pastLastPage;
    else if (page.total > 0 && pastLastTitle !== undefined) {
      state = (
        <Empty
          title={pastLastTitle}
          action={
            <Button variant="secondary" onClick={() => onPageChange?.(1)}>
              {t`Back to the first page`}
            </Button>
          }
        />
      );
    }
    return card ? (
      <div className={card} {...partOf('empty')}>
        {state}
      </div>
    ) : (
      state
    );
  }
  if (error) return <LoadError title={errorTitle} onRetry={onRetry} className={card} {...partOf('error')} />;
  if (loading) return skeleton;
  return null;
}
