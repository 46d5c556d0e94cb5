// What the storefront's first download may not hold (decisions/0040): the components every page shows
// (top bar, header, footer, service widget, route progress, toast host) and the home screen, with every
// module they import statically, import no Radix part that is only needed on first use (menus, tooltips,
// dialogs, toasts: those load when used) and nothing of zod (the rules come with the forms that validate).
// Read from the sources: a static import here is a module in the build's entry or the home route's chunk.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const domainSrc = resolve(src, '../../domain/src');

const firstDownload = [
  'mall/TopBar/TopBar.tsx',
  'mall/SiteHeader/SiteHeader.tsx',
  'mall/SiteFooter/SiteFooter.tsx',
  'mall/ServiceWidget/ServiceWidget.tsx',
  'mall/RouteProgress/RouteProgress.tsx',
  'primitives/Toast/ToastHost.tsx',
  'screens/HomeScreen/HomeScreen.tsx',
];

/** Radix parts allowed in the first download (a button's Slot, the home page's search switch). */
const allowedRadix = new Set(['Slot', 'RadioGroup']);

interface Import {
  names: string[];
  from: string;
}

/** The static imports of a source file (type-only imports left out: they vanish in the build). */
function staticImports(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const imports: Import[] = [];
  for (const match of text.matchAll(/^import\s+(?!type\b)([^'";]*?)\s*from\s*'([^']+)';/gms)) {
    const clause = match[1]!;
    const names = [...(clause.match(/\{([^}]*)\}/)?.[1] ?? '').split(',')]
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
    imports.push({ names, from: match[2]! });
  }
  for (const match of text.matchAll(/^import\s+'([^']+)';/gm)) imports.push({ names: [], from: match[1]! });
  return imports;
}

/** Every source file reached from `entries` through relative static imports, with its imports. */
function graph(entries: string[]): Map<string, Import[]> {
  const seen = new Map<string, Import[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const imports = staticImports(file);
    seen.set(file, imports);
    for (const { from } of imports) if (from.startsWith('.')) visit(resolve(dirname(file), from));
  };
  for (const entry of entries) visit(join(src, entry));
  return seen;
}

/** The names the domain's zod modules export (rules and the wire contract). */
function zodExports(): Set<string> {
  const files = [
    join(domainSrc, 'rules.ts'),
    ...['account', 'address', 'cart', 'catalog', 'comment', 'coupon', 'order', 'page', 'site'].map((name) =>
      join(domainSrc, 'contract', `${name}.ts`),
    ),
  ];
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)) {
      names.add(match[1]!);
    }
  }
  return names;
}

describe("the storefront's first download", () => {
  const modules = graph(firstDownload);
  const zodNames = zodExports();
  const problems = (check: (file: string, imp: Import) => string | undefined) =>
    [...modules].flatMap(([file, imports]) =>
      imports.map((imp) => check(file.slice(src.length + 1), imp)).filter((p) => p !== undefined),
    );

  it('walks the chrome and the home screen', () => {
    expect(modules.size).toBeGreaterThan(firstDownload.length);
  });

  it('holds no Radix part that is only needed on first use', () => {
    expect(
      problems((file, { names, from }) => {
        const extra = from === 'radix-ui' ? names.filter((name) => !allowedRadix.has(name)) : [];
        return extra.length > 0 ? `${file}: ${extra.join(', ')}` : undefined;
      }),
    ).toEqual([]);
  });

  it('holds nothing of zod, directly or through the domain', () => {
    expect(
      problems((file, { names, from }) => {
        if (from === 'zod' || from.startsWith('zod/')) return `${file}: zod`;
        const rules = from === '@mall/domain' ? names.filter((name) => zodNames.has(name)) : [];
        return rules.length > 0 ? `${file}: ${rules.join(', ')}` : undefined;
      }),
    ).toEqual([]);
  });
});
