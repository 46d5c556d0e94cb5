// The account centre's coupons: GET /p/myCoupon/getCouponList?status (0 expired, 1 usable, 2 used; paged)
// and GET /p/myCoupon/getMyCouponsStatusCount; POST /p/myCoupon/receive claims a coupon of the coupon
// centre (centre.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CouponListQuery,
  CouponPage,
  CouponStatusCount,
  Flag,
  ReceiveCouponBody,
  type CouponStatus,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { receiveCoupon } from './centre.ts';
import { couponCounts, couponView, listCoupons } from './service.ts';

const tags = ['coupon'];
const security = [{ bearer: [] }];

export const couponRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (app, { db, now }) => {
  app.get(
    '/p/myCoupon/getCouponList',
    {
      schema: {
        tags,
        summary: "The shopper's coupons of one status (0 expired, 1 usable, 2 used), paged",
        security,
        querystring: CouponListQuery,
        response: { 200: CouponPage },
      },
    },
    async (request) => {
      const userId = request.userId;
      const at = new Date(now());
      const status = request.query.status as CouponStatus;
      const { rows, total } = await listCoupons(db, userId, status, at, pageWindow(request.query));
      return toPage(
        rows.map((row) => couponView(row, request.locale, at)),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/p/myCoupon/getMyCouponsStatusCount',
    {
      schema: {
        tags,
        summary: "How many of the shopper's coupons are expired, usable and used",
        security,
        response: { 200: CouponStatusCount },
      },
    },
    async (request) => couponCounts(db, request.userId, new Date(now())),
  );

  app.post(
    '/p/myCoupon/receive',
    {
      schema: {
        tags,
        summary:
          'Claims a coupon of the coupon centre (body: the couponId, a bare number); refused above its per-shopper limit or when none is left',
        security,
        body: ReceiveCouponBody,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await receiveCoupon(db, request.userId, Number(request.body), now);
      return true;
    },
  );
};
