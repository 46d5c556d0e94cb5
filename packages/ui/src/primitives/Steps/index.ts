export {
  Steps,
  stepsVariants,
  stepMarkerVariants,
  type StepsProps,
  type StepItem,
  type StepStatus,
} from './Steps.tsx';
