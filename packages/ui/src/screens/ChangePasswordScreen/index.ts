export { ChangePasswordScreen, type ChangePasswordScreenProps } from './ChangePasswordScreen.tsx';
