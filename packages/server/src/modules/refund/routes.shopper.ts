// After-sales (issue 5 item 6, decisions/0018). The buyer's routes under /p/orderRefund/ (apply, the
// refundable amount, list, info, withdraw, reapply after a refusal, return logistics) and the merchant's
// under /merchant/ (process, receive, list) behind the merchant guard the merchant module provides.
// Money on the wire in yuan with two decimals, cents inside; image lists are comma-separated URLs, each
// one of the buyer's own uploads (file/service.ts claimUploads).
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BareRefundSn,
  centsToYuan,
  Done,
  formatDate,
  messages,
  PageQuery,
  RefundableAnswer,
  RefundableQuery,
  RefundApplyParam,
  RefundDetail,
  RefundExpressParam,
  RefundReapplyParam,
  RefundRecordPage,
  RefundSnRef,
  Text,
  type Locale,
  type RefundRecord,
  type RefundDetail as RefundDetailAnswer,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { pageWindow, toPage, type PageParams } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../../lib/text.ts';
import { claimUploads } from '../file/service.ts';
import { orderItems, orders } from '../order/tables.ts';
import { shops } from '../shop/tables.ts';
import type { RefundDeadlineDays } from './jobs.ts';
import { type RefundPayments } from './payout.ts';
import {
  applyRefund,
  readRefundable,
  reapplyRefund,
  submitExpress,
  withdrawRefund,
  type RefundRow,
} from './service.ts';
import { orderRefunds } from './tables.ts';

const tags = ['refund'];
const security = [{ bearer: [] }];

export interface RefundRoutesOptions {
  db: Database;
  now: Clock;
  /** How orders were paid and the provider's refund (the payment module); unknown by default. */
  payments?: RefundPayments;
  /** The jobs' time-outs the merchant's detail shows (default: the environment's, as the jobs read it). */
  deadlineDays?: RefundDeadlineDays;
}

const when = (d: Date | null) => (d ? formatDate(d) : null);

type Shop = { nameZh: string | null; nameEn: string | null };

/** The records of refund rows, with their items and shop names. */
export async function records(db: Database, rows: RefundRow[], locale: Locale) {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const shopIds = [...new Set(rows.map((r) => r.shopId))];
  const [items, shopRows] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderItemId)),
    db
      .select({ shopId: shops.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn })
      .from(shops)
      .where(inArray(shops.shopId, shopIds)),
  ]);
  return rows.map((r) => {
    const shop: Shop = shopRows.find((s) => s.shopId === r.shopId) ?? { nameZh: '', nameEn: '' };
    const mine = items.filter(
      (i) => i.orderId === r.orderId && (r.orderItemId === null || i.orderItemId === r.orderItemId),
    );
    return {
      row: r,
      record: {
        refundSn: r.refundSn,
        orderNumber: r.orderNumber,
        shopId: r.shopId,
        shopName: localized(locale, shop.nameZh ?? '', shop.nameEn ?? ''),
        refundType: r.refundType as 1 | 2,
        applyType: r.applyType as 1 | 2,
        returnMoneySts: r.status as RefundRecord['returnMoneySts'],
        refundAmount: centsToYuan(r.refundAmount),
        goodsNum: r.goodsNum,
        buyerReason: r.buyerReason,
        applyTime: formatDate(r.applyTime),
        updateTime: formatDate(r.updatedAt),
        orderItems: mine.map((i) => ({
          orderItemId: i.orderItemId,
          prodId: i.prodId,
          skuId: i.skuId,
          prodName: localized(locale, i.prodNameZh, i.prodNameEn),
          skuName: localized(locale, i.skuNameZh, i.skuNameEn),
          pic: i.pic,
          price: centsToYuan(i.price),
          prodCount: i.prodCount,
        })),
      },
    };
  });
}

/** One request as the wire's RefundDetail (the buyer's and the merchant's detail). */
export async function refundDetail(
  db: Database,
  row: RefundRow,
  locale: Locale,
): Promise<RefundDetailAnswer> {
  const [{ record } = { record: null }] = await records(db, [row], locale);
  const [order] = await db
    .select({ actualTotal: orders.actualTotal })
    .from(orders)
    .where(eq(orders.orderId, row.orderId));
  return {
    ...record!,
    orderItemId: row.orderItemId ?? 0,
    isReceiver: row.isReceiver as 0 | 1,
    buyerDesc: row.buyerDesc,
    buyerMobile: row.buyerMobile,
    photoFiles: row.photoFiles,
    refuseReason: row.refuseReason,
    lastStatus: row.lastStatus as RefundRecord['returnMoneySts'] | null,
    handleTime: when(row.handleTime),
    shipTime: when(row.shipTime),
    receiveTime: when(row.receiveTime),
    refundTime: when(row.refundTime),
    cancelTime: when(row.cancelTime),
    closeTime: when(row.closeTime),
    refuseTime: when(row.refuseTime),
    expressName: row.expressName,
    expressNo: row.expressNo,
    orderAmount: centsToYuan(order?.actualTotal ?? 0),
    freightAmount: centsToYuan(row.freightAmount),
    payoutMethod: row.payoutMethod as 'balance' | 'points' | 'provider' | null,
    autoAccepted: row.autoAccepted === 1,
  };
}

