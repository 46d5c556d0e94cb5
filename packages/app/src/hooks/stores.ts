// Store queries and the follow toggle: a store's head, whether the shopper follows it, the preferred
// stores and the store search of the home page.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { getRecommendShops, getShopHead, isShopFollowed, searchShops, toggleShopFollow } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { useSessionToken } from '../session/useSessionToken.ts';
import { shopKeys } from './keys.ts';
import { noRetryOn400 } from './query.ts';

/** The store head; an unknown store (400) is not asked again. */
export function useShopHead(shopId: number | undefined) {
  return useApiQuery(getShopHead, shopId || null, noRetryOn400);
}

/** Whether the shopper follows the store: asked only with a token, never opening the login popup. */
export function useShopFollowed(shopId: number | undefined) {
  const token = useSessionToken();
  return useApiQuery(isShopFollowed, token && shopId ? shopId : null);
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

export function useRecommendShops() {
  return useApiQuery(getRecommendShops, undefined);
}

/** Stores whose name matches `keyword` (either language); nothing is fetched while it is null. */
export function useShopSearch(keyword: string | null, size = 10) {
  return useApiQuery(searchShops, keyword ? { keyword, current: 1, size } : null);
}
