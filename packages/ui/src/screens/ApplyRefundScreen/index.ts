export {
  ApplyRefundScreen,
  type ApplyRefundScreenProps,
  type RefundApplication,
  type RefundTarget,
} from './ApplyRefundScreen.tsx';
