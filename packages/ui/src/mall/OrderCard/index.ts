export {
  OrderActionBar,
  OrderCard,
  OrderItemRow,
  type OrderActionBarProps,
  type OrderActionCallbacks,
  type OrderCardProps,
  type OrderItemRowProps,
} from './OrderCard.tsx';
export {
  awaitsReview,
  canApplyAfterSales,
  orderActions,
  orderPaths,
  orderStateLabel,
  payDeadline,
  type OrderAction,
} from './orderActions.ts';
