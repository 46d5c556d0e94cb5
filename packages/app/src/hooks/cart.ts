// The cart: its lines by store, the totals of a selection, the count of the top bar, and the changes
// (each revalidates every cart key when it settles).
import { useCallback, useMemo } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import {
  changeCartItem,
  checkCartItems,
  deleteAllCartItems,
  deleteCartItems,
  getCartCount,
  getCartInfo,
  getCartTotals,
} from '@mall/client';
import type { ChangeItem } from '@mall/domain';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { useSessionToken } from '../session/useSessionToken.ts';
import { isCartKey } from './keys.ts';

export function useCart() {
  return useApiQuery(getCartInfo, undefined);
}

/** The totals of the selected lines, asked with the ids sorted (one key and one body per selection). */
export function useCartTotals(basketIds: readonly number[]) {
  return useApiQuery(
    getCartTotals,
    [...basketIds].sort((a, b) => a - b),
  );
}

/** The cart count: fetched only with a token, and never opens the login popup. */
export function useCartCount() {
  const token = useSessionToken();
  return useApiQuery(getCartCount, token ? undefined : null);
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
      changeItem: (body: ChangeItem) => after(changeCartItem(http, body)),
      checkItems: (basketIds: readonly number[], checked: boolean) =>
        after(checkCartItems(http, basketIds, checked)),
      deleteItems: (basketIds: readonly number[]) => after(deleteCartItems(http, basketIds)),
      deleteAll: () => after(deleteAllCartItems(http)),
    }),
    [after, http],
  );
}
