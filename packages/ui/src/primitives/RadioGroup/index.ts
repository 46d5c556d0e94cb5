export {
  RadioGroup,
  RadioGroupItem,
  RadioGroupRoot,
  radioGroupVariants,
  radioVariants,
  type RadioGroupProps,
  type RadioGroupItemProps,
  type RadioOption,
} from './RadioGroup.tsx';
