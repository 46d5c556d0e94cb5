// The cart page's logic, free of React: what the screen's callbacks send to the server and how the cart
// looks until the server's answer is back (optimistic updates). Which lines count is the CartTable's rule
// (`isItemValid`: on sale and in stock), never repeated here.
import { centsToYuan, yuanToCents, type ChangeItem } from '@mall/domain';
import { isItemValid, shopItems, type ShopCart, type ShopCartItem } from '@mall/ui';

/** The route of the checkout screen for these lines: `/submit-order?basketIds=1,2,3`. */
export function submitOrderPath(basketIds: readonly number[]): string {
  return `/submit-order?basketIds=${basketIds.join(',')}`;
}

/** Basket ids of the selectable lines: of one store, or of the whole cart. */
export function selectableIds(shops: readonly ShopCart[], shopId?: number): number[] {
  return shops
    .filter((shop) => shopId === undefined || shop.shopId === shopId)
    .flatMap(shopItems)
    .filter(isItemValid)
    .map((item) => item.basketId);
}

function findLine(shops: readonly ShopCart[], basketId: number): ShopCartItem | undefined {
  return shops.flatMap(shopItems).find((item) => item.basketId === basketId);
}

/**
 * The `/p/shopCart/changeItem` body that takes a line to `count` pieces: the delta from its quantity now.
 * Null when there is nothing to send (unknown line, or the same count).
 */
export function quantityChange(
  shops: readonly ShopCart[],
  basketId: number,
  count: number,
): ChangeItem | null {
  const item = findLine(shops, basketId);
  if (!item || !Number.isInteger(count) || count === item.prodCount) return null;
  return {
    basketId,
    prodId: item.prodId,
    skuId: item.skuId,
    shopId: item.shopId,
    count: count - item.prodCount,
  };
}

function mapLines(shops: readonly ShopCart[], change: (item: ShopCartItem) => ShopCartItem): ShopCart[] {
  return shops.map((shop) => ({
    ...shop,
    shopCartItemDiscounts: shop.shopCartItemDiscounts.map((group) => ({
      ...group,
      shopCartItems: group.shopCartItems.map(change),
    })),
  }));
}

/** The cart with these lines (only selectable ones) selected or not. */
export function withChecked(
  shops: readonly ShopCart[],
  basketIds: readonly number[],
  checked: boolean,
): ShopCart[] {
  return mapLines(shops, (item) =>
    basketIds.includes(item.basketId) && isItemValid(item) ? { ...item, isChecked: checked } : item,
  );
}

/** The cart with a line at `count` pieces and its subtotal to match. */
export function withQuantity(shops: readonly ShopCart[], basketId: number, count: number): ShopCart[] {
  return mapLines(shops, (item) =>
    item.basketId === basketId
      ? { ...item, prodCount: count, productTotalAmount: centsToYuan(yuanToCents(item.price) * count) }
      : item,
  );
}

/** The cart without these lines; promotion groups and stores left empty go too. */
export function withoutLines(shops: readonly ShopCart[], basketIds: readonly number[]): ShopCart[] {
  return shops
    .map((shop) => ({
      ...shop,
      shopCartItemDiscounts: shop.shopCartItemDiscounts
        .map((group) => ({
          ...group,
          shopCartItems: group.shopCartItems.filter((item) => !basketIds.includes(item.basketId)),
        }))
        .filter((group) => group.shopCartItems.length > 0),
    }))
    .filter((shop) => shop.shopCartItemDiscounts.length > 0);
}
