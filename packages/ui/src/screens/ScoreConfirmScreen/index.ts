export { ScoreConfirmScreen, type ScoreConfirmScreenProps } from './ScoreConfirmScreen.tsx';
