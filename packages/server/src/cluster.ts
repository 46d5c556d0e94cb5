// Several server processes on one port (issue 12 item 4, decisions/0036). `MALL_WORKERS` says how many:
// by default the machine's cores on PostgreSQL (DATABASE_URL) and 1 on the embedded PGlite, which one
// process only may open (a value above 1 there is refused before anything is opened). main.ts does the
// one-time work (production check, migrations, seed, key files) in the primary, then `superviseWorkers`
// forks the workers with node:cluster; each worker opens the database, builds the server, starts the
// scheduler and listens on the shared port. A worker that dies before all the first ones listen fails
// the start (port in use, database unreachable: exit 1, as one process would). Afterwards a worker that
// dies unexpectedly is replaced after a back-off that doubles while workers keep dying young (a crash
// loop does not spin). SIGTERM/SIGINT on the primary asks every worker to stop (each closes its server,
// scheduler and database); the primary exits 0 when all have closed cleanly, 1 if one did not (or had
// to be killed after STOP_TIMEOUT_MS).
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { DatabaseConfig } from './db/connection.ts';

/** MALL_WORKERS as a number: the default for the database kind, or an error naming the problem. */
export function workersFromEnv(kind: DatabaseConfig['kind'], env: NodeJS.ProcessEnv = process.env): number {
  const text = env.MALL_WORKERS?.trim();
  const embedded = kind !== 'postgres';
  if (!text) return embedded ? 1 : availableParallelism();
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1) {
    throw new Error(`MALL_WORKERS must be a whole number of server processes (1 or more), not "${text}".`);
  }
  const workers = Number(text);
  if (workers > 1 && embedded) {
    throw new Error(
      `MALL_WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded PGlite database can be opened ` +
        'by one process only. Unset MALL_WORKERS (or set it to 1), or set DATABASE_URL.',
    );
  }
  return workers;
}

/** A worker that lived at least this long before dying resets the back-off. */
export const HEALTHY_AFTER_MS = 10_000;
/** The first and the longest wait before a dead worker is replaced. */
export const FIRST_RESTART_DELAY_MS = 500;
export const MAX_RESTART_DELAY_MS = 30_000;
/** How long the workers get to close before the primary kills them. */
export const STOP_TIMEOUT_MS = 30_000;

/** The wait before replacing a worker that lived `livedMs`, given the previous wait. */
export function nextRestartDelay(previousMs: number, livedMs: number): number {
  if (livedMs >= HEALTHY_AFTER_MS || previousMs === 0) return FIRST_RESTART_DELAY_MS;
  return Math.min(previousMs * 2, MAX_RESTART_DELAY_MS);
}

export interface SuperviseOptions {
  /** Called once, when the first `count` workers all listen. */
  onAllListening?: () => void;
}

/**
 * Forks `count` workers of this same entry (process.argv[1], with this process's node options such as
 * `--import tsx`) and keeps them running until SIGTERM or SIGINT. Resolves with the exit code.
 */
export function superviseWorkers(count: number, options: SuperviseOptions = {}): Promise<number> {
  const startedAt = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let delay = 0;
  let stopping = false;
  /** The workers that listen (a set: Fastify may listen on two addresses for `localhost`). */
  const listened = new Set<Worker>();
  let allListened = false;
  /** A worker did not close cleanly while stopping (killed, or its own error): the exit code is 1. */
  let unclean = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('listening', (worker) => {
    listened.add(worker);
    if (!allListened && listened.size === count) {
      allListened = true;
      options.onAllListening?.();
    }
  });

  return new Promise((resolve) => {
    const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    const finishIfDone = () => {
      // Every forked worker's exit handled (not just dead: its code must be counted first).
      if (stopping && startedAt.size === 0) resolve(unclean ? 1 : 0);
    };

    cluster.on('exit', (worker, code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
      startedAt.delete(worker);
      if (stopping) {
        if (code !== 0 || signal) {
          unclean = true;
          console.error(
            `Worker ${worker.process.pid} did not close cleanly (${signal ?? `exit code ${code}`}).`,
          );
        }
        return finishIfDone();
      }
      listened.delete(worker);
      if (!allListened) {
        // The first start failed (port in use, database unreachable...): give up as one process would.
        console.error(
          `Worker ${worker.process.pid} failed to start (${signal ?? `exit code ${code}`}): stopping.`,
        );
        unclean = true;
        return stop('SIGTERM');
      }
      delay = nextRestartDelay(delay, lived);
      console.error(
        `Worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); a new one starts in ${delay} ms.`,
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork();
      }, delay);
      restarts.add(timer);
    });

    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      // A terminal's Ctrl-C reaches the workers too; asking again is harmless (they stop once).
      for (const worker of alive()) worker.process.kill(signal);
      setTimeout(() => {
        for (const worker of alive()) {
          console.error(`Worker ${worker.process.pid} did not stop within ${STOP_TIMEOUT_MS} ms: killed.`);
          worker.process.kill('SIGKILL');
        }
      }, STOP_TIMEOUT_MS).unref();
      finishIfDone();
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

    for (let i = 0; i < count; i += 1) fork();
  });
}
