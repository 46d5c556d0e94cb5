export { Empty, emptyVariants, type EmptyProps, type EmptyIllustration } from './Empty.tsx';
