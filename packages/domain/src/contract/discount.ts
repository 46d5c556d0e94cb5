// Special discount sessions (spend-and-save activities of a shop; issue 13, docs/api.md "Special
// discounts"): the sessions, one session with its products, and the merchant's new session. In the cart,
// the lines of one session form one `shopCartItemDiscounts` group whose `chooseDiscountItemDto` names the
// session, the rule reached and the reduction (contract/cart.ts). Money is wire yuan, times
// `YYYY-MM-DD hh:mm:ss` (CST).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { ProductCard } from './catalog.ts';
import { mallDateTime } from './fields.ts';
import { PageQuery, pageOf, requiredId, type QueryOf } from './page.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);

/**
 * `discountType` 0 money off (spend `needAmount` yuan, save `discount` yuan), 1 rate (spend `needAmount`
 * yuan, pay `discount` tenths of the price: 9.5 = 95 %). The cart's dto uses DiscountRule 0 and 2 for them.
 */
export const DiscountType = { moneyOff: 0, rate: 1 } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

export const DiscountRuleStep = z.object({
  needAmount: z.number().meta({ description: 'the threshold, yuan (0: none)' }),
  discount: z.number().meta({ description: 'type 0: yuan saved; type 1: tenths paid (9.5 = 95 %)' }),
});
export type DiscountRuleStep = z.infer<typeof DiscountRuleStep>;

/** GET /discount/page */
export const DiscountPageQuery = PageQuery;
export type DiscountPageQuery = QueryOf<typeof DiscountPageQuery>;

export const DiscountSession = z
  .object({
    discountId: z.number().int(),
    discountName: z.string(),
    shopId: z.number().int(),
    shopName: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    status: z.number().int().meta({ description: '0 not started, 1 ongoing, 2 ended' }),
    discountType: z.number().int().meta({ description: '0 money off, 1 rate' }),
    rules: z
      .array(DiscountRuleStep)
      .meta({ description: 'ascending thresholds; the highest reached applies' }),
    allProducts: z.boolean().meta({ description: "ours: the session covers the whole shop's products" }),
    pic: z
      .string()
      .nullable()
      .meta({ description: "ours: a product's picture to show on the session's card" }),
  })
  .meta({ id: 'DiscountSession' });
export type DiscountSession = z.infer<typeof DiscountSession>;
export const DiscountSessionPage = pageOf(DiscountSession);

/** GET /discount/info?discountId */
export const DiscountIdQuery = z.object({ discountId: requiredId });
export type DiscountIdQuery = QueryOf<typeof DiscountIdQuery>;

export const DiscountInfo = DiscountSession.extend({
  serverTime: z.string(),
  prods: z.array(ProductCard),
}).meta({ id: 'DiscountInfo' });
export type DiscountInfo = z.infer<typeof DiscountInfo>;

// --- Merchant ------------------------------------------------------------------------------------------

/** POST /merchant/discount: `prodIds` empty = the whole shop. */
export const MerchantDiscountParam = z
  .object({
    discountName: z
      .string({ error: messages.invalid.id })
      .trim()
      .min(1, messages.invalid.id)
      .max(30, messages.invalid.id),
    discountType: z.union([z.literal(0), z.literal(1)], { error: messages.invalid.id }),
    rules: z
      .array(
        z.object({
          needAmount: z.number({ error: messages.invalid.id }).min(0).max(99_999_999),
          discount: z.number({ error: messages.invalid.id }).min(0.01).max(99_999_999),
        }),
      )
      .min(1, messages.discountRulesInvalid.id)
      .max(5, messages.discountRulesInvalid.id),
    startTime: mallDateTime,
    endTime: mallDateTime,
    prodIds: z.array(id).max(500).default([]),
  })
  .meta({ id: 'MerchantDiscount' });
export type MerchantDiscountParam = z.input<typeof MerchantDiscountParam>;
