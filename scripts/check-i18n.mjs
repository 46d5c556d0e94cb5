// The translation gate of `npm test`: re-extracts every catalog from the sources and fails when a
// catalog was out of date (a message in code that no catalog had) or when any message lacks a
// translation in any locale. Extracted catalogs are left updated so the missing entries can be filled.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parsePo, findPoFiles } from './po.mjs';

const poFiles = () => findPoFiles('packages');
const keysOf = (file) =>
  parsePo(readFileSync(file, 'utf8'))
    .map((e) => `${e.ctx}\u0004${e.id}`)
    .sort()
    .join('\n');

const before = new Map(poFiles().map((f) => [f, keysOf(f)]));
// Obsolete entries (`#~`) still reach the compiled catalogs, where an empty one overrides another
// catalog's translation of the same message: a committed catalog must not carry them.
const obsolete = poFiles().filter((f) => /^#~ msgid /m.test(readFileSync(f, 'utf8')));
execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'extract', '--clean'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});

const problems = obsolete.map(
  (f) => `${f}: obsolete (#~) entries (removed now by the re-extraction; commit the catalog)`,
);
let messages = 0;
// All catalogs of a locale are merged into one message map at run time, so one source message must have
// one translation everywhere: otherwise whichever catalog loads last silently wins.
const seen = new Map();
for (const file of poFiles()) {
  const entries = parsePo(readFileSync(file, 'utf8'));
  messages += entries.length;
  const locale = file.replace(/^.*[\\/]/, '').replace(/\.po$/, '');
  for (const e of entries) {
    const key = `${locale}\u0004${e.ctx}\u0004${e.id}`;
    const other = seen.get(key);
    if (other && other.str !== e.str && e.str !== '') {
      problems.push(
        `${file}: ${JSON.stringify(e.id)} is translated ${JSON.stringify(e.str)}, but ${other.file} says ${JSON.stringify(other.str)} (one message, one translation: reuse it or use a message context)`,
      );
    } else if (!other && e.str !== '') {
      seen.set(key, { file, str: e.str });
    }
  }
  if (before.get(file) !== keysOf(file)) {
    problems.push(
      `${file}: out of date with the sources (it has been re-extracted now; translate and commit it)`,
    );
  }
  for (const e of entries) {
    if (e.str.trim() === '') problems.push(`${file}: no translation for ${JSON.stringify(e.id)}`);
  }
}

if (problems.length > 0) {
  console.error(`Translation check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Translation check: ${poFiles().length} catalogs, ${messages} messages, all translated in zh and en.`,
);
