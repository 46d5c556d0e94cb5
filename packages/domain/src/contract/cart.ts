// Cart wire shapes (api-contract.md "Cart", POST /p/shopCart/info and /p/shopCart/totalPay): the zod
// schemas the server's routes declare, and their types; the promotion of a discount group
// (`chooseDiscountItemDto`) and its rules. Money is wire yuan (numbers with two decimals); a view turns
// it into integer cents with `yuanToCents` before showing it.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { basketLineFields } from './fields.ts';

/** Product shelf status (`prodStatus`): only on-sale products can be bought. */
export const ProdStatus = { deleted: -1, offShelf: 0, onSale: 1 } as const;
export type ProdStatus = (typeof ProdStatus)[keyof typeof ProdStatus];

/**
 * How a promotion of a discount group is computed (`discountRule`):
 * - 0 amountOffOverAmount: spend `needAmount` yuan, get `discount` yuan off (满199减20)
 * - 1 rateOverCount: buy `needAmount` items, pay `discount` tenths of the price (满2件打8.5折)
 * - 2 rateOverAmount: spend `needAmount` yuan, pay `discount` tenths of the price (满300打9折)
 * - 3 amountOffOverCount: buy `needAmount` items, get `discount` yuan off (满3件减10)
 */
export const DiscountRule = {
  amountOffOverAmount: 0,
  rateOverCount: 1,
  rateOverAmount: 2,
  amountOffOverCount: 3,
} as const;
export type DiscountRule = (typeof DiscountRule)[keyof typeof DiscountRule];

/** The promotion a discount group takes part in (`chooseDiscountItemDto`). */
export const ChooseDiscountItemDto = z
  .object({
    discountId: z.number().int(),
    discountName: z
      .string()
      .optional()
      .meta({ description: "The merchant's own name of the activity (free text, not translated)" }),
    discountRule: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    needAmount: z.number().meta({
      description: 'The threshold: yuan for the amount rules, a number of items for the count rules',
    }),
    discount: z.number().meta({
      description:
        'Yuan off for the amount-off rules; for the rate rules the price paid in tenths (8.5 = 15 % off)',
    }),
    reduceAmount: z
      .number()
      .meta({ description: "Yuan this group saves now (0 while the threshold isn't reached)" }),
    memberPrice: z.literal(true).optional().meta({
      description:
        "The shopper's member price (their level's rate, discountRule 2 with needAmount 0, on the lines no activity took): discountName is the level's name in the request's language",
    }),
  })
  .meta({ id: 'ChooseDiscountItemDto' });
export type ChooseDiscountItemDto = z.infer<typeof ChooseDiscountItemDto>;

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);
/** A list of the shopper's cart lines (totalPay, deleteItem). */
export const BasketIds = z.array(id).max(500);

/** POST /p/shopCart/changeItem. */
export const ChangeItem = z
  .object({
    basketId: z.number().int().min(0).max(999_999_999).optional(),
    prodId: id,
    skuId: id,
    shopId: z.number().int().min(0).max(999_999_999).optional(),
    count: z
      .number()
      .int()
      .min(-99_999)
      .max(99_999)
      .refine((n) => n !== 0),
  })
  .meta({ id: 'ChangeItem', description: 'count is a delta: positive adds, negative removes' });
export type ChangeItem = z.input<typeof ChangeItem>;

/** POST /p/shopCart/checkItems: select or unselect lines. */
export const CheckItemsParam = z.object({
  basketIds: BasketIds,
  isChecked: z.union([z.literal(0), z.literal(1)]),
});
export type CheckItemsParam = z.input<typeof CheckItemsParam>;

/** POST /p/shopCart/info: [] or the chosen discounts (ignored until promotions land). */
export const CartInfoBody = z.array(z.unknown()).max(500).optional();

/** One cart line on the wire (`shopCartItems[]`): `isChecked` 0/1. */
export const CartItem = z.object({
  ...basketLineFields,
  shopId: z.number().int(),
  isChecked: z.number().int(),
  stocks: z.number().int(),
  prodStatus: z
    .union([z.literal(ProdStatus.deleted), z.literal(ProdStatus.offShelf), z.literal(ProdStatus.onSale)])
    .meta({ description: '1 on sale, 0 taken off sale' }),
  preSale: z.boolean().optional().meta({ description: 'ours: a pre-sale product (ships from shipDate)' }),
  shipDate: z.string().nullish().meta({ description: 'ours: YYYY-MM-DD, the pre-sale shipping date' }),
});
export type CartItemWire = z.infer<typeof CartItem>;

/** One shop of the cart on the wire (`/p/shopCart/info` answers a list of these). */
export const ShopCartSchema = z
  .object({
    shopId: z.number().int(),
    shopName: z.string(),
    shopCartItemDiscounts: z.array(
      z.object({ chooseDiscountItemDto: ChooseDiscountItemDto.nullable(), shopCartItems: z.array(CartItem) }),
    ),
  })
  .meta({ id: 'ShopCart' });
export type ShopCartWire = z.infer<typeof ShopCartSchema>;
export const ShopCartList = z.array(ShopCartSchema);

/** The `/p/shopCart/totalPay` answer for the selected lines, wire yuan. */
export const CartTotals = z
  .object({
    totalMoney: z.number().meta({ description: 'Before promotions' }),
    finalMoney: z.number().meta({ description: 'What the shopper pays' }),
    subtractMoney: z.number().meta({ description: 'Saved by promotions' }),
    count: z.number().int().meta({ description: 'Pieces selected (sum of quantities)' }),
  })
  .meta({ id: 'ShopCartTotal' });
export type CartTotals = z.infer<typeof CartTotals>;

/**
 * A cart line as a client holds it: the wire line with the selection as a boolean (the client's
 * transport turns the wire's 0/1 into it) and the shelf status as `ProdStatus`.
 */
export type ShopCartItem = Omit<CartItemWire, 'isChecked' | 'prodStatus' | 'skuName' | 'oriPrice'> & {
  isChecked: boolean;
  prodStatus: ProdStatus;
  /** The chosen specification, e.g. "Red, M"; may be empty for single-SKU products. */
  skuName?: string | null;
  /** Original (list) unit price, wire yuan. */
  oriPrice?: number | null;
};
/** Lines of one shop that share a promotion, or none (`shopCartItemDiscounts[]`). */
export interface ShopCartItemDiscount {
  chooseDiscountItemDto?: ChooseDiscountItemDto | null;
  shopCartItems: ShopCartItem[];
}
/** One shop of the cart as a client holds it. */
export type ShopCart = Omit<ShopCartWire, 'shopCartItemDiscounts'> & {
  shopCartItemDiscounts: ShopCartItemDiscount[];
};
