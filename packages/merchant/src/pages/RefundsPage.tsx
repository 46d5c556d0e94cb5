// The after-sales section (issue 17 item 5): the store's requests (filters and page kept in the address,
// so a reload or a shared link shows the same) and one request's page at `:refundSn`, where the merchant
// agrees, refuses with a reason or confirms the returned goods; the server's refusal is shown above the
// buttons, and the request and the lists are read again after each move. The deadlines and every amount
// are the server's (packages/server refund/routes.merchant.ts); "now" for the time left is the client's
// clock, which the server's deadlines are compared with only for the words "time left".
import { useCallback, useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useSWRConfig } from 'swr';
import {
  agreeMerchantRefund,
  getMerchantOrders,
  getMerchantRefund,
  getMerchantRefunds,
  receiveMerchantRefund,
  refuseMerchantRefund,
  refusalsInPlace,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { isRefundStatus, PAGE_CURRENT_MAX, type MerchantRefundQuery } from '@mall/domain';
import {
  emptyRefundFilters,
  RefundListScreen,
  type RefundListQuery,
} from '@mall/ui/screens/merchant/RefundListScreen';
import { RefundDetailScreen, type RefundMove } from '@mall/ui/screens/merchant/RefundDetailScreen';
import { isAxiosError } from 'axios';
import NotFoundPage from './NotFoundPage.tsx';
import { refusalOf } from '@mall/client/console';

export default function RefundsPage() {
  return (
    <Routes>
      <Route index element={<RefundList />} />
      <Route path=":refundSn" element={<RefundDetailOf />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const PAGE_SIZES = [10, 20, 50] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DIGITS = /^\d{1,30}$/;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function refundQueryOf(search: URLSearchParams): RefundListQuery {
  const text = (name: string, pattern: RegExp) => {
    const value = (search.get(name) ?? '').trim();
    return pattern.test(value) ? value : '';
  };
  const status = Number(search.get('status') ?? 0);
  const current = Number(search.get('current') ?? 1);
  const size = Number(search.get('size') ?? 10);
  const startDate = text('startDate', DAY);
  const endDate = text('endDate', DAY);
  const ordered = !startDate || !endDate || startDate <= endDate;
  return {
    status: status !== 0 && isRefundStatus(status) ? status : 0,
    refundSn: text('refundSn', DIGITS),
    orderNumber: text('orderNumber', DIGITS),
    startDate: ordered ? startDate : '',
    endDate: ordered ? endDate : '',
    current: Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

/** The address's search of a list query (defaults left out). */
export function refundSearchOf(query: RefundListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(emptyRefundFilters) as (keyof typeof emptyRefundFilters)[]) {
    if (query[key] !== emptyRefundFilters[key]) search[key] = String(query[key]);
  }
  if (query.current > 1) search.current = String(query.current);
  if (query.size !== 10) search.size = String(query.size);
  return search;
}

/** The list query as the API takes it (the empty filters left out). */
export function refundFiltersOf(query: RefundListQuery): MerchantRefundQuery {
  const filters: MerchantRefundQuery = { status: query.status, current: query.current, size: query.size };
  for (const key of ['refundSn', 'orderNumber', 'startDate', 'endDate'] as const) {
    if (query[key]) filters[key] = query[key];
  }
  return filters;
}

function RefundList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const query = refundQueryOf(search);
  const list = useApiQuery(getMerchantRefunds, refundFiltersOf(query));
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <RefundListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(refundSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      // The detail keeps the list's address, so going back shows the same filters and page.
      onOpen={(refundSn) => void navigate({ pathname: refundSn, search: search.toString() })}
    />
  );
}

/** One request's page: a fresh state (a refusal shown, the reason typed) for each request. */
function RefundDetailOf() {
  return <RefundDetail key={useParams().refundSn} />;
}

function RefundDetail() {
  const [search] = useSearchParams();
  const { i18n } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const refundSn = useParams().refundSn ?? '';
  const valid = DIGITS.test(refundSn);
  const refund = useApiQuery(getMerchantRefund, valid ? refundSn : null);
  const [pending, setPending] = useState<RefundMove | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const refreshLists = useCallback(
    () =>
      mutate(
        (key) => {
          const path = Array.isArray(key) ? key[0] : key;
          return path === getMerchantRefunds.path || path === getMerchantOrders.path;
        },
        undefined,
        { revalidate: true },
      ),
    [mutate],
  );
  if (!valid) return <NotFoundPage />;
  const missing = isAxiosError(refund.error) && refund.error.response?.status === 400 && !refund.data;
  if (missing) return <NotFoundPage />;
  const send = (move: RefundMove, call: () => Promise<unknown>) => {
    if (pending) return;
    setPending(move);
    setRefusal(undefined);
    void call()
      .catch((error: unknown) => setRefusal(refusalOf(error, i18n)))
      .finally(() => {
        setPending(undefined);
        // The server's state either way (moved, or changed meanwhile).
        void refund.mutate();
        void refreshLists();
      });
  };
  return (
    <RefundDetailScreen
      refund={refund.data}
      now={Date.now()}
      loading={refund.showLoading}
      error={refund.data === undefined && refund.error !== undefined}
      onRetry={() => void refund.mutate()}
      pending={pending}
      refusal={refusal}
      onAgree={() => send('agree', () => agreeMerchantRefund(refusalsInPlace(http), refundSn))}
      onRefuse={(reason) =>
        send('refuse', () => refuseMerchantRefund(refusalsInPlace(http), refundSn, reason))
      }
      onReceive={() => send('receive', () => receiveMerchantRefund(refusalsInPlace(http), refundSn))}
      onBack={() => void navigate({ pathname: '..', search: search.toString() }, { relative: 'path' })}
      onOpenOrder={(orderNumber) => void navigate(`/orders/${orderNumber}`)}
    />
  );
}
