// Shared wire shapes of docs/api.md ("Paging, money, booleans"), from the domain's contract.
export type { Page, PageQuery } from '@mall/domain';

/** Query parameters without the absent and empty ones. */
export const params = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
