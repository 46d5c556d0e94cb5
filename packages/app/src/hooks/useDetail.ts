// SWR hooks of the product page: the product (a 400, an unknown product, is not asked again), its
// review summary and a page of its reviews by filter. Keys put the API path first, then the arguments
// (keys.ts); `showLoading` is the 200 ms delayed loading flag.
import useSWR from 'swr';
import type { CommentFilter } from '@mall/domain';
import { getCommentSummary, getComments, getProduct } from '../api/catalog.ts';
import { isBadRequest } from './detailPage.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';
import { keys, stableQuery } from './keys.ts';

/** Reviews per page on the product page. */
export const REVIEW_PAGE_SIZE = 10;

export const detailKeys = {
  product: keys.product,
  reviewSummary: (prodId: number) => ['/prodComm/prodCommData', prodId] as const,
  reviews: (query: { prodId: number; evaluate: CommentFilter; current: number; size: number }) =>
    ['/prodComm/prodCommPageByProd', stableQuery(query)] as const,
};

function withLoading<T extends { isLoading: boolean }>(result: T, showLoading: boolean) {
  // Assigned onto SWR's own object: its getters keep tracking only what the caller reads.
  return Object.assign(result, { showLoading });
}

/** The product; an unknown one (400) is final, so it is not retried. */
export function useProductDetail(prodId: number | undefined) {
  const http = useApiClient();
  const result = useSWR(prodId ? detailKeys.product(prodId) : null, () => getProduct(http, prodId!), {
    shouldRetryOnError: (error: unknown) => !isBadRequest(error),
  });
  return withLoading(result, useDelayedFlag(result.isLoading));
}

export function useReviewSummary(prodId: number | undefined) {
  const http = useApiClient();
  return useSWR(prodId ? detailKeys.reviewSummary(prodId) : null, () => getCommentSummary(http, prodId!));
}

/** A page of reviews; the previous page stays shown while the next one loads. */
export function useReviews(prodId: number | undefined, evaluate: CommentFilter, current: number) {
  const http = useApiClient();
  const query = prodId ? { prodId, evaluate, current, size: REVIEW_PAGE_SIZE } : null;
  const result = useSWR(query ? detailKeys.reviews(query) : null, () => getComments(http, query!), {
    keepPreviousData: true,
  });
  return withLoading(result, useDelayedFlag(result.isLoading));
}
