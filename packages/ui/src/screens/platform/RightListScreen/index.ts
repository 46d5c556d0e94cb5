export { RightListScreen, type RightListScreenProps } from './RightListScreen.tsx';
