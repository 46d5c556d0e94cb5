export {
  QuantityInput,
  quantityInputVariants,
  clampQuantity,
  type QuantityInputProps,
} from './QuantityInput.tsx';
