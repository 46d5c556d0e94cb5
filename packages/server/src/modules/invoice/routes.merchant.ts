// The merchant's invoice routes (issue 17 item 4, decisions/0064), in the merchant scope, permission
// `orders`: the shop's invoices (filtered by status and order number, paged), the upload of an invoice's
// PDF (POST /merchant/orderInvoice/upload: a real PDF by its content, kept privately as the store's
// upload, file/documents.ts), the issue that refers to that upload (claimed by the store and the
// invoice moved applying -> issued in one transaction), and the PDF's download for the shop's accounts.
// Every query is bounded by the merchant's shop: another shop's invoice "does not exist".
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Flag,
  InvoiceFileQuery,
  InvoiceIssueParam,
  invoiceMachine,
  InvoiceStatus,
  MerchantInvoiceFile,
  MerchantInvoiceQuery,
  messages,
  OrderInvoicePage,
  Text,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import { enforceLimit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { acceptDocumentUploads, receiveDocument } from '../file/documents.ts';
import { UPLOAD_LIMIT, type UploadFolder } from '../file/routes.shopper.ts';
import { claimShopUploads, recordShopUpload } from '../file/service.ts';
import { merchantOf } from '../merchant/auth.ts';
import { shops } from '../shop/tables.ts';
import { invoiceView, sendInvoiceFile } from './routes.shopper.ts';
import { orderInvoices } from './tables.ts';

const tags = ['invoice'];
const security = [{ merchantBearer: [] }];

/** The one invoice move (domain invoiceMachine): applying -> issued. */
const ISSUE = { from: InvoiceStatus.applying, to: InvoiceStatus.issued } as const;
if (!invoiceMachine.canTransition(ISSUE.from, ISSUE.to)) throw new Error('invoice move not allowed');

/** `text` for a LIKE pattern: its own %, _ and \ taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface InvoiceMerchantOptions {
  db: Database;
  now: Clock;
  uploads: UploadFolder;
  rateLimiter: RateLimiter;
}

export const invoiceMerchantRoutes: FastifyPluginAsyncZod<InvoiceMerchantOptions> = async (app, options) => {
  const { db, now, uploads } = options;
  // Only this plugin's routes take multipart bodies, of one document.
  await acceptDocumentUploads(app);

  app.get(
    '/merchant/orderInvoices',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "The shop's invoices of one status (0 all, 1 applying, 2 issued) and order number (its first digits), newest first, paged",
        security,
        querystring: MerchantInvoiceQuery,
        response: { 200: OrderInvoicePage },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      const { status, orderNumber } = request.query;
      const where: SQL = and(
        eq(orderInvoices.shopId, shopId),
        status === 0 ? undefined : eq(orderInvoices.status, status),
        orderNumber ? sql`${orderInvoices.orderNumber} LIKE ${`${likeText(orderNumber)}%`}` : undefined,
      )!;
      const window = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ invoice: orderInvoices, shopNameZh: shops.nameZh, shopNameEn: shops.nameEn })
          .from(orderInvoices)
          .leftJoin(shops, eq(shops.shopId, orderInvoices.shopId))
          .where(where)
          .orderBy(desc(orderInvoices.createdAt), desc(orderInvoices.orderInvoiceId))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ n: count() }).from(orderInvoices).where(where),
      ]);
      return toPage(
        rows.map((r) =>
          invoiceView(
            { ...r.invoice, shopNameZh: r.shopNameZh, shopNameEn: r.shopNameEn },
            request.locale,
            'merchant',
          ),
        ),
        total?.n ?? 0,
        request.query,
      );
    },
  );

  app.post(
    '/merchant/orderInvoice/upload',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "Uploads an invoice's document (multipart/form-data, one file field, at most 5 MB, a PDF by its content), kept privately as the store's. Answers its URL for PUT /merchant/orderInvoice/issue. The signature is made over an empty body",
        security,
        consumes: ['multipart/form-data'],
        response: { 200: Text },
      },
    },
    async (request) => {
      const { shopId, merchantId } = merchantOf(request);
      await enforceLimit(options.rateLimiter, UPLOAD_LIMIT, `merchant:${merchantId}`);
      return receiveDocument(request, options, (url, at) => recordShopUpload(db, url, shopId, at));
    },
  );

  app.put(
    '/merchant/orderInvoice/issue',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "Issues an invoice of the merchant's shop (applying -> issued) with a PDF the store uploaded (POST /merchant/orderInvoice/upload)",
        security,
        body: InvoiceIssueParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      const { orderInvoiceId, fileUrl } = request.body;
      const at = new Date(now());
      const ours = and(eq(orderInvoices.orderInvoiceId, orderInvoiceId), eq(orderInvoices.shopId, shopId));
      await db.transaction(async (tx) => {
        const [invoice] = await tx
          .select({ status: orderInvoices.status })
          .from(orderInvoices)
          .where(ours)
          .for('update');
        if (!invoice) throw new BusinessError(messages.invoiceNotFound);
        if (invoice.status !== ISSUE.from) throw new BusinessError(messages.invoiceAlreadyIssued);
        // Only a document this store uploaded and that is still kept.
        await claimShopUploads(tx, shopId, [fileUrl], messages.invoiceDocumentRequired, at, 'document');
        const [issued] = await tx
          .update(orderInvoices)
          .set({ status: ISSUE.to, fileUrl, issuedAt: at })
          .where(and(ours, eq(orderInvoices.status, ISSUE.from)))
          .returning({ id: orderInvoices.orderInvoiceId });
        if (!issued) throw new BusinessError(messages.invoiceAlreadyIssued);
      });
      return true;
    },
  );

  app.get(
    '/merchant/orderInvoice/file',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "The PDF of one of the shop's issued invoices (application/pdf, an attachment, never cached)",
        security,
        querystring: InvoiceFileQuery,
        response: { 200: MerchantInvoiceFile },
      },
    },
    async (request, reply) => {
      const { shopId } = merchantOf(request);
      const [row] = await db
        .select()
        .from(orderInvoices)
        .where(
          and(
            eq(orderInvoices.orderInvoiceId, request.query.orderInvoiceId),
            eq(orderInvoices.shopId, shopId),
          ),
        );
      if (!row) throw new BusinessError(messages.invoiceNotFound);
      return sendInvoiceFile(reply, uploads, row);
    },
  );
};
