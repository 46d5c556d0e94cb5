// The merchant's flash sales (issue 13 item 1): create one on the shop's own product (units taken from
// the SKUs at once), list them, stop one (its units left go back at once). `shopId` is the merchant
// guard's (merchantOf); another shop's product, SKU or activity is refused and changes nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Flag,
  Int,
  MerchantSeckillPage,
  MerchantSeckillParam,
  MerchantSeckillQuery,
  SeckillIdPath,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { createSeckill, merchantSeckillPage, stopSeckill } from './service.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const seckillMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/merchant/seckill',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary:
          "Creates a flash sale of the shop's product: its window (no overlap with another of the product), per-shopper maximum, and per SKU the seckill price and the units taken from the SKU's stock now; answers its seckillId",
        security,
        body: MerchantSeckillParam,
        response: { 200: Int },
      },
    },
    (request) => createSeckill(db, merchantOf(request).shopId, request.body, new Date(now())),
  );

  app.get(
    '/merchant/seckill/page',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary:
          "The shop's flash sales, newest first, of one status (-1 all), optionally of one product (paged)",
        security,
        querystring: MerchantSeckillQuery,
        response: { 200: MerchantSeckillPage },
      },
    },
    async (request) => {
      const { records, total } = await merchantSeckillPage(
        db,
        merchantOf(request).shopId,
        request.query,
        request.locale,
        new Date(now()),
      );
      return toPage(records, total, request.query);
    },
  );

  app.put(
    '/merchant/seckill/:seckillId/stop',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary:
          'Stops the flash sale now; its units left go back to the SKUs (once). An ended one stays as it is',
        security,
        params: SeckillIdPath,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await stopSeckill(db, merchantOf(request).shopId, request.params.seckillId, new Date(now()));
      return true;
    },
  );
};
