export { ScreenFrame, type ScreenFrameProps } from './ScreenFrame.tsx';
export { TitledSection, type TitledSectionProps, type TitleLink } from './TitledSection.tsx';
