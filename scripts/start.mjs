// `npm start`: builds what is missing or older than its sources (compiled catalogs, the storefront, the
// Storybook), then serves the mall and its API on one port (PORT, default 8080). With `--api-only`
// (`npm run start:server`) it skips the front-end builds. The development SMS outbox is on unless
// MALL_DEV_OUTBOX=0 or NODE_ENV=production.
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

run(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'compile', '--typescript']);

const apiOnly = process.argv.includes('--api-only');
const appSources = [...sources, 'packages/app/src', 'packages/app/index.html'];
if (!apiOnly && builtAt('packages/app/dist/index.html') < newest(...appSources)) {
  run('npm', ['run', 'build', '-w', '@mall/app']);
}
if (!apiOnly && builtAt('packages/server/public/storybook/index.html') < newest(...sources, '.storybook')) {
  run('npm', ['run', 'build-storybook']);
}

const env = { ...process.env };
if (env.NODE_ENV !== 'production') env.MALL_DEV_OUTBOX ??= '1';
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
