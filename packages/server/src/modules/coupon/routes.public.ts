// The coupon centre for everyone (issue 13 item 4, docs/api.md "Coupon centre"): GET
// /coupon/getCouponPage and GET /coupon/listByProdId. A visitor sees receivedNum 0; a request with a
// live shopper token (resolved for every route, plugins/auth.ts: `request.shopperId`) sees its own
// claims and whether it may claim again. Not cached: it is per shopper and moves with the clock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CentreCouponList, CentreCouponPage, CouponCentreQuery, CouponsByProdQuery } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { centrePage, productCoupons } from './centre.ts';

const tags = ['coupon'];

export const couponPublicRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/coupon/getCouponPage',
    {
      schema: {
        tags,
        summary:
          "Coupons that can be claimed (platform and shop), with the stock left and, with a shopper's token, their claims",
        querystring: CouponCentreQuery,
        response: { 200: CentreCouponPage },
      },
    },
    async (request) => {
      const { rows, total } = await centrePage(
        db,
        request.shopperId,
        new Date(now()),
        request.locale,
        pageWindow(request.query),
        request.query.shopId,
      );
      return toPage(rows, total, request.query);
    },
  );

  app.get(
    '/coupon/listByProdId',
    {
      schema: {
        tags,
        summary: "The claimable coupons that apply to a product (the platform's and its shop's)",
        querystring: CouponsByProdQuery,
        response: { 200: CentreCouponList },
      },
    },
    async (request) =>
      productCoupons(db, request.shopperId, request.query.prodId, new Date(now()), request.locale),
  );
};
