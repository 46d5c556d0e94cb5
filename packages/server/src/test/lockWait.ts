// For races on a row lock: runs `during` inside a transaction that holds a row lock (`lock`, a SELECT
// ... FOR UPDATE), so a request sent from `during` waits for it. `waiting()` resolves once that request
// waits: on PostgreSQL when a session of the test database waits on a lock (polled), on PGlite after a
// pause (its one connection makes every other query wait for the whole transaction, so the request waits
// at its first query). Used to move a fake clock while a request waits (decisions/0074).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { TestDatabaseKind } from './databases.ts';

const POLL_MS = 20;
const PGLITE_PAUSE_MS = 300;
const GIVE_UP_MS = 10_000;

/** Runs `during` while a transaction holds `lock`; the transaction ends when `during` resolves. */
export async function whileLocked(
  db: Database,
  kind: TestDatabaseKind,
  lock: (tx: Database) => Promise<unknown>,
  during: (waiting: () => Promise<void>) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lock(tx);
    await during(() => lockWaiter(db, kind));
  });
}

/**
 * Resolves once a session of the test's database waits on a lock (PostgreSQL: polled; the server is shared
 * with other test files, whose waits do not count), or after a pause on PGlite; throws after 10 s.
 */
export async function lockWaiter(db: Database, kind: TestDatabaseKind): Promise<void> {
  if (kind === 'pglite') return pause(PGLITE_PAUSE_MS);
  const until = Date.now() + GIVE_UP_MS;
  while (Date.now() < until) {
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0) return;
    await pause(POLL_MS);
  }
  throw new Error('no session waited on the lock');
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
