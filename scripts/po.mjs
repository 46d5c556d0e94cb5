// Minimal .po reader shared by the translation gate: enough for Lingui's own output (msgctxt, msgid,
// msgstr, multi-line strings), so the check needs no extra dependency.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every `locales/*.po` below a folder, sorted, skipping node_modules. @param {string} dir */
export function findPoFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findPoFiles(path));
    else if (entry.name.endsWith('.po') && dir.endsWith('locales')) found.push(path);
  }
  return found.sort();
}

/** @param {string} text @returns {{ctx: string, id: string, str: string}[]} */
export function parsePo(text) {
  const entries = [];
  let cur = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  const flush = () => {
    if (cur && cur.id !== '') entries.push(cur);
    cur = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      field = null;
      continue;
    }
    if (line.startsWith('#')) continue;
    const m = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgctxt' || (m[1] === 'msgid' && cur && cur.idDone)) flush();
      cur ??= { ctx: '', id: '', str: '' };
      field = m[1] === 'msgctxt' ? 'ctx' : m[1] === 'msgid' ? 'id' : 'str';
      if (field === 'str') cur.idDone = true;
      cur[field] = unquote(m[2]);
    } else if (line.startsWith('"') && cur && field) {
      cur[field] += unquote(line);
    }
  }
  flush();
  return entries.map(({ ctx, id, str }) => ({ ctx, id, str }));
}
