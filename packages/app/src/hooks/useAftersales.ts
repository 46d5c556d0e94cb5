// SWR hooks of the after-sales and invoice pages. Keys: the API path first, then the arguments.
import useSWR from 'swr';
import { getInvoice, getInvoicePage } from '../api/invoices.ts';
import { getOrderForRefund, getRefund, getRefundable, getRefundPage } from '../api/refunds.ts';
import { isBadRequest } from '../listQuery.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';
import { stableQuery } from './keys.ts';
import { REFUND_PAGE_SIZE } from './aftersales.ts';

/** How many of the buyer's invoices are searched for an order's (newest first). */
export const INVOICE_SEARCH_SIZE = 100;

export const aftersalesKeys = {
  refundPage: (current: number, size: number) =>
    ['/p/orderRefund/list', stableQuery({ current, size })] as const,
  refund: (refundSn: string) => ['/p/orderRefund/info', refundSn] as const,
  refundable: (orderNumber: string, orderItemId: number) =>
    ['/p/orderRefund/refundable', stableQuery({ orderItemId, orderNumber })] as const,
  order: (orderNumber: string) => ['/p/myOrder/orderDetail', orderNumber] as const,
  invoice: (id: number) => ['/p/orderInvoice/info', id] as const,
  invoicePage: (current: number, size: number) =>
    ['/p/orderInvoice/list', stableQuery({ current, size })] as const,
};

const noRetryOn400 = { shouldRetryOnError: (error: Error) => !isBadRequest(error) };

/** With `showLoading` after 200 ms and `notFound` for a 400 (an unknown or another buyer's id). */
function useFlags<R extends { isLoading: boolean; data?: unknown; error?: unknown }>(
  result: R,
  missing = false,
) {
  const showLoading = useDelayedFlag(result.isLoading);
  const notFound = missing || (!result.data && isBadRequest(result.error));
  return Object.assign(result, { showLoading, notFound });
}

export function useRefundPage(current: number, size: number = REFUND_PAGE_SIZE) {
  const http = useApiClient();
  const result = useSWR(
    aftersalesKeys.refundPage(current, size),
    () => getRefundPage(http, { current, size }),
    {
      keepPreviousData: true,
    },
  );
  return useFlags(result);
}

export function useRefund(refundSn: string | undefined) {
  const http = useApiClient();
  const result = useSWR(
    refundSn ? aftersalesKeys.refund(refundSn) : null,
    () => getRefund(http, refundSn!),
    noRetryOn400,
  );
  return useFlags(result, refundSn === undefined);
}

export function useRefundable(orderNumber: string | undefined, orderItemId: number) {
  const http = useApiClient();
  const result = useSWR(
    orderNumber ? aftersalesKeys.refundable(orderNumber, orderItemId) : null,
    () => getRefundable(http, orderNumber!, orderItemId),
    noRetryOn400,
  );
  return useFlags(result, orderNumber === undefined);
}

export function useOrderForRefund(orderNumber: string | undefined) {
  const http = useApiClient();
  const result = useSWR(
    orderNumber ? aftersalesKeys.order(orderNumber) : null,
    () => getOrderForRefund(http, orderNumber!),
    noRetryOn400,
  );
  return useFlags(result, orderNumber === undefined);
}

export function useInvoice(id: number | undefined) {
  const http = useApiClient();
  const result = useSWR(id ? aftersalesKeys.invoice(id) : null, () => getInvoice(http, id!), noRetryOn400);
  return useFlags(result, id === undefined);
}

/** The buyer's newest invoices (an order's invoice is looked up among them). */
export function useInvoiceSearch(enabled: boolean) {
  const http = useApiClient();
  const result = useSWR(enabled ? aftersalesKeys.invoicePage(1, INVOICE_SEARCH_SIZE) : null, () =>
    getInvoicePage(http, { current: 1, size: INVOICE_SEARCH_SIZE }),
  );
  return useFlags(result);
}
