export { CartTable, type CartTableProps } from './CartTable.tsx';
export { DiscountLabel, useDiscountText, type DiscountLabelProps } from './DiscountLabel.tsx';
export {
  isItemValid,
  selectedBasketIds,
  selectionOf,
  shopItems,
  hasValidItems,
  type SelectionState,
} from './cartSelection.ts';
export {
  ProdStatus,
  DiscountRule,
  type ShopCart,
  type ShopCartItemDiscount,
  type ShopCartItem,
  type ChooseDiscountItemDto,
  type CartTotals,
} from '@mall/domain';
