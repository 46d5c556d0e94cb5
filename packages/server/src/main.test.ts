// The real entry point as a process: migrates an empty data folder on start and serves the API; a
// second server on the same folder is refused; after a SIGKILL the stale lock is taken over and the
// data reopens; SIGTERM closes cleanly and releases the lock.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './test/postgres.ts';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'mall-main-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(port: number): Run {
  // node --import tsx: one process, so its PID is the server's (no wrapper to outlive a kill).
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, PORT: String(port), MALL_DATA_DIR: dataDir, MALL_LOG: '0', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function untilListening(run: Run): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!run.output().includes('Mall: http')) {
    if (run.child.exitCode !== null) throw new Error(`main exited early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`main did not start:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('migrates on start, refuses a second server, survives SIGKILL and releases the lock on SIGTERM', async () => {
  const lockFile = join(dataDir, 'pglite.lock');
  const port = await freePort();
  const first = startMain(port);
  await untilListening(first);
  expect((JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid).toBe(first.child.pid);
  const config = await fetch(`http://127.0.0.1:${port}/api/webConfig/getPcWebConfig`);
  expect(config.status).toBe(200);
  expect(((await config.json()) as { pcWelcomeEn: string }).pcWelcomeEn).toBe(
    'Welcome to the Global shopping mall!',
  );

  const second = startMain(await freePort());
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The data folder is in use by process ${first.child.pid}`);

  first.child.kill('SIGKILL');
  await first.exited;
  expect(existsSync(lockFile)).toBe(true);

  const third = startMain(port);
  await untilListening(third);
  expect((JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid).toBe(third.child.pid);
  expect((await fetch(`http://127.0.0.1:${port}/api/webConfig/getPcWebConfig`)).status).toBe(200);
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);
  expect(existsSync(lockFile)).toBe(false);
}, 300_000);
