// Catalogue queries and the product collection: categories, the product search (the list page and a
// store's products), one product with its reviews, the home page's product rows, and the collect toggle.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  getBestSellers,
  getCategories,
  getCommentSummary,
  getComments,
  getHomeSections,
  getLatestProducts,
  getProduct,
  isProductCollected,
  searchProducts,
  toggleProductCollection,
  type CommentFilter,
  type SearchProdQuery,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { useSessionToken } from '../session/useSessionToken.ts';
import { toSearchProdQuery, type ListQuery, type ShopQuery } from '../listQuery.ts';
import { isCollectionKey } from './keys.ts';
import { noRetryOn400 } from './query.ts';

/** Reviews per page on the product page. */
export const REVIEW_PAGE_SIZE = 10;

export function useCategories(parentId = 0) {
  return useApiQuery(getCategories, parentId);
}

/** A page of products; the previous page stays shown while the next one loads. */
export function useSearch(query: SearchProdQuery | null) {
  return useApiQuery(searchProducts, query, { keepPreviousData: true });
}

/** The products of the list's address (category, name, sort, page). */
export function useProductList(query: ListQuery, enabled = true) {
  return useSearch(enabled ? toSearchProdQuery(query) : null);
}

/** The store's products for the shop page's address (search inside the store, sort, page). */
export function useShopProducts(shopId: number | undefined, query: ShopQuery) {
  return useSearch(shopId ? toSearchProdQuery(query, { shopId }) : null);
}

/** The product; an unknown one (400) is final, so it is not retried. */
export function useProductDetail(prodId: number | undefined) {
  return useApiQuery(getProduct, prodId || null, noRetryOn400);
}

export function useReviewSummary(prodId: number | undefined) {
  return useApiQuery(getCommentSummary, prodId || null);
}

/** A page of reviews; the previous page stays shown while the next one loads. */
export function useReviews(prodId: number | undefined, evaluate: CommentFilter, current: number) {
  const query = prodId ? { prodId, evaluate, current, size: REVIEW_PAGE_SIZE } : null;
  return useApiQuery(getComments, query, { keepPreviousData: true });
}

export function useLatestProducts(size = 10) {
  return useApiQuery(getLatestProducts, { current: 1, size });
}

export function useBestSellers(size = 10) {
  return useApiQuery(getBestSellers, { current: 1, size });
}

export function useHomeSections() {
  return useApiQuery(getHomeSections, undefined);
}

/** Whether the product is collected; only asked with a token (a visitor's 401 is silent anyway). */
export function useIsCollected(prodId: number | undefined) {
  const token = useSessionToken();
  return useApiQuery(isProductCollected, token && prodId ? prodId : null);
}

/** Collects or un-collects a product and revalidates its collection state. */
export function useToggleCollection() {
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (prodId: number) => {
      const collected = await toggleProductCollection(http, prodId);
      await mutate(isCollectionKey(prodId), collected, { revalidate: false });
      return collected;
    },
    [http, mutate],
  );
}
