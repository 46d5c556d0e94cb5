// Inputs that query as you type wait DEBOUNCE_MS (spec: 200 ms) after the last keystroke.
import { DEBOUNCE_MS } from '@mall/domain';

export interface Debouncer<T> {
  push(value: T): void;
  /** Delivers a pending value now. */
  flush(): void;
  cancel(): void;
}

/** The framework-free core: `deliver` gets the last pushed value once pushes pause for `delayMs`. */
export function createDebouncer<T>(deliver: (value: T) => void, delayMs: number = DEBOUNCE_MS): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  const fire = () => {
    timer = undefined;
    const p = pending;
    pending = undefined;
    if (p) deliver(p.value);
  };
  return {
    push(value) {
      pending = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
