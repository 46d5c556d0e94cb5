export {
  emptyShopApplyFilters,
  ShopApplyListScreen,
  type ShopApplyListQuery,
  type ShopApplyListScreenProps,
} from './ShopApplyListScreen.tsx';
