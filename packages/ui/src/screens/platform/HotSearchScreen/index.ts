export { HotSearchScreen, type HotSearchSave, type HotSearchScreenProps } from './HotSearchScreen.tsx';
