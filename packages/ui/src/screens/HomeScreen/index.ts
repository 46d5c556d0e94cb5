export { HomeScreen, type HomeScreenProps } from './HomeScreen.tsx';
export { HomeSearch, type HomeSearchProps, type SearchMode, type ShopResults } from './HomeSearch.tsx';
export {
  BannerCarousel,
  bannerPath,
  BANNER_INTERVAL_MS,
  type BannerCarouselProps,
  type BannerShape,
  type CarouselClock,
} from './BannerCarousel.tsx';
export { CouponRow, type HomeCoupon } from './Promotions.tsx';
export {
  linkTo,
  sectionView,
  type HomeProduct,
  type HrefBuilder,
  type LinkTo,
  type SectionData,
} from './parts.tsx';
