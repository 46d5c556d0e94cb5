// A production start of the real entry point (decisions/0028): with NODE_ENV=production and nothing else
// set it exits 1 naming every missing setting, before opening the database; with every setting it serves
// without a demo door (no SMS outbox, no sandbox cashier or notification, no demo account, HSTS on); on a data folder the
// demo seeded it refuses to start, and so on one where a platform account still has its demo password.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './db/connection.ts';
import { users } from './modules/account/tables.ts';
import { merchantAccounts } from './modules/merchant/tables.ts';
import { hashPassword } from './modules/account/passwords.ts';
import { platformUsers } from './modules/platform/tables.ts';
import { demoDatabase } from './modules/seed/tables.ts';
import { seedIfEmpty } from './modules/seed/index.ts';
import { freePort } from './test/postgres.ts';
import { mainProcesses, type MainRun } from './test/main-process.ts';
import { completeProductionEnv } from './test/production.ts';

const temp = mkdtempSync(join(tmpdir(), 'mall-prod-'));
const mains = mainProcesses(temp);
const startMain = mains.start;
const untilListening = (run: MainRun) =>
  mains.until(run, (output) => output.includes('Mall: http'), 'the URL line');

afterAll(() => {
  mains.killAll();
  rmSync(temp, { recursive: true, force: true });
});

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
  // No identity provider is configured: the real-name sandbox stays off, and the start says so.
  expect(run.output()).toContain('Real-name verification is off');
  expect(readdirSync(dataDir)).not.toContain('identity-secret');
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
    expect((await db.select({ n: count() }).from(platformUsers))[0]?.n).toBe(0);
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

it('refuses a database where a platform account still has its demo password', async () => {
  const dataDir = mkdtempSync(join(temp, 'platform-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    // Not a demo database (no mark, no demo shopper): an account made by hand with the README's password.
    await database.db
      .insert(platformUsers)
      .values({ username: 'auditor', role: 'auditor', passwordHash: await hashPassword('Auditor@1234') });
  } finally {
    await database.close();
  }
  const run = startMain({
    ...completeProductionEnv(temp),
    MALL_DATA_DIR: dataDir,
    PORT: String(await freePort()),
  });
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain('the platform account(s) auditor still have the demo password');
}, 300_000);
