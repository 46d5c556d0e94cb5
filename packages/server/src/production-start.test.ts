// A production start of the real entry point (decisions/0028): with NODE_ENV=production and nothing else
// set it exits 1 naming every missing setting, before opening the database; with every setting it serves
// without a demo door (no SMS outbox, no sandbox cashier or notification, no demo account, HSTS on); on a data folder the
// demo seeded it refuses to start.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './db/connection.ts';
import { users } from './modules/account/tables.ts';
import { merchantAccounts } from './modules/merchant/tables.ts';
import { demoDatabase } from './modules/seed/tables.ts';
import { seedIfEmpty } from './modules/seed/index.ts';
import { freePort } from './test/postgres.ts';
import { completeProductionEnv } from './test/production.ts';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'mall-prod-'));
const children: ReturnType<typeof spawn>[] = [];

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(temp, { recursive: true, force: true });
});

/** main.ts with ONLY these variables (and PATH, HOME): nothing of the test's environment leaks in. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? temp, MALL_LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function untilListening(run: ReturnType<typeof startMain>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!run.output().includes('Mall: http')) {
    if (run.child.exitCode !== null) throw new Error(`main exited early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`main did not start:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('exits 1 naming every missing setting, before opening the database', async () => {
  const dataDir = mkdtempSync(join(temp, 'empty-'));
  const run = startMain({ NODE_ENV: 'production', MALL_DATA_DIR: dataDir });
  expect(await run.exited).toBe(1);
  for (const name of [
    'MALL_PUBLIC_URL',
    'MALL_TRUST_PROXY',
    'MALL_SSO_SECRET',
    'MALL_SMS_PROVIDER',
    'ALIPAY_APP_ID',
  ])
    expect(run.output()).toContain(`  - ${name}`);
  expect(run.output()).toContain('MALL_PAYMENT_SANDBOX=1');
  expect(run.output()).not.toContain('DEMO MODE');
  // Nothing was opened, created or locked.
  expect(readdirSync(dataDir)).toEqual([]);
}, 120_000);

it('with every setting: no SMS outbox, no sandbox payments, no demo account, HSTS', async () => {
  const dataDir = mkdtempSync(join(temp, 'prod-'));
  const port = await freePort();
  const run = startMain({ ...completeProductionEnv(temp), MALL_DATA_DIR: dataDir, PORT: String(port) });
  await untilListening(run);
  expect(run.output()).toContain('Production mode');
  expect(run.output()).not.toMatch(/DEMO MODE|Seeded the demo/);
  const base = `http://127.0.0.1:${port}`;
  expect((await fetch(`${base}/api/dev/sms/latest?mobile=13800000000`)).status).toBe(404);
  // The sandbox provider pays without money: its cashier, QR page and notification do not exist.
  expect((await fetch(`${base}/api/sandbox/cashier/00000000000000000000`)).status).toBe(404);
  expect((await fetch(`${base}/api/sandbox/wxpay/00000000000000000000`)).status).toBe(404);
  expect((await fetch(`${base}/api/notify/sandbox`, { method: 'POST', body: '{}' })).status).toBe(404);
  const config = await fetch(`${base}/api/webConfig/getPcWebConfig`);
  expect(config.status).toBe(200);
  expect(config.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);

  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
    expect((await db.select({ n: count() }).from(users))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(merchantAccounts))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(demoDatabase))[0]?.n).toBe(0);
  } finally {
    await database.close();
  }
}, 300_000);

it('refuses a data folder the demo seeded', async () => {
  const dataDir = mkdtempSync(join(temp, 'demo-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { perLeaf: 1 });
  } finally {
    await database.close();
  }
  const run = startMain({
    ...completeProductionEnv(temp),
    MALL_DATA_DIR: dataDir,
    PORT: String(await freePort()),
  });
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain('Production mode refuses this database: it is the demo mall');
}, 300_000);
