// Invoices (issue 5 item 7, decisions/0019): the buyer applies for one invoice per paid order
// (POST /p/orderInvoice, the unique order key makes a second or parallel one a 400), reads it and lists
// them; the shop's merchant issues it with the document's URL (PUT /merchant/orderInvoice/issue,
// 1 applying -> 2 issued by one conditional update checked against the domain's invoiceMachine).
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { orders } from '../order/tables.ts';
import { shops } from '../shop/tables.ts';
import { orderInvoices } from './tables.ts';

const tags = ['invoice'];
const security = [{ bearer: [] }];
/** Paid orders (and later states but a cancelled one) can have an invoice. */
const INVOICEABLE = [OrderStatus.pendingDelivery, OrderStatus.pendingReceipt, OrderStatus.completed];

type Row = typeof orderInvoices.$inferSelect & { shopNameZh: string | null; shopNameEn: string | null };

function view(row: Row, locale: Locale): OrderInvoice {
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
    fileUrl: row.fileUrl,
    applicationTime: formatDate(row.createdAt),
    uploadTime: row.issuedAt ? formatDate(row.issuedAt) : null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/** An issued document's address: one of our uploads or an http(s) URL. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
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
};
