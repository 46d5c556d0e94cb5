export {
  PointsCentreScreen,
  type PointsCentreScreenProps,
  type PointsLedgerFilter,
} from './PointsCentreScreen.tsx';
