// Form state on a domain rule (rules.ts): values, the field messages, focus on the first invalid field,
// and a submit that runs once at a time. Used by the account, refund and invoice forms and the checkout's
// sections; the pure part (which rule, which messages, what a change clears) is in ruleForm.ts.
import { useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import {
  checkValues,
  messagesAfterChange,
  type FieldMessages,
  type RuleFormOptions,
  type RuleSource,
  type Values,
} from './ruleForm.ts';

export {
  eachField,
  type ClearMessages,
  type FieldMessages,
  type RuleFormOptions,
  type RuleSchema,
  type RuleSource,
} from './ruleForm.ts';

/** A check of the whole form: the parsed data, or the focus of the first invalid field. */
export type RuleCheck<T> = { ok: true; data: T } | { ok: false; focusInvalid: () => void };

export interface RuleForm<V extends Values<V>, T> {
  values: V;
  errors: FieldMessages<V>;
  pending: boolean;
  /** Sets a field's value; clears its message unless the form keeps messages until the next check. */
  change<K extends keyof V & string>(field: K, value: V[K]): void;
  /** Shows a message on a field and focuses it (e.g. the SMS button's phone check). */
  fail(field: keyof V & string, message: MessageDescriptor): void;
  /** Removes every message (e.g. a choice changed which fields the rule asks for). */
  clear(): void;
  /** The ref callback of a field, for focusing the first invalid one. */
  fieldRef(field: keyof V & string): (element: HTMLElement | null) => void;
  /**
   * Checks the values with the rule and shows the messages, without focusing: for a page whose
   * sections are checked together and whose first invalid section takes the focus.
   */
  check(): RuleCheck<T>;
  /**
   * Checks the values with the rule: with errors, shows them and focuses the first invalid field;
   * otherwise runs `task` with the parsed data, unless a submit is still under way. Resolves whether
   * the task succeeded (a rejection means the caller reported the failure; the form stays as it is).
   */
  submit(task: (data: T) => Promise<unknown> | unknown): Promise<boolean>;
}

/**
 * @param rule the domain schema, or a function choosing it from the values at each check
 * @param fields the form's fields in screen order (the first invalid one gets the focus)
 * @param options `validateOnMount` shows the messages of the starting values at once (review, stories;
 *   a boolean alone means it); `clearMessages` says when a message goes away (ruleForm.ts)
 */
export function useRuleForm<V extends Values<V>, T>(
  rule: RuleSource<V, T>,
  initial: V,
  fields: readonly (keyof V & string)[],
  options: boolean | RuleFormOptions = false,
): RuleForm<V, T> {
  const { validateOnMount = false, clearMessages = 'onChange' } =
    typeof options === 'boolean' ? { validateOnMount: options } : options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages<V>>(() =>
    validateOnMount ? checkValues(rule, initial, fields).errors : {},
  );
  const [pending, setPending] = useState(false);
  // A ref, not state: a double click or Enter pressed twice in one frame must not submit twice.
  const inFlight = useRef(false);
  const refs = useRef<Partial<Record<string, HTMLElement | null>>>({});

  function change<K extends keyof V & string>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => messagesAfterChange(current, field, clearMessages));
  }

  function fail(field: keyof V & string, message: MessageDescriptor) {
    setErrors((current) => ({ ...current, [field]: message }));
    refs.current[field]?.focus();
  }

  function clear() {
    setErrors({});
  }

  function check(): RuleCheck<T> {
    const result = checkValues(rule, values, fields);
    setErrors(result.errors);
    if (result.ok) return { ok: true, data: result.data };
    const first = result.first;
    return { ok: false, focusInvalid: () => (first ? refs.current[first]?.focus() : undefined) };
  }

  async function submit(task: (data: T) => Promise<unknown> | unknown): Promise<boolean> {
    if (inFlight.current) return false;
    const result = check();
    if (!result.ok) {
      result.focusInvalid();
      return false;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await task(result.data);
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

  return { values, errors, pending, change, fail, clear, fieldRef, check, submit };
}
