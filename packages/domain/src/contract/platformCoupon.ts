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
import { messages } from '../messages.ts';
import { MerchantCouponParam } from './coupon.ts';
import { MerchantCouponPage, MerchantCouponQuery, MerchantCouponRow } from './merchantPromo.ts';
import { searchText, type QueryOf } from './page.ts';
import { PlatformProdRow } from './platformProdTag.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);

/** GET /platform/coupon/page: a status (-1 all, 0 not started, 1 ongoing, 2 ended or stopped), a name. */
export const PlatformCouponQuery = MerchantCouponQuery.extend({ name: searchText });
export type PlatformCouponQuery = QueryOf<typeof PlatformCouponQuery>;

/** A platform coupon in the list: the merchant's row (`suitableProdType` 0 all products, 1 the chosen). */
export const PlatformCouponRow = MerchantCouponRow;
export type PlatformCouponRow = MerchantCouponRow;
export const PlatformCouponPage = MerchantCouponPage;
export type PlatformCouponPage = MerchantCouponPage;

/**
 * GET /platform/coupon/info?couponId: the row with its chosen products (`prods`, of any store, as the
 * console's product search lists them: names, store, price, state; empty: all products). A superset of
 * the merchant's detail, so the same screen reads both, and the product picker takes them as chosen.
 */
export const PlatformCouponDetail = MerchantCouponRow.extend({
  prods: z
    .array(PlatformProdRow)
    .meta({ description: 'the products chosen, as the product search lists them; empty for all' }),
}).meta({ id: 'PlatformCouponDetail' });
export type PlatformCouponDetail = z.infer<typeof PlatformCouponDetail>;

/**
 * POST /platform/coupon: the merchant's coupon body; `prodIds` are products of any store (at most 500,
 * as the merchant's; empty: all products), each an existing product (error.coupon.productNotFound).
 */
export const PlatformCouponParam = MerchantCouponParam.extend({
  prodIds: MerchantCouponParam.shape.prodIds.meta({
    description: 'products of any store, each an existing one; empty: all products',
  }),
}).meta({ id: 'PlatformCoupon' });
export type PlatformCouponParam = z.input<typeof PlatformCouponParam>;

/** PUT /platform/coupon: the create body with the coupon's id; before its start and any claim only. */
export const PlatformCouponUpdateParam = PlatformCouponParam.extend({ couponId: id }).meta({
  id: 'PlatformCouponUpdate',
});
export type PlatformCouponUpdateParam = z.input<typeof PlatformCouponUpdateParam>;
