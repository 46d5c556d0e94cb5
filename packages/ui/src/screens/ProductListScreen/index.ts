export { ProductListScreen, type ProductListScreenProps } from './ProductListScreen.tsx';
export {
  ProductResults,
  SortBar,
  nextSort,
  isPlainClick,
  type ListProduct,
  type ProductResultsProps,
  type SortBarProps,
  type SortKind,
  type SortOrder,
  type SortState,
} from './ProductResults.tsx';
export { categoryPath } from './categoryPath.ts';
