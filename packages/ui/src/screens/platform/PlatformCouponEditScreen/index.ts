export { PlatformCouponEditScreen, type PlatformCouponEditScreenProps } from './PlatformCouponEditScreen.tsx';
