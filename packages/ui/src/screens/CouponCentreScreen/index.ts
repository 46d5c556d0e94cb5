export { CouponCentreScreen, type CouponCentreScreenProps } from './CouponCentreScreen.tsx';
