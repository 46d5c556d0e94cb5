import type { ReactNode } from 'react';
import { LoadError } from './LoadError.tsx';

export interface ListStatesProps<T> {
  /** The list once loaded (all of it: no pages); undefined until then. Loaded items win over the rest. */
  items?: readonly T[] | undefined;
  /** Shows the skeleton while nothing is there (the app sets it once loading has lasted 200 ms). */
  loading?: boolean | undefined;
  /** The list could not be loaded: the error state with a retry (unless items are shown). */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Draws the items (there is at least one). */
  children: (items: readonly T[]) => ReactNode;
  /** The state of an empty list (usually an `Empty`), on a white rounded card. */
  empty: ReactNode;
  /** The loading look, shaped like the list. */
  skeleton: ReactNode;
  /** The title of the error state, e.g. "The member levels could not be loaded". */
  errorTitle: string;
}

/**
 * The states of a list that comes whole (the member levels, the paid plans), one of which it renders:
 * the items, the empty state, the error with a retry, the skeleton, or nothing yet. `PagedList` is the
 * same for a list that comes by pages.
 */
export function ListStates<T>({
  items,
  loading = false,
  error = false,
  onRetry,
  children,
  empty,
  skeleton,
  errorTitle,
}: ListStatesProps<T>) {
  if (items && items.length > 0) return <>{children(items)}</>;
  if (items) return <div className="rounded-lg bg-neutral-0">{empty}</div>;
  if (error) return <LoadError className="rounded-lg bg-neutral-0" title={errorTitle} onRetry={onRetry} />;
  if (loading) return <>{skeleton}</>;
  return null;
}
