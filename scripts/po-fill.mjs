// Fills empty translations of one .po file from a JSON map {"source message": "translation"}:
//   node scripts/po-fill.mjs packages/ui/src/mall/Price/locales/zh.po '{"Original price": "原价"}'
// Leaves existing translations alone unless --force is given. Prints what is still missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { parsePo } from './po.mjs';

const [file, json, flag] = process.argv.slice(2);
if (!file || !json) {
  console.error('usage: node scripts/po-fill.mjs <file.po> \'{"msgid": "msgstr"}\' [--force]');
  process.exit(2);
}
const map = JSON.parse(json.startsWith('{') ? json : readFileSync(json, 'utf8'));
const quote = (s) => JSON.stringify(s);
let text = readFileSync(file, 'utf8');
for (const [id, str] of Object.entries(map)) {
  const empty = `msgid ${quote(id)}\nmsgstr ""\n`;
  if (text.includes(empty)) text = text.replace(empty, `msgid ${quote(id)}\nmsgstr ${quote(str)}\n`);
  else if (flag === '--force') {
    text = text.replace(
      new RegExp(`msgid ${quote(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nmsgstr ".*"\\n`),
      `msgid ${quote(id)}\nmsgstr ${quote(str)}\n`,
    );
  }
}
writeFileSync(file, text);
const missing = parsePo(text)
  .filter((e) => e.str === '')
  .map((e) => e.id);
console.log(
  missing.length
    ? `still missing in ${file}:\n${missing.map((m) => `  ${JSON.stringify(m)}`).join('\n')}`
    : `${file}: complete`,
);
