export { Tag, tagVariants, type TagProps } from './Tag.tsx';
