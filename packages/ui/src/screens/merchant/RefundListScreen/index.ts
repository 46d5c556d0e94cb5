export {
  emptyRefundFilters,
  RefundListScreen,
  RefundStatusTag,
  refundTone,
  type RefundListQuery,
  type RefundListScreenProps,
} from './RefundListScreen.tsx';
