// Invoices (issue 5 item 7, decisions/0019): the buyer applies for one invoice per paid order
// (POST /p/orderInvoice, the unique order key makes a second or parallel one a 400), reads it and lists
// them; the shop's merchant issues it with an uploaded PDF (routes.merchant.ts, decisions/0064,
// 1 applying -> 2 issued by one conditional update checked against the domain's invoiceMachine). The
// PDF is private: the buyer downloads it through GET /p/orderInvoice/file (their own invoice only), and
// an answer's `fileUrl` is that route's address (an invoice issued before, with a free URL, keeps it).
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InvoiceFileQuery,
  isPrivateDocumentUrl,
  MerchantInvoiceFile,
  formatDate,
  Int,
  InvoiceApplyParam,
  type InvoiceHeaderType,
  InvoiceIdParams,
  type InvoiceStatus,
  messages,
  OrderInvoice,
  OrderInvoicePage,
  OrderStatus,
  PageQuery,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../../lib/text.ts';
import { readDocument } from '../file/documents.ts';
import type { UploadFolder } from '../file/routes.shopper.ts';
import { orders } from '../order/tables.ts';
import { shops } from '../shop/tables.ts';
import { orderInvoices } from './tables.ts';

const tags = ['invoice'];
const security = [{ bearer: [] }];
/** Paid orders (and later states but a cancelled one) can have an invoice. */
const INVOICEABLE = [OrderStatus.pendingDelivery, OrderStatus.pendingReceipt, OrderStatus.completed];

export type InvoiceRow = typeof orderInvoices.$inferSelect & {
  shopNameZh: string | null;
  shopNameEn: string | null;
};

/**
 * The address an audience downloads an invoice's document from: its authenticated file route for a
 * private PDF, the stored URL for an older one, null before the issue.
 */
export function invoiceFileUrl(
  row: Pick<typeof orderInvoices.$inferSelect, 'orderInvoiceId' | 'fileUrl'>,
  audience: 'p' | 'merchant',
): string | null {
  if (!row.fileUrl) return null;
  if (!isPrivateDocumentUrl(row.fileUrl)) return row.fileUrl;
  return `/api/${audience}/orderInvoice/file?orderInvoiceId=${row.orderInvoiceId}`;
}

/** An invoice as the wire's OrderInvoice for `audience`. */
export function invoiceView(row: InvoiceRow, locale: Locale, audience: 'p' | 'merchant'): OrderInvoice {
  return {
    orderInvoiceId: row.orderInvoiceId,
    orderNumber: row.orderNumber,
    shopId: row.shopId,
    shopName: localized(locale, row.shopNameZh ?? '', row.shopNameEn ?? ''),
    invoiceType: row.invoiceType,
    headerType: row.headerType as InvoiceHeaderType,
    headerName: row.headerName,
    invoiceTaxNumber: row.invoiceTaxNumber,
    invoiceContext: row.invoiceContext,
    invoiceState: row.status as InvoiceStatus,
    fileUrl: invoiceFileUrl(row, audience),
    applicationTime: formatDate(row.createdAt),
    uploadTime: row.issuedAt ? formatDate(row.issuedAt) : null,
  };
}
const view = (row: InvoiceRow, locale: Locale) => invoiceView(row, locale, 'p');

/**
 * Sends an issued invoice's PDF (the row found by the caller's own access rule): attachment, never
 * cached, nosniff; an invoice without a private document is invoiceFileMissing.
 */
