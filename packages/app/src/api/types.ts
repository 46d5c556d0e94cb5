// Shared wire shapes of docs/api.md ("Paging, money, booleans").

/** A page of records: `current` from 1, `size` at most 100 (the contract's shape, from domain). */
export type { Page } from '@mall/domain';

export interface PageQuery {
  current?: number;
  size?: number;
}
