// The real entry point (src/main.ts) as a child process, for the tests of how the server starts and stops
// (production mode, worker processes): ONLY the given variables (and PATH, HOME) reach it, so nothing of
// the test's own environment leaks in; its output is kept to wait on; `killAll` ends what is left.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface MainRun {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Its exit code once it ended. */
  exited: Promise<number | null>;
}

export function mainProcesses(home: string) {
  const children: ChildProcess[] = [];
  return {
    /** Starts main.ts; detached: in a process group of its own (to signal the group). */
    start(env: Record<string, string>, options: { detached?: boolean } = {}): MainRun {
      const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
        detached: options.detached ?? false,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? home, MALL_LOG: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      return { child, output: () => output, exited };
    },
    /** Waits (2 minutes at most) until `done` holds for its output; throws if it exits first. */
    async until(run: MainRun, done: (output: string) => boolean, what: string): Promise<void> {
      const deadline = Date.now() + 120_000;
      while (!done(run.output())) {
        if (run.child.exitCode !== null) throw new Error(`main exited before ${what}:\n${run.output()}`);
        if (Date.now() > deadline) throw new Error(`no ${what}:\n${run.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** SIGKILLs every child still running. */
    killAll(): void {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
