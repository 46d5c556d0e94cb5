export { FlashSaleScreen, type FlashSaleScreenProps } from './FlashSaleScreen.tsx';
