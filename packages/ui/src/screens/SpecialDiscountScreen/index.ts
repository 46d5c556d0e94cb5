export { SpecialDiscountScreen, type SpecialDiscountScreenProps } from './SpecialDiscountScreen.tsx';
