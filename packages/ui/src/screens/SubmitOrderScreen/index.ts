export {
  SubmitOrderScreen,
  chosenCouponIds,
  ADDRESS_BOOK_PATH,
  type SubmitOrderScreenProps,
  type PointsChoice,
} from './SubmitOrderScreen.tsx';
