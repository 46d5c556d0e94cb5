// Invoices (docs/api.md "Invoices"): one per order, applying -> issued.
import type { AxiosInstance } from 'axios';
import type { InvoiceApplyParam, OrderInvoice, Page } from '@mall/domain';

export async function getInvoice(http: AxiosInstance, id: number): Promise<OrderInvoice> {
  return (await http.get<OrderInvoice>(`/p/orderInvoice/info/${id}`)).data;
}

export async function getInvoicePage(
  http: AxiosInstance,
  query: { current: number; size: number },
): Promise<Page<OrderInvoice>> {
  return (await http.get<Page<OrderInvoice>>('/p/orderInvoice/list', { params: query })).data;
}

/** Applies for an order's invoice; answers its id. */
export async function applyInvoice(http: AxiosInstance, body: InvoiceApplyParam): Promise<number> {
  return (await http.post<number>('/p/orderInvoice', body)).data;
}
