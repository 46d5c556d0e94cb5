export {
  OrderDetailScreen,
  type OrderDetailData,
  type OrderDetailScreenProps,
} from './OrderDetailScreen.tsx';
