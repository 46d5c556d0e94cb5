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
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const top = `node_modules/${dep}`;
    const nested = `${path}/node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[top]?.version === version) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    // Beside the top-level copy of another version, the entry belongs under its parent.
    const where = lock.packages[top] ? nested : top;
    lock.packages[where] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
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
} else {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `added ${added.length} entries:\n  ${added.join('\n  ')}` : 'nothing to add');
}
