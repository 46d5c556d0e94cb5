export { RefundStepper, type RefundStepperProps } from './RefundStepper.tsx';
