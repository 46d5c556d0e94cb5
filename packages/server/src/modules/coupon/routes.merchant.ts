// The merchant's coupons (issue 13 item 4): POST /merchant/coupon puts a coupon of the merchant's own
// shop in the coupon centre (centre.ts `createCoupon` for the rules it checks).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Int, MerchantCouponParam } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { createCoupon } from './centre.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const couponMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/merchant/coupon',
    {
      config: { permission: 'products' },
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
};
