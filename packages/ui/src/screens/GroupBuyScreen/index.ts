export { GroupBuyScreen, groupDetailPath, type GroupBuyScreenProps } from './GroupBuyScreen.tsx';
