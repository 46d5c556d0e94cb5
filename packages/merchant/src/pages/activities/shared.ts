// What every activity page shares (issue 17 item 7): the list's status, page and page size as the address
// holds them, the way between a list and one of its activities (the list's search kept both ways), what
// an activity's form shows while its activity loads (absent, failed, loading), and the product picker's
// data (a keyword search of the store's products on sale, the chosen product always among the options,
// and its SKUs). The discount, coupon and points pages use them too (promoShared.ts).
import { useCallback, useEffect, useState } from 'react';
import type { To } from 'react-router';
import { getMerchantProduct, getMerchantProducts } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import {
  PAGE_CURRENT_MAX,
  roleAllowsRoute,
  type MerchantProdQuery,
  type MerchantRole,
  type MerchantRoutePermission,
} from '@mall/domain';
import type { ActivityListQuery } from '@mall/ui/screens/merchant/SeckillListScreen';
import { isAxiosError } from 'axios';

/** The activity lists' page size when the address says none. */
export const PAGE_SIZE = 10;
/** The page sizes the lists offer (the console table's choices); any other reads as the default. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50];

/** The list's status, page and size as the address holds them (anything malformed reads as the default). */
export function activityQueryOf(search: URLSearchParams): ActivityListQuery {
  const status = Number(search.get('status') ?? -1);
  return {
    status: status === 0 || status === 1 || status === 2 ? status : -1,
    current: currentOf(search),
    size: sizeOf(search),
  };
}

/** The page of a list as the address holds it (anything malformed reads as the first). */
export function currentOf(search: URLSearchParams): number {
  const current = Number(search.get('current') ?? 1);
  return Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1;
}

/** The page size of a list as the address holds it (anything but an offered size reads as the default). */
export function sizeOf(search: URLSearchParams): number {
  const text = search.get('size') ?? '';
  return /^\d{1,3}$/.test(text) && PAGE_SIZES.includes(Number(text)) ? Number(text) : PAGE_SIZE;
}

/** The address's search of a list query (defaults left out). */
export function activitySearchOf(query: ActivityListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.status !== -1) search.status = String(query.status);
  return { ...search, ...pageSearchOf(query) };
}

/** The address's search of a list's page and size (defaults left out). */
export function pageSearchOf(query: { current: number; size: number }): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.current > 1) search.current = String(query.current);
  if (query.size !== PAGE_SIZE) search.size = String(query.size);
  return search;
}

/**
 * Where a list's row (`id`) or its `new` form is, relative to the list: the list's search goes along, so
 * that the form's way back ({@link listOf}) shows the same filters, page and size.
 */
export function activityOf(id: number | 'new', listSearch: URLSearchParams): To {
  return { pathname: String(id), search: searchText(listSearch) };
}

/** The list an activity's form goes back to (relative to the form's path), with the search it came with. */
export function listOf(formSearch: URLSearchParams): To {
  return { pathname: '..', search: searchText(formSearch) };
}

