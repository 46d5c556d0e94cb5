// A list's page in the address, one rule for every list of the console: `current` a whole number from 1
// to PAGE_CURRENT_MAX, `size` one of the sizes the lists offer (10 by default); anything malformed reads
// as the default, and the defaults are left out of the address.
import { PAGE_CURRENT_MAX } from '@mall/domain';

export const PAGE_SIZES = [10, 20, 50] as const;

/** A page number and size as the address holds them. */
export function pageOf(search: URLSearchParams): { current: number; size: number } {
  const current = Number(search.get('current') ?? 1);
  const size = Number(search.get('size') ?? 10);
  return {
    current: Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

/** The address's search of a page (the defaults left out), added to `search`. */
export function withPage(
  search: Record<string, string>,
  page: { current: number; size: number },
): Record<string, string> {
  if (page.current > 1) search.current = String(page.current);
  if (page.size !== 10) search.size = String(page.size);
  return search;
}
