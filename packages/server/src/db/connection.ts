// The database: PGlite embedded by default (a data folder; in memory for tests), PostgreSQL through a
// pg Pool when DATABASE_URL is set. Both are Drizzle PostgreSQL databases, so the rest of the server sees
// one type, `Database`, and writes SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both accept.
// On PostgreSQL every pool connection starts with `statement_timeout` (MALL_DB_STATEMENT_TIMEOUT_MS,
// default 10 s; 0 turns it off): one slow or runaway query is cancelled instead of holding a connection
// and its locks. Migrations run on a connection of their own without that limit, one instance at a time
// (an advisory lock, decisions/0037); a job that needs longer for a statement sets
// `SET LOCAL statement_timeout` inside its transaction.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';
import { acquireLock } from './lock.ts';

export type Schema = typeof schema;
/** Drizzle over PGlite or over node-postgres: the one database type of the server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseConfig =
  | { kind: 'memory' }
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /** Set on every pool connection; 0: none. DEFAULT_STATEMENT_TIMEOUT_MS when absent. */
      statementTimeoutMs?: number;
    };

/** The advisory lock key that serialises migrations across instances ("migr"). */
const MIGRATION_LOCK_CLASS = 0x6d696772;

/** The longest a statement may run on PostgreSQL unless MALL_DB_STATEMENT_TIMEOUT_MS says otherwise. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** MALL_DB_STATEMENT_TIMEOUT_MS: a whole number of milliseconds, 0 for none; a wrong value stops the start. */
export function statementTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.MALL_DB_STATEMENT_TIMEOUT_MS?.trim();
  if (!text) return DEFAULT_STATEMENT_TIMEOUT_MS;
  if (!/^\d{1,9}$/.test(text)) {
    throw new Error(
      `MALL_DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0: none), not "${text}"`,
    );
  }
  return Number(text);
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseConfig['kind'];
  /** Applies every pending migration of packages/server/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The versioned migrations written by drizzle-kit (committed). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The repository root (three levels above this file's folder). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The configuration from the environment: DATABASE_URL selects PostgreSQL (with
 * MALL_DB_STATEMENT_TIMEOUT_MS); otherwise PGlite in MALL_DATA_DIR (relative to the working directory)
 * or `<repo>/data`.
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) {
    return { kind: 'postgres', url: env.DATABASE_URL, statementTimeoutMs: statementTimeoutFromEnv(env) };
  }
  return { kind: 'pglite', dataDir: dataDirFromEnv(env) };
}

/** The data folder: MALL_DATA_DIR or `<repo>/data`. It also holds files such as the RSA key pair. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.MALL_DATA_DIR || join(repoRoot, 'data'));
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const timeout = config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    // pg sends it in each connection's startup packet: every connection of the pool has it from the
    // start (undefined: the server's own setting).
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.max ?? 10,
      statement_timeout: timeout > 0 ? timeout : undefined,
    });
    // Fail now, with the real reason, rather than on the first request.
    const client = await pool.connect().catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    client.release();
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      // A migration may rewrite a big table: its own connection, without the statement timeout. Several
      // instances starting at once take turns (an advisory lock held by that connection until it ends):
      // the first applies the migrations, the others then find nothing pending (decisions/0037).
      migrate: async () => {
        const client = new pg.Client({ connectionString: config.url });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1, 0)', [MIGRATION_LOCK_CLASS]);
          await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
        } finally {
          // Ending the session releases the lock.
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }

  if (config.kind === 'memory') {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'memory',
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }

  const dataDir = resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireLock(join(dataDir, 'pglite.lock'));
  let client: PGlite;
  try {
    client = new PGlite(join(dataDir, 'pglite'));
    await client.waitReady;
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`; the shared Drizzle type cannot say so, hence
 * this one typed door for raw SQL.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
