// Loading indicators appear only after FETCH_MIN_DELAY_MS (spec: 200 ms), so quick answers never flash.
import { useEffect, useState } from 'react';
import { FETCH_MIN_DELAY_MS } from '@mall/domain';

export interface DelayedFlag {
  /** Feed the raw flag: on starts the delay, off turns the shown flag off at once. */
  update(flag: boolean): void;
  dispose(): void;
}

/** The framework-free core: `onChange(true)` only when the flag stayed on for `delayMs`. */
export function createDelayedFlag(
  onChange: (shown: boolean) => void,
  delayMs: number = FETCH_MIN_DELAY_MS,
): DelayedFlag {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    update(flag) {
      if (flag) {
        if (shown || timer !== undefined) return;
        timer = setTimeout(() => {
          timer = undefined;
          shown = true;
          onChange(true);
        }, delayMs);
      } else {
        clear();
        if (shown) {
          shown = false;
          onChange(false);
        }
      }
    },
    dispose: clear,
  };
}

/** `flag`, but turning on only after it has been on for `delayMs`. */
export function useDelayedFlag(flag: boolean, delayMs: number = FETCH_MIN_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  const [controller] = useState(() => ({ current: null as DelayedFlag | null }));
  useEffect(() => {
    const delayed = createDelayedFlag(setShown, delayMs);
    controller.current = delayed;
    return () => {
      delayed.dispose();
      controller.current = null;
    };
  }, [controller, delayMs]);
  useEffect(() => {
    controller.current?.update(flag);
  }, [controller, flag, delayMs]);
  return flag && shown;
}
