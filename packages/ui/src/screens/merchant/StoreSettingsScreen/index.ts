export {
  StoreSettingsScreen,
  type StoreSettingsRequest,
  type StoreSettingsScreenProps,
} from './StoreSettingsScreen.tsx';
