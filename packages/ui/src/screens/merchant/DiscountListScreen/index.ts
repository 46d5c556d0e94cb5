export { DiscountListScreen, type DiscountListScreenProps } from './DiscountListScreen.tsx';
