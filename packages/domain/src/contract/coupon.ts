// The shopper's coupons (docs/api.md "Coupons"): the zod schemas the server's routes declare, and their
// types. Money is wire yuan.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { choice, PageQuery, pageOf, type QueryOf } from './page.ts';

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
export type Coupon = z.infer<typeof Coupon>;
export const CouponPage = pageOf(Coupon);

/** GET /p/myCoupon/getCouponList: the coupons of one status (0 expired, 1 usable, 2 used). */
export const CouponListQuery = PageQuery.extend({
  status: choice([0, 1, 2] as const, 1, messages.queryStatusInvalid),
});
export type CouponListQuery = QueryOf<typeof CouponListQuery>;

export const CouponStatusCount = z.object({
  expiredCount: z.number().int(),
  unUseCount: z.number().int(),
  usedCount: z.number().int(),
});
export type CouponStatusCount = z.infer<typeof CouponStatusCount>;
