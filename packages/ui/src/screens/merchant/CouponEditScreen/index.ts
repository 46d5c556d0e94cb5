export { CouponEditScreen, type CouponEditScreenProps } from './CouponEditScreen.tsx';
