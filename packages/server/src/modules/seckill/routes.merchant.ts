// The merchant's flash sales (issue 13 item 1, issue 17 item 7): create one on the shop's own product on
// sale (units taken from the SKUs at once), edit it before it starts (the units follow), list them with
// their figures (sold, left), read one, stop one (its units left go back at once). `shopId` is the merchant
// guard's (merchantOf); another shop's product, SKU or activity is refused and changes nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Flag,
  Int,
  MerchantSeckillPage,
  MerchantSeckillParam,
  MerchantSeckill,
  MerchantSeckillQuery,
  MerchantSeckillUpdateParam,
  SeckillIdPath,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import {
  createSeckill,
  merchantSeckillDetail,
  merchantSeckillPage,
  stopSeckill,
  updateSeckill,
} from './service.ts';

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

  app.put(
    '/merchant/seckill',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary:
          "Edits the shop's flash sale before it starts, with the checks of a create (its product stays); the units taken from each SKU follow the new numbers. Refused once it has started",
        security,
        body: MerchantSeckillUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await updateSeckill(db, merchantOf(request).shopId, request.body, now);
      return true;
    },
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

  app.get(
    '/merchant/seckill/:seckillId',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary: "One of the shop's flash sales with its SKUs and figures (sold, left)",
        security,
        params: SeckillIdPath,
        response: { 200: MerchantSeckill },
      },
    },
    (request) =>
      merchantSeckillDetail(
        db,
        merchantOf(request).shopId,
        request.params.seckillId,
        request.locale,
        new Date(now()),
      ),
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
      await stopSeckill(db, merchantOf(request).shopId, request.params.seckillId, now);
      return true;
    },
  );
};
