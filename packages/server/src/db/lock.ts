// One process at a time on an embedded data folder: PGlite corrupts a folder that two processes open.
// The lock is a file created exclusively that holds the owner's PID. A second process finds it, sees the
// PID alive and refuses with a clear message; a lock left by a dead process (a crash, SIGKILL) is taken
// over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data folder is in use by process ${pid} (lock file ${lockFile}). ` +
        'Stop that process first, or set MALL_DATA_DIR to another folder ' +
        '(or DATABASE_URL to use PostgreSQL, which many processes can share).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Whether a process with this PID exists (EPERM: it exists but belongs to someone else). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Takes the lock or throws DataDirLockedError. Released by `release()` and, at the latest, on exit. */
export function acquireLock(file: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(file);
      // A lock of a live process (this one included: a second open in the same process is refused
      // too) stands. An empty or unreadable PID is a lock being written right now: also refuse.
      if (pid === null) {
        if (attempt < 2) continue;
        throw new DataDirLockedError(file, 0);
      }
      if (processAlive(pid)) throw new DataDirLockedError(file, pid);
      // Stale: its process is gone. Remove it and try again (another starter may win the race).
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      if (readPid(file) === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      }
    };
    process.on('exit', release);
    return { file, release };
  }
  throw new DataDirLockedError(file, readPid(file) ?? 0);
}
