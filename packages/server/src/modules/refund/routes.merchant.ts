// The merchant's after-sales routes (/merchant/orderRefund/...: process, receive, the list filtered by
// status, after-sales number, order number and application days, and one request's detail with its
// history and the jobs' deadlines, issue 17 item 5, decisions/0064), in the merchant scope (its guard
// sets the signed-in merchant: `merchantOf(request)`), permission `orders`. Every query is bounded by
// the merchant's shop: another shop's request "does not exist".
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Done,
  formatDate,
  messages,
  MerchantRefundInfo,
  MerchantRefundPage,
  MerchantRefundQuery,
  RefundProcessParam,
  RefundSnRef,
  type MerchantRefundQuery as MerchantRefundFilters,
  type RefundRecord,
} from '@mall/domain';
import { BusinessError } from '../../plugins/errors.ts';
import { orders } from '../order/tables.ts';
import { refundDeadlineDays, refundDeadlines } from './jobs.ts';
import type { RefundRow } from './service.ts';
import { toPage } from '../../plugins/paging.ts';
import { unknownPayments } from './payout.ts';
import { processRefund, receiveRefund } from './service.ts';
import { orderRefunds } from './tables.ts';
import { merchantOf } from '../merchant/auth.ts';
import { refundDetail, refundPage, type RefundRoutesOptions } from './routes.shopper.ts';

const DAY_MS = 24 * 3_600_000;
/** The instant a China day (YYYY-MM-DD) begins. */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
/** `text` for a LIKE pattern: its own %, _ and \ taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The condition of the shop's requests that pass the list's filters. */
export function merchantRefundWhere(shopId: number, f: Omit<MerchantRefundFilters, 'current' | 'size'>): SQL {
  return and(
    eq(orderRefunds.shopId, shopId),
    f.status ? eq(orderRefunds.status, f.status) : undefined,
    f.refundSn ? sql`${orderRefunds.refundSn} LIKE ${`${likeText(f.refundSn)}%`}` : undefined,
    f.orderNumber ? sql`${orderRefunds.orderNumber} LIKE ${`${likeText(f.orderNumber)}%`}` : undefined,
    f.startDate ? gte(orderRefunds.applyTime, chinaDayStart(f.startDate)) : undefined,
    f.endDate ? lt(orderRefunds.applyTime, new Date(chinaDayStart(f.endDate).getTime() + DAY_MS)) : undefined,
  )!;
}

type Status = RefundRecord['returnMoneySts'];

/** A request's history as stored: each step's status and time, in order. */
export function refundHistory(row: RefundRow): { status: Status; time: Date }[] {
  const steps: { status: Status; time: Date | null }[] = [
    { status: 1, time: row.applyTime },
    // The handling time is the acceptance's unless the request was refused (then refuseTime has it).
    { status: 2, time: row.refuseTime ? null : row.handleTime },
    { status: 3, time: row.shipTime },
    { status: 4, time: row.receiveTime },
    { status: 5, time: row.refundTime },
    { status: 6, time: row.cancelTime },
    { status: 7, time: row.refuseTime },
    { status: -1, time: row.closeTime },
  ];
  return steps
    .filter((s): s is { status: Status; time: Date } => s.time !== null)
    .sort((a, b) => a.time.getTime() - b.time.getTime());
}

export const refundMerchantRoutes: FastifyPluginAsyncZod<RefundRoutesOptions> = async (app, options) => {
  const { db, now } = options;
  const payments = options.payments ?? unknownPayments;

  const merchantTags = ['merchant'];
  const merchantSecurity = [{ merchantBearer: [] }];

  app.put(
    '/merchant/orderRefund/process',
    {
      config: { permission: 'orders' },
      schema: {
        tags: merchantTags,
        summary:
          "The merchant's answer to an application (status 1): agree pays a refund-only request out at once (2 then 5) and lets a return wait for the goods (2); refuse (7) needs the reason",
        security: merchantSecurity,
        body: RefundProcessParam,
        response: { 200: Done },
      },
    },
    async (request) => {
      await processRefund(db, payments, merchantOf(request).shopId, request.body, new Date(now()));
      return true as const;
    },
  );

  app.put(
    '/merchant/orderRefund/receive',
    {
      config: { permission: 'orders' },
      schema: {
        tags: merchantTags,
        summary: 'The merchant received the returned goods: 3 -> 4 and paid out (5) in one transaction',
        security: merchantSecurity,
        body: RefundSnRef,
        response: { 200: Done },
      },
    },
    async (request) => {
      await receiveRefund(db, payments, merchantOf(request).shopId, request.body.refundSn, new Date(now()));
      return true as const;
    },
  );

  app.get(
    '/merchant/orderRefunds',
    {
      config: { permission: 'orders' },
      schema: {
        tags: merchantTags,
        summary:
          "The merchant's shop's after-sales requests of one status (0 all), after-sales and order number (their first digits) and application days (China dates, inclusive), newest first, paged",
        security: merchantSecurity,
        querystring: MerchantRefundQuery,
        response: { 200: MerchantRefundPage },
      },
    },
    async (request) => {
      const where = merchantRefundWhere(merchantOf(request).shopId, request.query);
      const page = await refundPage(db, where, request.query, request.locale);
      return toPage(
        page.records.map(({ row, record }) => ({
          ...record,
          userId: row.userId,
          buyerMobile: row.buyerMobile,
          buyerDesc: row.buyerDesc,
          isReceiver: row.isReceiver as 0 | 1,
          photoFiles: row.photoFiles,
          expressName: row.expressName,
          expressNo: row.expressNo,
          refuseReason: row.refuseReason,
        })),
        page.total,
        request.query,
      );
    },
  );

  app.get(
    '/merchant/orderRefund/info',
    {
      config: { permission: 'orders' },
      schema: {
        tags: merchantTags,
        summary:
          "One of the shop's after-sales requests: items, amounts, the buyer's reason, pictures and return parcel, the history, and when the time-out agrees or closes it",
        security: merchantSecurity,
        querystring: RefundSnRef,
        response: { 200: MerchantRefundInfo },
      },
    },
    async (request) => {
      const shopId = merchantOf(request).shopId;
      const [row] = await db
        .select()
        .from(orderRefunds)
        .where(and(eq(orderRefunds.refundSn, request.query.refundSn), eq(orderRefunds.shopId, shopId)));
      if (!row) throw new BusinessError(messages.refundNotFound);
      const [detail, [order]] = await Promise.all([
        refundDetail(db, row, request.locale),
        db.select({ finallyTime: orders.finallyTime }).from(orders).where(eq(orders.orderId, row.orderId)),
      ]);
      const deadlines = refundDeadlines(
        row,
        order?.finallyTime ?? null,
        options.deadlineDays ?? refundDeadlineDays(),
      );
      return {
        ...detail,
        userId: row.userId,
        senderMobile: row.senderMobile,
        senderRemarks: row.senderRemarks,
        shipImgs: row.shipImgs ?? '',
        history: refundHistory(row).map((step) => ({ status: step.status, time: formatDate(step.time) })),
        autoAgreeTime: deadlines.autoAgreeAt ? formatDate(deadlines.autoAgreeAt) : null,
        autoCloseTime: deadlines.autoCloseAt ? formatDate(deadlines.autoCloseAt) : null,
      };
    },
  );
};
