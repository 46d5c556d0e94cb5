import { describe, expect, it } from 'vitest';
import type { ShopCart, ShopCartItem } from '@mall/ui';
import {
  quantityChange,
  selectableIds,
  submitOrderPath,
  withChecked,
  withQuantity,
  withoutLines,
} from './cartPage.ts';

const item = (basketId: number, shopId: number, extra: Partial<ShopCartItem> = {}): ShopCartItem => ({
  basketId,
  prodId: 100 + basketId,
  skuId: 200 + basketId,
  prodName: `item ${basketId}`,
  pic: '',
  price: 39.9,
  prodCount: 2,
  productTotalAmount: 79.8,
  shopId,
  isChecked: false,
  stocks: 10,
  prodStatus: 1,
  ...extra,
});

const cart: ShopCart[] = [
  {
    shopId: 1,
    shopName: 'A',
    shopCartItemDiscounts: [
      { chooseDiscountItemDto: null, shopCartItems: [item(1, 1, { isChecked: true }), item(2, 1)] },
      { chooseDiscountItemDto: null, shopCartItems: [item(3, 1, { stocks: 0 })] },
    ],
  },
  {
    shopId: 2,
    shopName: 'B',
    shopCartItemDiscounts: [
      { chooseDiscountItemDto: null, shopCartItems: [item(4, 2), item(5, 2, { prodStatus: 0 })] },
    ],
  },
];

const lines = (shops: ShopCart[]) =>
  shops.flatMap((s) => s.shopCartItemDiscounts.flatMap((g) => g.shopCartItems));

describe('cart page logic', () => {
  it('settles to the checkout route with the basket ids', () => {
    expect(submitOrderPath([1, 2, 3])).toBe('/submit-order?basketIds=1,2,3');
  });

  it('selects only lines on sale and in stock, per store or all', () => {
    expect(selectableIds(cart)).toEqual([1, 2, 4]);
    expect(selectableIds(cart, 1)).toEqual([1, 2]);
    expect(selectableIds(cart, 2)).toEqual([4]);
    expect(selectableIds(cart, 9)).toEqual([]);
  });

  it('sends a quantity as the delta from the current count', () => {
    expect(quantityChange(cart, 2, 5)).toEqual({ basketId: 2, prodId: 102, skuId: 202, shopId: 1, count: 3 });
    expect(quantityChange(cart, 2, 1)).toMatchObject({ count: -1 });
    expect(quantityChange(cart, 2, 2)).toBeNull();
    expect(quantityChange(cart, 99, 2)).toBeNull();
    expect(quantityChange(cart, 2, 1.5)).toBeNull();
  });

  it('shows a selection change at once, never on an unavailable line', () => {
    const checked = lines(withChecked(cart, [2, 3, 5], true));
    expect(checked.map((i) => i.isChecked)).toEqual([true, true, false, false, false]);
    const cleared = lines(withChecked(cart, [1], false));
    expect(cleared[0]!.isChecked).toBe(false);
    expect(lines(cart)[0]!.isChecked).toBe(true); // the input is left alone
  });

  it('shows a new quantity with its subtotal in exact cents', () => {
    const line = lines(withQuantity(cart, 2, 3))[1]!;
    expect(line.prodCount).toBe(3);
    expect(line.productTotalAmount).toBe(119.7);
  });

  it('drops deleted lines and the groups and stores they leave empty', () => {
    const left = withoutLines(cart, [3, 4, 5]);
    expect(left).toHaveLength(1);
    expect(left[0]!.shopCartItemDiscounts).toHaveLength(1);
    expect(lines(left).map((i) => i.basketId)).toEqual([1, 2]);
  });
});
