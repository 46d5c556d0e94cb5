// A tiny scheduler for the server's background jobs (src/jobs/index.ts lists them). Each job is a plain
// function `(db, now, log) => Promise<number>` (how many things it changed; `log` tells of an item it had
// to skip), so tests call it directly with a fake time; the scheduler only runs it every `everyMs` on an
// interval timer. A run never overlaps the same job's previous run in this process, and with a job lock
// (./lock.ts, decisions/0037) a run first takes the job's advisory lock: when another process or instance
// holds it, this tick skips the job (it answers 0), so each job runs once across instances (jobs are also
// written to be safe when two processes run them at once). An error is logged and the next tick tries
// again, and `stop()` clears the timers, waits for the runs in progress and closes the lock's connection
// (main.ts calls it on close, before the database closes).
import type { JobLock } from './lock.ts';
import type { Database } from '../db/connection.ts';

/** Where a job reports an item it skipped (the job's name is added). */
export interface JobLog {
  error: (object: object, message: string) => void;
}

export type JobRun = (db: Database, now: Date, log?: JobLog) => Promise<number>;

/** A job's log when no scheduler runs it (a test calling the job directly): stderr. */
export const stderrJobLog: JobLog = {
  error: (object, message) => console.error(message, object),
};

export interface Job {
  /** Short name for the log. */
  name: string;
  /** How often it runs, in milliseconds. */
  everyMs: number;
  run: JobRun;
}

export interface SchedulerLog {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

export interface Scheduler {
  /** Runs every job once now (awaits them); what each changed, by name. */
  runAll: () => Promise<Record<string, number>>;
  /** Clears the timers and waits for the runs in progress. */
  stop: () => Promise<void>;
}

export interface SchedulerOptions {
  /** The clock handed to the jobs (Date.now by default). */
  now?: () => number;
  log?: SchedulerLog;
  /** Taken before each run; a job whose lock another process holds is skipped. None: every tick runs. */
  lock?: JobLock;
}

export function startJobs(db: Database, jobs: readonly Job[], options: SchedulerOptions = {}): Scheduler {
  const now = options.now ?? Date.now;
  const running = new Map<string, Promise<number>>();
  let stopped = false;

  const runOne = (job: Job): Promise<number> => {
    const current = running.get(job.name);
    if (current) return current;
    const jobLog: JobLog = {
      error: (object, message) => (options.log ?? stderrJobLog).error({ job: job.name, ...object }, message),
    };
    const run = async (): Promise<number> => {
      const release = options.lock ? await options.lock.tryAcquire(job.name) : async () => {};
      // Another process runs it now: this tick is theirs.
      if (!release) return 0;
      try {
        return await job.run(db, new Date(now()), jobLog);
      } finally {
        await release();
      }
    };
    const started = run()
      .then((changed) => {
        if (changed > 0) options.log?.info({ job: job.name, changed }, 'job done');
        return changed;
      })
      .catch((error: unknown) => {
        options.log?.error({ job: job.name, err: error }, 'job failed');
        return 0;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, started);
    return started;
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (!stopped) void runOne(job);
    }, job.everyMs);
    // A pending job never keeps the process alive on its own.
    timer.unref();
    return timer;
  });

  return {
    async runAll() {
      const results = await Promise.all(jobs.map(async (job) => [job.name, await runOne(job)] as const));
      return Object.fromEntries(results);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running.values()]);
      await options.lock?.close();
    },
  };
}
