export {
  defaultProductPickerQuery,
  ProductPicker,
  ProductPickerPanel,
  type ProductPickerPanelProps,
  type ProductPickerProps,
  type ProductPickerQuery,
  type ProductPickerSearch,
} from './ProductPicker.tsx';
