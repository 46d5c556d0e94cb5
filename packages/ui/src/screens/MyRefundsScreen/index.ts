export {
  MyRefundsScreen,
  refundDetailPath,
  refundStatusTone,
  type MyRefundsScreenProps,
} from './MyRefundsScreen.tsx';
