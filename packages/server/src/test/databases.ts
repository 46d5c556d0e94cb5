// Runs a block of database-touching tests on a fresh, migrated database shared by the file's tests
// (opening one costs time: share it). By default that is PostgreSQL, the production engine: a database
// cloned from the shared test server's migrated template (shared-postgres.ts). PGlite is the same
// PostgreSQL compiled to WebAssembly, so a rule's SQL answers the same on both; what differs (its single
// connection, its data folder and lock, its start) has tests of its own, and the blocks that name both
// kinds, the malformed-request sweep and the end-to-end journeys run on PGlite (decisions/0097).
// Without PostgreSQL, outside CI, the default blocks run on PGlite instead, with a printed reason, and a
// block that names PostgreSQL is skipped; under CI=true a missing PostgreSQL fails.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from './postgres.ts';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type TestDatabaseKind = (typeof databaseKinds)[number];

/**
 * The kinds a block runs on when it names none: PostgreSQL, or PGlite where PostgreSQL cannot run
 * outside CI (a newcomer's machine still runs every test).
 */
export function defaultDatabaseKinds(): readonly TestDatabaseKind[] {
  if (defaultKinds) return defaultKinds;
  const reason = postgresUnavailableReason();
  if (reason && process.env.CI !== 'true') {
    console.warn(`[server tests] PostgreSQL unavailable (${reason}): running on PGlite instead`);
    defaultKinds = ['pglite'];
  } else {
    defaultKinds = ['postgres'];
  }
  return defaultKinds;
}
let defaultKinds: readonly TestDatabaseKind[] | undefined;

/** Opening PGlite compiles its WebAssembly: seconds, many on a loaded machine. */
export const DATABASE_HOOK_TIMEOUT = 180_000;

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  readonly kind: TestDatabaseKind;
}

/** A fresh database of that kind: a new database inside the test PostgreSQL, or a new PGlite. */
async function createDatabase(
  kind: TestDatabaseKind,
  fresh: boolean,
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'memory' });
    return { handle, dispose: () => handle.close() };
  }
  const shared = inject('sharedPostgres');
  const server: TestPostgres = shared ? { url: shared.url, stop: async () => {} } : await startTestPostgres();
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await createFrom(admin, name, fresh ? undefined : shared?.template);
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
 * CREATE DATABASE, as a copy of the migrated template when there is one. Two files may clone it at the
 * same moment; PostgreSQL refuses a clone while another session is connected to the template, which
 * only a clone in progress can be here: such a refusal is tried again.
 */
async function createFrom(admin: pg.Client, name: string, template: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * `describe` once per database kind. `body` receives an accessor valid inside tests and hooks
 * (beforeAll hooks declared in `body` run after the database is ready).
 */
export function describeEachDatabase(
  title: string,
  body: (database: () => TestDatabase) => void,
  /**
   * The kinds to run on: by default `defaultDatabaseKinds()`; `databaseKinds` (both) for a block about
   * what differs between the engines; one kind for a long suite split into a file per database.
   */
  kinds: readonly TestDatabaseKind[] = defaultDatabaseKinds(),
  /** `fresh`: an empty PostgreSQL database, not the migrated template's copy (the migrations' own test). */
  { fresh = false }: { fresh?: boolean } = {},
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
        const created = await createDatabase(kind, fresh);
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
