// The notice pages' addresses: `/notice-list?currentPage=2` (the page, from 1) and `/notice-detail?id=3`.

/** Notices per page of the list. */
export const NOTICE_PAGE_SIZE = 10;

/** A positive whole number of a query value, or undefined (absent, malformed, zero, negative, too big). */
function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 ? n : undefined;
}

/** The list's page from the address (`currentPage`, as the user center names it); 1 by default. */
export function noticePageFromQuery(params: URLSearchParams): number {
  return positiveInt(params.get('currentPage')) ?? 1;
}

/** The address query of a list page: the first page has none. */
export function noticePageQuery(page: number): string {
  return page > 1 ? `?currentPage=${page}` : '';
}

/** The notice id of `/notice-detail?id=`; undefined when missing or malformed (shown as not found). */
export function noticeIdFromQuery(params: URLSearchParams): number | undefined {
  return positiveInt(params.get('id'));
}
