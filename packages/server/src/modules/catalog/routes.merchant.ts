// The merchant's catalogue (issue 13 item 5): PUT /merchant/prod/preSale marks a product of the shop as
// pre-sale with its shipping date, or ends its pre-sale (presale.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Flag, MerchantPreSaleParam } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { setPreSale } from './presale.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const catalogMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.put(
    '/merchant/prod/preSale',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary:
          "Marks one of the shop's products as pre-sale with its shipping date (YYYY-MM-DD, after today in China), or ends its pre-sale",
        security,
        body: MerchantPreSaleParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await setPreSale(db, merchantOf(request).shopId, request.body, new Date(now()));
      return true;
    },
  );
};
