// An Input bound to one field of a rule form (useRuleForm): its value, change, focus ref and translated
// message, so a form states only what differs per field (label, type, hint, autocomplete).
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Input, type InputProps } from '../primitives/Input/index.ts';
import type { RuleForm } from './useRuleForm.ts';
import type { Values } from './ruleForm.ts';

type StringField<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

export type RuleInputProps<V extends Values<V>, T> = Omit<
  InputProps,
  'value' | 'onChange' | 'error' | 'ref' | 'name' | 'form'
> & {
  form: RuleForm<V, T>;
  field: StringField<V>;
  /** The hint shown while the field has no message (a message replaces it). */
  hint?: ReactNode;
};

export function RuleInput<V extends Values<V>, T>({ form, field, hint, ...props }: RuleInputProps<V, T>) {
  const { i18n } = useLingui();
  const message = form.errors[field];
  return (
    <Input
      {...props}
      ref={form.fieldRef(field)}
      value={form.values[field] as string}
      onChange={(event) => form.change(field, event.target.value as V[typeof field])}
      hint={message ? undefined : hint}
      error={message ? i18n._(message) : undefined}
    />
  );
}
