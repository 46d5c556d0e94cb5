// What the discount, coupon and points-price pages share (issue 17 item 7): their lists' filters and page
// in the address (anything malformed reads as the default), the store's products to pick from (the
// first page the server gives, at most 100), the server's refusal as the text a form shows, the
// refresh of every cached page of a list after a change, a list's stop per row and a form's submit.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useSWRConfig } from 'swr';
import { errorText, getMerchantProducts } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { messages, PAGE_CURRENT_MAX, type MerchantPromoProd } from '@mall/domain';
import type { PromoListQuery } from '@mall/ui/screens/merchant/PromoParts';
import type { PointsPriceQuery } from '@mall/ui/screens/merchant/PointsPriceScreen';
import { isAxiosError, type AxiosInstance } from 'axios';

const PAGE_SIZE = 10;

function currentOf(search: URLSearchParams): number {
  const current = Number(search.get('current') ?? 1);
  return Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1;
}

/** A discount or coupon list's query as the address holds it. */
export function promoQueryOf(search: URLSearchParams): PromoListQuery {
  const status = Number(search.get('status') ?? -1);
  return {
    status: status === 0 || status === 1 || status === 2 ? status : -1,
    current: currentOf(search),
    size: PAGE_SIZE,
  };
}

export function promoSearchOf(query: PromoListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.status !== -1) search.status = String(query.status);
  if (query.current > 1) search.current = String(query.current);
  return search;
}

/** The points-price list's query as the address holds it. */
export function pointsQueryOf(search: URLSearchParams): PointsPriceQuery {
  return {
    prodName: (search.get('prodName') ?? '').slice(0, 100),
    inMall: search.get('inMall') === '1' ? 1 : 0,
    current: currentOf(search),
    size: PAGE_SIZE,
  };
}

export function pointsSearchOf(query: PointsPriceQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.prodName) search.prodName = query.prodName;
  if (query.inMall === 1) search.inMall = '1';
  if (query.current > 1) search.current = String(query.current);
  return search;
}

/** The id of the address (`new` is none); NaN for an address that is no id. */
export function idOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : Number.NaN;
}

/** The store's products an activity's form offers (the latest changed 100, on sale or not). */
export function useStoreProducts(): MerchantPromoProd[] {
  const list = useApiQuery(getMerchantProducts, { current: 1, size: 100, status: -1 });
  return (list.data?.records ?? []).map((p) => ({ prodId: p.prodId, prodName: p.prodName, pic: p.pic }));
}

/** The text a form shows for a failed request: the server's refusal (400), else "server problem". */
export function useRefusalText(): (error: unknown) => string {
  const { i18n } = useLingui();
  return (error) =>
    isAxiosError(error) && error.response?.status === 400
      ? errorText(error.response.data).trim() || i18n._(messages.serverProblem)
      : i18n._(messages.serverProblem);
}

/** Every cached page of the list at `path` is stale after a change. */
export function useRefreshList(path: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => (Array.isArray(key) ? key[0] : key) === path, undefined, { revalidate: true }),
    [mutate, path],
  );
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
 * An activity form's submit: sends it (`send`), shows the server's refusal in the form (and keeps it as
 * it is), else refreshes the list and goes back to it.
 */
export function useFormSubmit<Request>(
  listPath: string,
  send: (http: AxiosInstance, request: Request) => Promise<unknown>,
  saved: () => void,
) {
  const http = useApiClient();
  const navigate = useNavigate();
  const refresh = useRefreshList(listPath);
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | undefined>();
  const onSubmit = async (request: Request) => {
    setRefusal(undefined);
    try {
      await send(http, request);
    } catch (error) {
      setRefusal(refusalText(error));
      throw error;
    }
    void refresh();
    saved();
    void navigate('..', { relative: 'path' });
  };
  return { refusal, onSubmit, onCancel: () => void navigate('..', { relative: 'path' }) };
}
