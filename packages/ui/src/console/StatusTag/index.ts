export { StatusTag, statusTagVariants, type StatusTagProps, type StatusTone } from './StatusTag.tsx';
