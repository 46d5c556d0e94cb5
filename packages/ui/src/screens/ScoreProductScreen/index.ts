export {
  ScoreProductScreen,
  type ScoreProductScreenProps,
  type ScoreRedeemItem,
} from './ScoreProductScreen.tsx';
