// Shared wire shapes of docs/api.md ("Paging, money, booleans").

/** A page of records: `current` from 1, `size` at most 100. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface PageQuery {
  current?: number;
  size?: number;
}
