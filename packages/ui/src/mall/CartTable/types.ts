// The cart as the contract sends it (POST /p/shopCart/info and /p/shopCart/totalPay, see
// shared/spec/api-contract.md "Cart"). Money is wire yuan (numbers with two decimals); the component turns
// it into integer cents with `yuanToCents` from @mall/domain before showing it. These types live beside the
// cart view for now; they can move to @mall/domain when the app and the server share them.

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
export interface ChooseDiscountItemDto {
  discountId: number;
  /** The merchant's own name of the activity (free text, not translated). */
  discountName?: string;
  discountRule: DiscountRule;
  /** The threshold: yuan for the amount rules, a number of items for the count rules. */
  needAmount: number;
  /** Yuan off for the amount-off rules; for the rate rules the price paid in tenths (8.5 = 15 % off). */
  discount: number;
  /** Yuan this group saves now (0 while the threshold is not reached). */
  reduceAmount: number;
}

/** One cart line (`shopCartItems[]`). */
export interface ShopCartItem {
  basketId: number;
  prodId: number;
  skuId: number;
  prodName: string;
  /** The chosen specification, e.g. "Red, M"; may be empty for single-SKU products. */
  skuName?: string | null;
  pic: string;
  /** Unit price now, wire yuan. */
  price: number;
  /** Original (list) unit price, wire yuan. */
  oriPrice?: number | null;
  prodCount: number;
  /** price x prodCount, wire yuan. */
  productTotalAmount: number;
  shopId: number;
  isChecked: boolean;
  stocks: number;
  prodStatus: ProdStatus;
}

/** Lines of one shop that share a promotion, or none (`shopCartItemDiscounts[]`). */
export interface ShopCartItemDiscount {
  chooseDiscountItemDto?: ChooseDiscountItemDto | null;
  shopCartItems: ShopCartItem[];
}

/** One shop of the cart (`/p/shopCart/info` returns a list of these). */
export interface ShopCart {
  shopId: number;
  shopName: string;
  shopCartItemDiscounts: ShopCartItemDiscount[];
}

/** The `/p/shopCart/totalPay` answer for the selected lines, wire yuan. */
export interface CartTotals {
  /** Before promotions. */
  totalMoney: number;
  /** What the shopper pays. */
  finalMoney: number;
  /** Saved by promotions ("已优惠"). */
  subtractMoney: number;
  /** Number of pieces selected (sum of quantities). */
  count: number;
}
