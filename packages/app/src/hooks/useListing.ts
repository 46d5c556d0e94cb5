// SWR hooks of the product list and the shop page: the list's search, the store head, the store's
// products, the follow state and the follow toggle. Keys: the API path first, then the arguments.
import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { getShopHead, isShopFollowed, toggleShopFollow } from '../api/catalog.ts';
import { getToken } from '../session/cookie.ts';
import { isBadRequest, toSearchProdQuery, type ListQuery, type ShopQuery } from '../listQuery.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';
import { useSearch } from './useApi.ts';

export const shopKeys = {
  head: (shopId: number) => ['/shop/headInfo', shopId] as const,
  followed: (shopId: number) => ['/p/shop/collection/isCollection', shopId] as const,
};

/** The products of the list's address (category, name, sort, page); `showLoading` after 200 ms. */
export function useProductList(query: ListQuery) {
  return useSearch(toSearchProdQuery(query));
}

/** The store head; an unknown store (400) is not asked again. `showLoading` after 200 ms. */
export function useShopHead(shopId: number | undefined) {
  const http = useApiClient();
  const result = useSWR(shopId ? shopKeys.head(shopId) : null, () => getShopHead(http, shopId!), {
    shouldRetryOnError: (error: Error) => !isBadRequest(error),
  });
  const showLoading = useDelayedFlag(result.isLoading);
  // Assigned onto SWR's own object: its getters keep tracking only what the caller reads.
  return Object.assign(result, { showLoading });
}

/** The store's products for the shop page's address (search inside the store, sort, page). */
export function useShopProducts(shopId: number | undefined, query: ShopQuery) {
  return useSearch(shopId ? toSearchProdQuery(query, { shopId }) : null);
}

/** Whether the shopper follows the store: asked only with a token, never opening the login popup. */
export function useShopFollowed(shopId: number | undefined, token: string | undefined = getToken()) {
  const http = useApiClient();
  return useSWR(token && shopId ? shopKeys.followed(shopId) : null, () => isShopFollowed(http, shopId!));
}

/**
 * Follows or unfollows a store; answers whether it is followed after the call, stores that in the follow
 * state and revalidates the head (its fans count). A visitor's 401 opens the login popup (client policy).
 */
export function useToggleShopFollow() {
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (shopId: number) => {
      const followed = await toggleShopFollow(http, shopId);
      await mutate(shopKeys.followed(shopId), followed, { revalidate: false });
      void mutate(shopKeys.head(shopId));
      return followed;
    },
    [http, mutate],
  );
}
