export {
  MerchantLoginScreen,
  type MerchantLoginScreenProps,
  type MerchantCredentials,
} from './MerchantLoginScreen.tsx';
