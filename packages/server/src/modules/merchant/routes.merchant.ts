// The merchant API (issue 5 item 8, decisions/0019), under /merchant/ with its own tokens: the login
// (throttled like the shoppers', the password RSA-encrypted like theirs; routes.public.ts), the logout
// (the token revoked on the server), the shop's orders by status and shipping. A merchant sees and changes only its own shop's orders: another shop's order number is
// "the order does not exist". Invoices: invoice/routes.merchant.ts; refunds: refund/routes.merchant.ts;
// a pre-sale order is refused before its shipping date (catalog/presale.ts);
// all of them inside the merchant scope, whose one guard is `requireMerchant` (auth.ts).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centsToYuan,
  Flag,
  formatDate,
  MerchantDeliveryParam,
  MerchantLogoutResult,
  MerchantOrderPage,
  MerchantOrderQuery,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../../lib/text.ts';
import { checkShippable } from '../catalog/presale.ts';
import { shipOrder } from '../order/lifecycle.ts';
import { orderItems, orders } from '../order/tables.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { merchantOf, revokeMerchantToken } from './auth.ts';
import { orderDeliveries } from './tables.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

const when = (d: Date | null) => (d ? formatDate(d) : null);

export const merchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/merchant/logout',
    {
      schema: {
        tags,
        summary: 'Log out: the merchant token this request carries is revoked on the server at once',
        security,
        response: { 200: MerchantLogoutResult },
      },
    },
    async (request) => {
      // The scope's guard let the request in: its bearer token is the merchant's live token.
      const token = bearerToken(request.headers.authorization);
      if (token) await revokeMerchantToken(db, token, now());
      return true;
    },
  );

  app.get(
    '/merchant/orders',
    {
      schema: {
        tags,
        summary: "The merchant's shop's orders, newest first, of one status (0 all), paged",
        security,
        querystring: MerchantOrderQuery,
        response: { 200: MerchantOrderPage },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      const { status } = request.query;
      const where = and(eq(orders.shopId, shopId), status === 0 ? undefined : eq(orders.status, status));
      const window = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, delivery: orderDeliveries })
          .from(orders)
          .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.orderId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderId))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const ids = rows.map((r) => r.order.orderId);
      const items =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(orderItems)
              .where(inArray(orderItems.orderId, ids))
              .orderBy(orderItems.orderItemId);
      const locale = request.locale;
      return toPage(
        rows.map(({ order, delivery }) => ({
          orderNumber: order.orderNumber,
          status: order.status,
          orderType: order.orderType,
          dvyType: order.dvyType,
          total: centsToYuan(order.total),
          transfee: centsToYuan(order.freight),
          actualTotal: centsToYuan(order.actualTotal),
          productNums: order.productNums,
          remarks: order.remarks,
          userAddr: order.userAddr,
          createTime: formatDate(order.createdAt),
          payTime: when(order.payTime),
          dvyTime: when(order.dvyTime),
          finallyTime: when(order.finallyTime),
          expressName: delivery?.expressName ?? null,
          expressNo: delivery?.expressNo ?? null,
          items: items
            .filter((i) => i.orderId === order.orderId)
            .map((i) => ({
              orderItemId: i.orderItemId,
              prodId: i.prodId,
              skuId: i.skuId,
              prodName: localized(locale, i.prodNameZh, i.prodNameEn),
              skuName: localized(locale, i.skuNameZh, i.skuNameEn),
              price: centsToYuan(i.price),
              prodCount: i.prodCount,
              actualTotal: centsToYuan(i.actualTotal),
              returnMoneySts: i.refundStatus,
            })),
        })),
        total?.n ?? 0,
        request.query,
      );
    },
  );

  app.put(
    '/merchant/order/delivery',
    {
      schema: {
        tags,
        summary: "Ships one of the shop's paid orders (2 -> 3) with the express company and tracking number",
        security,
        body: MerchantDeliveryParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      const at = new Date(now());
      // A pre-sale order ships from its items' shipping date on (issue 13).
      await checkShippable(db, shopId, request.body.orderNumber, at);
      await shipOrder(db, shopId, request.body, at);
      return true;
    },
  );
};
