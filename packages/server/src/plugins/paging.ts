// The contract's paging (schemas in domain contract/page.ts): the window of a page query and the page
// answer.
import type { Page, PageParams } from '@mall/domain';

export { blankToUndefined, PageQuery, pageOf } from '@mall/domain';
export type { Page, PageParams } from '@mall/domain';

/** OFFSET and LIMIT of a page query. */
export function pageWindow(query: PageParams): { offset: number; limit: number } {
  return { offset: (query.current - 1) * query.size, limit: query.size };
}

export function toPage<T>(records: T[], total: number, query: PageParams): Page<T> {
  return { records, total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
}
