// Invoice wire shapes (docs/api.md "Invoices"): the zod schemas the server's routes declare, and their
// types.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { InvoiceHeaderType, InvoiceStatus } from '../status.ts';
import { choice, PageQuery, pageOf, type QueryOf } from './page.ts';
import { isPrivateDocumentUrl } from './files.ts';
import { invoiceHeaderFields, unitHasTaxNumber, unitTaxNumberIssue } from './fields.ts';

const id = z.coerce
  .number({ error: messages.invoiceNotFound.id })
  .int(messages.invoiceNotFound.id)
  .min(1, messages.invoiceNotFound.id)
  .max(2_147_483_647, messages.invoiceNotFound.id);

export const InvoiceApplyParam = z
  .object({
    orderNumber: z
      .string({ error: messages.orderNotFound.id })
      .regex(/^\d{1,30}$/, { error: messages.orderNotFound.id }),
    shopId: z.number({ error: messages.orderNotFound.id }).int().min(1).max(2_147_483_647).optional(),
    invoiceType: z
      .number({ error: messages.invalid.id })
      .refine((v) => v === 1, messages.invalid.id)
      .default(1),
    ...invoiceHeaderFields,
    invoiceTaxNumber: z
      .string({ error: messages.invoiceTaxNumberInvalid.id })
      .trim()
      .toUpperCase()
      .max(20, messages.invoiceTaxNumberInvalid.id)
      .nullish(),
    invoiceContext: z
      .number({ error: messages.invalid.id })
      .refine((v) => v === 1, messages.invalid.id)
      .default(1),
  })
  .refine(unitHasTaxNumber, unitTaxNumberIssue)
  .meta({
    id: 'OrderInvoice',
    description: 'invoiceType 1 electronic general invoice; invoiceContext 1 product details',
  });

export const OrderInvoice = z
  .object({
    orderInvoiceId: z.number().int(),
    orderNumber: z.string(),
    shopId: z.number().int(),
    shopName: z.string(),
    invoiceType: z.number().int(),
    headerType: z.union([z.literal(InvoiceHeaderType.unit), z.literal(InvoiceHeaderType.personal)]),
    headerName: z.string(),
    invoiceTaxNumber: z.string().nullable(),
    invoiceContext: z.number().int(),
    invoiceState: z
      .union([z.literal(InvoiceStatus.applying), z.literal(InvoiceStatus.issued)])
      .meta({ description: '1 applying, 2 issued' }),
    fileUrl: z.string().nullable(),
    applicationTime: z.string(),
    uploadTime: z.string().nullable(),
  })
  .meta({ id: 'OrderInvoiceInfo' });

// The wire shapes agree with the domain's contract types (a compile-time check).
/** POST /p/orderInvoice/apply (invoiceType 1 electronic general invoice; invoiceContext 1 product details). */
export type InvoiceApplyParam = z.input<typeof InvoiceApplyParam>;
export type OrderInvoice = z.infer<typeof OrderInvoice>;
export const OrderInvoicePage = pageOf(OrderInvoice);
/** The invoice of a path `/:id`. */
export const InvoiceIdParams = z.object({ id });

/**
 * The issued document: the URL POST /merchant/orderInvoice/upload answered (a private PDF of this
 * shop's; never a free address).
 */
const fileUrl = z
  .string({ error: messages.invoiceDocumentRequired.id })
  .trim()
  .refine(isPrivateDocumentUrl, messages.invoiceDocumentRequired.id);
/** PUT /merchant/orderInvoice/issue: the uploaded document. */
export const InvoiceIssueParam = z.object({ orderInvoiceId: id, fileUrl });
export type InvoiceIssueParam = z.input<typeof InvoiceIssueParam>;

/** GET /merchant/orderInvoices: the shop's invoices of one status (0 all) and order number (its first digits). */
export const MerchantInvoiceQuery = PageQuery.extend({
  status: choice([0, InvoiceStatus.applying, InvoiceStatus.issued] as const, 0, messages.queryStatusInvalid),
  orderNumber: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string({ error: messages.queryOrderNumberInvalid.id })
      .regex(/^\d{1,30}$/, { error: messages.queryOrderNumberInvalid.id })
      .optional(),
  ),
});
export type MerchantInvoiceQuery = QueryOf<typeof MerchantInvoiceQuery>;
export type OrderInvoicePage = z.infer<typeof OrderInvoicePage>;
/** GET /merchant/orderInvoice/file and /p/orderInvoice/file: the invoice whose document is asked. */
export const InvoiceFileQuery = z.object({ orderInvoiceId: id });
/** The answer of an invoice's file route: the PDF's bytes (application/pdf). */
export const MerchantInvoiceFile = z.string().meta({ id: 'InvoiceFile', description: 'application/pdf' });

/**
 * Whether an invoice's `fileUrl` is one of the authenticated download routes (decisions/0064), which a
 * client fetches with its token; an older invoice's free URL is not (it is opened as a plain link, and
 * never sent a token).
 */
export function isInvoiceFileRoute(fileUrl: string): boolean {
  return /^\/api\/(?:p|merchant)\/orderInvoice\/file\?orderInvoiceId=\d{1,10}$/.test(fileUrl);
}
