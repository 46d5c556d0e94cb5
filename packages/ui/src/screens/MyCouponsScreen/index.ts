export {
  MyCouponsScreen,
  myCouponsTabStatus,
  type MyCouponsScreenProps,
  type MyCouponsTab,
} from './MyCouponsScreen.tsx';
