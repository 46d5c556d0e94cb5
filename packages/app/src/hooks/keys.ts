// Stable SWR keys: the API path first, then the arguments in a fixed order (architecture guide).
import type { SearchProdQuery } from '../api/catalog.ts';

export const CART_INFO_KEY = '/p/shopCart/info';
export const CART_TOTALS_PATH = '/p/shopCart/totalPay';
export const CART_COUNT_KEY = '/p/shopCart/prodCount';
export const SITE_CONFIG_KEY = '/webConfig/getPcWebConfig';
export const TOP_NOTICES_KEY = '/shop/notice/topNoticeList';
export const HOT_SEARCH_KEY = '/search/hotSearch';

export type SwrKey = string | readonly unknown[];

export const keys = {
  cartInfo: CART_INFO_KEY,
  /** Totals of the given lines; the ids sorted, so the same selection is one key. */
  cartTotals: (basketIds: readonly number[]) =>
    [CART_TOTALS_PATH, [...basketIds].sort((a, b) => a - b).join(',')] as const,
  cartCount: CART_COUNT_KEY,
  siteConfig: SITE_CONFIG_KEY,
  topNotices: TOP_NOTICES_KEY,
  hotSearch: HOT_SEARCH_KEY,
  banners: (imgType: number) => ['/indexImgs', imgType] as const,
  product: (prodId: number) => ['/prod/prodInfo', prodId] as const,
  isCollected: (prodId: number) => ['/p/user/collection/isCollection', prodId] as const,
  categories: (parentId: number) => ['/category/categoryInfo', parentId] as const,
  /** The query as a text with its fields in a fixed order and empty ones left out. */
  search: (query: SearchProdQuery) => ['/search/searchProdPage', stableQuery(query)] as const,
};

export function stableQuery(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value as string | number | boolean));
  }
  return params.toString();
}

function pathOf(key: unknown): string | undefined {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return undefined;
}

/** Keys a cart change makes stale: the cart, every totals selection and the count. */
export function isCartKey(key: unknown): boolean {
  const path = pathOf(key);
  return path === CART_INFO_KEY || path === CART_TOTALS_PATH || path === CART_COUNT_KEY;
}

/** Keys of one product's collection state. */
export function isCollectionKey(prodId: number) {
  return (key: unknown) =>
    Array.isArray(key) && key[0] === '/p/user/collection/isCollection' && key[1] === prodId;
}
