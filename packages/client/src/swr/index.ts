// @mall/client/swr: the React side of the client, for apps (storefront, consoles): the client's context,
// the one query hook whose keys derive from the endpoints, and the delayed loading flag.
export * from './ApiClientContext.tsx';
export * from './delayedFlag.ts';
export * from './useApiQuery.ts';
