// The merchant's special discount sessions (issue 13 item 3): POST /merchant/discount creates a session
// of the merchant's own shop (service.ts `createSession` for the rules it checks).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Int, MerchantDiscountParam } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { createSession } from './service.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const discountMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/merchant/discount',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary:
          'Creates a special discount session of the shop (prodIds empty: the whole shop); answers its discountId',
        security,
        body: MerchantDiscountParam,
        response: { 200: Int },
      },
    },
    async (request) => createSession(db, merchantOf(request).shopId, request.body, new Date(now())),
  );
};
