// The pure core of the rule form (useRuleForm.ts): which rule applies to the values, the messages a check
// shows, the field to focus, and what a change does to the messages. No React here: unit-tested in Node.
import type { MessageDescriptor } from '@lingui/core';
import { fieldErrors } from '@mall/domain';

/** The form's values: text fields and checkboxes. */
export type Values<V> = { [K in keyof V]: string | boolean };
export type ParseResult = Parameters<typeof fieldErrors>[0];

/** A domain form schema (zod): its errors carry the domain message ids. */
export interface RuleSchema<T> {
  safeParse(input: unknown): ParseResult & { data?: T };
}

/**
 * The rule of a form: one schema, or a schema chosen from the values at each check (e.g. by a choice
 * on the form that decides which fields are asked for). A schema may also read every value itself (a
 * refinement over the whole object).
 */
export type RuleSource<V, T> = RuleSchema<T> | ((values: V) => RuleSchema<T>);

export type FieldMessages<V> = Partial<Record<keyof V & string, MessageDescriptor>>;

/**
 * When a field's message goes away:
 * - `onChange` (the default): as soon as the field changes (the account and refund forms);
 * - `onSubmit`: only at the next check, which shows the messages anew (the checkout).
 */
export type ClearMessages = 'onChange' | 'onSubmit';

export interface RuleFormOptions {
  /** Shows the messages of the starting values at once (review, stories). */
  validateOnMount?: boolean;
  clearMessages?: ClearMessages;
}

/** The schema that applies to these values. */
export function ruleFor<V, T>(rule: RuleSource<V, T>, values: V): RuleSchema<T> {
  return typeof rule === 'function' ? rule(values) : rule;
}

/** The messages of a parse, only for the form's fields. */
export function messagesOf<V>(result: ParseResult, fields: readonly (keyof V & string)[]): FieldMessages<V> {
  const found = fieldErrors(result);
  const out: FieldMessages<V> = {};
  for (const field of fields) if (found[field]) out[field] = found[field];
  return out;
}

/** The outcome of a check: the parsed data, or the messages and the first invalid field in screen order. */
export type CheckResult<V, T> =
  | { ok: true; data: T; errors: FieldMessages<V> }
  | { ok: false; errors: FieldMessages<V>; first?: keyof V & string };

/** Checks the values with the rule that applies to them. */
export function checkValues<V, T>(
  rule: RuleSource<V, T>,
  values: V,
  fields: readonly (keyof V & string)[],
): CheckResult<V, T> {
  const result = ruleFor(rule, values).safeParse(values);
  const errors = messagesOf<V>(result, fields);
  if (result.success) return { ok: true, data: result.data as T, errors };
  const first = fields.find((field) => errors[field] !== undefined);
  return first === undefined ? { ok: false, errors } : { ok: false, errors, first };
}

/** The messages after a field changed: the same object when nothing goes away. */
export function messagesAfterChange<V>(
  errors: FieldMessages<V>,
  field: keyof V & string,
  clearMessages: ClearMessages = 'onChange',
): FieldMessages<V> {
  if (clearMessages === 'onSubmit' || errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * A rule over a record of like fields (e.g. one remark per store): each key is checked with the same
 * field schema (a missing value counts as `missing`); a message is keyed by its field.
 */
export function eachField<O>(
  keys: readonly string[],
  field: RuleSchema<O>,
  missing: unknown = '',
): RuleSchema<Record<string, O>> {
  return {
    safeParse(input: unknown) {
      const values = (input ?? {}) as Record<string, unknown>;
      const data: Record<string, O> = {};
      const issues: Extract<ParseResult, { success: false }>['error']['issues'][number][] = [];
      for (const key of keys) {
        const result = field.safeParse(values[key] ?? missing);
        if (result.success) data[key] = result.data as O;
        else for (const issue of result.error.issues) issues.push({ ...issue, path: [key, ...issue.path] });
      }
      return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
    },
  };
}
