export {
  emptyShopFilters,
  ShopListScreen,
  type ShopListQuery,
  type ShopListScreenProps,
} from './ShopListScreen.tsx';
