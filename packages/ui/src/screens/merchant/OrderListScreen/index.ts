export {
  emptyOrderFilters,
  OrderListScreen,
  receiverOf,
  type OrderListQuery,
  type OrderListScreenProps,
} from './OrderListScreen.tsx';
export { OrderStatusTag } from './OrderStatusTag.tsx';
