// The "back to home in 3s" countdown of the completion states (spec section 9: auto-redirect after
// registration and after a password change). It starts when the component using it mounts.
import { useEffect, useRef, useState } from 'react';
import { REDIRECT_COUNTDOWN_SECONDS } from '@mall/domain';
import { realClock, type IntervalClock } from './clock.ts';

/** How often the countdown re-reads the clock; the number shown is the whole seconds left, rounded up. */
const TICK_MS = 250;

/**
 * Whole seconds left of a countdown of `seconds` that starts on mount; `onDone` runs once when it
 * reaches zero (the latest `onDone` given). Keep `clock` stable between renders.
 */
export function useSecondsLeft(
  onDone: () => void,
  clock: IntervalClock = realClock,
  seconds: number = REDIRECT_COUNTDOWN_SECONDS,
): number {
  const [endsAt] = useState(() => clock.now() + seconds * 1000);
  const [now, setNow] = useState(() => clock.now());
  const done = useRef(onDone);
  const fired = useRef(false);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (fired.current) return;
    const id = clock.setInterval(() => {
      const current = clock.now();
      setNow(current);
      if (current >= endsAt && !fired.current) {
        fired.current = true;
        clock.clearInterval(id);
        done.current();
      }
    }, TICK_MS);
    return () => clock.clearInterval(id);
  }, [clock, endsAt]);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
