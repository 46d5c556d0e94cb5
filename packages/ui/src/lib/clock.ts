// The one time source of the mall's time-driven components (Countdown, NoticeTicker, RouteProgress,
// SmsCodeButton, SiteHeader's search message, the promotions' countdowns). They take
// it as a prop so that stories and tests can pass a fake clock (`fromFakeClock(createClock(start))` with
// @sinonjs/fake-timers) and move time on without waiting.
import { parseMallDateTime } from '@mall/domain';

/** What a component that ticks needs: the current instant and an interval timer. */
export interface IntervalClock {
  /** Milliseconds since the epoch, like `Date.now()`. */
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** An interval clock that can also schedule one-off callbacks. */
export interface Clock extends IntervalClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

type Handle = ReturnType<typeof globalThis.setTimeout>;

/**
 * The browser's clock. It looks the globals up at call time, so timers that fake-timers installs on the
 * page after this module loaded (`install()` / `withGlobal`) are honoured too.
 */
export const realClock: Clock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Handle),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Handle),
};

/** A clock that stands still at one instant and never fires: for deterministic pictures of a state. */
export function frozenClock(at: number): Clock {
  return {
    now: () => at,
    setInterval: () => 0,
    clearInterval: () => {},
    setTimeout: () => 0,
    clearTimeout: () => {},
  };
}

/** The parts of a @sinonjs/fake-timers clock that `fromFakeClock` uses (its `now` is a number). */
export interface FakeTimersClockLike {
  now: number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Adapts a fake-timers clock (`createClock(start)`) to a Clock; `fake.tick(ms)` then moves it on. */
export function fromFakeClock(fake: FakeTimersClockLike): Clock {
  return {
    now: () => fake.now,
    setInterval: (callback, ms) => fake.setInterval(callback, ms),
    clearInterval: (handle) => fake.clearInterval(handle),
    setTimeout: (callback, ms) => fake.setTimeout(callback, ms),
    clearTimeout: (handle) => fake.clearTimeout(handle),
  };
}

/**
 * `clock` moved by `offsetMs`: the server's time as this browser sees it, for countdowns to activity
 * times the server decides (`offsetMs` = the answer's `serverTime` minus the local clock when it came).
 */
export function offsetClock<C extends IntervalClock>(clock: C, offsetMs: number): C {
  if (!offsetMs) return clock;
  return { ...clock, now: () => clock.now() + offsetMs };
}

/**
 * `clock` set to an answer's `serverTime` (`YYYY-MM-DD hh:mm:ss`, CST) as of now: the offset is the
 * server's time minus `clock.now()` when this is called, so call it when the answer is there (during the
 * render, in a `useMemo` on `serverTime`), not later in an effect. Without a readable time, `clock`.
 */
export function serverTimeClock<C extends IntervalClock>(clock: C, serverTime: string | null | undefined): C {
  if (!serverTime) return clock;
  const at = parseMallDateTime(serverTime);
  return Number.isNaN(at) ? clock : offsetClock(clock, at - clock.now());
}
