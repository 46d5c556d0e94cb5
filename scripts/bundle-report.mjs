#!/usr/bin/env node
// What a first visit to a storefront page downloads in JavaScript, from the build's manifest: the entry
// (index.html's script and everything it imports statically: index.html preloads them), the language
// catalogs of one locale (main.tsx imports them before the first render), and the route's lazy chunk with
// its static imports not already in the entry. Sizes are raw and gzip (zlib level 9, like bench/web/bytes.ts;
// 1 KB = 1000 bytes). Chunks the route or the entry import dynamically (on first use: dialogs, menus,
// toasts) are listed apart and not counted.
//
//   cd packages/app && npx vite build --manifest && cd ../.. && node scripts/bundle-report.mjs
//   node scripts/bundle-report.mjs --route list --locale en
//   node scripts/bundle-report.mjs --modules      # also the largest source modules of each chunk
//
// `--modules` attributes each chunk's bytes to its source files through the chunk's source map (the build
// writes them): the minified bytes each source produced, before gzip.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: join(dirname(fileURLToPath(import.meta.url)), '../packages/app/dist') },
    route: { type: 'string', default: 'home' },
    locale: { type: 'string', default: 'zh' },
    modules: { type: 'boolean', default: false },
    top: { type: 'string', default: '12' },
    json: { type: 'boolean', default: false },
  },
});

const dist = resolve(options.dist);
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build with \`cd packages/app && npx vite build --manifest\` first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routeKey = `src/routes/${options.route}.tsx`;
if (!entryKey || !manifest[routeKey]) {
  console.error(`The manifest has no ${entryKey ? routeKey : 'entry'}.`);
  process.exit(1);
}

/** A key and every key it imports statically, transitively. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

function sizes(file) {
  const content = readFileSync(join(dist, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const entry = closure(entryKey);
const localeKeys = Object.keys(manifest).filter((key) =>
  new RegExp(`(^|/)(catalogs\\.)?${options.locale}\\.(po|ts)$`).test(key),
);
const locale = new Set();
for (const key of localeKeys) for (const k of closure(key)) if (!entry.has(k)) locale.add(k);
const route = new Set();
for (const k of closure(routeKey)) if (!entry.has(k) && !locale.has(k)) route.add(k);

const counted = new Set([...entry, ...locale, ...route]);
const onFirstUse = new Set();
for (const key of counted) {
  for (const dynamic of manifest[key].dynamicImports ?? []) {
    if (key === entryKey && dynamic.includes('/routes/')) continue; // the other pages
    if (localeKeys.includes(dynamic) || /(^|\/)(catalogs\.)?(zh|en)\.(po|ts)$/.test(dynamic)) continue;
    for (const k of closure(dynamic)) if (!counted.has(k)) onFirstUse.add(k);
  }
}

const groups = [
  ['entry (every page)', entry],
  [`language catalogs (${options.locale})`, locale],
  [`route ${options.route} (lazy)`, route],
  ['on first use (not counted)', onFirstUse],
].map(([name, keys]) => {
  const chunks = [...keys].map((key) => sizes(manifest[key].file)).sort((a, b) => b.gzip - a.gzip);
  const css = [...keys].flatMap((key) => manifest[key].css ?? []);
  return {
    name,
    chunks,
    css: [...new Set(css)].map(sizes),
    raw: chunks.reduce((s, c) => s + c.raw, 0),
    gzip: chunks.reduce((s, c) => s + c.gzip, 0),
  };
});

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
const firstVisit = groups.slice(0, 3).reduce((s, g) => s + g.gzip, 0);

if (options.json) {
  console.log(
    JSON.stringify(
      { route: options.route, locale: options.locale, firstVisitGzip: firstVisit, groups },
      null,
      2,
    ),
  );
  process.exit(0);
}

for (const group of groups) {
  console.log(
    `\n${group.name}: ${group.chunks.length} files, ${kb(group.raw).trim()} KB raw, ${kb(group.gzip).trim()} KB gzip`,
  );
  for (const chunk of group.chunks) {
    console.log(`  ${kb(chunk.raw)} ${kb(chunk.gzip)}  ${chunk.file}`);
    if (options.modules)
      for (const line of moduleSizes(chunk.file)) console.log(`                    ${line}`);
  }
  for (const css of group.css) console.log(`  ${kb(css.raw)} ${kb(css.gzip)}  ${css.file} (css)`);
}
console.log(
  `\nfirst visit of ${options.route} (${options.locale}): ${kb(firstVisit).trim()} KB gzip of JavaScript (entry + catalogs + route)`,
);

/** The minified bytes of a chunk each source produced, largest first, from the chunk's source map. */
function moduleSizes(file) {
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return ['(no source map)'];
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const lines = readFileSync(join(dist, file), 'utf8').split('\n');
  const bySource = new Map();
  let source = 0;
  map.mappings.split(';').forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const starts = [];
    for (const segment of segments.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      starts.push([column, fields.length > 1 ? source : -1]);
    }
    starts.forEach(([start, src], i) => {
      const end = i + 1 < starts.length ? starts[i + 1][0] : line.length;
      const name = src >= 0 ? map.sources[src] : '(generated)';
      bySource.set(name, (bySource.get(name) ?? 0) + Math.max(0, end - start));
    });
  });
  // Fields 2 and 3 (line, column) are relative too, but only the source index matters here.
  return [...bySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(options.top))
    .map(([name, bytes]) => `${kb(bytes)}  ${name.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '')}`);
}

function decodeVlq(segment) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = alphabet.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
