// Which cart lines can be bought and which are selected, derived from the props (the cart is controlled:
// `isChecked` of each line is the selection). Spec section 5: at least one line must be selected to settle
// or delete.
import { ProdStatus, type ShopCart, type ShopCartItem } from '@mall/domain';

/** A line can be selected and bought only while its product is on sale and in stock. */
export function isItemValid(item: ShopCartItem): boolean {
  return item.prodStatus === ProdStatus.onSale && item.stocks > 0;
}

/** Every line of a shop, in display order. */
export function shopItems(shop: ShopCart): ShopCartItem[] {
  return shop.shopCartItemDiscounts.flatMap((group) => group.shopCartItems);
}

/** Checkbox state of a set of lines: only valid lines count; an invalid line is never selected. */
export type SelectionState = boolean | 'indeterminate';

export function selectionOf(items: readonly ShopCartItem[]): SelectionState {
  const valid = items.filter(isItemValid);
  const checked = valid.filter((item) => item.isChecked).length;
  if (checked === 0) return false;
  return checked === valid.length ? true : 'indeterminate';
}

/** Basket ids of the selected valid lines, in display order: what settle and delete-selected act on. */
export function selectedBasketIds(shops: readonly ShopCart[]): number[] {
  return shops
    .flatMap(shopItems)
    .filter((item) => isItemValid(item) && item.isChecked)
    .map((item) => item.basketId);
}

/** True when the cart has at least one line that could be selected. */
export function hasValidItems(items: readonly ShopCartItem[]): boolean {
  return items.some(isItemValid);
}
