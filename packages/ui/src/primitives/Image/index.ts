export { Image, imageVariants, type ImageProps, type ImageState } from './Image.tsx';
