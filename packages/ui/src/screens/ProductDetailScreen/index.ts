export {
  ProductDetailScreen,
  type DetailCartItem,
  type DetailSelection,
  type ProductDetailScreenProps,
} from './ProductDetailScreen.tsx';
