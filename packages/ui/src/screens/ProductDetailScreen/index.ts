export {
  ProductDetailScreen,
  type DetailCartItem,
  type ProductDetailScreenProps,
} from './ProductDetailScreen.tsx';
