// Jobs run once across processes (decisions/0037): two schedulers on two separate pools to one real
// PostgreSQL, ticking the same job at once, run it once (the job counts its runs in a table); a lock
// whose holder died (its connection closed) is taken over; and the same code path runs on PGlite.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../db/connection.ts';
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from '../test/postgres.ts';
import { databaseJobLock, JOB_LOCK_APPLICATION, JOB_LOCK_CLASS, postgresJobLock } from './lock.ts';
import { startJobs, type Job } from './scheduler.ts';

/** A job that records each run in `job_test_runs` and lasts long enough for the other to tick. */
const countingJob = (instance: string): Job => ({
  name: 'count-runs',
  everyMs: 3_600_000,
  run: async (db: Database) => {
    await db.execute(sql`insert into job_test_runs (instance) values (${instance})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return 1;
  },
});

const runs = async (db: Database) =>
  Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from job_test_runs`))[0]!.n);

const reason = postgresUnavailableReason();
const describePostgres = reason && process.env.CI !== 'true' ? describe.skip : describe;
if (reason && process.env.CI !== 'true')
  console.warn(`[server tests] skipping job locks on PostgreSQL: ${reason}`);

describePostgres('job locks on PostgreSQL', () => {
  let server: TestPostgres;
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  beforeAll(async () => {
    if (reason) throw new Error(`PostgreSQL is required under CI=true: ${reason}`);
    server = await startTestPostgres();
    a = await openDatabase({ kind: 'postgres', url: server.url, max: 2 });
    b = await openDatabase({ kind: 'postgres', url: server.url, max: 2 });
    await a.db.execute(sql`create table if not exists job_test_runs (instance text not null)`);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.stop();
  });

  it('two schedulers on two pools ticking the same job at once run it once', async () => {
    await a.db.execute(sql`delete from job_test_runs`);
    const one = startJobs(a.db, [countingJob('a')], { lock: postgresJobLock(server.url) });
    const two = startJobs(b.db, [countingJob('b')], { lock: postgresJobLock(server.url) });
    const [first, second] = await Promise.all([one.runAll(), two.runAll()]);
    expect(await runs(a.db)).toBe(1);
    expect(first['count-runs']! + second['count-runs']!).toBe(1);
    // Released after the run: the next tick runs again.
    await two.runAll();
    expect(await runs(a.db)).toBe(2);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('skips while another session holds the lock and takes over when that holder dies', async () => {
    await a.db.execute(sql`delete from job_test_runs`);
    const holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
    const held = await holder.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
      JOB_LOCK_CLASS,
      'count-runs',
    ]);
    expect(held.rows[0]!.ok).toBe(true);
    const scheduler = startJobs(a.db, [countingJob('a')], { lock: postgresJobLock(server.url) });
    expect(await scheduler.runAll()).toEqual({ 'count-runs': 0 });
    expect(await runs(a.db)).toBe(0);
    // The holder's process dies: its connection closes and PostgreSQL drops its locks.
    await holder.end();
    expect(await scheduler.runAll()).toEqual({ 'count-runs': 1 });
    expect(await runs(a.db)).toBe(1);
    await scheduler.stop();
  });

  it('opens a new lock connection when the server ended the old one during a run', async () => {
    await a.db.execute(sql`delete from job_test_runs`);
    const killer: Job = {
      ...countingJob('a'),
      run: async (db: Database) => {
        await countingJob('a').run(db, new Date());
        // An administrator (or a failover) ends the lock's session while the job runs.
        await db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${JOB_LOCK_APPLICATION}`,
        );
        return 1;
      },
    };
    const scheduler = startJobs(a.db, [killer], { lock: postgresJobLock(server.url) });
    expect(await scheduler.runAll()).toEqual({ 'count-runs': 1 });
    expect(await scheduler.runAll()).toEqual({ 'count-runs': 1 });
    expect(await runs(a.db)).toBe(2);
    await scheduler.stop();
    // Nothing is left held, nor connected.
    const left = await queryRows<{ n: string }>(
      a.db,
      sql`select count(*) as n from pg_stat_activity where application_name = ${JOB_LOCK_APPLICATION}`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});

describe('job locks on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'memory' });
    await handle.db.execute(sql`create table job_test_runs (instance text not null)`);
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('runs the job through the same lock, and again on the next tick', async () => {
    const scheduler = startJobs(handle.db, [countingJob('p')], { lock: databaseJobLock(handle.db) });
    expect(await scheduler.runAll()).toEqual({ 'count-runs': 1 });
    expect(await scheduler.runAll()).toEqual({ 'count-runs': 1 });
    expect(await runs(handle.db)).toBe(2);
    // Nothing is left held.
    const left = await queryRows<{ n: string }>(
      handle.db,
      sql`select count(*) as n from pg_locks where locktype = 'advisory'`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    await scheduler.stop();
  });
});
