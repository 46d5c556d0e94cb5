// The end-to-end journeys run against the real thing: the storefront's, the merchant centre's and the
// platform console's production builds served by the mall's server on a free port of 127.0.0.1, with a fresh embedded database seeded with the demo mall
// and the development SMS outbox on. Built once per run (skipped when E2E_BASE_URL names a running mall).
import { spawn } from 'node:child_process';
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
  // The three builds at once: each spends much of its time in one JavaScript thread (the translation
  // macros), so side by side they use both cores (decisions/0106). The merchant centre is served at
  // /merchant-center/ (e2e/merchant.e2e.ts), the platform console at /platform/ (e2e/platform.e2e.ts).
  const built = await Promise.all([
    buildWorkspace('@mall/app', 'the storefront'),
    buildWorkspace('@mall/merchant', 'the merchant centre'),
    buildWorkspace('@mall/platform', 'the platform console'),
  ]);
  const failed = built.filter((error) => error !== undefined);
  if (failed.length > 0) throw new Error(failed.join('; '));

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

/** Builds one workspace; answers what failed, or undefined. Its errors go to the test run's output. */
function buildWorkspace(workspace: string, what: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build', '-w', workspace], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', (error) => resolve(`${what}: ${error.message}`));
    child.on('close', (code) => resolve(code === 0 ? undefined : `the build of ${what} failed`));
  });
}
