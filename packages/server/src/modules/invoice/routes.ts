// Invoices (issue 5 item 7, decisions/0019): the buyer applies for one invoice per paid order
// (POST /p/orderInvoice, the unique order key makes a second or parallel one a 400), reads it and lists
// them; the shop's merchant issues it with the document's URL (PUT /merchant/orderInvoice/issue,
// 1 applying -> 2 issued by one conditional update checked against the domain's invoiceMachine).
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formatDate,
  InvoiceHeaderType,
  invoiceMachine,
  InvoiceStatus,
  messages,
  OrderStatus,
  TAX_NUMBER_PATTERN,
  type InvoiceApplyParam,
  type Locale,
  type OrderInvoice,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { requireUser } from '../../plugins/auth.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { PageQuery, pageOf, pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../catalog/query.ts';
import { merchantOf, requireMerchant } from '../merchant/auth.ts';
import { orders } from '../order/tables.ts';
import { shops } from '../shop/tables.ts';
import { orderInvoices } from './tables.ts';

const tags = ['invoice'];
const security = [{ bearer: [] }];
const id = z.coerce
  .number({ error: messages.invoiceNotFound.id })
  .int(messages.invoiceNotFound.id)
  .min(1, messages.invoiceNotFound.id)
  .max(2_147_483_647, messages.invoiceNotFound.id);

/** The one invoice move (domain invoiceMachine): applying -> issued. */
const ISSUE = { from: InvoiceStatus.applying, to: InvoiceStatus.issued } as const;
if (!invoiceMachine.canTransition(ISSUE.from, ISSUE.to)) throw new Error('invoice move not allowed');

/** Paid orders (and later states but a cancelled one) can have an invoice. */
const INVOICEABLE = [OrderStatus.pendingDelivery, OrderStatus.pendingReceipt, OrderStatus.completed];

export const InvoiceBody = z
  .object({
    orderNumber: z
      .string({ error: messages.orderNotFound.id })
      .regex(/^\d{1,30}$/, { error: messages.orderNotFound.id }),
    shopId: z.number({ error: messages.orderNotFound.id }).int().min(1).max(2_147_483_647).optional(),
    invoiceType: z
      .number({ error: messages.invalid.id })
      .refine((v) => v === 1, messages.invalid.id)
      .default(1),
    headerType: z.union([z.literal(InvoiceHeaderType.unit), z.literal(InvoiceHeaderType.personal)], {
      error: messages.invalid.id,
    }),
    headerName: z
      .string({ error: messages.invoiceTitleRequired.id })
      .trim()
      .min(1, messages.invoiceTitleRequired.id)
      .max(100, messages.invoiceTitleRequired.id),
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
  .refine(
    (v) => v.headerType !== InvoiceHeaderType.unit || TAX_NUMBER_PATTERN.test(v.invoiceTaxNumber ?? ''),
    { message: messages.invoiceTaxNumberInvalid.id, path: ['invoiceTaxNumber'] },
  )
  .meta({
    id: 'OrderInvoice',
    description: 'invoiceType 1 electronic general invoice; invoiceContext 1 product details',
  });

const Invoice = z
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
type Agrees<A, B> = [A] extends [B] ? true : never;
const agree: [
  Agrees<InvoiceApplyParam, z.input<typeof InvoiceBody>>,
  Agrees<z.infer<typeof Invoice>, OrderInvoice>,
] = [true, true];
void agree;

type Row = typeof orderInvoices.$inferSelect & { shopNameZh: string | null; shopNameEn: string | null };

function view(row: Row, locale: Locale): z.infer<typeof Invoice> {
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
const fileUrl = z
  .string({ error: messages.invoiceFileInvalid.id })
  .trim()
  .max(500, messages.invoiceFileInvalid.id)
  .regex(/^(?:\/api\/uploads\/[\w./-]+|https?:\/\/[^\s<>"']+)$/, { error: messages.invoiceFileInvalid.id })
  .refine((s) => !s.includes('..'), messages.invoiceFileInvalid.id);

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
        body: InvoiceBody,
        response: { 200: z.number().int() },
      },
    },
    async (request) => {
      const userId = requireUser(request);
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
        params: z.object({ id }),
        response: { 200: Invoice },
      },
    },
    async (request) => {
      const userId = requireUser(request);
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
        response: { 200: pageOf(Invoice) },
      },
    },
    async (request) => {
      const userId = requireUser(request);
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

  app.put(
    '/merchant/orderInvoice/issue',
    {
      onRequest: requireMerchant(db, now),
      schema: {
        tags,
        summary: "Issues an invoice of the merchant's shop (applying -> issued) with the document's URL",
        security: [{ merchantBearer: [] }],
        body: z.object({ orderInvoiceId: id, fileUrl }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      const ours = and(
        eq(orderInvoices.orderInvoiceId, request.body.orderInvoiceId),
        eq(orderInvoices.shopId, shopId),
      );
      const [issued] = await db
        .update(orderInvoices)
        .set({ status: ISSUE.to, fileUrl: request.body.fileUrl, issuedAt: new Date(now()) })
        .where(and(ours, eq(orderInvoices.status, ISSUE.from)))
        .returning({ id: orderInvoices.orderInvoiceId });
      if (!issued) {
        const [exists] = await db
          .select({ id: orderInvoices.orderInvoiceId })
          .from(orderInvoices)
          .where(ours);
        throw new BusinessError(exists ? messages.invoiceAlreadyIssued : messages.invoiceNotFound);
      }
      return true;
    },
  );
};
