// The merchant's order reading beyond the list (issue 17 item 4; the list is in
// merchant/routes.merchant.ts): one order's detail, and the filtered list as a CSV file. Both bounded
// by the merchant's shop (merchantQuery.ts); `orders` permission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatDate,
  MerchantOrderCsv,
  MerchantOrderDetail,
  MerchantOrderExportQuery,
  MerchantOrderNumberQuery,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { merchantOrderCsv, merchantOrderDetail } from './merchantQuery.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const orderMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/merchant/order/info',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "One of the shop's orders with its amounts, buyer's nickname, invoice application and after-sales requests",
        security,
        querystring: MerchantOrderNumberQuery,
        response: { 200: MerchantOrderDetail },
      },
    },
    async (request) =>
      merchantOrderDetail(db, merchantOf(request).shopId, request.query.orderNumber, request.locale),
  );

  app.get(
    '/merchant/orders/export',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "The shop's orders of the list's filters as a CSV file (UTF-8 with a BOM; heads and statuses in the request's language; at most 20,000)",
        security,
        querystring: MerchantOrderExportQuery,
        response: { 200: MerchantOrderCsv },
      },
    },
    async (request, reply) => {
      const csv = await merchantOrderCsv(db, merchantOf(request).shopId, request.query, request.locale);
      const stamp = formatDate(new Date(now()), 'YYYYMMDD-hhmmss');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
