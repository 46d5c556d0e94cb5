// SWR hooks over the API calls, with the stable keys of keys.ts. Mutations revalidate what they change.
import useSWR, { useSWRConfig, type ScopedMutator, type SWRResponse } from 'swr';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  getCategories,
  getProduct,
  isProductCollected,
  searchProducts,
  toggleProductCollection,
  type SearchProdQuery,
} from '../api/catalog.ts';
import {
  changeCartItem,
  checkCartItems,
  deleteAllCartItems,
  deleteCartItems,
  getCartCount,
  getCartInfo,
  getCartTotals,
  type ChangeItemBody,
} from '../api/cart.ts';
import { getHotSearch, getIndexImgs, getPcWebConfig, getTopNotices, type PcWebConfig } from '../api/site.ts';
import { getToken } from '../session/cookie.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';
import { isCartKey, isCollectionKey, keys } from './keys.ts';
import { readSiteConfigCache, writeSiteConfigCache } from './siteConfigCache.ts';

/** SWR's answer plus `showLoading`: true only when loading has lasted FETCH_MIN_DELAY_MS. */
export type WithLoading<T> = T & { showLoading: boolean };

function useDelayed<T extends { isLoading: boolean }>(result: T): WithLoading<T> {
  const showLoading = useDelayedFlag(result.isLoading);
  // Assigned onto SWR's own object: its getters keep tracking only what the caller reads.
  return Object.assign(result, { showLoading });
}

/**
 * The PC site config, seeded from and saved to localStorage. Revalidates on mount and whenever
 * `routeKey` (the location's pathname) changes.
 */
export function useSiteConfig(routeKey?: string): SWRResponse<PcWebConfig> {
  const http = useApiClient();
  const fallbackData = useMemo(() => readSiteConfigCache(), []);
  const { mutate } = useSWRConfig();
  const [firstRoute] = useState(routeKey);
  useEffect(() => {
    if (routeKey !== firstRoute) void mutate(keys.siteConfig);
  }, [firstRoute, mutate, routeKey]);
  return useSWR(keys.siteConfig, () => getPcWebConfig(http), {
    revalidateOnMount: true,
    ...(fallbackData ? { fallbackData } : {}),
    onSuccess: (data: PcWebConfig) => writeSiteConfigCache(data),
  });
}

export function useCart() {
  const http = useApiClient();
  return useDelayed(useSWR(keys.cartInfo, () => getCartInfo(http)));
}

export function useCartTotals(basketIds: readonly number[]) {
  const http = useApiClient();
  const key = keys.cartTotals(basketIds);
  return useSWR(key, () => getCartTotals(http, key[1] ? key[1].split(',').map(Number) : []));
}

/** The cart count: fetched only with a token, and never opens the login popup. */
export function useCartCount(token: string | undefined = getToken()) {
  const http = useApiClient();
  return useSWR(token ? keys.cartCount : null, () => getCartCount(http));
}

export function useProduct(prodId: number | undefined) {
  const http = useApiClient();
  return useDelayed(useSWR(prodId ? keys.product(prodId) : null, () => getProduct(http, prodId!)));
}

export function useSearch(query: SearchProdQuery | null) {
  const http = useApiClient();
  return useDelayed(
    useSWR(query ? keys.search(query) : null, () => searchProducts(http, query!), { keepPreviousData: true }),
  );
}

export function useCategories(parentId = 0) {
  const http = useApiClient();
  return useSWR(keys.categories(parentId), () => getCategories(http, parentId));
}

export function useNotices() {
  const http = useApiClient();
  return useSWR(keys.topNotices, () => getTopNotices(http));
}

export function useHotSearch() {
  const http = useApiClient();
  return useSWR(keys.hotSearch, () => getHotSearch(http));
}

export function useBanners(imgType = 1) {
  const http = useApiClient();
  return useSWR(keys.banners(imgType), () => getIndexImgs(http, imgType));
}

/** Whether the product is collected; only asked with a token (a visitor's 401 is silent anyway). */
export function useIsCollected(prodId: number | undefined, token: string | undefined = getToken()) {
  const http = useApiClient();
  return useSWR(token && prodId ? keys.isCollected(prodId) : null, () => isProductCollected(http, prodId!));
}

/** Revalidates the cart, every totals selection and the count. */
export function revalidateCart(mutate: ScopedMutator): Promise<unknown> {
  return mutate(isCartKey);
}

/** Cart changes; each revalidates the cart keys when it settles (also after a refusal). */
export function useCartActions() {
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<T>): Promise<T> => {
      try {
        return await call;
      } finally {
        void revalidateCart(mutate);
      }
    },
    [mutate],
  );
  return useMemo(
    () => ({
      changeItem: (body: ChangeItemBody) => after(changeCartItem(http, body)),
      checkItems: (basketIds: readonly number[], checked: boolean) =>
        after(checkCartItems(http, basketIds, checked)),
      deleteItems: (basketIds: readonly number[]) => after(deleteCartItems(http, basketIds)),
      deleteAll: () => after(deleteAllCartItems(http)),
    }),
    [after, http],
  );
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
