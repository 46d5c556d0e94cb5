// Invoice wire shapes (api-contract.md "Account": invoices; docs/api.md "Invoices").
import type { InvoiceHeaderType, InvoiceStatus } from '../status.ts';

/** POST /p/orderInvoice: one invoice per order. */
export interface InvoiceApplyParam {
  orderNumber: string;
  /** Optional: the order's shop. */
  shopId?: number;
  /** 1 electronic general invoice (the only kind). */
  invoiceType: number;
  headerType: InvoiceHeaderType;
  headerName: string;
  invoiceTaxNumber: string;
  /** 1 product details. */
  invoiceContext: number;
}

/** GET /p/orderInvoice/info/{id} and the records of GET /p/orderInvoice/list. */
export interface OrderInvoice {
  orderInvoiceId: number;
  orderNumber: string;
  shopId: number;
  shopName: string;
  invoiceType: number;
  headerType: InvoiceHeaderType;
  headerName: string;
  invoiceTaxNumber: string | null;
  invoiceContext: number;
  /** 1 applying, 2 issued. */
  invoiceState: InvoiceStatus;
  /** The document once issued. */
  fileUrl: string | null;
  applicationTime: string;
  uploadTime: string | null;
}
