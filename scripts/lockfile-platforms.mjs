// Completes package-lock.json with the other platforms' optional native packages (rolldown bindings,
// Tailwind's oxide) that the registry this project is developed against does not serve. npm leaves them
// out of the lockfile when it cannot fetch their manifests, and `npm ci` then refuses the lockfile as out
// of sync. Each missing entry gets its version from the parent's optionalDependencies and the os/cpu/libc
// read from its name, so npm skips it by platform instead of fetching it. Run after `npm install`:
//   node scripts/lockfile-platforms.mjs            (writes package-lock.json)
//   node scripts/lockfile-platforms.mjs --check    (exit 1 when an entry is missing)
// See docs/decisions/0007-lockfile-platforms.md.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
};

/** os, cpu and libc of a platform package from its name, e.g. @rolldown/binding-linux-x64-musl. */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  if (tokens.includes('wasm32')) return { cpu: ['wasm32'] };
  const osIndex = tokens.findIndex((t) => OS.includes(t));
  if (osIndex < 0) return null;
  const cpu = CPU[tokens[osIndex + 1]];
  if (!cpu) return null;
  const abi = tokens.slice(osIndex + 2).join('-');
  const platform = { os: [tokens[osIndex]], cpu: [cpu] };
  if (tokens[osIndex] === 'linux' && abi.startsWith('musl')) platform.libc = ['musl'];
  else if (tokens[osIndex] === 'linux' && abi.startsWith('gnu')) platform.libc = ['glibc'];
  return platform;
}

const check = process.argv.includes('--check');
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const added = [];
/**
 * Where Node would find `dep` for the package at `path`: its own node_modules, then each enclosing one,
 * up to the top. Returns the first lockfile path that exists, or null.
 */
function resolve(path, dep) {
  let base = path;
  for (;;) {
    const candidate = base === '' ? `node_modules/${dep}` : `${base}/node_modules/${dep}`;
    if (lock.packages[candidate]) return candidate;
    if (base === '') return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const found = resolve(path, dep);
    if (found && lock.packages[found].version === version) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    // Nowhere: the top level, as npm would hoist it; shadowed by another version: under its parent.
    const where = found ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[where]) continue;
    // Fields in npm's own order (version first, then alphabetical), so npm rewrites nothing.
    lock.packages[where] = {
      version,
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
      ...(entry.peer ? { peer: true } : {}),
    };
    added.push(`${dep}@${version}`);
  }
}

if (check) {
  if (added.length > 0) {
    console.error(
      `package-lock.json lacks ${added.length} platform entries; run: node scripts/lockfile-platforms.mjs`,
    );
    process.exit(1);
  }
  console.log('package-lock.json: every optional platform package has an entry.');
} else if (added.length > 0) {
  // npm orders lockfile entries with localeCompare in the 'en' locale; keep its order so that a later
  // `npm install` rewrites nothing.
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
    ),
  );
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`added ${added.length} lockfile entries:\n  ${added.join('\n  ')}`);
}
