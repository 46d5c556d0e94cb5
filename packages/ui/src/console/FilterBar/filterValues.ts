// The values a filter bar reports: what a list endpoint's query needs, and nothing it would have to
// ignore. Free of React and the DOM's form, so the unit tests check it in Node.

/** A filter bar's values by field name; empty fields are left out. */
export type FilterValues = Record<string, string>;

/**
 * Reads a form's entries (`new FormData(form)`) as filter values: text trimmed, empty values and files
 * left out, the last of repeated names kept.
 */
export function filterValues(entries: Iterable<[string, FormDataEntryValue]>): FilterValues {
  const values: FilterValues = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text === '') delete values[name];
    else values[name] = text;
  }
  return values;
}
