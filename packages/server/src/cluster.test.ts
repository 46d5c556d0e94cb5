// Several server processes (decisions/0036): the real entry point with MALL_WORKERS=2 on a real
// PostgreSQL runs two workers that both listen and answer with one RSA key (the primary made the key
// files), replaces one that is killed, and stops all of them with exit 0 on SIGTERM or a terminal's
// Ctrl-C; a first start that fails exits 1; a killed primary leaves no worker behind. On the embedded
// PGlite, MALL_WORKERS=2 is refused before anything is opened. Plus the rules of MALL_WORKERS and of the
// restart back-off.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FIRST_RESTART_DELAY_MS,
  HEALTHY_AFTER_MS,
  MAX_RESTART_DELAY_MS,
  nextRestartDelay,
  workersFromEnv,
} from './cluster.ts';
import { mainProcesses } from './test/main-process.ts';
import { freePort, postgresUnavailableReason, startTestPostgres } from './test/postgres.ts';

const temp = mkdtempSync(join(tmpdir(), 'mall-cluster-'));
const mains = mainProcesses(temp);
const startMain = mains.start;
const until = mains.until;

afterAll(() => {
  mains.killAll();
  rmSync(temp, { recursive: true, force: true });
});

const workerPids = (output: string) =>
  [...output.matchAll(/Worker (\d+) listening\./g)].map((match) => Number(match[1]));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('MALL_WORKERS', () => {
  it('defaults to the cores on PostgreSQL and to 1 on PGlite', () => {
    expect(workersFromEnv('postgres', {})).toBe(availableParallelism());
    expect(workersFromEnv('pglite', {})).toBe(1);
    expect(workersFromEnv('postgres', { MALL_WORKERS: ' 3 ' })).toBe(3);
    expect(workersFromEnv('pglite', { MALL_WORKERS: '1' })).toBe(1);
  });

  it('refuses a wrong value, and more than one process on PGlite', () => {
    for (const value of ['0', '-1', '1.5', 'two', '99999'])
      expect(() => workersFromEnv('postgres', { MALL_WORKERS: value })).toThrow(/whole number/);
    expect(() => workersFromEnv('pglite', { MALL_WORKERS: '2' })).toThrow(/needs PostgreSQL/);
    expect(() => workersFromEnv('memory', { MALL_WORKERS: '2' })).toThrow(/needs PostgreSQL/);
  });

  it('waits longer each time a worker dies young, and starts over after a healthy one', () => {
    let delay = nextRestartDelay(0, 100);
    expect(delay).toBe(FIRST_RESTART_DELAY_MS);
    for (let i = 0; i < 20; i += 1) {
      const next = nextRestartDelay(delay, 100);
      expect(next).toBe(Math.min(delay * 2, MAX_RESTART_DELAY_MS));
      delay = next;
    }
    expect(delay).toBe(MAX_RESTART_DELAY_MS);
    expect(nextRestartDelay(delay, HEALTHY_AFTER_MS)).toBe(FIRST_RESTART_DELAY_MS);
  });
});

it('MALL_WORKERS=2 on PGlite is refused before the data folder is touched', async () => {
  const dataDir = mkdtempSync(join(temp, 'pglite-'));
  const run = startMain({ MALL_DATA_DIR: dataDir, MALL_WORKERS: '2', PORT: String(await freePort()) });
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain('MALL_WORKERS=2 needs PostgreSQL (DATABASE_URL)');
  expect(readdirSync(dataDir)).toEqual([]);
}, 120_000);

const unavailable = postgresUnavailableReason();
if (unavailable && process.env.CI !== 'true')
  console.warn(`[server tests] skipping the cluster start on PostgreSQL: ${unavailable}`);

