// The store's settings in the merchant centre (issue 17 item 9, decisions/0065): GET /merchant/shop and
// PUT /merchant/shop (settings.ts). Permission `store`: the owner and staff with every permission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Flag, MerchantShopParam, MerchantShopSettings } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { saveShopSettings, shopSettings } from './settings.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const shopMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/merchant/shop',
    {
      config: { permission: 'store' },
      schema: {
        tags,
        summary:
          "The store's settings: names, logo, descriptions, contact, address, business hours, notices, freight template",
        security,
        response: { 200: MerchantShopSettings },
      },
    },
    async (request) => shopSettings(db, merchantOf(request).shopId),
  );

  app.put(
    '/merchant/shop',
    {
      config: { permission: 'store' },
      schema: {
        tags,
        summary:
          "Saves the store's settings whole (one transaction with the freight template; the checkout's freight follows at once)",
        security,
        body: MerchantShopParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await saveShopSettings(db, merchantOf(request).shopId, request.body, new Date(now()));
      return true;
    },
  );
};
