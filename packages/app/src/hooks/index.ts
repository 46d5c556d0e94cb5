export * from './ApiClientContext.tsx';
export * from './keys.ts';
export * from './delayedFlag.ts';
export * from './siteConfigCache.ts';
export * from './useApi.ts';
