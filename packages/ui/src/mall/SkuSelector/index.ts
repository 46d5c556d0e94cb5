export { SkuSelector, skuValueVariants, type SkuSelectorProps } from './SkuSelector.tsx';
