// The server's own OpenAPI document (GET /docs/json) read by the ownership tests: which operations take
// which fields, so a new route with an id-looking field fails their coverage check until it is attacked.

type Schema = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

/** Field names that look like ids. */
export const ID_NAME = /(?:^id|Id|Ids|Number|Numbers|Sn|No|uuid|^pid)$/;

/**
 * Every operation whose path starts with `prefix`, keyed `METHOD /path`, with the names of its path and
 * query parameters and of its JSON body's properties (nested objects, array items and anyOf branches
 * included, three levels deep).
 */
export function operationFields(doc: OpenApiDocument, prefix: string): Map<string, string[]> {
  const deref = (s: Schema | undefined): Schema => {
    let out = s ?? {};
    for (let i = 0; i < 10 && typeof out.$ref === 'string'; i++)
      out = doc.components.schemas[out.$ref.replace('#/components/schemas/', '')] ?? {};
    return out;
  };
  const names = (s: Schema | undefined, depth = 0): string[] => {
    const d = deref(s);
    if (depth > 3) return [];
    const own = Object.entries((d.properties ?? {}) as Record<string, Schema>).flatMap(([k, sub]) => [
      k,
      ...names(sub, depth + 1),
    ]);
    const nested = [d.items, ...((d.anyOf ?? []) as Schema[])].flatMap((x) =>
      x ? names(x as Schema, depth + 1) : [],
    );
    return [...own, ...nested];
  };
  const found = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const [method, op] of Object.entries(operations)) {
      const params = ((op.parameters ?? []) as { in: string; name: string }[])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => p.name);
      const body = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      found.set(`${method.toUpperCase()} ${path}`, [...params, ...names(body)]);
    }
  }
  return found;
}