export async function sendInvoiceFile(
  reply: FastifyReply,
  uploads: UploadFolder,
  row: Pick<typeof orderInvoices.$inferSelect, 'orderNumber' | 'fileUrl'>,
) {
  const bytes = row.fileUrl ? await readDocument(uploads, row.fileUrl) : null;
  if (!bytes) throw new BusinessError(messages.invoiceFileMissing);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="invoice-${row.orderNumber}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

export const invoiceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  now: Clock;
  uploads: UploadFolder;
}> = async (app, { db, now, uploads }) => {
  const select = () =>
    db
      .select({ invoice: orderInvoices, shopNameZh: shops.nameZh, shopNameEn: shops.nameEn })
      .from(orderInvoices)
      .leftJoin(shops, eq(shops.shopId, orderInvoices.shopId));
  const flat = (r: {
    invoice: typeof orderInvoices.$inferSelect;
    shopNameZh: string | null;
    shopNameEn: string | null;
  }) => ({ ...r.invoice, shopNameZh: r.shopNameZh, shopNameEn: r.shopNameEn });

  app.post(
    '/p/orderInvoice',
    {
      schema: {
        tags,
        summary: "Applies for the invoice of one of the buyer's paid orders (one per order); answers its id",
        security,
        body: InvoiceApplyParam,
        response: { 200: Int },
      },
    },
    async (request) => {
      const userId = request.userId;
      const body = request.body;
      const [order] = await db
        .select({ orderId: orders.orderId, shopId: orders.shopId, status: orders.status })
        .from(orders)
        .where(
          and(
            eq(orders.orderNumber, body.orderNumber),
            eq(orders.userId, userId),
            eq(orders.deleteStatus, 0),
          ),
        );
      if (!order || (body.shopId !== undefined && body.shopId !== order.shopId))
        throw new BusinessError(messages.orderNotFound);
      if (!(INVOICEABLE as readonly number[]).includes(order.status))
        throw new BusinessError(messages.invoiceOrderUnpaid);
      try {
        const [row] = await db
          .insert(orderInvoices)
          .values({
            orderId: order.orderId,
            orderNumber: body.orderNumber,
            userId,
            shopId: order.shopId,
            invoiceType: body.invoiceType,
            headerType: body.headerType,
            headerName: body.headerName,
            invoiceTaxNumber: body.invoiceTaxNumber || null,
            invoiceContext: body.invoiceContext,
            createdAt: new Date(now()),
          })
          .returning({ id: orderInvoices.orderInvoiceId });
        return row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new BusinessError(messages.invoiceExists);
        throw error;
      }
    },
  );

  app.get(
    '/p/orderInvoice/info/:id',
    {
      schema: {
        tags,
        summary: "One of the buyer's invoices: applying, or issued with the document's URL",
        security,
        params: InvoiceIdParams,
        response: { 200: OrderInvoice },
      },
    },
    async (request) => {
      const userId = request.userId;
      const [row] = await select().where(
        and(eq(orderInvoices.orderInvoiceId, request.params.id), eq(orderInvoices.userId, userId)),
      );
      if (!row) throw new BusinessError(messages.invoiceNotFound);
      return view(flat(row), request.locale);
    },
  );

  app.get(
    '/p/orderInvoice/list',
    {
      schema: {
        tags,
        summary: "The buyer's invoices, newest first, paged",
        security,
        querystring: PageQuery,
        response: { 200: OrderInvoicePage },
      },
    },
    async (request) => {
      const userId = request.userId;
      const where = eq(orderInvoices.userId, userId);
      const window = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(orderInvoices.createdAt), desc(orderInvoices.orderInvoiceId))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ n: count() }).from(orderInvoices).where(where),
      ]);
      return toPage(
        rows.map((r) => view(flat(r), request.locale)),
        total?.n ?? 0,
        request.query,
      );
    },
  );

  app.get(
    '/p/orderInvoice/file',
    {
      schema: {
        tags,
        summary:
          "The PDF of one of the buyer's issued invoices (application/pdf, an attachment, never cached); another's invoice is 'does not exist'",
        security,
        querystring: InvoiceFileQuery,
        response: { 200: MerchantInvoiceFile },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(orderInvoices)
        .where(
          and(
            eq(orderInvoices.orderInvoiceId, request.query.orderInvoiceId),
            eq(orderInvoices.userId, request.userId),
          ),
        );
      if (!row) throw new BusinessError(messages.invoiceNotFound);
      return sendInvoiceFile(reply, uploads, row);
    },
  );
};
