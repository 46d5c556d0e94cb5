import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { DATABASE_HOOK_TIMEOUT, databaseKinds, describeEachDatabase } from '../test/databases.ts';
import { postgresUnavailableReason, startTestPostgres } from '../test/postgres.ts';
import {
  DEFAULT_STATEMENT_TIMEOUT_MS,
  databaseConfigFromEnv,
  migrationsFolder,
  openDatabase,
  queryRows,
  repoRoot,
} from './connection.ts';
import { DataDirLockedError, acquireLock, bootId, processAlive, processStartTime } from './lock.ts';
import * as schema from './schema.ts';
import { siteConfig, users } from './schema.ts';

/** Every table the schema declares, so a module's new table needs no edit here. */
const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();
/** The migrations drizzle-kit generated (its journal). */
const journalEntries = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

describeEachDatabase(
  'migrations',
  (database) => {
    it('create every table on a fresh database and seed the site configuration', async () => {
      const { db } = database().handle;
      const tables = await queryRows<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      expect(tables.map((row) => row.table_name).sort()).toEqual(schemaTables);
      expect(schemaTables).toEqual(
        expect.arrayContaining(['access_tokens', 'site_config', 'sms_codes', 'users']),
      );
      const config = await db.select().from(siteConfig);
      expect(config.find((row) => row.key === 'pcWelcomeEn')?.value).toBe(
        'Welcome to the Global shopping mall!',
      );
    });

    it('apply once: migrating again changes nothing', async () => {
      await database().handle.migrate();
      const { db } = database().handle;
      const applied = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBe(journalEntries);
      expect(journalEntries).toBeGreaterThanOrEqual(2);
      expect((await db.select().from(siteConfig)).length).toBe(11);
    });

    it('roll a transaction back as a whole', async () => {
      const { db } = database().handle;
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(users).values({ userId: 'u-tx-1', nickName: 'gone' });
          await tx.insert(users).values({ userId: 'u-tx-1', nickName: 'duplicate' });
        }),
      ).rejects.toThrow();
      expect(await db.select().from(users).where(eq(users.userId, 'u-tx-1'))).toEqual([]);
    });

    it('enforce unique user names and mobiles', async () => {
      const { db } = database().handle;
      await db
        .insert(users)
        .values({ userId: 'u-unique-1', userName: 'unique1', mobile: '13900000001', nickName: 'a' });
      await expect(
        db.insert(users).values({ userId: 'u-unique-2', userName: 'unique1', nickName: 'b' }),
      ).rejects.toThrow();
    });
  },
  databaseKinds,
  { fresh: true },
);

