// GET /merchant/dashboard (issue 17 item 2, decisions/0068): the merchant centre's home figures of the
// signed-in account's store. Any account of the store may ask (`signedIn`); each figure of an area its
// role may not open is null (service.ts). Times are the module's clock's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MerchantDashboard } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { merchantDashboard } from './service.ts';

export const dashboardMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/merchant/dashboard',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['merchant'],
        summary:
          "The store's dashboard: today's and the last 30 China days' paid orders, sales and refunds, the daily series, orders to ship, after-sales to decide, product-page visitors and unanswered chats; a figure of an area the account's role may not open is null",
        security: [{ merchantBearer: [] }],
        response: { 200: MerchantDashboard },
      },
    },
    async (request) => {
      const { shopId, role } = merchantOf(request);
      return merchantDashboard(db, shopId, role, new Date(now()));
    },
  );
};
