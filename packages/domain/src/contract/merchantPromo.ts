// The merchant centre's special discounts, shop coupons and points-mall prices (issue 17 item 7,
// decisions/0067, docs/api.md "The merchant's discounts, coupons and points prices"): the store's
// sessions and coupons with their figures, one of them as its editing form needs it, the edit (before
// its start: the create body with its id) and the stop; the store's products with their points prices.
// Money is wire yuan, times `YYYY-MM-DD hh:mm:ss` (CST). `status` is the activity's by the server's clock
// (0 not started, 1 ongoing, 2 ended); a stopped one is ended and says `stopped`.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { MerchantCouponParam } from './coupon.ts';
import { DiscountRuleStep, MerchantDiscountParam } from './discount.ts';
import { choice, PageQuery, pageOf, requiredId, searchText, type QueryOf } from './page.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);

/** A list's status filter: -1 all, 0 not started, 1 ongoing, 2 ended (stopped ones included). */
const statusFilter = choice([-1, 0, 1, 2] as const, -1, messages.queryStatusInvalid);

/** A product an activity names, as its form shows it. */
export const MerchantPromoProd = z
  .object({ prodId: z.number().int(), prodName: z.string(), pic: z.string() })
  .meta({ id: 'MerchantPromoProd' });
export type MerchantPromoProd = z.infer<typeof MerchantPromoProd>;

// --- Special discount sessions -------------------------------------------------------------------------

/** GET /merchant/discount/page */
export const MerchantDiscountQuery = PageQuery.extend({ status: statusFilter });
export type MerchantDiscountQuery = QueryOf<typeof MerchantDiscountQuery>;

export const MerchantDiscountRow = z
  .object({
    discountId: z.number().int(),
    discountName: z.string(),
    discountType: z.number().int().meta({ description: '0 money off, 1 rate' }),
    rules: z.array(DiscountRuleStep),
    startTime: z.string(),
    endTime: z.string(),
    status: z.number().int().meta({ description: '0 not started, 1 ongoing, 2 ended' }),
    stopped: z.boolean().meta({ description: 'stopped by the merchant before its end' }),
    allProducts: z.boolean(),
    prodCount: z.number().int().meta({ description: 'products named (0 for the whole shop)' }),
  })
  .meta({ id: 'MerchantDiscountRow' });
export type MerchantDiscountRow = z.infer<typeof MerchantDiscountRow>;
export const MerchantDiscountPage = pageOf(MerchantDiscountRow);
export type MerchantDiscountPage = z.infer<typeof MerchantDiscountPage>;

/** GET /merchant/discount/info?discountId */
export const MerchantDiscountIdQuery = z.object({ discountId: requiredId });
export type MerchantDiscountIdQuery = QueryOf<typeof MerchantDiscountIdQuery>;

export const MerchantDiscountDetail = MerchantDiscountRow.extend({
  prods: z.array(MerchantPromoProd).meta({ description: 'the products named, empty for the whole shop' }),
}).meta({ id: 'MerchantDiscountDetail' });
export type MerchantDiscountDetail = z.infer<typeof MerchantDiscountDetail>;

/** PUT /merchant/discount: the create body with the session's id; before its start only. */
export const MerchantDiscountUpdateParam = MerchantDiscountParam.extend({ discountId: id }).meta({
  id: 'MerchantDiscountUpdate',
});
export type MerchantDiscountUpdateParam = z.input<typeof MerchantDiscountUpdateParam>;

/** PUT /merchant/discount/{discountId}/stop */
export const DiscountIdPath = z.object({ discountId: requiredId });

// --- Shop coupons --------------------------------------------------------------------------------------

/** GET /merchant/coupon/page */
export const MerchantCouponQuery = PageQuery.extend({ status: statusFilter });
export type MerchantCouponQuery = QueryOf<typeof MerchantCouponQuery>;

