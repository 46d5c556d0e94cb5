// An audit row's before and after (decisions/0050: the target's state as JSON, null where there is none)
// as a list of fields side by side, so a reader sees what changed rather than two JSON dumps. Nested
// objects and arrays become dotted paths (`imgs[0].url`); a field present on one side only is absent
// (undefined) on the other.

/** A field's value as the log kept it: text, a number, true or false, null; undefined when absent. */
export type FieldValue = string | number | boolean | null | undefined;

export interface FieldChange {
  /** The field's path (`status`, `owner.mobile`, `imgs[0].url`); '' for a log whose state is one value. */
  field: string;
  before: FieldValue;
  after: FieldValue;
  changed: boolean;
}

/** The fields of `before` and `after`, in the order they first appear (before's first). */
export function fieldDiff(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields.map((field) => {
    const b = old.get(field);
    const a = now.get(field);
    return { field, before: b, after: a, changed: b !== a };
  });
}

function flatten(value: unknown, path = '', into = new Map<string, FieldValue>()): Map<string, FieldValue> {
  if (Array.isArray(value)) {
    if (value.length === 0 && path) into.set(path, '[]');
    value.forEach((item, i) => flatten(item, `${path}[${i}]`, into));
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0 && path) into.set(path, '{}');
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, into);
  } else if (value === null) {
    // A null state (nothing before a creation, nothing after a deletion) has no fields; a null field is kept.
    if (path) into.set(path, null);
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    into.set(path, value);
  }
  return into;
}
