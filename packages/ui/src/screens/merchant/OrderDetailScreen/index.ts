export {
  OrderDetailScreen,
  type OrderDetailScreenProps,
  type OrderShipValues,
} from './OrderDetailScreen.tsx';