export const MerchantCouponRow = z
  .object({
    couponId: z.number().int(),
    couponName: z.string(),
    couponType: z.number().int().meta({ description: '1 money off, 2 rate' }),
    cashCondition: z.number(),
    reduceAmount: z.number(),
    couponDiscount: z.number().meta({ description: 'type 2: tenths paid (8.5 = pay 85 %)' }),
    suitableProdType: z.number().int().meta({ description: '0 all products, 1 some products' }),
    prodCount: z
      .number()
      .int()
      .meta({ description: 'products chosen (suitableProdType 1; 0 for all products)' }),
    startTime: z.string(),
    endTime: z.string(),
    status: z.number().int().meta({ description: '0 not started, 1 ongoing, 2 ended' }),
    stopped: z
      .boolean()
      .meta({ description: 'stopped by the merchant: no longer claimable; claimed ones stay usable' }),
    limitNum: z.number().int(),
    totalStocks: z.number().int().meta({ description: 'coupons issued' }),
    claimed: z.number().int(),
    used: z.number().int(),
    left: z.number().int().meta({ description: 'coupons left to claim' }),
  })
  .meta({ id: 'MerchantCouponRow' });
export type MerchantCouponRow = z.infer<typeof MerchantCouponRow>;
export const MerchantCouponPage = pageOf(MerchantCouponRow);
export type MerchantCouponPage = z.infer<typeof MerchantCouponPage>;

/** GET /merchant/coupon/info?couponId */
export const MerchantCouponIdQuery = z.object({ couponId: requiredId });
export type MerchantCouponIdQuery = QueryOf<typeof MerchantCouponIdQuery>;

export const MerchantCouponDetail = MerchantCouponRow.extend({
  prods: z.array(MerchantPromoProd).meta({ description: 'the products named, empty for all' }),
}).meta({ id: 'MerchantCouponDetail' });
export type MerchantCouponDetail = z.infer<typeof MerchantCouponDetail>;

/** PUT /merchant/coupon: the create body with the coupon's id; before its start only. */
export const MerchantCouponUpdateParam = MerchantCouponParam.extend({ couponId: id }).meta({
  id: 'MerchantCouponUpdate',
});
export type MerchantCouponUpdateParam = z.input<typeof MerchantCouponUpdateParam>;

/** PUT /merchant/coupon/{couponId}/stop */
export const CouponIdPath = z.object({ couponId: requiredId });

// --- Points-mall prices --------------------------------------------------------------------------------

/** GET /merchant/scorePrice/page: the store's products (name search; `inMall` 1: only those priced). */
export const MerchantScoreProdQuery = PageQuery.extend({
  prodName: searchText,
  inMall: choice([0, 1] as const, 0, messages.queryStatusInvalid),
});
export type MerchantScoreProdQuery = QueryOf<typeof MerchantScoreProdQuery>;

export const MerchantScoreSku = z
  .object({
    skuId: z.number().int(),
    skuName: z.string(),
    price: z.number().meta({ description: "the SKU's price, yuan (a cash part may not exceed it)" }),
    stocks: z.number().int(),
    status: z.number().int().meta({ description: '1 on sale, 0 off' }),
    scorePrice: z.number().int().nullable().meta({ description: 'points per unit; null: not in the mall' }),
    scoreCash: z.number().nullable().meta({ description: 'the cash part per unit, yuan' }),
  })
  .meta({ id: 'MerchantScoreSku' });
export type MerchantScoreSku = z.infer<typeof MerchantScoreSku>;

export const MerchantScoreProd = z
  .object({
    prodId: z.number().int(),
    prodName: z.string(),
    pic: z.string(),
    status: z.number().int().meta({ description: '1 on sale, 0 off' }),
    skus: z.array(MerchantScoreSku),
  })
  .meta({ id: 'MerchantScoreProd' });
export type MerchantScoreProd = z.infer<typeof MerchantScoreProd>;
export const MerchantScoreProdPage = pageOf(MerchantScoreProd);
export type MerchantScoreProdPage = z.infer<typeof MerchantScoreProdPage>;
