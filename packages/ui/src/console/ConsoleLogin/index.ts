export {
  ConsoleLoginScreen,
  type ConsoleLoginScreenProps,
  type ConsoleCredentials,
} from './ConsoleLoginScreen.tsx';
