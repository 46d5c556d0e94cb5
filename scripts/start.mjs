// `npm start`: builds what is missing or older than its sources (compiled catalogs, the storefront, the
// merchant centre, the Storybook), then serves the mall, the merchant centre (/merchant-center/) and the
// API on one port (PORT, default 8080). With `--api-only`
// (`npm run start:server`) it skips the front-end builds. Two modes (decisions/0028): the demo (default:
// seeded demo mall, the development SMS outbox on unless MALL_DEV_OUTBOX=0, sandbox payments) and, with
// `--production` (`npm run start:prod`) or NODE_ENV=production, production: NODE_ENV=production for the
// server, MALL_DEV_OUTBOX removed, and the server refuses to start without its settings
// (packages/server/src/production.ts). With DATABASE_URL the server runs one process per core
// (MALL_WORKERS, decisions/0036): the signals forwarded here reach its primary, which stops the workers.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const run = (cmd, args) => {
  console.log(`> ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

/** Newest modification time of any file below the given folders. */
function newest(...dirs) {
  let max = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      max = Math.max(max, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else max = Math.max(max, statSync(path).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return max;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sources = ['packages/domain/src', 'packages/ui/src', 'tailwind.config.ts', 'vite.shared.ts'];

const production = process.argv.includes('--production') || process.env.NODE_ENV === 'production';
console.log(
  production
    ? 'npm run start:prod: PRODUCTION mode (NODE_ENV=production): real payment and SMS providers, no demo data.'
    : 'npm start: DEMO mode: seeded demo accounts, SMS outbox, sandbox payments; not for real customers (npm run start:prod).',
);

run(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'compile', '--typescript']);

const apiOnly = process.argv.includes('--api-only');
const appSources = [...sources, 'packages/app/src', 'packages/app/index.html'];
// The storefront: the browser's build (dist) and the server renderer's (dist-server), built together.
const storefrontBuiltAt = Math.min(
  builtAt('packages/app/dist/index.html'),
  builtAt('packages/app/dist-server/entry-server.js'),
);
if (!apiOnly && storefrontBuiltAt < newest(...appSources)) {
  run('npm', ['run', 'build', '-w', '@mall/app']);
}
// The merchant centre (packages/merchant/dist, served at /merchant-center/; decisions/0062).
const merchantSources = [
  ...sources,
  'packages/client/src',
  'packages/merchant/src',
  'packages/merchant/index.html',
  'packages/merchant/vite.config.ts',
];
if (!apiOnly && builtAt('packages/merchant/dist/index.html') < newest(...merchantSources)) {
  run('npm', ['run', 'build', '-w', '@mall/merchant']);
}
// The platform console (packages/platform/dist, served at /platform/; decisions/0081).
const platformSources = [
  ...sources,
  'packages/client/src',
  'packages/platform/src',
  'packages/platform/index.html',
  'packages/platform/vite.config.ts',
];
if (!apiOnly && builtAt('packages/platform/dist/index.html') < newest(...platformSources)) {
  run('npm', ['run', 'build', '-w', '@mall/platform']);
}
if (!apiOnly && builtAt('packages/server/public/storybook/index.html') < newest(...sources, '.storybook')) {
  run('npm', ['run', 'build-storybook']);
}

const env = { ...process.env };
if (production) {
  env.NODE_ENV = 'production';
  delete env.MALL_DEV_OUTBOX;
} else env.MALL_DEV_OUTBOX ??= '1';
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
