export { Button, buttonVariants, type ButtonProps } from './Button.tsx';
export { Spinner } from './Spinner.tsx';
