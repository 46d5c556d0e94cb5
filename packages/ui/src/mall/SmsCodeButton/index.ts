export { SmsCodeButton, realClock, type SmsClock, type SmsCodeButtonProps } from './SmsCodeButton.tsx';
