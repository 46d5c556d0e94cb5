// The merchant's points-mall prices (issue 14 item 6): PUT /merchant/prod/scorePrice replaces one of the
// shop's products' points prices. `shopId` is the merchant guard's (merchantOf); another shop's product or
// SKU is refused and changes nothing. GET /merchant/scorePrice/page lists the shop's products with their
// SKUs' points prices (issue 17 item 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MerchantScorePriceAnswer,
  MerchantScorePriceParam,
  MerchantScoreProdPage,
  MerchantScoreProdQuery,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { toPage } from '../../plugins/paging.ts';
import { merchantScorePage, setScorePrices } from './service.ts';

export const scoreMallMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.put(
    '/merchant/prod/scorePrice',
    {
      config: { permission: 'products' },
      schema: {
        tags: ['merchant'],
        summary:
          "Puts the listed SKUs of the shop's product in the points mall at a points price plus a cash part (yuan); the SKUs left out leave it, `skus: []` takes the product out",
        security: [{ merchantBearer: [] }],
        body: MerchantScorePriceParam,
        response: { 200: MerchantScorePriceAnswer },
      },
    },
    async (request) => {
      await setScorePrices(db, merchantOf(request).shopId, request.body, new Date(now()));
      return true;
    },
  );

  app.get(
    '/merchant/scorePrice/page',
    {
      config: { permission: 'products' },
      schema: {
        tags: ['merchant'],
        summary:
          "The shop's products, last changed first, by name (either language), `inMall` 1 only those in the points mall, each with every SKU and its points price and cash part (null: not in the points mall) (paged)",
        security: [{ merchantBearer: [] }],
        querystring: MerchantScoreProdQuery,
        response: { 200: MerchantScoreProdPage },
      },
    },
    async (request) => {
      const { records, total } = await merchantScorePage(
        db,
        merchantOf(request).shopId,
        request.query,
        request.locale,
      );
      return toPage(records, total, request.query);
    },
  );
};
