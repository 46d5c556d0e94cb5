// Every cached page of a list (its SWR keys start with the endpoint's path) is stale after a change: the
// centre's pages call this after a save, a ship, a stop, so each list shows the server's state again.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

export function useRefreshList(path: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => (Array.isArray(key) ? key[0] : key) === path, undefined, { revalidate: true }),
    [mutate, path],
  );
}
