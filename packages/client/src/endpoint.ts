// A query endpoint is a typed function with its API path attached: `getProduct(http, 42)` calls it, and
// `keyOf(getProduct, 42)` is its SWR key, `['/prod/prodInfo', 42]`. The path is written once, in the
// definition; keys put it first, then the arguments in a stable form (decisions/0026).
import type { AxiosInstance } from 'axios';

/** An SWR key: the bare path for a call without arguments, else the path and one stable argument. */
export type ApiKey = string | readonly [path: string, arg: unknown];

export interface QueryEndpoint<A, R> {
  (http: AxiosInstance, args: A): Promise<R>;
  /** The API path (relative to the API base), the first part of every key of this endpoint. */
  readonly path: string;
  /**
   * The key's second part; default: a primitive as it is, an object as its stableQuery text. Undefined
   * makes the key the bare path.
   */
  readonly keyArg?: ((args: A) => unknown) | undefined;
}

/**
 * Defines a query endpoint: `fetch` gets the client, the arguments and the path (so the path is written
 * only here). Without arguments the key is the bare path.
 */
export function query<A = void, R = unknown>(
  path: string,
  fetch: (http: AxiosInstance, args: A, path: string) => Promise<R>,
  keyArg?: (args: A) => unknown,
): QueryEndpoint<A, R> {
  const call = (http: AxiosInstance, args: A) => fetch(http, args, path);
  return Object.assign(call, { path, keyArg });
}

/** A query endpoint that GETs its path, with `toParams(args)` as the query when given, and answers the body. */
export function getQuery<A = void, R = unknown>(
  path: string,
  toParams?: (args: A) => object,
): QueryEndpoint<A, R> {
  return query<A, R>(path, async (http, args, at) =>
    toParams ? (await http.get<R>(at, { params: toParams(args) })).data : (await http.get<R>(at)).data,
  );
}

/** The SWR key of a call: the path first, then the arguments in a stable form. */
export function keyOf<A, R>(endpoint: QueryEndpoint<A, R>, args: A): ApiKey {
  const arg = endpoint.keyArg ? endpoint.keyArg(args) : stableArg(args);
  return arg === undefined ? endpoint.path : ([endpoint.path, arg] as const);
}

function stableArg(args: unknown): unknown {
  return args !== null && typeof args === 'object' ? stableQuery(args) : args;
}

/** The query as a text with its fields in a fixed order and empty ones left out. */
export function stableQuery(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value as string | number | boolean));
  }
  return params.toString();
}

/** The API path of a key (a bare path, or the first part of an array key). */
export function pathOfKey(key: unknown): string | undefined {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return undefined;
}

/** A key filter for SWR's `mutate`: every key of any of these endpoints, whatever its arguments. */
export function keysOf(...endpoints: readonly { readonly path: string }[]): (key: unknown) => boolean {
  const paths = new Set(endpoints.map((e) => e.path));
  return (key) => {
    const path = pathOfKey(key);
    return path !== undefined && paths.has(path);
  };
}
