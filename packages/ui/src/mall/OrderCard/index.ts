export {
  OrderActionBar,
  OrderCard,
  OrderItemRow,
  PayCountdown,
  type OrderActionBarProps,
  type OrderActionCallbacks,
  type OrderCardProps,
  type OrderItemRowProps,
  type PayCountdownProps,
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
