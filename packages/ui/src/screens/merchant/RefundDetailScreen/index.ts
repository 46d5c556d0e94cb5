export {
  RefundDetailScreen,
  timeLeft,
  type RefundDetailScreenProps,
  type RefundMove,
} from './RefundDetailScreen.tsx';
