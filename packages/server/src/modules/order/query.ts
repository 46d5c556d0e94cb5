// The buyer's orders: the paged list by status, one order's detail, cancelling an unpaid order
// (service.ts `cancelOrder`) and the account centre's order counts.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CenterInfo,
  centsToYuan,
  Flag,
  formatDate,
  messages,
  MyOrderPage,
  MyOrderQuery,
  OrderDetail,
  OrderNumberParams,
  OrderNumberQuery,
  OrderStatus,
  OrderType,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../../lib/text.ts';
import { storeStatusOf } from '../shop/apply.ts';
import { shops } from '../shop/tables.ts';
import { orderDeliveries } from '../merchant/tables.ts';
import { cancelOrder } from './service.ts';
import { orderItems, orders } from './tables.ts';

const tags = ['order'];
const security = [{ bearer: [] }];

const when = (d: Date | null) => (d ? formatDate(d) : null);

type OrderRow = typeof orders.$inferSelect & { shopNameZh: string | null; shopNameEn: string | null };

async function itemsOf(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderItemId));
}

function record(row: OrderRow, items: (typeof orderItems.$inferSelect)[], locale: Locale) {
  const mine = items.filter((i) => i.orderId === row.orderId);
  const refunding = mine.map((i) => i.refundStatus).find((s) => s !== null) ?? null;
  return {
    orderNumber: row.orderNumber,
    actualTotal: centsToYuan(row.actualTotal),
    status: row.status,
    orderType: row.orderType,
    groupTeamId: row.orderType === OrderType.group ? row.teamId : null,
    refundStatus: refunding,
    shopId: row.shopId,
    shopName: localized(locale, row.shopNameZh ?? '', row.shopNameEn ?? ''),
    productNums: row.productNums,
    createTime: formatDate(row.createdAt),
    orderItemDtos: mine.map((i) => ({
      orderItemId: i.orderItemId,
      prodId: i.prodId,
      skuId: i.skuId,
      prodName: localized(locale, i.prodNameZh, i.prodNameEn),
      skuName: localized(locale, i.skuNameZh, i.skuNameEn),
      pic: i.pic,
      price: centsToYuan(i.price),
      prodCount: i.prodCount,
      actualTotal: centsToYuan(i.actualTotal),
      commSts: i.commSts,
      returnMoneySts: i.refundStatus,
      preSale: i.shipDate !== null,
      shipDate: i.shipDate,
    })),
  };
}

async function readOrders(
  db: Database,
  where: ReturnType<typeof and>,
  window?: { offset: number; limit: number },
) {
  const query = db
    .select({ order: orders, shopNameZh: shops.nameZh, shopNameEn: shops.nameEn })
    .from(orders)
    .leftJoin(shops, eq(shops.shopId, orders.shopId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId));
  const rows = window ? await query.offset(window.offset).limit(window.limit) : await query;
  return rows.map((r) => ({ ...r.order, shopNameZh: r.shopNameZh, shopNameEn: r.shopNameEn }));
}

