// The shopper's coupons (docs/api.md "Coupons"): the zod schemas the server's routes declare, and their
// types. Money is wire yuan.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { COUPON_PRODS_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { mallDateTime } from './fields.ts';
import { choice, optionalId, PageQuery, pageOf, requiredId, type QueryOf } from './page.ts';

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

// --- The coupon centre (issue 13) ----------------------------------------------------------------------

/** GET /coupon/getCouponPage: claimable platform and shop coupons. */
export const CouponCentreQuery = PageQuery.extend({
  shopId: optionalId.meta({ description: "ours: only this shop's coupons (0 or absent: all)" }),
});
export type CouponCentreQuery = QueryOf<typeof CouponCentreQuery>;

export const CentreCoupon = z
  .object({
    couponId: z.number().int(),
    couponName: z.string(),
    couponType: z.number().int().meta({ description: '1 money off, 2 rate' }),
    cashCondition: z.number(),
    reduceAmount: z.number(),
    couponDiscount: z.number(),
    shopId: z.number().int().meta({ description: '0 a platform coupon' }),
    shopName: z.string(),
    suitableProdType: z.number().int(),
    startTime: z.string(),
    endTime: z.string(),
    stocks: z.number().int().meta({ description: 'coupons left to claim' }),
    limitNum: z.number().int().meta({ description: 'claims allowed per shopper' }),
    receivedNum: z.number().int().meta({ description: "this shopper's claims (0 for a visitor)" }),
    canReceive: z.boolean(),
  })
  .meta({ id: 'CentreCoupon' });
export type CentreCoupon = z.infer<typeof CentreCoupon>;
export const CentreCouponPage = pageOf(CentreCoupon);

/** GET /coupon/listByProdId?prodId&shopId: the claimable coupons that apply to a product. */
export const CouponsByProdQuery = z.object({ prodId: requiredId, shopId: optionalId });
export type CouponsByProdQuery = QueryOf<typeof CouponsByProdQuery>;
export const CentreCouponList = z.array(CentreCoupon);

/** POST /p/myCoupon/receive: the body is the couponId (a bare number or text). */
export const ReceiveCouponBody = z.union([z.number().int().min(1).max(999_999_999), requiredId], {
  error: messages.queryIdInvalid.id,
});

/**
 * A coupon's chosen products (empty: all products): at most 500 ids, each a whole number 1-999,999,999; any
 * other list is `rule.coupon.prods`, whose words say both limits. A repeated id is taken once (the server
 * stores the set, sorted). Whether each exists is the server's check.
 */
const couponProdIds = z
  .array(
    z
      .number({ error: messages.couponProdsInvalid.id })
      .int(messages.couponProdsInvalid.id)
      .min(1, messages.couponProdsInvalid.id)
      .max(999_999_999, messages.couponProdsInvalid.id),
    { error: messages.couponProdsInvalid.id },
  )
  .max(COUPON_PRODS_MAX, messages.couponProdsInvalid.id)
  .default([]);

/** POST /merchant/coupon */
export const MerchantCouponParam = z
  .object({
    couponName: z
      .string({ error: messages.invalid.id })
      .trim()
      .min(1, messages.invalid.id)
      .max(30, messages.invalid.id),
    couponType: z.union([z.literal(1), z.literal(2)], { error: messages.invalid.id }),
    cashCondition: z.number({ error: messages.invalid.id }).min(0).max(99_999_999).default(0),
    reduceAmount: z.number({ error: messages.invalid.id }).min(0).max(99_999_999).default(0),
    couponDiscount: z
      .number({ error: messages.invalid.id })
      .min(0)
      .max(9.9, messages.invalid.id)
      .default(0)
      .meta({ description: 'type 2: tenths paid, 0.1 to 9.9 (8.5 = pay 85 %)' }),
    startTime: mallDateTime,
    endTime: mallDateTime,
    stocks: z.number({ error: messages.invalid.id }).int().min(1).max(10_000_000, messages.invalid.id),
    limitNum: z.number({ error: messages.invalid.id }).int().min(1).max(100, messages.invalid.id),
    prodIds: couponProdIds,
  })
  .meta({ id: 'MerchantCoupon' });
export type MerchantCouponParam = z.input<typeof MerchantCouponParam>;
