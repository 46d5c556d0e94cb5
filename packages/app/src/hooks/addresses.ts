// The address book: the list (one key, shared with the checkout page) and the actions; each change asks
// the server, then reloads the list. Regions are cached by parent for the page's life.
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { AddressForm, AreaItem } from '@mall/domain';
import {
  addAddress,
  deleteAddress,
  getAddressList,
  getRegions,
  keyOf,
  setDefaultAddress,
  updateAddress,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { addressParamOf } from './addressMapping.ts';

/** The shopper's addresses (the address book's and the checkout page's one key). */
export function useAddressList(enabled = true) {
  return useApiQuery(getAddressList, enabled ? undefined : null, { revalidateOnFocus: false });
}

/** The region loader of the form's picker: GET /p/area/listByPid once per parent. */
export function useRegionLoader(): (parentId: number) => Promise<AreaItem[]> {
  const http = useApiClient();
  return useMemo(() => {
    const cache = new Map<number, Promise<AreaItem[]>>();
    return (parentId: number) => {
      let found = cache.get(parentId);
      if (!found) {
        found = getRegions(http, parentId);
        found.catch(() => cache.delete(parentId));
        cache.set(parentId, found);
      }
      return found;
    };
  }, [http]);
}

/** Save (add or update), delete and set default; each rejects when the server refuses (it told the shopper). */
export function useAddressActions() {
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  const reload = useCallback(() => mutate(keyOf(getAddressList, undefined)), [mutate]);
  return useMemo(
    () => ({
      save: async (values: AddressForm, addrId?: number) => {
        const body = addressParamOf(values, addrId);
        if (addrId === undefined) await addAddress(http, body);
        else await updateAddress(http, body);
        await reload();
      },
      remove: async (addrId: number) => {
        await deleteAddress(http, addrId);
        await reload();
      },
      setDefault: async (addrId: number) => {
        await setDefaultAddress(http, addrId);
        await reload();
      },
    }),
    [http, reload],
  );
}
