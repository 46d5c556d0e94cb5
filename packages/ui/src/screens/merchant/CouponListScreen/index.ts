export { CouponListScreen, type CouponListScreenProps } from './CouponListScreen.tsx';
export type { ActivityListQuery } from '../ActivityKit/index.ts';
