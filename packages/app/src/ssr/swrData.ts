// How the server's data reaches SWR (decisions/0038). On the server, `collectQueries` records every query
// a render asks for that the data does not hold yet, with its fetcher, so the renderer fetches each once
// and renders again with the answers as SWR's `fallback`. In the browser, `freshOnHydration` tells SWR
// that the answers the server sent are fresh: the first mount of each does not ask the API again (later
// mounts revalidate as usual, stale-while-revalidate).
import { useEffect } from 'react';
import { unstable_serialize, type Middleware } from 'swr';

/** SWR's fallback: answers by serialized key. */
export type SwrFallback = Record<string, unknown>;

export interface QueryCollector {
  /** The middleware to install while rendering on the server. */
  middleware: Middleware;
  /** The queries asked for since the last call, not in the data and not tried before, by serialized key. */
  take(): Map<string, () => Promise<unknown>>;
}

export function collectQueries(fallback: SwrFallback): QueryCollector {
  const tried = new Set<string>();
  let pending = new Map<string, () => Promise<unknown>>();
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const resolved = typeof key === 'function' ? safeCall(key as () => unknown) : key;
    if (resolved !== null && resolved !== undefined && resolved !== false && fetcher) {
      const id = unstable_serialize(resolved);
      if (!(id in fallback) && !tried.has(id) && !pending.has(id)) {
        pending.set(
          id,
          async () => (fetcher as (...args: unknown[]) => unknown)(resolved) as Promise<unknown>,
        );
      }
    }
    return useSWRNext(key, fetcher, config);
  };
  return {
    middleware,
    take() {
      const taken = pending;
      pending = new Map();
      for (const id of taken.keys()) tried.add(id);
      return taken;
    },
  };
}

function safeCall(key: () => unknown): unknown {
  try {
    return key();
  } catch {
    return null; // SWR's own rule: a key function that throws is a null key
  }
}

/**
 * Fetches the collected queries together; a failed one is left out (the browser asks it again and shows
 * its error state as it would without server rendering), its HTTP status noted in `failures` (0 when
 * there was no answer). Answers are added to `fallback`.
 */
export async function fetchInto(
  fallback: SwrFallback,
  queries: Map<string, () => Promise<unknown>>,
  failures: Map<string, number> = new Map(),
): Promise<void> {
  await Promise.all(
    [...queries].map(async ([id, fetch]) => {
      try {
        const data = await fetch();
        if (data !== undefined) fallback[id] = data;
      } catch (error) {
        const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
        failures.set(id, typeof status === 'number' ? status : 0);
      }
    }),
  );
}

/**
 * Browser middleware: a query whose answer came with the page does not revalidate on its first mount.
 * `fresh` holds the serialized keys of the server's answers; each leaves it once mounted.
 */
export function freshOnHydration(fresh: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const resolved = typeof key === 'function' ? safeCall(key as () => unknown) : key;
    const id =
      resolved === null || resolved === undefined || resolved === false ? null : unstable_serialize(resolved);
    const hydrated = id !== null && fresh.has(id);
    useEffect(() => {
      if (hydrated && id !== null) fresh.delete(id);
    }, [hydrated, id]);
    return useSWRNext(key, fetcher, hydrated ? { ...config, revalidateOnMount: false } : config);
  };
}
