export { ShopScreen, type ShopScreenProps, type ShopStatus } from './ShopScreen.tsx';
