// What the app's query hooks share beyond useApiQuery: the not-found flag of a one-item page and the
// no-retry rule for a 400 (an unknown or another buyer's id is final).
import { isBadRequest } from '../listQuery.ts';

/** SWR options: a 400 is not asked again. */
export const noRetryOn400 = { shouldRetryOnError: (error: Error) => !isBadRequest(error) } as const;

/**
 * Adds `notFound`: the id is missing, or the server refused it (400) and there is nothing to show.
 * Assigned onto SWR's own object, like `showLoading`.
 */
export function withNotFound<R extends { data?: unknown; error?: unknown }>(
  result: R,
  missing = false,
): R & { notFound: boolean } {
  const notFound = missing || (!result.data && isBadRequest(result.error));
  return Object.assign(result, { notFound });
}
