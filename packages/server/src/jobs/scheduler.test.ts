// The scheduler: runs each job on its interval with the clock it is given, never overlaps a job with
// itself, survives a failing run, and stop() clears the timers and waits for the run in progress.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Database } from '../db/connection.ts';
import { startJobs, type Job } from './scheduler.ts';

const db = {} as Database;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('runs every job on its interval with the given clock, one run at a time, and stops', async () => {
  const seen: number[] = [];
  let release: (() => void) | null = null;
  const slow: Job = {
    name: 'slow',
    everyMs: 1000,
    run: (_db, now) => {
      seen.push(now.getTime());
      return new Promise<number>((resolve) => {
        release = () => resolve(1);
      });
    },
  };
  let failures = 0;
  const failing: Job = {
    name: 'failing',
    everyMs: 500,
    run: () => {
      failures += 1;
      return Promise.reject(new Error('boom'));
    },
  };
  const errors: string[] = [];
  const scheduler = startJobs(db, [slow, failing], {
    now: () => 42,
    log: { info: () => {}, error: (o) => errors.push((o as { job: string }).job) },
  });
  await vi.advanceTimersByTimeAsync(3500);
  // The slow job started once and is still running: the later ticks did not start another run.
  expect(seen).toEqual([42]);
  // A failing run is logged and retried on the next tick.
  expect(failures).toBe(7);
  expect(errors.every((name) => name === 'failing')).toBe(true);

  let stopped = false;
  const stopping = scheduler.stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  release!();
  await stopping;
  expect(stopped).toBe(true);
  await vi.advanceTimersByTimeAsync(5000);
  expect(seen).toEqual([42]);
  expect(failures).toBe(7);
});

it('runAll runs each job once and answers what each changed', async () => {
  const scheduler = startJobs(db, [
    { name: 'a', everyMs: 60_000, run: () => Promise.resolve(3) },
    { name: 'b', everyMs: 60_000, run: () => Promise.resolve(0) },
  ]);
  expect(await scheduler.runAll()).toEqual({ a: 3, b: 0 });
  await scheduler.stop();
});