function searchText(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The id of the address (`new` is none); NaN for an address that is no id. */
export function idOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * What an activity's form shows: `new` (no id: the empty form), `ready` (the activity is here), `absent`
 * (the server refused it as no activity of the store: 400 activityNotFound, or a 404; the "not found"
 * page), `failed` (any other failure: an error with a retry), else `loading`. Data already here wins over
 * a later failure (a failed revalidation keeps the form).
 */
export type ActivityFormState = 'new' | 'ready' | 'absent' | 'failed' | 'loading';

export function activityFormStateOf(
  id: number | null,
  activity: { data?: unknown; error?: unknown },
): ActivityFormState {
  if (id === null) return 'new';
  if (activity.data !== undefined) return 'ready';
  if (activity.error === undefined) return 'loading';
  const status = isAxiosError(activity.error) ? activity.error.response?.status : undefined;
  return status === 400 || status === 404 ? 'absent' : 'failed';
}

/**
 * Whether the signed-in account (`role`; undefined while GET /merchant/me loads) may stop a kind whose
 * stop route needs `permission`: the list shows the stop only then, as the server would refuse it else
 * (a group buy's needs both products and orders: GROUP_STOP_PERMISSIONS, decisions/0074).
 */
export function mayStopOf(role: MerchantRole | undefined, permission: MerchantRoutePermission): boolean {
  return role !== undefined && roleAllowsRoute(role, permission);
}

/** A product the picker offers. */
export interface PickerProduct {
  prodId: number;
  prodName: string;
}

/** How many products one search of the picker shows. */
export const PICKER_SIZE = 100;
/** How long the picker waits after the last keystroke before it searches. */
export const PICKER_DEBOUNCE_MS = 300;

/**
 * The product list query of the picker: the store's products on sale, last changed first, whose name
 * holds the keyword (trimmed; none when blank; cut to the query's longest, 100).
 */
export function pickerQueryOf(keyword: string): MerchantProdQuery {
  const prodName = keyword.trim().slice(0, 100);
  return { current: 1, size: PICKER_SIZE, status: 1, ...(prodName ? { prodName } : {}) };
}

/**
 * The picker's options: the products found, with the chosen one (an activity's product, which may be off
 * sale or beyond the first page) first when the search did not find it, so the form always shows it.
 */
export function pickerOptionsOf(
  found: readonly PickerProduct[] | undefined,
  chosen: PickerProduct | undefined,
): PickerProduct[] {
  const options = (found ?? []).map((p) => ({ prodId: p.prodId, prodName: p.prodName }));
  if (chosen && !options.some((p) => p.prodId === chosen.prodId)) {
    options.unshift({ prodId: chosen.prodId, prodName: chosen.prodName });
  }
  return options;
}

/**
 * The picker's data: the store's products on sale matching the keyword (searched ~300 ms after the last
 * keystroke, or at once on Enter), the chosen product (`initial`: an activity's product, until another is
 * chosen) always among them with its name, and its SKUs. `search` holds what the edit screens take for the
 * search (`onProductSearch`, `productsLoading`, `productsError`, `onProductsRetry`).
 */
export function useProductPicker(initial: number | null) {
  const [chosen, setChosen] = useState<number | null>(null);
  const search = useProductSearch();
  const prodId = chosen ?? initial;
  const products = useApiQuery(getMerchantProducts, pickerQueryOf(search.searched), {
    keepPreviousData: true,
  });
  const product = useApiQuery(getMerchantProduct, prodId);
  const current = product.data && product.data.prodId === prodId ? product.data : undefined;
  return {
    form: {
      products: pickerOptionsOf(products.data?.records, current),
      skuOptions: current?.skuList.map((s) => ({
        skuId: s.skuId,
        skuName: s.skuName || s.properties,
        price: s.price,
        stocks: s.stocks,
        status: s.status,
      })),
      onProductChange: setChosen,
    },
    search: {
      onProductSearch: search.onProductSearch,
      productsLoading: products.isLoading || search.pending,
      productsError: products.data === undefined && products.error !== undefined,
      onProductsRetry: () => void products.mutate(),
    },
  };
}

/** A product search's text as typed (`keyword`) and as searched (`searched`, what the query holds). */
export interface ProductSearchState {
  keyword: string;
  searched: string;
}

/**
 * The search after the search box said `keyword`: typing keeps the last search (the debounce searches it
 * later); `{ now: true }` (Enter) searches it at once.
 */
export function nextProductSearch(
  state: ProductSearchState,
  keyword: string,
  options?: { now?: boolean },
): ProductSearchState {
  return options?.now ? { keyword, searched: keyword } : { keyword, searched: state.searched };
}

/**
 * A picker's product search: the text searched once it has stayed the same for PICKER_DEBOUNCE_MS, or at
 * once when the screen asks `{ now: true }` (Enter); `pending` while a typed text waits for its search.
 */
export function useProductSearch() {
  const [state, setState] = useState<ProductSearchState>({ keyword: '', searched: '' });
  useEffect(() => {
    if (state.keyword === state.searched) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, searched: s.keyword })), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.keyword, state.searched]);
  return {
    searched: state.searched,
    pending: state.keyword !== state.searched,
    onProductSearch: useCallback(
      (keyword: string, options?: { now?: boolean }) =>
        setState((s) => nextProductSearch(s, keyword, options)),
      [],
    ),
  };
}
