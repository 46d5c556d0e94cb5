// The address state of the product list (/list) and the shop page (/shop/:shopId): parsed from the query
// string, written back to it (so back/forward and shared links work), and turned into the search call.
import { AxiosError } from 'axios';
import { listTabType, type SearchProdQuery } from '@mall/domain';

export type SortKind = 0 | 1 | 2;
export type SortOrder = 0 | 1;

/** Products a page on the list and in a store. */
export const LIST_PAGE_SIZE = 20;

/** What the shop page keeps in its address: the search inside the store, sort and page. */
export interface ShopQuery {
  /** Product name (`pn`), '' for none. */
  pn: string;
  /** `sort`: 0 default, 1 sales, 2 price. */
  sort: SortKind;
  /** `orderBy`: 0 ascending, 1 descending (meaningless with sort 0, then 0). */
  orderBy: SortOrder;
  /** `current`: the page, from 1. */
  current: number;
}

/** The list's address: the shop page's fields plus the tab type and the category. */
export interface ListQuery extends ShopQuery {
  /** `st`: the tab type (spec section 2: the page's default when absent). */
  st: number;
  /** `categoryId`: a category at any level. */
  categoryId?: number;
}

/** A whole number from 1, or undefined. */
export function positiveInt(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

function parseSortPage(params: URLSearchParams): ShopQuery {
  const sortText = params.get('sort');
  const sort: SortKind = sortText === '1' ? 1 : sortText === '2' ? 2 : 0;
  const orderBy: SortOrder = sort !== 0 && params.get('orderBy') === '1' ? 1 : 0;
  return {
    pn: (params.get('pn') ?? '').trim(),
    sort,
    orderBy,
    current: positiveInt(params.get('current')) ?? 1,
  };
}

export function parseShopQuery(params: URLSearchParams): ShopQuery {
  return parseSortPage(params);
}

/**
 * The list's state from its address; `pathname` gives the tab type when `st` is absent (the activity
 * pages that show the list: group-buy 3, special-discount 2, flash-sale 4, coupons 5, otherwise 0).
 */
export function parseListQuery(params: URLSearchParams, pathname: string): ListQuery {
  const categoryId = positiveInt(params.get('categoryId'));
  return {
    ...parseSortPage(params),
    st: listTabType(params.get('st'), pathname),
    ...(categoryId !== undefined ? { categoryId } : {}),
  };
}

function writeSortPage(params: URLSearchParams, query: ShopQuery) {
  if (query.sort !== 0) {
    params.set('sort', String(query.sort));
    params.set('orderBy', String(query.orderBy));
  }
  if (query.current > 1) params.set('current', String(query.current));
}

/** The list's query string in a fixed order, defaults left out (`st` always, as the header's link has it). */
export function listSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const pn = query.pn.trim();
  if (pn) params.set('pn', pn);
  params.set('st', String(query.st));
  if (query.categoryId !== undefined) params.set('categoryId', String(query.categoryId));
  writeSortPage(params, query);
  return params;
}

/** The shop page's query string, defaults left out. */
export function shopSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  const pn = query.pn.trim();
  if (pn) params.set('pn', pn);
  writeSortPage(params, query);
  return params;
}

/** The search call of a list or store page. */
export function toSearchProdQuery(
  query: ShopQuery & { categoryId?: number },
  extra: { shopId?: number; size?: number } = {},
): SearchProdQuery {
  return {
    ...(query.pn.trim() ? { prodName: query.pn.trim() } : {}),
    ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}),
    ...(extra.shopId !== undefined ? { shopId: extra.shopId } : {}),
    sort: query.sort,
    orderBy: query.orderBy,
    current: query.current,
    size: extra.size ?? LIST_PAGE_SIZE,
  };
}

/** The `:shopId` of the address as a store id, or undefined (then the store is unknown). */
export function parseShopId(param: string | undefined): number | undefined {
  return positiveInt(param);
}

/** The server refused the request as a bad one (400): for the store head, an unknown store. */
export function isBadRequest(error: unknown): boolean {
  return error instanceof AxiosError && error.response?.status === 400;
}

export type ShopStatus = 'pending' | 'loading' | 'ready' | 'notFound' | 'error';

/**
 * The store head's state: `pending` in the first 200 ms of loading (nothing shown yet), then `loading`;
 * an invalid id or a 400 answer (`店铺不存在`) is `notFound`; another failure is `error`.
 */
export function shopStatus(
  shopId: number | undefined,
  head: { data?: unknown; error?: unknown; showLoading: boolean },
): ShopStatus {
  if (shopId === undefined) return 'notFound';
  if (head.data !== undefined) return 'ready';
  if (head.error !== undefined) return isBadRequest(head.error) ? 'notFound' : 'error';
  return head.showLoading ? 'loading' : 'pending';
}
