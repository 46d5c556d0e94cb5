// The console kit (decisions/0080): what the merchant centre and the platform console share, each with its
// own token key, language key, endpoints, sections and looks. `@mall/client/console`.
export * from './apiClient.ts';
export * from './guard.ts';
export * from './locale.ts';
export * from './refusal.ts';
export * from './router.tsx';
export * from './sectionGate.tsx';
export * from './session.ts';
export * from './token.ts';
export * from './useToken.ts';
