// The end-to-end journeys run against the real thing: the storefront's, the merchant centre's and the
// platform console's production builds served by the mall's server on a free port of 127.0.0.1, with a fresh embedded database seeded with the demo mall
// and the development SMS outbox on. Built once per run (skipped when E2E_BASE_URL names a running mall).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForServer } from '../scripts/local-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return;
  }
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@mall/app'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the storefront build failed');
  // The merchant centre, served by the same server at /merchant-center/ (e2e/merchant.e2e.ts).
  const merchant = spawnSync('npm', ['run', '--silent', 'build', '-w', '@mall/merchant'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (merchant.status !== 0) throw new Error('the merchant centre build failed');
  // The platform console, at /platform/ (e2e/platform.e2e.ts).
  const platform = spawnSync('npm', ['run', '--silent', 'build', '-w', '@mall/platform'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (platform.status !== 0) throw new Error('the platform console build failed');

  const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MALL_DATA_DIR: dataDir,
      MALL_DEV_OUTBOX: '1',
      MALL_LOG: '0',
      DATABASE_URL: '',
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseURL}/api/webConfig/getPcWebConfig`, server, 120_000);
  project.provide('baseURL', baseURL);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(undefined) : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
