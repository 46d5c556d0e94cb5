export {
  RealNameScreen,
  type RealNameFailure,
  type RealNameScreenProps,
  type RealNameValues,
} from './RealNameScreen.tsx';
