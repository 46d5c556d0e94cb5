// Each background job runs once across processes and instances (decisions/0037): before a run the
// scheduler asks the job lock, a PostgreSQL session-level advisory lock keyed by the job's name
// (pg_try_advisory_lock(JOB_LOCK_CLASS, hashtext(name))). Whoever holds it runs the job; another process
// ticking the same job meanwhile skips that tick. On PostgreSQL the locks live on one dedicated
// connection per process, outside the request pool (a held lock never takes a pool connection); when a
// holder dies its connection closes and PostgreSQL drops its locks, so the next tick elsewhere takes
// over. A lost lock connection is reopened on the next attempt. On PGlite (one process) the same SQL
// runs through the database's one session.
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
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

const LOCK = 'select pg_try_advisory_lock($1, hashtext($2)) as ok';
const UNLOCK = 'select pg_advisory_unlock($1, hashtext($2)) as ok';

/** Job locks on a connection of their own to this PostgreSQL (reopened if it is lost). */
export function postgresJobLock(url: string): JobLock {
  let current: Promise<pg.Client> | null = null;
  /** Forgets this connection if it is still the current one (a later one is never dropped). */
  const forget = (holder: Promise<pg.Client>) => {
    if (current === holder) current = null;
  };
  const open = (): Promise<pg.Client> => {
    // Named, so an operator sees it in pg_stat_activity.
    const client = new pg.Client({ connectionString: url, application_name: JOB_LOCK_APPLICATION });
    const holder = client.connect().then(() => client);
    // A dropped connection ends its locks; the next attempt opens a new one.
    client.on('error', () => forget(holder));
    client.on('end', () => forget(holder));
    holder.catch(() => forget(holder));
    return holder;
  };
  /** Ends a session, and with it every lock it holds. */
  const end = async (holder: Promise<pg.Client>) => {
    forget(holder);
    const client = await holder.catch(() => null);
    await client?.end().catch(() => {});
  };
  return {
    async tryAcquire(name) {
      const holder = (current ??= open());
      const client = await holder;
      let got: boolean;
      try {
        got = (await client.query<{ ok: boolean }>(LOCK, [JOB_LOCK_CLASS, name])).rows[0]?.ok === true;
      } catch (error) {
        await end(holder);
        throw error;
      }
      if (!got) return null;
      // Unlocked on the session that locked it; if that fails, the session is ended so the lock goes.
      return async () => {
        try {
          await client.query(UNLOCK, [JOB_LOCK_CLASS, name]);
        } catch {
          await end(holder);
        }
      };
    },
    async close() {
      if (current) await end(current);
    },
  };
}

/** Job locks through the database itself: PGlite's one session (one process holds the data folder). */
export function databaseJobLock(db: Database): JobLock {
  const run = async (statement: SQL) => (await queryRows<{ ok: boolean }>(db, statement))[0]?.ok === true;
  return {
    async tryAcquire(name) {
      if (!(await run(sql`select pg_try_advisory_lock(${JOB_LOCK_CLASS}, hashtext(${name})) as ok`)))
        return null;
      return async () => {
        await run(sql`select pg_advisory_unlock(${JOB_LOCK_CLASS}, hashtext(${name})) as ok`);
      };
    },
    close: async () => {},
  };
}
