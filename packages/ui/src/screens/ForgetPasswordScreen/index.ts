export {
  ForgetPasswordScreen,
  forgetPasswordLinks,
  type ForgetPasswordScreenProps,
  type ForgetPasswordValues,
  type PasswordReset,
} from './ForgetPasswordScreen.tsx';
