// A real Redis for the server tests: REDIS_TEST_URL when set, otherwise a private throw-away redis-server
// (Debian's /usr/bin/redis-server, REDIS_SERVER to use another) started here on a free port of 127.0.0.1,
// without persistence, daemonised with a pid file in a temp folder, and stopped (by that pid) when the
// tests end. `describeWithRedis` skips its block with a printed reason when there is no redis-server,
// except under CI=true, where the block fails.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';
import { freePort } from './postgres.ts';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

function redisServerBin(env: NodeJS.ProcessEnv): string {
  return env.REDIS_SERVER || '/usr/bin/redis-server';
}

/** Why a test Redis cannot be had here, or null when it can. */
export function redisUnavailableReason(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.REDIS_TEST_URL) return null;
  const bin = redisServerBin(env);
  return existsSync(bin)
    ? null
    : `redis-server is not installed (${bin}; apt-get install -y redis-server, or set REDIS_TEST_URL)`;
}

async function waitForPing(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      client.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts (or, with REDIS_TEST_URL, just names) a Redis for one test file. */
export async function startTestRedis(env: NodeJS.ProcessEnv = process.env): Promise<TestRedis> {
  if (env.REDIS_TEST_URL) return { url: env.REDIS_TEST_URL, stop: async () => {} };
  const reason = redisUnavailableReason(env);
  if (reason) throw new Error(`Cannot start Redis: ${reason}`);
  const dir = mkdtempSync(join(tmpdir(), 'mall-redis-'));
  const pidFile = join(dir, 'redis.pid');
  const port = await freePort();
  execFileSync(
    redisServerBin(env),
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--dir',
      dir,
      '--pidfile',
      pidFile,
      '--logfile',
      join(dir, 'redis.log'),
    ],
    { stdio: 'pipe' },
  );
  const url = `redis://127.0.0.1:${port}`;
  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      const pid = Number(readFileSync(pidFile, 'utf8').trim());
      if (pid > 0) process.kill(pid, 'SIGTERM');
    } catch {
      // Not started, or already gone.
    } finally {
      // The server may still be writing its last files (the log, a shutdown save) after SIGTERM: retry,
      // and leave a temporary folder behind rather than fail a run that passed.
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
      } catch {
        // Left in the system's temporary folder.
      }
    }
  };
  // A crashed test run must not leave a redis-server behind.
  process.once('exit', stopNow);
  try {
    await waitForPing(url, 10_000);
  } catch (error) {
    stopNow();
    throw error;
  }
  return {
    url,
    stop: async () => {
      process.off('exit', stopNow);
      stopNow();
    },
  };
}

/**
 * `describe` with a Redis for the block: `body` receives the URL's accessor (valid in tests and hooks).
 * Skipped, with the reason printed, when there is no redis-server; under CI=true that fails instead.
 */
export function describeWithRedis(title: string, body: (url: () => string) => void): void {
  const reason = redisUnavailableReason();
  if (reason && process.env.CI !== 'true') {
    console.warn(`[server tests] skipping "${title}" on Redis: ${reason}`);
    describe.skip(`${title} [redis]`, () => body(() => ''));
    return;
  }
  describe(`${title} [redis]`, () => {
    let redis: TestRedis | undefined;
    beforeAll(async () => {
      if (reason) throw new Error(`Redis is required under CI=true: ${reason}`);
      redis = await startTestRedis();
    }, 30_000);
    afterAll(async () => {
      await redis?.stop();
    });
    body(() => {
      if (!redis) throw new Error('The test Redis is not ready');
      return redis.url;
    });
  });
}
