export {
  SkuQuantityRow,
  useSkuQuantity,
  type SkuQuantity,
  type SkuQuantityRowProps,
} from './SkuQuantityRow.tsx';
