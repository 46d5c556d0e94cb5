export { DiscountDetailScreen, type DiscountDetailScreenProps } from './DiscountDetailScreen.tsx';
