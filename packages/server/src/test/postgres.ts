// A real PostgreSQL for the server tests: DATABASE_URL when set, otherwise a private throw-away
// PostgreSQL 15 started here (initdb + pg_ctl as the postgres user, in a temp folder, on a free port, its
// unix socket in that folder) and removed when the tests end. Debian puts the binaries off the PATH, in
// /usr/lib/postgresql/<version>/bin, and they refuse to run as root, hence `runuser -u postgres`.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.PG_BIN && existsSync(join(env.PG_BIN, 'pg_ctl'))) return env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/** Why the postgres variant cannot run here, or null when it can. */
export function postgresUnavailableReason(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.DATABASE_URL) return null;
  if (!findPostgresBin(env)) {
    return 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/pg_ctl; apt-get install -y postgresql, or set DATABASE_URL)';
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'the postgres user does not exist (needed to run initdb as non-root)';
    }
  }
  return null;
}

/** A port of 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts (or, with DATABASE_URL, just names) a PostgreSQL for one test file. */
export async function startTestPostgres(
  env: NodeJS.ProcessEnv = process.env,
  /** Server settings beyond the test defaults (`-c name=value`), e.g. a higher max_connections. */
  settings: Readonly<Record<string, string>> = {},
): Promise<TestPostgres> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const reason = postgresUnavailableReason(env);
  const bin = findPostgresBin(env);
  if (reason || !bin) throw new Error(`Cannot start PostgreSQL: ${reason ?? 'not found'}`);

  const dir = mkdtempSync(join(tmpdir(), 'mall-pg-'));
  const dataDir = join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' '),
    '-w',
    'start',
  ]);
  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A crashed test run must not leave a postgres behind.
  process.once('exit', stopNow);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      process.off('exit', stopNow);
      stopNow();
    },
  };
}
