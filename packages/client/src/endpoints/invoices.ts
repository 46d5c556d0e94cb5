// Invoices (docs/api.md "Invoices"): one per order, applying -> issued.
import type { AxiosInstance } from 'axios';
import type { InvoiceApplyParam, OrderInvoice, Page, PageQuery } from '@mall/domain';
import { query } from '../endpoint.ts';

/** One invoice: GET /p/orderInvoice/info/{id}; its key is the path and the id. */
export const getInvoice = query<number, OrderInvoice>(
  '/p/orderInvoice/info',
  async (http, id, path) => (await http.get<OrderInvoice>(`${path}/${id}`)).data,
);

export const getInvoicePage = query<PageQuery, Page<OrderInvoice>>(
  '/p/orderInvoice/list',
  async (http, page, path) => (await http.get<Page<OrderInvoice>>(path, { params: page })).data,
);

/** Applies for an order's invoice; answers its id. */
export async function applyInvoice(http: AxiosInstance, body: InvoiceApplyParam): Promise<number> {
  return (await http.post<number>('/p/orderInvoice', body)).data;
}
