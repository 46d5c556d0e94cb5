export { StoreAccountScreen, type StoreAccountScreenProps } from './StoreAccountScreen.tsx';
