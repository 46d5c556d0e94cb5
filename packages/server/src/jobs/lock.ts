// Each background job runs once across processes and instances (decisions/0037): before a run the
// scheduler asks the job lock, a PostgreSQL session-level advisory lock keyed by the job's name
// (pg_try_advisory_lock(JOB_LOCK_CLASS, hashtext(name))). Whoever holds it runs the job; another process
// ticking the same job meanwhile skips that tick. On PostgreSQL the locks live on one dedicated
// connection per process, outside the request pool (a held lock never takes a pool connection); when a
// holder dies its connection closes and PostgreSQL drops its locks, so the next tick elsewhere takes
// over. A lost lock connection is reopened on the next attempt. On PGlite (one process) the same SQL
// runs through the database's one session.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/connection.ts';

/** The first key of the two-key advisory lock: the mall's jobs, apart from any other advisory lock. */
export const JOB_LOCK_CLASS = 0x6d616c6c; // "mall"

/** The application_name of the job locks' connection. */
export const JOB_LOCK_APPLICATION = 'mall-job-locks';

export interface JobLock {
  /** The lock of this job, or null when another process holds it (skip this tick). */
  tryAcquire(name: string): Promise<(() => Promise<void>) | null>;
  /** Closes what the lock opened (its connection). */
  close(): Promise<void>;
}

type Query = (action: 'lock' | 'unlock', name: string) => Promise<boolean>;

const statements = {
  lock: 'select pg_try_advisory_lock($1, hashtext($2)) as ok',
  unlock: 'select pg_advisory_unlock($1, hashtext($2)) as ok',
} as const;

function advisoryLock(query: Query, close: () => Promise<void>, onLost: () => void): JobLock {
  return {
    async tryAcquire(name) {
      const got = await query('lock', name);
      if (!got) return null;
      return async () => {
        try {
          await query('unlock', name);
        } catch {
          // The connection is gone (its locks with it), or is ended now so that they go.
          onLost();
        }
      };
    },
    close,
  };
}

/** Job locks on a connection of their own to this PostgreSQL (reopened if it is lost). */
export function postgresJobLock(url: string): JobLock {
  let client: Promise<pg.Client> | null = null;
  const connection = () =>
    (client ??= (async () => {
      // Named, so an operator sees it in pg_stat_activity.
      const opened = new pg.Client({ connectionString: url, application_name: JOB_LOCK_APPLICATION });
      // A dropped connection ends its locks; the next attempt opens a new one.
      opened.on('error', () => {
        client = null;
      });
      opened.on('end', () => {
        client = null;
      });
      await opened.connect();
      return opened;
    })().catch((error: unknown) => {
      client = null;
      throw error;
    }));
  const query: Query = async (action, name) => {
    const result = await (
      await connection()
    ).query<{ ok: boolean }>(statements[action], [JOB_LOCK_CLASS, name]);
    return result.rows[0]?.ok === true;
  };
  /** Ends the connection (and with it every lock it holds); the next attempt opens a new one. */
  const drop = async () => {
    const current = client;
    client = null;
    if (current) await (await current.catch(() => null))?.end().catch(() => {});
  };
  // An unlock that failed on a connection still open would leave the lock held: end that session.
  return advisoryLock(query, drop, () => void drop());
}

/** Job locks through the database itself: PGlite's one session (one process holds the data folder). */
export function databaseJobLock(db: Database): JobLock {
  const query: Query = async (action, name) => {
    const statement =
      action === 'unlock'
        ? sql`select pg_advisory_unlock(${JOB_LOCK_CLASS}, hashtext(${name})) as ok`
        : sql`select pg_try_advisory_lock(${JOB_LOCK_CLASS}, hashtext(${name})) as ok`;
    const rows = await queryRows<{ ok: boolean }>(db, statement);
    return rows[0]?.ok === true;
  };
  return advisoryLock(
    query,
    async () => {},
    () => {},
  );
}
