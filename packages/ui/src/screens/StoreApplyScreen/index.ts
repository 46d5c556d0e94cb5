export { StoreApplyScreen, type StoreApplication, type StoreApplyScreenProps } from './StoreApplyScreen.tsx';
