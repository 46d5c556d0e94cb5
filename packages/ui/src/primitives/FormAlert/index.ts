export { FormAlert, type FormAlertProps } from './FormAlert.tsx';
