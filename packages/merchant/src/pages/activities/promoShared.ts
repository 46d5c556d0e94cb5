// What the discount, coupon and points-price pages share (issue 17 item 7), beside what every activity
// page shares (shared.ts: the list's status, page and size in the address, an id of the address, the way
// back to the list): the points list's filters, the store's products to pick from (the first page the
// server gives, at most 100; a form adds the products its activity names), what every activity list's
// screen takes (its query, a stop per row, the way to a form) and a form's submit (the server's refusal
// shown in the form, not as a toast).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { getMerchantProducts, refusalsInPlace, type QueryEndpoint } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import type { MerchantProdQuery, MerchantPromoProd } from '@mall/domain';
import type { ActivityListQuery, ProductSearchProps } from '@mall/ui/screens/merchant/ActivityKit';
import type { PointsPriceQuery } from '@mall/ui/screens/merchant/PointsPriceScreen';
import type { AxiosInstance } from 'axios';
import { useRefreshList } from '../../hooks/useRefreshList.ts';
import { refusalOf } from '@mall/client/console';
import {
  activityOf,
  activityQueryOf,
  activitySearchOf,
  currentOf,
  listOf,
  pageSearchOf,
  pickerQueryOf,
  sizeOf,
  useProductSearch,
} from './shared.ts';

/** The points-price list's query as the address holds it. */
export function pointsQueryOf(search: URLSearchParams): PointsPriceQuery {
  return {
    prodName: (search.get('prodName') ?? '').slice(0, 100),
    inMall: search.get('inMall') === '1' ? 1 : 0,
    current: currentOf(search),
    size: sizeOf(search),
  };
}

export function pointsSearchOf(query: PointsPriceQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.prodName) search.prodName = query.prodName;
  if (query.inMall === 1) search.inMall = '1';
  return { ...search, ...pageSearchOf(query) };
}

/**
 * The product list query of a discount's or coupon's form: the store's products on sale or not, last
 * changed first, whose name holds the keyword (trimmed; none when blank).
 */
export function storeProductsQueryOf(keyword: string): MerchantProdQuery {
  return { ...pickerQueryOf(keyword), status: -1 };
}

/**
 * The store's products a discount's or coupon's form offers (the latest changed 100 matching the keyword,
 * searched ~300 ms after the last keystroke or at once on Enter; the screen keeps the ticked ones shown),
 * and the search with its loading and failure.
 */
export function useStoreProducts(): {
  products: MerchantPromoProd[];
} & Required<ProductSearchProps> {
  const search = useProductSearch();
  const list = useApiQuery(getMerchantProducts, storeProductsQueryOf(search.searched), {
    keepPreviousData: true,
  });
  return {
    products: (list.data?.records ?? []).map((p) => ({ prodId: p.prodId, prodName: p.prodName, pic: p.pic })),
    onProductSearch: search.onProductSearch,
    productsLoading: list.isLoading || search.pending,
    productsError: list.data === undefined && list.error !== undefined,
    onProductsRetry: () => void list.mutate(),
  };
}

/**
 * A list's stop per row: the rows whose stop is under way (their button busy), and the stop itself. A
 * refusal is the client's toast; the list shows the server's state either way (refreshed after).
 */
export function useStopRow<Row>(
  listPath: string,
  stop: (http: AxiosInstance, id: number) => Promise<unknown>,
  idOfRow: (row: Row) => number,
) {
  const http = useApiClient();
  const refresh = useRefreshList(listPath);
  const [pendingIds, setPending] = useState<readonly number[]>([]);
  const onStop = (row: Row) => {
    const id = idOfRow(row);
    setPending((ids) => [...ids, id]);
    void stop(http, id)
      .catch(() => undefined)
      .finally(() => {
        setPending((ids) => ids.filter((other) => other !== id));
        void refresh();
      });
  };
  return { pendingIds, onStop };
}

/**
 * What an activity list's screen takes from its page, for every kind: the list of the address's query
 * (status, page, size), its loading and failure, a stop per row (`idOfRow`: the row's id from what the
 * screen's stop gives) and the way to a row's or a new form with the list's search kept.
 */
export function useActivityList<Page, Row>(
  list: QueryEndpoint<ActivityListQuery, Page>,
  stop: (http: AxiosInstance, id: number) => Promise<unknown>,
  idOfRow: (row: Row) => number,
) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const query = activityQueryOf(search);
  const page = useApiQuery(list, query);
  const stopRow = useStopRow(list.path, stop, idOfRow);
  return {
    page: page.data,
    query,
    onQueryChange: (next: ActivityListQuery) => setSearch(activitySearchOf(next)),
    loading: page.showLoading,
    error: page.data === undefined && page.error !== undefined,
    onRetry: () => void page.mutate(),
    pendingIds: stopRow.pendingIds,
    onStop: stopRow.onStop,
    onOpen: (id: number) => void navigate(activityOf(id, search)),
    onCreate: () => void navigate(activityOf('new', search)),
  };
}

/**
 * An activity form's submit: sends it (`send`), shows the server's refusal in the form (and keeps it as
 * it is), else refreshes the list and goes back to it (with the search the form came with: the list's
 * filters, page and size).
 */
export function useFormSubmit<Request>(
  listPath: string,
  send: (http: AxiosInstance, request: Request) => Promise<unknown>,
  saved: () => void,
) {
  const http = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const refresh = useRefreshList(listPath);
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | undefined>();
  const onSubmit = async (request: Request) => {
    setRefusal(undefined);
    try {
      await send(refusalsInPlace(http), request);
    } catch (error) {
      setRefusal(refusalOf(error, i18n));
      throw error;
    }
    void refresh();
    saved();
    void navigate(listOf(search), { relative: 'path' });
  };
  return { refusal, onSubmit, onCancel: () => void navigate(listOf(search), { relative: 'path' }) };
}
