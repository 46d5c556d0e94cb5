export { ScreenFrame, type ScreenFrameProps } from './ScreenFrame.tsx';
