export { CouponListScreen, type CouponListScreenProps } from './CouponListScreen.tsx';
