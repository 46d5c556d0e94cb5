// The merchant's after-sales routes (/merchant/orderRefund/...: process, receive, list), in the merchant
// scope (its guard sets the signed-in merchant: `merchantOf(request)`).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Done, MerchantRefundPage, MerchantRefundQuery, RefundProcessParam, RefundSnRef } from '@mall/domain';
import { toPage } from '../../plugins/paging.ts';
import { unknownPayments } from './payout.ts';
import { processRefund, receiveRefund } from './service.ts';
import { orderRefunds } from './tables.ts';
import { merchantOf } from '../merchant/auth.ts';
import { refundPage, type RefundRoutesOptions } from './routes.shopper.ts';

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
        summary: "The merchant's shop's after-sales requests of one status (0 all), newest first, paged",
        security: merchantSecurity,
        querystring: MerchantRefundQuery,
        response: { 200: MerchantRefundPage },
      },
    },
    async (request) => {
      const shopId = merchantOf(request).shopId;
      const { status } = request.query;
      const where = and(
        eq(orderRefunds.shopId, shopId),
        status === 0 ? undefined : eq(orderRefunds.status, status),
      );
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
};
