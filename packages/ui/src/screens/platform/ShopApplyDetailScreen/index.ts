export { ShopApplyDetailScreen, type ShopApplyDetailScreenProps } from './ShopApplyDetailScreen.tsx';
