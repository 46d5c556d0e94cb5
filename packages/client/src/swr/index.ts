// @mall/client/swr: the React side of the client, for apps (storefront, consoles): the client's context,
// the one query hook whose keys derive from the endpoints, the delayed loading flag, and the chat's hooks.
export * from './ApiClientContext.tsx';
export * from './delayedFlag.ts';
export * from './policy.ts';
export * from './useApiQuery.ts';
export * from './useChat.ts';
