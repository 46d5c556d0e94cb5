export { PlatformCouponListScreen, type PlatformCouponListScreenProps } from './PlatformCouponListScreen.tsx';
