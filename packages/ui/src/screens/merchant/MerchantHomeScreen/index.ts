export {
  MerchantHomeScreen,
  type MerchantHomeScreenProps,
  type MerchantHomeStore,
} from './MerchantHomeScreen.tsx';
