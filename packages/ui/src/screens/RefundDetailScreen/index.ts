export {
  RefundDetailScreen,
  refundStepTimes,
  wireInstant,
  type RefundDetailScreenProps,
  type RefundExpress,
} from './RefundDetailScreen.tsx';
