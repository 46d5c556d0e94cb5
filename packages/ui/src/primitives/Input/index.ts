export { Input, inputVariants, type InputProps } from './Input.tsx';
export { Textarea, textareaVariants, type TextareaProps } from './Textarea.tsx';
export { Field, fieldDescription, type FieldProps } from './Field.tsx';
