export { DiscountListScreen, type DiscountListScreenProps } from './DiscountListScreen.tsx';
export type { ActivityListQuery } from '../ActivityKit/index.ts';
