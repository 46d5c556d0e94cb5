// Guards a form against a second submit while the first is still under way (double clicks, Enter held).

export interface SubmitGuard {
  /** Runs `task` unless one is in flight; a refused call resolves to undefined without running it. */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
  readonly busy: boolean;
}

export function createSubmitGuard(): SubmitGuard {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run<T>(task: () => Promise<T>): Promise<T | undefined> {
      if (busy) return undefined;
      busy = true;
      try {
        return await task();
      } finally {
        busy = false;
      }
    },
  };
}
