export {
  ApplyRefundScreen,
  type ApplyRefundScreenProps,
  type RefundApplication,
  type RefundPoints,
  type RefundTarget,
} from './ApplyRefundScreen.tsx';
