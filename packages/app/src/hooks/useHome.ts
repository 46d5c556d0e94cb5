// SWR hooks of the home page: new arrivals, best sellers, tagged sections, preferred stores and the store
// search. Keys put the API path first, then the arguments (keys.ts). Each answer carries `showLoading`,
// the 200 ms delayed loading flag.
import useSWR from 'swr';
import type { PageQuery } from '../api/types.ts';
import {
  getBestSellers,
  getHomeSections,
  getLatestProducts,
  getRecommendShops,
  searchShops,
} from '../api/catalog.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';
import { stableQuery } from './keys.ts';

export const homeKeys = {
  latestProducts: (query: PageQuery) => ['/prod/lastedProdPage', stableQuery(query)] as const,
  bestSellers: (query: PageQuery) => ['/prod/moreBuyProdList', stableQuery(query)] as const,
  homeSections: '/prod/tagProdList',
  recommendShops: '/shop/recommendShops',
  shopSearch: (query: { keyword: string } & PageQuery) =>
    ['/search/searchShopPage', stableQuery(query)] as const,
};

function withLoading<T extends { isLoading: boolean }>(result: T, showLoading: boolean) {
  // Assigned onto SWR's own object: its getters keep tracking only what the caller reads.
  return Object.assign(result, { showLoading });
}

export function useLatestProducts(size = 10) {
  const http = useApiClient();
  const query = { current: 1, size };
  const result = useSWR(homeKeys.latestProducts(query), () => getLatestProducts(http, query));
  return withLoading(result, useDelayedFlag(result.isLoading));
}

export function useBestSellers(size = 10) {
  const http = useApiClient();
  const query = { current: 1, size };
  const result = useSWR(homeKeys.bestSellers(query), () => getBestSellers(http, query));
  return withLoading(result, useDelayedFlag(result.isLoading));
}

export function useHomeSections() {
  const http = useApiClient();
  const result = useSWR(homeKeys.homeSections, () => getHomeSections(http));
  return withLoading(result, useDelayedFlag(result.isLoading));
}

export function useRecommendShops() {
  const http = useApiClient();
  const result = useSWR(homeKeys.recommendShops, () => getRecommendShops(http));
  return withLoading(result, useDelayedFlag(result.isLoading));
}

/** Stores whose name matches `keyword` (either language); nothing is fetched while it is null. */
export function useShopSearch(keyword: string | null, size = 10) {
  const http = useApiClient();
  const query = keyword ? { keyword, current: 1, size } : null;
  const result = useSWR(query ? homeKeys.shopSearch(query) : null, () => searchShops(http, query!));
  return withLoading(result, useDelayedFlag(result.isLoading));
}
