export { DiscountEditScreen, type DiscountEditScreenProps } from './DiscountEditScreen.tsx';
