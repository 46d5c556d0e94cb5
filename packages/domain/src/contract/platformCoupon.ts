// The platform console's coupons (issue 18 item 5, decisions/0101, docs/api.md "Platform API: coupons"):
// coupons of the whole mall (`shop_id` 0), listed and claimed in the coupon centre and taken off at
// settlement across the stores of one submit. The same rows, rules and figures as the merchant's shop
// coupons (merchantPromo.ts, decisions/0067) — the list row, the detail, the edit before the start and any
// claim, the stop — with products of any store (none: all products; decisions/0109). Money is wire
// yuan, times `YYYY-MM-DD hh:mm:ss` (CST). Area `marketing` of platformConsole.ts: everyone reads, admin
// and operator change.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { COUPON_PRODS_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { MerchantCouponParam } from './coupon.ts';
import {
  MerchantCouponPage,
  MerchantPromoProd,
  MerchantCouponQuery,
  MerchantCouponRow,
} from './merchantPromo.ts';
import { searchText, type QueryOf } from './page.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);

/** GET /platform/coupon/page: a status (-1 all, 0 not started, 1 ongoing, 2 ended or stopped), a name. */
export const PlatformCouponQuery = MerchantCouponQuery.extend({ name: searchText });
export type PlatformCouponQuery = QueryOf<typeof PlatformCouponQuery>;

/** A platform coupon in the list: the merchant's row (`suitableProdType` 0 all products, 1 the chosen). */
export const PlatformCouponRow = MerchantCouponRow;
export type PlatformCouponRow = MerchantCouponRow;
export const PlatformCouponPage = MerchantCouponPage;
export type PlatformCouponPage = MerchantCouponPage;

/** A chosen product of a platform coupon: the merchant's product with its store's name. */
export const PlatformCouponProd = MerchantPromoProd.extend({
  shopId: z.number().int(),
  shopName: z.string().meta({ description: "the store's name in the request's language" }),
}).meta({ id: 'PlatformCouponProd' });
export type PlatformCouponProd = z.infer<typeof PlatformCouponProd>;

/**
 * GET /platform/coupon/info?couponId: the row with its chosen products (`prods`, of any store, each with
 * its store; empty: all products). A superset of the merchant's detail, so the same screen reads both.
 */
export const PlatformCouponDetail = MerchantCouponRow.extend({
  prods: z.array(PlatformCouponProd).meta({ description: 'the products chosen, empty for all' }),
}).meta({ id: 'PlatformCouponDetail' });
export type PlatformCouponDetail = z.infer<typeof PlatformCouponDetail>;

/**
 * POST /platform/coupon: the merchant's coupon body; `prodIds` are products of any store (at most 500,
 * as the merchant's; empty: all products), each an existing product (error.coupon.productNotFound).
 */
export const PlatformCouponParam = MerchantCouponParam.extend({
  prodIds: z
    .array(
      z
        .number({ error: messages.couponProdsInvalid.id })
        .int(messages.couponProdsInvalid.id)
        .min(1, messages.couponProdsInvalid.id)
        .max(999_999_999, messages.couponProdsInvalid.id),
      { error: messages.couponProdsInvalid.id },
    )
    .max(COUPON_PRODS_MAX, messages.couponProdsInvalid.id)
    .default([])
    .meta({ description: 'products of any store, each an existing one; empty: all products' }),
}).meta({ id: 'PlatformCoupon' });
export type PlatformCouponParam = z.input<typeof PlatformCouponParam>;

/** PUT /platform/coupon: the create body with the coupon's id; before its start and any claim only. */
export const PlatformCouponUpdateParam = PlatformCouponParam.extend({ couponId: id }).meta({
  id: 'PlatformCouponUpdate',
});
export type PlatformCouponUpdateParam = z.input<typeof PlatformCouponUpdateParam>;
