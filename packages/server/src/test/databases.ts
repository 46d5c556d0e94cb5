// Runs a block of database-touching tests on each database the server supports: in-memory PGlite and a
// real PostgreSQL (DATABASE_URL, else a private throw-away PostgreSQL; see postgres.ts). Each block
// gets one fresh, migrated database for the whole file (opening one costs seconds: share it).
// Without PostgreSQL the postgres block is skipped with a printed reason, except under CI=true, where
// it fails.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './postgres.ts';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type TestDatabaseKind = (typeof databaseKinds)[number];

/** Opening PGlite compiles its WebAssembly: seconds, many on a loaded machine. */
export const DATABASE_HOOK_TIMEOUT = 180_000;

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  readonly kind: TestDatabaseKind;
}

/** A fresh database of that kind: a new database inside the test PostgreSQL, or a new PGlite. */
async function createDatabase(
  kind: TestDatabaseKind,
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'memory' });
    return { handle, dispose: () => handle.close() };
  }
  const server: TestPostgres = await startTestPostgres();
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
      await admin.end();
      await server.stop();
    },
  };
}

/**
 * `describe` once per database kind. `body` receives an accessor valid inside tests and hooks
 * (beforeAll hooks declared in `body` run after the database is ready).
 */
export function describeEachDatabase(
  title: string,
  body: (database: () => TestDatabase) => void,
  /** Fewer kinds: a long suite split into a file per database, so the two workers share it. */
  kinds: readonly TestDatabaseKind[] = databaseKinds,
): void {
  for (const kind of kinds) {
    const reason = kind === 'postgres' ? postgresUnavailableReason() : null;
    if (reason && process.env.CI !== 'true') {
      console.warn(`[server tests] skipping "${title}" on PostgreSQL: ${reason}`);
      describe.skip(`${title} [${kind}]`, () => body(() => ({}) as TestDatabase));
      continue;
    }
    describe(`${title} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        if (reason) throw new Error(`PostgreSQL is required under CI=true: ${reason}`);
        const created = await createDatabase(kind);
        dispose = created.dispose;
        await created.handle.migrate();
        current = { handle: created.handle, kind };
      }, DATABASE_HOOK_TIMEOUT);
      afterAll(async () => {
        await dispose?.();
      }, DATABASE_HOOK_TIMEOUT);
      body(() => {
        if (!current) throw new Error('The test database is not ready');
        return current;
      });
    });
  }
}
