export { Checkbox, checkboxVariants, type CheckboxProps } from './Checkbox.tsx';
