export { ShopDetailScreen, type ShopDetailScreenProps } from './ShopDetailScreen.tsx';
