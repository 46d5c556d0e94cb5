// The product list's tab type (`st` of /list, spec section 2). The activity pages reuse the list with
// their own tab when the address gives no `st`.
import { matchRoute } from './routes.ts';

export const ListTab = {
  all: 0,
  specialDiscount: 2,
  groupBuy: 3,
  flashSale: 4,
  coupons: 5,
} as const;
export type ListTab = (typeof ListTab)[keyof typeof ListTab];

const tabByRoute: Readonly<Record<string, number>> = {
  groupBuy: ListTab.groupBuy,
  specialDiscount: ListTab.specialDiscount,
  flashSale: ListTab.flashSale,
  coupons: ListTab.coupons,
};

/** The tab of a page when `st` is absent: group-buy 3, special-discount 2, flash-sale 4, coupons 5, else 0. */
export function defaultListTab(pathname: string): number {
  const match = matchRoute(pathname);
  return (match && tabByRoute[match.route.name]) ?? ListTab.all;
}

/**
 * The tab type of a page: the `st` query when it is a whole non-negative number, otherwise the page's
 * default (`defaultListTab`).
 */
export function listTabType(st: string | number | null | undefined, pathname: string): number {
  const value = typeof st === 'string' && /^\d+$/.test(st.trim()) ? Number(st.trim()) : st;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  return defaultListTab(pathname);
}
