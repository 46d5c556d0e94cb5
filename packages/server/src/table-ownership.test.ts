// A module's tables are written only by its own module (decisions/0025): no `.insert(t)`, `.update(t)` or
// `.delete(t)` in packages/server/src/modules/<m>/ of a table `t` imported from another module's
// tables.ts (or from db/schema.ts, which re-exports them all). Reading another module's tables is fine.
// The writes across modules that still exist are listed below, each with its reason; a new one fails
// here until it moves behind the owner's service (or is listed, with a reason).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), 'modules');

/** `writer -> table (owner)`: the cross-module writes that remain, and why. */
const KNOWN: Record<string, string> = {
  // (Stock, cart lines, coupons and points are written only by their settlement participants, each in
  // its owner's module: decisions/0022.)
  // Order lifecycle and after-sales: moves of another module's rows that have no service of their own yet.
  'order -> orderDeliveries (merchant)': "shipping (lifecycle.ts) records the parcel in the merchant's table",
  'refund -> orders (order)': "a refund moves the order's refund status and closes it",
  'refund -> orderItems (order)': "a refund marks the item's refund status",
  'payment -> orders (order)': 'a paid notification moves the order to paid',
  'payment -> products (catalog)': "a paid order adds to the products' sales count",
  'comment -> orderItems (order)': 'a review marks the item commented, once',
  'group -> orders (order)':
    "a group payment writes the order's team, and its team's success or failure moves the members' orders (7 -> 2, 7 -> 6)",
  'loyalty -> orders (order)':
    'a membership order (no goods, no settlement) is created by payLevel and completed by its payment hook',
  'comment -> prodComments (catalog)': "reviews are stored in the catalogue's table, which lists them",
  // Demo data fills every module's tables: a tool, not a module.
  'seed -> *': 'demo data',
};

interface Write {
  writer: string;
  table: string;
  owner: string;
  at: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The tables a file imports, by local name, with their owning module. */
function importedTables(source: string, file: string): Map<string, string> {
  const tables = new Map<string, string>();
  const imports = source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g);
  for (const [, names, from] of imports) {
    const target = join(dirname(file), from!);
    const owner =
      /modules\/([^/]+)\/tables\.ts$/.exec(target)?.[1] ?? (/db\/schema\.ts$/.test(target) ? '?' : null);
    if (!owner) continue;
    for (const spec of names!.split(',')) {
      const [name, alias] = spec
        .replace(/\btype\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name) tables.set((alias ?? name).trim(), owner);
    }
  }
  return tables;
}

/** Every write of a file to another module's table. */
export function foreignWrites(file: string, source: string): Write[] {
  const writer = relative(modulesDir, file).split('/')[0]!;
  const tables = importedTables(source, file);
  const writes: Write[] = [];
  for (const match of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const owner = tables.get(match[2]!);
    if (!owner || owner === writer) continue;
    const line = source.slice(0, match.index).split('\n').length;
    writes.push({ writer, table: match[2]!, owner, at: `${relative(modulesDir, file)}:${line}` });
  }
  return writes;
}

const keyOf = (w: Write) => `${w.writer} -> ${w.table} (${w.owner})`;
const isKnown = (w: Write) => keyOf(w) in KNOWN || `${w.writer} -> *` in KNOWN;

describe("a module's tables are written by its own module", () => {
  const writes = sourceFiles(modulesDir).flatMap((file) => foreignWrites(file, readFileSync(file, 'utf8')));

  it("writes to another module's tables only where listed", () => {
    expect(writes.filter((w) => !isKnown(w)).map((w) => `${keyOf(w)} at ${w.at}`)).toEqual([]);
  });

  it('lists no write that is gone', () => {
    const seen = new Set(writes.map(keyOf));
    const stale = Object.keys(KNOWN).filter((key) => !key.endsWith('-> *') && !seen.has(key));
    expect(stale).toEqual([]);
  });

  it('catches a write to a table of another module', () => {
    const file = join(modulesDir, 'wallet', 'example.ts');
    const source = [
      "import { orders } from '../order/tables.ts';",
      "import { userWallets } from './tables.ts';",
      'await tx.update(orders).set({ status: 6 });',
      'await tx.insert(userWallets).values(row);',
    ].join('\n');
    expect(foreignWrites(file, source).map(keyOf)).toEqual(['wallet -> orders (order)']);
  });
});
