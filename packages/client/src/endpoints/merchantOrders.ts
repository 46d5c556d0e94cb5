// The merchant's orders (docs/api.md "Merchant API", issue 17 item 4; shapes in domain's
// contract/merchant.ts): the shop's list (filtered, paged) and one order's detail (queries with SWR keys),
// shipping a paid order, and the CSV export of the same filters (text/csv, UTF-8 with a BOM), which
// answers a Blob and the file name the server gave (Content-Disposition) for the caller to save. The
// client given must carry the merchant token.
import type { AxiosInstance } from 'axios';
import type {
  MerchantDeliveryParam,
  MerchantOrderDetail,
  MerchantOrderExportQuery,
  MerchantOrderPage,
  MerchantOrderQuery,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { params } from './types.ts';

export type {
  MerchantDeliveryParam,
  MerchantOrder,
  MerchantOrderDetail,
  MerchantOrderExportQuery,
  MerchantOrderPage,
  MerchantOrderQuery,
} from '@mall/domain';

/** The shop's orders, newest first, filtered (status 0 all) and paged. */
export const getMerchantOrders = getQuery<MerchantOrderQuery, MerchantOrderPage>(
  '/merchant/orders',
  (query) => params(query),
);

/** One order of the shop with its amounts, invoice application and after-sales requests. */
export const getMerchantOrder = getQuery<string, MerchantOrderDetail>(
  '/merchant/order/info',
  (orderNumber) => ({
    orderNumber,
  }),
);

/** Ships a paid order (status 2) with the express company and tracking number. */
export async function shipMerchantOrder(http: AxiosInstance, body: MerchantDeliveryParam): Promise<boolean> {
  return (await http.put<boolean>('/merchant/order/delivery', body)).data;
}

/** The CSV of the shop's orders matching the filters, and the server's file name for it. */
export interface MerchantOrderCsvFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (`filename="..."`), or `fallback`. */
export function fileNameOf(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A malformed encoded name: the plain one, else the fallback.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : fallback;
}

/**
 * Downloads the CSV export of the shop's orders (at most MERCHANT_ORDER_EXPORT_MAX; more is refused).
 * Asked as text, so a refusal's body is the server's message (the client's toast shows it), then kept as
 * a Blob with its BOM (a browser's decoder drops it; spreadsheet programs need it to read UTF-8).
 */
export async function exportMerchantOrders(
  http: AxiosInstance,
  query: MerchantOrderExportQuery,
): Promise<MerchantOrderCsvFile> {
  const response = await http.get<string>('/merchant/orders/export', {
    params: params(query),
    responseType: 'text',
  });
  const text = String(response.data);
  return {
    blob: new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }),
    fileName: fileNameOf(response.headers['content-disposition'], 'orders.csv'),
  };
}
