// The merchant's after-sales and invoices (docs/api.md "Merchant after-sales and invoices", issue 17
// items 4 and 5, decisions/0064; shapes in domain's contract/refund.ts and contract/invoice.ts): the
// shop's requests (filtered, paged) and one request's detail with its deadlines (queries with SWR keys),
// agree / refuse with a reason / confirm the returned goods; the shop's invoices, the PDF's upload, the
// issue with the uploaded document, and the PDF's download (a Blob and the server's file name) through
// the authenticated route. The client given must carry the merchant token; `downloadInvoice` also
// serves the shopper's client for GET /p/orderInvoice/file.
import type { AxiosInstance } from 'axios';
import type {
  InvoiceIssueParam,
  MerchantInvoiceQuery,
  MerchantRefundInfo,
  MerchantRefundPage,
  MerchantRefundQuery,
  OrderInvoicePage,
} from '@mall/domain';
import { isInvoiceFileRoute } from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { fileNameOf } from './merchantOrders.ts';
import { params } from './types.ts';

export type {
  InvoiceIssueParam,
  MerchantInvoiceQuery,
  MerchantRefundInfo,
  MerchantRefundPage,
  MerchantRefundQuery,
  MerchantRefundRecord,
  OrderInvoicePage,
} from '@mall/domain';

/** The shop's after-sales requests, newest first, filtered (status 0 all) and paged. */
export const getMerchantRefunds = getQuery<MerchantRefundQuery, MerchantRefundPage>(
  '/merchant/orderRefunds',
  (query) => params(query),
);

/** One request of the shop with its history and the time-out's deadlines. */
export const getMerchantRefund = getQuery<string, MerchantRefundInfo>(
  '/merchant/orderRefund/info',
  (refundSn) => ({ refundSn }),
);

/** Agrees to an application (a refund only is paid out at once; a return waits for the goods). */
export async function agreeMerchantRefund(http: AxiosInstance, refundSn: string): Promise<boolean> {
  return (await http.put<boolean>('/merchant/orderRefund/process', { refundSn, agree: true })).data;
}

/** Refuses an application with the reason the buyer will read. */
export async function refuseMerchantRefund(
  http: AxiosInstance,
  refundSn: string,
  refuseReason: string,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/orderRefund/process', { refundSn, agree: false, refuseReason }))
    .data;
}

/** Confirms the receipt of a return's goods (the money is paid out). */
export async function receiveMerchantRefund(http: AxiosInstance, refundSn: string): Promise<boolean> {
  return (await http.put<boolean>('/merchant/orderRefund/receive', { refundSn })).data;
}

/** The shop's invoices, newest first, filtered (status 0 all, order number) and paged. */
export const getMerchantInvoices = getQuery<MerchantInvoiceQuery, OrderInvoicePage>(
  '/merchant/orderInvoices',
  (query) => params(query),
);

/** Uploads an invoice's PDF (POST /merchant/orderInvoice/upload); answers its URL for the issue. */
export async function uploadInvoiceDocument(http: AxiosInstance, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<string>('/merchant/orderInvoice/upload', form)).data;
}

/** Issues an invoice with the uploaded PDF's URL. */
export async function issueMerchantInvoice(http: AxiosInstance, body: InvoiceIssueParam): Promise<boolean> {
  return (await http.put<boolean>('/merchant/orderInvoice/issue', body)).data;
}

/** An invoice's PDF and the server's file name for it. */
export interface InvoiceFile {
  blob: Blob;
  fileName: string;
}

/**
 * Downloads an issued invoice's PDF from the address its answer gave (`fileUrl`, an authenticated route:
 * `/api/merchant/orderInvoice/file?...` or `/api/p/orderInvoice/file?...`; the client's base already
 * is `/api`, so that prefix is dropped).
 */
export async function downloadInvoice(http: AxiosInstance, fileUrl: string): Promise<InvoiceFile> {
  // The token goes to our own routes only, never to an older invoice's free URL.
  if (!isInvoiceFileRoute(fileUrl)) throw new Error(`not an invoice file route: ${fileUrl}`);
  const path = fileUrl.startsWith('/api/') ? fileUrl.slice('/api'.length) : fileUrl;
  const response = await http.get<ArrayBuffer>(path, { responseType: 'arraybuffer' });
  return {
    blob: new Blob([response.data], { type: 'application/pdf' }),
    fileName: fileNameOf(response.headers['content-disposition'], 'invoice.pdf'),
  };
}
