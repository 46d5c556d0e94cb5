// Form state for the account screens (register, forgot password): values, the field messages of a domain
// rule (rules.ts), focus on the first invalid field, and a submit that runs once at a time.
import { useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { fieldErrors } from '@mall/domain';

/** The form's values: text fields and checkboxes. */
type Values<V> = { [K in keyof V]: string | boolean };
type ParseResult = Parameters<typeof fieldErrors>[0];

/** A domain form schema (zod): its errors carry the domain message ids. */
export interface RuleSchema<T> {
  safeParse(input: unknown): ParseResult & { data?: T };
}

export type FieldMessages<V> = Partial<Record<keyof V & string, MessageDescriptor>>;

function messagesOf<V extends Values<V>>(
  schema: RuleSchema<unknown>,
  values: V,
  fields: readonly (keyof V & string)[],
): FieldMessages<V> {
  const found = fieldErrors(schema.safeParse(values));
  const out: FieldMessages<V> = {};
  for (const field of fields) if (found[field]) out[field] = found[field];
  return out;
}

export interface RuleForm<V extends Values<V>, T> {
  values: V;
  errors: FieldMessages<V>;
  pending: boolean;
  /** Sets a field's value and clears its message. */
  change<K extends keyof V & string>(field: K, value: V[K]): void;
  /** Shows a message on a field and focuses it (e.g. the SMS button's phone check). */
  fail(field: keyof V & string, message: MessageDescriptor): void;
  /** The ref callback of a field, for focusing the first invalid one. */
  fieldRef(field: keyof V & string): (element: HTMLElement | null) => void;
  /**
   * Checks the values with the rule: with errors, shows them and focuses the first invalid field;
   * otherwise runs `task` with the parsed data, unless a submit is still under way. Resolves whether
   * the task succeeded (a rejection means the caller reported the failure; the form stays as it is).
   */
  submit(task: (data: T) => Promise<unknown> | unknown): Promise<boolean>;
}

/**
 * @param fields the form's fields in screen order (the first invalid one gets the focus)
 * @param validateOnMount shows the messages of the starting values at once (review, stories)
 */
export function useRuleForm<V extends Values<V>, T>(
  schema: RuleSchema<T>,
  initial: V,
  fields: readonly (keyof V & string)[],
  validateOnMount = false,
): RuleForm<V, T> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages<V>>(() =>
    validateOnMount ? messagesOf(schema, initial, fields) : {},
  );
  const [pending, setPending] = useState(false);
  // A ref, not state: a double click or Enter pressed twice in one frame must not submit twice.
  const inFlight = useRef(false);
  const refs = useRef<Partial<Record<string, HTMLElement | null>>>({});

  function change<K extends keyof V & string>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function fail(field: keyof V & string, message: MessageDescriptor) {
    setErrors((current) => ({ ...current, [field]: message }));
    refs.current[field]?.focus();
  }

  async function submit(task: (data: T) => Promise<unknown> | unknown): Promise<boolean> {
    if (inFlight.current) return false;
    const result = schema.safeParse(values);
    const shown = messagesOf(schema, values, fields);
    setErrors(shown);
    if (!result.success) {
      const first = fields.find((field) => shown[field] !== undefined);
      if (first) refs.current[first]?.focus();
      return false;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await task(result.data as T);
      return true;
    } catch {
      return false;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const fieldRef = (field: keyof V & string) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };

  return { values, errors, pending, change, fail, fieldRef, submit };
}
