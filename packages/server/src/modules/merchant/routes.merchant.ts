// The merchant API (issue 5 item 8, decisions/0019), under /merchant/ with its own tokens: the login
// (throttled like the shoppers', the password RSA-encrypted like theirs; routes.public.ts), the logout
// (the token revoked on the server), the shop's orders (filtered: order/merchantQuery.ts) and shipping. A merchant sees and changes only its own shop's orders: another shop's order number is
// "the order does not exist". Invoices: invoice/routes.merchant.ts; refunds: refund/routes.merchant.ts;
// a pre-sale order is refused before its shipping date (catalog/presale.ts);
// all of them inside the merchant scope, whose one guard is `requireMerchant` (auth.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Flag,
  MerchantDeliveryParam,
  MerchantLogoutResult,
  MerchantOrderPage,
  MerchantOrderQuery,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { checkShippable } from '../catalog/presale.ts';
import { shipOrder } from '../order/lifecycle.ts';
import { merchantOrderPage } from '../order/merchantQuery.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { merchantOf, revokeMerchantToken } from './auth.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

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
        summary:
          "The merchant's shop's orders, newest first, paged; by status (0 all), order number, receiver, mobile and the days placed",
        security,
        querystring: MerchantOrderQuery,
        response: { 200: MerchantOrderPage },
      },
    },
    async (request) => {
      const { records, total } = await merchantOrderPage(
        db,
        merchantOf(request).shopId,
        request.query,
        request.locale,
        pageWindow(request.query),
      );
      return toPage(records, total, request.query);
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
