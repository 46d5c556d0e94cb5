// The account centre's coupons: GET /p/myCoupon/getCouponList?status (0 expired, 1 usable, 2 used; paged)
// and GET /p/myCoupon/getMyCouponsStatusCount. Claiming coupons (the coupon centre) comes later.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, type Coupon as CouponType, type CouponStatus } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { requireUser } from '../../plugins/auth.ts';
import { PageQuery, pageOf, pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { choice } from '../catalog/query.ts';
import { couponCounts, couponView, listCoupons } from './service.ts';

const tags = ['coupon'];
const security = [{ bearer: [] }];

export const Coupon = z
  .object({
    couponUserId: z.number().int(),
    couponId: z.number().int(),
    shopId: z.number().int().meta({ description: '0 a platform coupon' }),
    shopName: z.string(),
    couponName: z.string(),
    couponType: z.number().int().meta({ description: '1 amount off, 2 rate' }),
    cashCondition: z.number().meta({ description: 'threshold in yuan (0: none)' }),
    reduceAmount: z.number().meta({ description: 'type 1: yuan off' }),
    couponDiscount: z.number().meta({ description: 'type 2: the rate as 折, 8.5 = 15 % off' }),
    suitableProdType: z
      .number()
      .int()
      .meta({ description: '0 all products, 1 some products, 2 some categories' }),
    startTime: z.string(),
    endTime: z.string(),
    status: z.number().int().meta({ description: '0 expired, 1 usable, 2 used' }),
    usedTime: z.string().nullable(),
  })
  .meta({ id: 'Coupon' });

// The wire shape agrees with the domain's contract type (a compile-time check).
const agrees: [z.infer<typeof Coupon>] extends [CouponType] ? true : never = true;
void agrees;

export const couponRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (app, { db, now }) => {
  app.get(
    '/p/myCoupon/getCouponList',
    {
      schema: {
        tags,
        summary: "The shopper's coupons of one status (0 expired, 1 usable, 2 used), paged",
        security,
        querystring: PageQuery.extend({ status: choice([0, 1, 2] as const, 1, messages.queryStatusInvalid) }),
        response: { 200: pageOf(Coupon) },
      },
    },
    async (request) => {
      const userId = requireUser(request);
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
        response: {
          200: z.object({
            expiredCount: z.number().int(),
            unUseCount: z.number().int(),
            usedCount: z.number().int(),
          }),
        },
      },
    },
    async (request) => couponCounts(db, requireUser(request), new Date(now())),
  );
};
