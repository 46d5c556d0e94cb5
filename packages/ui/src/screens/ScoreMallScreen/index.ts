export { ScoreMallScreen, type ScoreMallScreenProps } from './ScoreMallScreen.tsx';
