// A list filter for a number the shop prints (an order's or an after-sales request's): up to 30 digits,
// a numeric keyboard on touch screens, its value read back as text (the query trims it).
import { Input } from '../../primitives/Input/index.ts';

export interface NumberFilterFieldProps {
  /** The filter's key in the list query (and the field's form name). */
  name: string;
  label: string;
  defaultValue?: string | undefined;
}

export function NumberFilterField({ name, label, defaultValue }: NumberFilterFieldProps) {
  return <Input name={name} label={label} defaultValue={defaultValue} maxLength={30} inputMode="numeric" />;
}
