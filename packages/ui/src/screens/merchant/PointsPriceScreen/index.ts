export {
  PointsPriceScreen,
  type PointsAnswer,
  type PointsPriceQuery,
  type PointsPriceScreenProps,
  type ScoreSkuPrice,
} from './PointsPriceScreen.tsx';
