export { LevelListScreen, type LevelListScreenProps } from './LevelListScreen.tsx';
