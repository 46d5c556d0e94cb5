// What the promotions' countdowns need from the app (flash sale, special discounts): the browser's
// clock corrected by an answer's `serverTime`, and what a countdown's end does (read the states again,
// and again while the server still answers the old ones).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { realClock, serverTimeClock, useHydrated, type Clock } from '@mall/ui';

/**
 * The browser's clock moved to an answer's `serverTime` (the browser's own without one); null on the
 * server and while the page hydrates (the screens then draw no digits, so the markup matches). The
 * offset is taken during the render that has the answer, so the first countdown drawn is already on
 * the server's time.
 */
export function useServerClock(serverTime?: string): Clock | null {
  const hydrated = useHydrated();
  return useMemo(() => correctedClock(hydrated, serverTime, realClock), [hydrated, serverTime]);
}

/** The clock {@link useServerClock} gives for `hydrated` and `serverTime` on `base`. */
export function correctedClock(hydrated: boolean, serverTime: string | undefined, base: Clock): Clock | null {
  return hydrated ? serverTimeClock(base, serverTime) : null;
}

/** Between the reads after a countdown's end. */
export const READ_AGAIN_MS = 2000;
/** At most this many reads after the first, while the states stay as they were. */
export const READ_AGAIN_TIMES = 5;

export interface ReadAgain {
  /** A countdown ended: read now, then every READ_AGAIN_MS while `state()` is unchanged. */
  atEnd(): void;
  stop(): void;
}

type Timers = Pick<Clock, 'setTimeout' | 'clearTimeout'>;

/**
 * The reads after a countdown's end: the browser's corrected clock can still be a little ahead of the
 * server, whose answer may keep the old state; `state()` (comparable with `===`, e.g. a string of the
 * ids and states) tells when the answer has changed, after which no more is asked.
 */
export function createReadAgain(
  read: () => unknown,
  state: () => unknown,
  timers: Timers = realClock,
): ReadAgain {
  let handle: unknown;
  const stop = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  return {
    stop,
    atEnd() {
      stop();
      const before = state();
      let left = READ_AGAIN_TIMES;
      void read();
      const next = () => {
        handle = timers.setTimeout(() => {
          handle = undefined;
          if (state() !== before || left <= 0) return;
          left -= 1;
          void read();
          next();
        }, READ_AGAIN_MS);
      };
      next();
    },
  };
}

/**
 * What a countdown's end does: reads now and again every READ_AGAIN_MS (at most READ_AGAIN_TIMES more)
 * until `state` (the states of the answer, as a comparable value) changes.
 */
export function useReadAgainAtEnd(read: () => unknown, state: unknown): () => void {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  }, [read]);
  const reader = useMemo(
    () =>
      createReadAgain(
        () => readRef.current(),
        () => latest.current,
      ),
    [],
  );
  useEffect(() => () => reader.stop(), [reader]);
  return useCallback(() => reader.atEnd(), [reader]);
}

/** The states of a list's activities as one comparable value (for {@link useReadAgainAtEnd}). */
export function statesOf<T extends { status: number }>(
  items: readonly T[] | undefined,
  idOf: (item: T) => number,
): string | undefined {
  return items?.map((item) => `${idOf(item)}:${item.status}`).join(',');
}