describe('configuration from the environment', () => {
  it('uses PostgreSQL with DATABASE_URL, else PGlite in MALL_DATA_DIR or <repo>/data', () => {
    expect(databaseConfigFromEnv({ DATABASE_URL: 'postgres://x/y' })).toEqual({
      kind: 'postgres',
      url: 'postgres://x/y',
      statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    expect(
      databaseConfigFromEnv({ DATABASE_URL: 'postgres://x/y', MALL_DB_STATEMENT_TIMEOUT_MS: '0' }),
    ).toMatchObject({ statementTimeoutMs: 0 });
    for (const bad of ['-1', '10s', '1.5']) {
      expect(() =>
        databaseConfigFromEnv({ DATABASE_URL: 'postgres://x/y', MALL_DB_STATEMENT_TIMEOUT_MS: bad }),
      ).toThrow('MALL_DB_STATEMENT_TIMEOUT_MS');
    }
    expect(databaseConfigFromEnv({ MALL_DATA_DIR: '/srv/mall' })).toEqual({
      kind: 'pglite',
      dataDir: '/srv/mall',
    });
    expect(databaseConfigFromEnv({})).toEqual({ kind: 'pglite', dataDir: join(repoRoot, 'data') });
  });
});

// PostgreSQL only: PGlite is one embedded connection inside this process, with no pool to configure.
const noPostgres = postgresUnavailableReason();
if (noPostgres && process.env.CI !== 'true') {
  console.warn(`[server tests] skipping the statement timeout test: ${noPostgres}`);
}
describe.skipIf(noPostgres !== null && process.env.CI !== 'true')(
  'the statement timeout on PostgreSQL',
  () => {
    it(
      'is set on every pool connection and cancels a longer statement; SET LOCAL lifts it for one transaction',
      async () => {
        const server = await startTestPostgres();
        const handle = await openDatabase({
          kind: 'postgres',
          url: server.url,
          max: 3,
          statementTimeoutMs: 300,
        });
        const byDefault = await openDatabase({ kind: 'postgres', url: server.url, max: 1 });
        try {
          await handle.migrate();
          const { db } = handle;
          // Three at once: three connections of the pool, each with the limit.
          const shown = await Promise.all(
            [1, 2, 3].map(() => queryRows<{ statement_timeout: string }>(db, sql`show statement_timeout`)),
          );
          expect(shown.map((rows) => rows[0]?.statement_timeout)).toEqual(['300ms', '300ms', '300ms']);
          await expect(db.execute(sql`select pg_sleep(1)`)).rejects.toMatchObject({
            cause: expect.objectContaining({ code: '57014' }),
          });
          // The pool goes on after a cancelled statement.
          expect(await queryRows<{ n: number }>(db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
          // A job that needs longer says so inside its transaction.
          await db.transaction(async (tx) => {
            await tx.execute(sql`set local statement_timeout = 2000`);
            await tx.execute(sql`select pg_sleep(0.5)`);
          });
          const [fallback] = await queryRows<{ statement_timeout: string }>(
            byDefault.db,
            sql`show statement_timeout`,
          );
          expect(fallback?.statement_timeout).toBe(`${DEFAULT_STATEMENT_TIMEOUT_MS / 1000}s`);
        } finally {
          await handle.close();
          await byDefault.close();
          await server.stop();
        }
      },
      DATABASE_HOOK_TIMEOUT,
    );
  },
);

describe('the data folder lock', () => {
  const dirs: string[] = [];
  const children: { kill(): boolean }[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const child of children) child.kill();
  });

  /** The PID of a process that has exited. */
  const deadPid = () => {
    const done = spawnSync(process.execPath, ['-e', '0']);
    expect(processAlive(done.pid!)).toBe(false);
    return done.pid!;
  };

  /** The PID a lock file names. */
  const lockPid = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid;

  it('refuses a second opener while the first process lives, with a clear message', () => {
    const file = join(tempDir(), 'pglite.lock');
    const lock = acquireLock(file);
    expect(lockPid(file)).toBe(process.pid);
    expect(() => acquireLock(file)).toThrow(DataDirLockedError);
    expect(() => acquireLock(file)).toThrow(`in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(file)).toBe(false);
    acquireLock(file).release();
  });

  it('refuses a data folder locked by another live process, before touching the database', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(other);
    writeFileSync(join(dir, 'pglite.lock'), `${other.pid}\n`);
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
      `The data folder is in use by process ${other.pid}`,
    );
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
    other.kill();
  });

  it('takes over the stale lock of a dead process', () => {
    const file = join(tempDir(), 'pglite.lock');
    writeFileSync(file, `${deadPid()}\n`);
    const lock = acquireLock(file);
    expect(lockPid(file)).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock naming our own PID from a previous run (a restarted container's reused PID)", () => {
    const file = join(tempDir(), 'pglite.lock');
    const previousRun = {
      pid: process.pid,
      start: processStartTime(process.pid),
      boot: bootId(),
      instance: 'a-previous-run',
    };
    for (const text of [JSON.stringify(previousRun), `${process.pid}\n`]) {
      writeFileSync(file, text);
      const lock = acquireLock(file);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
      expect(JSON.parse(readFileSync(file, 'utf8')).instance).not.toBe('a-previous-run');
      lock.release();
      expect(existsSync(file)).toBe(false);
    }
  });

  it('takes over a lock whose PID now belongs to an unrelated live process, refuses the true owner', () => {
    const file = join(tempDir(), 'pglite.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(other);
    const pid = other.pid!;
    expect(processAlive(pid)).toBe(true);
    const start = processStartTime(pid);
    expect(start, 'this test needs /proc').toBeDefined();
    // The owner that wrote this lock started at another time, or in another boot: not this process.
    for (const owner of [
      { pid, start: String(Number(start) - 1), boot: bootId(), instance: 'gone' },
      { pid, start, boot: 'another-boot', instance: 'gone' },
    ]) {
      writeFileSync(file, JSON.stringify(owner));
      const lock = acquireLock(file);
      expect(lockPid(file)).toBe(process.pid);
      lock.release();
    }
    // The same PID, start time and boot: the owner itself, still running.
    writeFileSync(file, JSON.stringify({ pid, start, boot: bootId(), instance: 'alive' }));
    expect(() => acquireLock(file)).toThrow(`in use by process ${pid}`);
    other.kill();
  });

  it(
    'opens a file-backed PGlite over a stale lock, keeps data across reopen and releases the lock on close',
    async () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'pglite.lock'), `${deadPid()}\n`);
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      await first.migrate();
      await first.db.insert(users).values({ userId: 'u-file-1', nickName: 'kept' });
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await first.close();
      expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
      const second = await openDatabase({ kind: 'pglite', dataDir: dir });
      await second.migrate();
      expect((await second.db.select().from(users)).map((u) => u.nickName)).toEqual(['kept']);
      await second.close();
    },
    DATABASE_HOOK_TIMEOUT,
  );
});

// Several instances starting at once on one new PostgreSQL database (decisions/0037): each migrates
// before listening; the migrations run once, the others wait for them and find nothing left to apply.
describe.skipIf(noPostgres !== null && process.env.CI !== 'true')(
  'migrations of instances starting together on PostgreSQL',
  () => {
    it(
      'apply once when three instances migrate the same new database at once',
      async () => {
        const server = await startTestPostgres();
        const handles = await Promise.all(
          [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: server.url, max: 1 })),
        );
        try {
          await Promise.all(handles.map((handle) => handle.migrate()));
          const applied = await queryRows<{ n: string }>(
            handles[0]!.db,
            sql`select count(*) as n from drizzle.__drizzle_migrations`,
          );
          expect(Number(applied[0]!.n)).toBe(journalEntries);
        } finally {
          await Promise.all(handles.map((handle) => handle.close()));
          await server.stop();
        }
      },
      DATABASE_HOOK_TIMEOUT,
    );
  },
);
