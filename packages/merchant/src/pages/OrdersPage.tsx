// The orders section (issue 17 item 4): the store's orders (filters and page kept in the address, so a
// reload or a shared link shows the same), the CSV export of the same filters (saved under the server's
// file name), and one order's detail at `:orderNumber`, where a paid order is shipped; the server's
// refusal (e.g. a pre-sale product's shipping day not reached) is shown above the button, and the order
// and the lists are read again after a shipment. The screens are ui's; every amount and rule is the
// server's (packages/server order/merchantQuery.ts).
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  exportMerchantOrders,
  getMerchantOrder,
  getMerchantOrders,
  shipMerchantOrder,
  refusalsInPlace,
  saveFile,
} from '@mall/client';
import { useRefreshList } from '../hooks/useRefreshList.ts';
import { refusalOf } from '@mall/client/console';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { type MerchantOrderExportQuery, PAGE_CURRENT_MAX } from '@mall/domain';
import {
  emptyOrderFilters,
  OrderListScreen,
  type OrderListQuery,
} from '@mall/ui/screens/merchant/OrderListScreen';
import { OrderDetailScreen } from '@mall/ui/screens/merchant/OrderDetailScreen';
import { isAxiosError } from 'axios';
import NotFoundPage from './NotFoundPage.tsx';

export default function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrderList />} />
      <Route path=":orderNumber" element={<OrderDetailOf />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const PAGE_SIZES = [10, 20, 50] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function listQueryOf(search: URLSearchParams): OrderListQuery {
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
    status: Number.isInteger(status) && status >= 0 && status <= 7 ? (status as OrderListQuery['status']) : 0,
    orderNumber: text('orderNumber', /^\d{1,30}$/),
    receiver: (search.get('receiver') ?? '').trim().slice(0, 50),
    mobile: text('mobile', /^\d{1,11}$/),
    startDate: ordered ? startDate : '',
    endDate: ordered ? endDate : '',
    current: Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

/** The address's search of a list query (defaults left out). */
export function searchOf(query: OrderListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(emptyOrderFilters) as (keyof typeof emptyOrderFilters)[]) {
    if (query[key] !== emptyOrderFilters[key]) search[key] = String(query[key]);
  }
  if (query.current > 1) search.current = String(query.current);
  if (query.size !== 10) search.size = String(query.size);
  return search;
}

/** The filters of a list query as the API takes them (the empty ones left out). */
export function filtersOf(query: OrderListQuery): MerchantOrderExportQuery {
  const filters: MerchantOrderExportQuery = { status: query.status };
  for (const key of ['orderNumber', 'receiver', 'mobile', 'startDate', 'endDate'] as const) {
    if (query[key]) filters[key] = query[key];
  }
  return filters;
}

function OrderList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const http = useApiClient();
  const { i18n } = useLingui();
  const query = listQueryOf(search);
  const list = useApiQuery(getMerchantOrders, {
    current: query.current,
    size: query.size,
    ...filtersOf(query),
  });
  const [exporting, setExporting] = useState(false);
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <OrderListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(searchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      exporting={exporting}
      onExport={() => {
        setExporting(true);
        // A refusal (e.g. too many orders) is the client's toast with the server's text.
        void exportMerchantOrders(http, filtersOf(query))
          .then((file) => saveFile(file.blob, file.fileName))
          .catch(() => undefined)
          .finally(() => setExporting(false));
      }}
      // The detail keeps the list's address, so going back shows the same filters and page.
      onOpen={(orderNumber) => void navigate({ pathname: orderNumber, search: search.toString() })}
    />
  );
}

/** One order's page: a fresh state (a refusal shown, the ship form) for each order. */
function OrderDetailOf() {
  return <OrderDetail key={useParams().orderNumber} />;
}

function OrderDetail() {
  const [search] = useSearchParams();
  const { i18n } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const orderNumber = useParams().orderNumber ?? '';
  const valid = /^\d{1,30}$/.test(orderNumber);
  const order = useApiQuery(getMerchantOrder, valid ? orderNumber : null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const refreshLists = useRefreshList(getMerchantOrders.path);
  if (!valid) return <NotFoundPage />;
  const missing = isAxiosError(order.error) && order.error.response?.status === 400 && !order.data;
  if (missing) return <NotFoundPage />;
  return (
    <OrderDetailScreen
      order={order.data}
      loading={order.showLoading}
      error={order.data === undefined && order.error !== undefined}
      onRetry={() => void order.mutate()}
      refusal={refusal}
      onShip={async (values) => {
        setRefusal(undefined);
        try {
          await shipMerchantOrder(refusalsInPlace(http), { orderNumber, ...values });
        } catch (error) {
          setRefusal(refusalOf(error, i18n));
          throw error;
        } finally {
          // The server's state either way (shipped, or changed meanwhile).
          void order.mutate();
          void refreshLists();
        }
      }}
      onBack={() => void navigate({ pathname: '..', search: search.toString() }, { relative: 'path' })}
      onOpenRefund={(refundSn) => void navigate(`/refunds/${refundSn}`)}
    />
  );
}