describe.skipIf(unavailable !== null && process.env.CI !== 'true')('two workers on PostgreSQL', () => {
  /** A fresh database in the test PostgreSQL for `body`, dropped after it. */
  async function withDatabase(body: (url: string) => Promise<void>): Promise<void> {
    const server = await startTestPostgres();
    const name = `mall_cluster_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      await body(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
      await server.stop();
    }
  }

  it('both listen and answer, a killed one is replaced, SIGTERM stops all with exit 0', async () => {
    await withDatabase(async (url) => {
      const port = await freePort();
      const keys = mkdtempSync(join(temp, 'keys-'));
      const run = startMain({
        DATABASE_URL: url,
        MALL_WORKERS: '2',
        MALL_SEED: '0',
        MALL_DATA_DIR: keys,
        PORT: String(port),
      });
      // The primary prints the URL line once every worker listens, which can come before a worker's own
      // "listening" line reaches the shared output (two processes): wait for both.
      await until(
        run,
        (output) => output.includes('Mall: http') && workerPids(output).length >= 2,
        'URL line and both workers',
      );
      const output = run.output();
      // The first lines once, not once per worker.
      expect(output.match(/DEMO MODE/g)).toHaveLength(1);
      expect(output.match(/Mall: http/g)).toHaveLength(1);
      expect(output).toContain('2 worker processes');
      const first = workerPids(output);
      expect(first).toHaveLength(2);
      expect(new Set(first).size).toBe(2);
      expect(first).not.toContain(run.child.pid);
      // The primary made the key files before forking: workers making them at once would differ.
      expect(readdirSync(keys).sort()).toEqual([
        'identity-secret',
        'rsa-private.pem',
        'sandbox-pay-secret',
        'sso-secret',
      ]);

      const base = `http://127.0.0.1:${port}`;
      const answers = async () => {
        const statuses = await Promise.all(
          Array.from({ length: 40 }, () =>
            fetch(`${base}/api/webConfig/getPcWebConfig`).then((response) => response.status),
          ),
        );
        expect(statuses.every((status) => status === 200)).toBe(true);
      };
      await answers();
      // Both workers encrypt passwords with one key: the file's, made once by the primary.
      const pems = await Promise.all(
        Array.from({ length: 40 }, () => fetch(`${base}/api/rsa/publicKey`).then((r) => r.text())),
      );
      expect(new Set(pems).size).toBe(1);
      expect(pems[0]).toContain('PUBLIC KEY');

      // A worker killed outright is replaced by a new one, and the port keeps answering meanwhile.
      process.kill(first[0]!, 'SIGKILL');
      await until(run, (text) => workerPids(text).length === 3, 'replacement worker');
      expect(run.output()).toContain(`Worker ${first[0]} died (SIGKILL)`);
      const replacement = workerPids(run.output())[2]!;
      expect(first).not.toContain(replacement);
      await answers();

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      for (const pid of [first[1]!, replacement]) expect(isAlive(pid)).toBe(false);
    });
  }, 300_000);

  it('a first start that fails (port in use) exits 1 instead of replacing workers for ever', async () => {
    await withDatabase(async (url) => {
      const port = await freePort();
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
      try {
        const run = startMain({
          DATABASE_URL: url,
          MALL_WORKERS: '2',
          MALL_SEED: '0',
          MALL_DATA_DIR: mkdtempSync(join(temp, 'keys-')),
          PORT: String(port),
        });
        expect(await run.exited).toBe(1);
        expect(run.output()).toContain('EADDRINUSE');
        expect(run.output()).toMatch(/Worker \d+ failed to start/);
        expect(run.output()).not.toContain('a new one starts');
      } finally {
        taken.close();
      }
    });
  }, 300_000);

  it('a primary killed outright leaves no worker behind', async () => {
    await withDatabase(async (url) => {
      const run = startMain({
        DATABASE_URL: url,
        MALL_WORKERS: '2',
        MALL_SEED: '0',
        MALL_DATA_DIR: mkdtempSync(join(temp, 'keys-')),
        PORT: String(await freePort()),
      });
      await until(run, (output) => output.includes('Mall: http'), 'URL line');
      const pids = workerPids(run.output());
      run.child.kill('SIGKILL');
      await run.exited;
      const deadline = Date.now() + 30_000;
      while (pids.some(isAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(pids.filter(isAlive)).toEqual([]);
    });
  }, 300_000);

  it("a terminal's Ctrl-C (SIGINT to the whole group, then forwarded) still closes every worker cleanly", async () => {
    await withDatabase(async (url) => {
      const run = startMain(
        {
          DATABASE_URL: url,
          MALL_WORKERS: '2',
          MALL_SEED: '0',
          MALL_DATA_DIR: mkdtempSync(join(temp, 'keys-')),
          PORT: String(await freePort()),
        },
        { detached: true },
      );
      await until(run, (output) => output.includes('Mall: http'), 'URL line');
      process.kill(-run.child.pid!, 'SIGINT');
      expect(await run.exited).toBe(0);
      expect(run.output()).not.toContain('did not close cleanly');
    });
  }, 300_000);
});
