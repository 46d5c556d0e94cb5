export * from './ApiClientContext.tsx';
export * from './keys.ts';
export * from './delayedFlag.ts';
export * from './siteConfigCache.ts';
export * from './useApi.ts';
export * from './debounce.ts';
export * from './siteHead.ts';
export * from './useLoginPopup.ts';
