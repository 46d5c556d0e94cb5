export { LoyaltySettingsScreen, type LoyaltySettingsScreenProps } from './LoyaltySettingsScreen.tsx';
