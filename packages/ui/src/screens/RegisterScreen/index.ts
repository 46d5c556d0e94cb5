export {
  RegisterScreen,
  registerLinks,
  type RegisterScreenProps,
  type RegisterStep,
  type RegisterValues,
  type RegisterPhone,
  type RegisterAccount,
} from './RegisterScreen.tsx';
