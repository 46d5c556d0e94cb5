// A clock moved by a fixed offset: the browser's clock corrected to the server's (a countdown to a
// flash sale's start must not trust the shopper's computer). The offset is the server's time in an
// answer minus the browser's time when the answer arrived.
import type { IntervalClock } from './clock.ts';

export function offsetClock<C extends IntervalClock>(base: C, offsetMs: number): C {
  if (!offsetMs) return base;
  return { ...base, now: () => base.now() + offsetMs } as C;
}
