// After-sales and invoices: the buyer's refunds (a page, one refund), what can be refunded, the order an
// application is about (the orders' own key), and invoices. One-item pages carry `notFound` for a 400
// (an unknown or another buyer's id), which is not asked again.
import {
  getInvoice,
  getInvoicePage,
  getOrderDetail,
  getRefund,
  getRefundable,
  getRefundPage,
} from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import { REFUND_PAGE_SIZE } from '../routes/aftersalesPage.ts';
import { noRetryOn400, withNotFound } from './query.ts';

/** How many of the buyer's invoices are searched for an order's (newest first). */
export const INVOICE_SEARCH_SIZE = 100;

export function useRefundPage(current: number, size: number = REFUND_PAGE_SIZE) {
  return withNotFound(useApiQuery(getRefundPage, { current, size }, { keepPreviousData: true }));
}

export function useRefund(refundSn: string | undefined) {
  return withNotFound(useApiQuery(getRefund, refundSn || null, noRetryOn400), refundSn === undefined);
}

export function useRefundable(orderNumber: string | undefined, orderItemId: number) {
  return withNotFound(
    useApiQuery(getRefundable, orderNumber ? { orderNumber, orderItemId } : null, noRetryOn400),
    orderNumber === undefined,
  );
}

export function useOrderForRefund(orderNumber: string | undefined) {
  return withNotFound(
    useApiQuery(getOrderDetail, orderNumber || null, noRetryOn400),
    orderNumber === undefined,
  );
}

export function useInvoice(id: number | undefined) {
  return withNotFound(useApiQuery(getInvoice, id || null, noRetryOn400), id === undefined);
}

/** The buyer's newest invoices (an order's invoice is looked up among them). */
export function useInvoiceSearch(enabled: boolean) {
  return withNotFound(
    useApiQuery(getInvoicePage, enabled ? { current: 1, size: INVOICE_SEARCH_SIZE } : null),
  );
}
