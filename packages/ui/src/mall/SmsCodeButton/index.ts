export { SmsCodeButton, type SmsClock, type SmsCodeButtonProps } from './SmsCodeButton.tsx';
