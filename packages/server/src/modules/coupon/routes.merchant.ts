// The merchant's coupons (issue 13 item 4; issue 17 item 7): POST /merchant/coupon puts a coupon of the
// merchant's own shop in the coupon centre (centre.ts `createCoupon` for the rules it checks); the
// merchant centre lists the shop's coupons with their figures, reads one, edits one before its start and
// stops one (manage.ts, decisions/0067, shared with the platform's coupons: 0101). Permission `products`; another shop's coupon is
// activityNotFound.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CouponIdPath,
  Flag,
  Int,
  MerchantCouponDetail,
  MerchantCouponIdQuery,
  MerchantCouponPage,
  MerchantCouponParam,
  MerchantCouponQuery,
  MerchantCouponUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { createCoupon } from './centre.ts';
import { couponInfo, couponPage, stopCoupon, updateCoupon } from './manage.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];
const config = { permission: 'products' } as const;

export const couponMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/merchant/coupon',
    {
      config,
      schema: {
        tags,
        summary:
          'Creates a coupon of the shop in the coupon centre (prodIds empty: all its products); answers its couponId',
        security,
        body: MerchantCouponParam,
        response: { 200: Int },
      },
    },
    async (request) => createCoupon(db, merchantOf(request).shopId, request.body, new Date(now())),
  );

  app.get(
    '/merchant/coupon/page',
    {
      config,
      schema: {
        tags,
        summary:
          "The shop's coupons, the latest to start first, of one status (-1 all, 0 not started, 1 ongoing, 2 ended or stopped), with their figures: claimed, used, left (paged)",
        security,
        querystring: MerchantCouponQuery,
        response: { 200: MerchantCouponPage },
      },
    },
    async (request) => {
      const { records, total } = await couponPage(
        db,
        merchantOf(request).shopId,
        request.query,
        new Date(now()),
        request.locale,
      );
      return toPage(records, total, request.query);
    },
  );

  app.get(
    '/merchant/coupon/info',
    {
      config,
      schema: {
        tags,
        summary: "One of the shop's coupons with its figures and the products it names (any status)",
        security,
        querystring: MerchantCouponIdQuery,
        response: { 200: MerchantCouponDetail },
      },
    },
    (request) =>
      couponInfo(db, merchantOf(request).shopId, request.query.couponId, new Date(now()), request.locale),
  );

  app.put(
    '/merchant/coupon',
    {
      config,
      schema: {
        tags,
        summary:
          "Edits one of the shop's coupons before it starts and before any claim, with the checks of its creation (refused once started or stopped)",
        security,
        body: MerchantCouponUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await updateCoupon(db, merchantOf(request).shopId, request.body, now);
      return true;
    },
  );

  app.put(
    '/merchant/coupon/:couponId/stop',
    {
      config,
      schema: {
        tags,
        summary:
          'Stops the coupon: no longer listed nor claimable; the coupons already claimed stay usable until their end',
        security,
        params: CouponIdPath,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await stopCoupon(db, merchantOf(request).shopId, request.params.couponId, now);
      return true;
    },
  );
};
