export { Select, SelectItem, selectTriggerVariants, type SelectProps, type SelectOption } from './Select.tsx';
