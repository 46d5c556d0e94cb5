// Picture URL lists of the wire (`imgs`, a review's `pics`): free of React and of Lingui's macros, so
// Node tests and the console's forms use it too.

/**
 * A comma-separated list of picture URLs (`imgs`, a review's `pics`) as a list, empty entries left out.
 * A `data:` URL holds a comma of its own after its header; it is kept whole.
 */
export function splitImageUrls(list: string | null | undefined): string[] {
  const parts: string[] = [];
  for (const part of (list ?? '').split(',')) {
    const last = parts.at(-1);
    if (last !== undefined && /^\s*data:[^,]*$/.test(last)) parts[parts.length - 1] = `${last},${part}`;
    else parts.push(part);
  }
  return parts.map((s) => s.trim()).filter(Boolean);
}
