export {
  BannerListScreen,
  emptyBannerFilters,
  type BannerListQuery,
  type BannerListScreenProps,
  type BannerSave,
} from './BannerListScreen.tsx';
