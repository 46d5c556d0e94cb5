export {
  ConsoleHomeScreen,
  type ConsoleHomeAccount,
  type ConsoleHomeArea,
  type ConsoleHomeScreenProps,
} from './ConsoleHomeScreen.tsx';
