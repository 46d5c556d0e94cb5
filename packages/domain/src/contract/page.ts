// The contract's paging (api-contract.md "Conventions"): query `current` (from 1) and `size` (default 10,
// at most 100); a page answers `{records, total, size, current, pages}`. Shared by the server and the app.

/** A page of records. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** The paging query of a list request. */
export interface PageQuery {
  current?: number;
  size?: number;
}