/**
 * One page of the requests that match `where` (a buyer's, or a shop's), newest first, as records with
 * their rows; and how many match in all.
 */
export async function refundPage(db: Database, where: SQL | undefined, query: PageParams, locale: Locale) {
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orderRefunds)
      .where(where)
      .orderBy(desc(orderRefunds.applyTime), desc(orderRefunds.refundId))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(orderRefunds).where(where),
  ]);
  return { records: await records(db, rows, locale), total: total?.n ?? 0 };
}

export const refundShopperRoutes: FastifyPluginAsyncZod<RefundRoutesOptions> = async (app, options) => {
  const { db, now } = options;
  /** Comma-separated picture URLs (vouchers, parcel pictures): the buyer's own uploads only. */
  const claimVouchers = (userId: string, photoFiles: string) =>
    claimUploads(
      db,
      userId,
      photoFiles.split(',').filter((url) => url !== ''),
      messages.imageNotUploaded,
      new Date(now()),
    );

  app.post(
    '/p/orderRefund/apply',
    {
      schema: {
        tags,
        summary:
          'Applies for a refund of one item (refundType 2) or the whole order (1) of a paid order; answers the refundSn. One open request per item',
        security,
        body: RefundApplyParam,
        response: { 200: Text },
      },
    },
    async (request) => {
      const userId = request.userId;
      const b = request.body;
      if (b.refundType === 2 && b.orderItemId === 0) throw new BusinessError(messages.refundItemNotFound);
      await claimVouchers(userId, b.photoFiles);
      return applyRefund(db, userId, b, new Date(now()));
    },
  );

  app.get(
    '/p/orderRefund/refundable',
    {
      schema: {
        tags,
        summary:
          'Ours: the most that can still be refunded for an item (orderItemId) or the whole order (orderItemId 0), whether the freight is included (the last item), and the most goods; for a points-mall order paid in points alone (pointsOnly), the units and points still refundable',
        security,
        querystring: RefundableQuery,
        response: { 200: RefundableAnswer },
      },
    },
    async (request) => {
      const userId = request.userId;
      const r = await readRefundable(db, userId, request.query.orderNumber, request.query.orderItemId);
      return {
        maxRefundable: centsToYuan(r.max),
        freight: centsToYuan(r.freightLeft),
        isLast: r.isLast,
        goodsNum: r.orderedQuantity,
        // Only for an order paid in points alone: every other answer keeps its shape.
        ...(r.points ? { pointsOnly: true, ...r.points } : {}),
      };
    },
  );

  app.get(
    '/p/orderRefund/list',
    {
      schema: {
        tags,
        summary: "The buyer's after-sales requests, newest first, paged",
        security,
        querystring: PageQuery,
        response: { 200: RefundRecordPage },
      },
    },
    async (request) => {
      const page = await refundPage(
        db,
        eq(orderRefunds.userId, request.userId),
        request.query,
        request.locale,
      );
      return toPage(
        page.records.map((o) => o.record),
        page.total,
        request.query,
      );
    },
  );

  app.get(
    '/p/orderRefund/info',
    {
      schema: {
        tags,
        summary: "One of the buyer's after-sales requests with its items and the time of each step",
        security,
        querystring: RefundSnRef,
        response: { 200: RefundDetail },
      },
    },
    async (request) => {
      const userId = request.userId;
      const [row] = await db
        .select()
        .from(orderRefunds)
        .where(and(eq(orderRefunds.refundSn, request.query.refundSn), eq(orderRefunds.userId, userId)));
      if (!row) throw new BusinessError(messages.refundNotFound);
      return refundDetail(db, row, request.locale);
    },
  );

  app.put(
    '/p/orderRefund/cancel',
    {
      schema: {
        tags,
        summary:
          'Withdraws a request not yet paid out (1 or 2 -> 6); body: the bare refundSn. A whole-order refund (or the last item, with the freight) cannot be withdrawn',
        security,
        body: BareRefundSn,
        response: { 200: Done },
      },
    },
    async (request) => {
      const userId = request.userId;
      await withdrawRefund(db, userId, String(request.body), new Date(now()));
      return true as const;
    },
  );

  app.put(
    '/p/orderRefund/reapply',
    {
      schema: {
        tags,
        summary: 'Ours: edits a refused request and submits it again (7 -> 1), with the apply fields',
        security,
        body: RefundReapplyParam,
        response: { 200: Text },
      },
    },
    async (request) => {
      const userId = request.userId;
      const { refundSn, ...input } = request.body;
      await claimVouchers(userId, input.photoFiles);
      await reapplyRefund(db, userId, refundSn, input, new Date(now()));
      return refundSn;
    },
  );

  app.post(
    '/p/orderRefund/submitExpress',
    {
      schema: {
        tags,
        summary: "The return's logistics once the merchant accepted it (2 -> 3, return and refund only)",
        security,
        body: RefundExpressParam,
        response: { 200: Done },
      },
    },
    async (request) => {
      const userId = request.userId;
      const { refundSn, expressId, ...rest } = request.body;
      // The return parcel's pictures are shown to the merchant: the buyer's own uploads only.
      await claimVouchers(userId, rest.imgs);
      await submitExpress(
        db,
        userId,
        refundSn,
        { ...rest, expressId: expressId === undefined ? '' : String(expressId) },
        new Date(now()),
      );
      return true as const;
    },
  );
};
