export { Price, priceVariants, type PriceProps } from './Price.tsx';