export const orderQueryRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/p/myOrder/myOrder',
    {
      schema: {
        tags,
        summary: "The buyer's orders, newest first, of one status (0 all), paged",
        security,
        querystring: MyOrderQuery,
        response: { 200: MyOrderPage },
      },
    },
    async (request) => {
      const userId = request.userId;
      const { status } = request.query;
      const uncommented = sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.orderId} AND ${orderItems.commSts} = 0)`;
      const where = and(
        eq(orders.userId, userId),
        eq(orders.deleteStatus, 0),
        status === 0
          ? undefined
          : status === 4
            ? and(eq(orders.status, OrderStatus.completed), uncommented)
            : status === 8
              ? and(eq(orders.status, OrderStatus.completed), sql`NOT ${uncommented}`)
              : eq(orders.status, status),
      );
      const [rows, [total]] = await Promise.all([
        readOrders(db, where, pageWindow(request.query)),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const items = await itemsOf(
        db,
        rows.map((r) => r.orderId),
      );
      return toPage(
        rows.map((row) => record(row, items, request.locale)),
        total?.n ?? 0,
        request.query,
      );
    },
  );

  app.get(
    '/p/myOrder/orderDetail',
    {
      schema: {
        tags,
        summary: "One of the buyer's orders with its amounts, address, invoice request and step times",
        security,
        querystring: OrderNumberQuery,
        response: { 200: OrderDetail },
      },
    },
    async (request) => {
      const userId = request.userId;
      const [row] = await readOrders(
        db,
        and(eq(orders.userId, userId), eq(orders.orderNumber, request.query.orderNumber)),
      );
      if (!row || row.deleteStatus !== 0) throw new BusinessError(messages.orderNotFound);
      const [items, [delivery]] = await Promise.all([
        itemsOf(db, [row.orderId]),
        db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, row.orderId)),
      ]);
      return {
        ...record(row, items, request.locale),
        dvyType: row.dvyType,
        total: centsToYuan(row.total),
        transfee: centsToYuan(row.freight),
        discountReduce: centsToYuan(row.discountReduce),
        couponReduce: centsToYuan(row.couponReduce),
        scoreReduce: centsToYuan(row.pointsReduce),
        reduceAmount: centsToYuan(row.discountReduce + row.couponReduce + row.pointsReduce),
        useScore: row.pointsUsed,
        remarks: row.remarks,
        userAddr: row.userAddr,
        invoice:
          row.invoiceHeaderType === null
            ? null
            : {
                headerType: row.invoiceHeaderType,
                headerName: row.invoiceHeaderName ?? '',
                invoiceTaxNumber: row.invoiceTaxNumber,
              },
        expressName: delivery?.expressName ?? null,
        expressNo: delivery?.expressNo ?? null,
        payTime: when(row.payTime),
        dvyTime: when(row.dvyTime),
        finallyTime: when(row.finallyTime),
        cancelTime: when(row.cancelTime),
        updateTime: formatDate(row.updatedAt),
      };
    },
  );

  app.put(
    '/p/myOrder/cancel/:orderNumber',
    {
      schema: {
        tags,
        summary: 'Cancels an order pending payment: its stock, coupons and points come back',
        security,
        params: OrderNumberParams,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await cancelOrder(db, request.userId, request.params.orderNumber, new Date(now()));
      return true;
    },
  );

  app.get(
    '/p/user/centerInfo',
    {
      schema: {
        tags,
        summary:
          "The account centre's order counts by status, and my store application's status and store (null: never applied)",
        security,
        response: { 200: CenterInfo },
      },
    },
    async (request): Promise<CenterInfo> => {
      const userId = request.userId;
      const n = (condition: ReturnType<typeof sql>) =>
        sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
      const [row] = await db
        .select({
          unPay: n(sql`${orders.status} = 1`),
          payed: n(sql`${orders.status} = 2`),
          consignment: n(sql`${orders.status} = 3`),
          confirm: n(
            sql`${orders.status} = 5 AND EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.orderId} AND ${orderItems.commSts} = 0)`,
          ),
          success: n(sql`${orders.status} = 5`),
          close: n(sql`${orders.status} = 6`),
          refund: n(
            sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.orderId} AND ${orderItems.refundStatus} IN (1, 2, 3, 4))`,
          ),
          grouping: n(sql`${orders.status} = 7`),
        })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.deleteStatus, 0)));
      return {
        orderCountData: {
          unPay: row?.unPay ?? 0,
          payed: row?.payed ?? 0,
          consignment: row?.consignment ?? 0,
          confirm: row?.confirm ?? 0,
          success: row?.success ?? 0,
          close: row?.close ?? 0,
          refund: row?.refund ?? 0,
          grouping: row?.grouping ?? 0,
        },
        ...(await storeStatusOf(db, userId)),
      };
    },
  );
};
