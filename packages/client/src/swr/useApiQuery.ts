// One SWR helper for every query endpoint: the key comes from the endpoint (keyOf: its path, then the
// arguments in a stable form), the fetcher is the endpoint itself with the provided client, and the
// answer carries `showLoading`, the loading flag delayed by FETCH_MIN_DELAY_MS (spec: 200 ms).
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { keyOf, type QueryEndpoint } from '../endpoint.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';

/** SWR's answer plus `showLoading`: true only when loading has lasted FETCH_MIN_DELAY_MS. */
export type WithLoading<T> = T & { showLoading: boolean };

export type ApiQuery<R> = WithLoading<SWRResponse<R>>;

/**
 * Fetches `endpoint` with `args`; `null` args fetch nothing (SWR's null key). Options are SWR's own.
 */
export function useApiQuery<A, R>(
  endpoint: QueryEndpoint<A, R>,
  args: A | null,
  options?: SWRConfiguration<R>,
): ApiQuery<R> {
  const http = useApiClient();
  const result = useSWR<R>(
    args === null ? null : keyOf(endpoint, args),
    () => endpoint(http, args as A),
    options,
  );
  return withShowLoading(result, useDelayedFlag(result.isLoading));
}

/**
 * Adds `showLoading` to an SWR answer. Assigned onto SWR's own object: its getters keep tracking only
 * what the caller reads.
 */
export function withShowLoading<T extends object>(result: T, showLoading: boolean): WithLoading<T> {
  return Object.assign(result, { showLoading });
}
