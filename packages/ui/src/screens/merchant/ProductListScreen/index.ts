export {
  ProductListScreen,
  type ProductListQuery,
  type ProductListScreenProps,
} from './ProductListScreen.tsx';
