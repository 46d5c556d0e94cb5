// Shared wire shapes of docs/api.md ("Paging, money, booleans"), from the domain's contract.
export type { Page, PageQuery } from '@mall/domain';
