// One process at a time on an embedded data folder: PGlite corrupts a folder that two processes open.
// The lock is a file created exclusively that names its owner: the PID, the process's start time (field
// 22 of /proc/<pid>/stat, in clock ticks since boot), the boot id (/proc/sys/kernel/random/boot_id) and a
// random id of this process incarnation. A second process finds it, sees the owner alive and refuses with a clear
// message; a lock whose owner is gone is taken over. "Alive" means this same process incarnation, not
// just a live PID (issue 11 item 9):
// - our own PID with another opening's id: a previous run (a container restart gives the new process
//   the dead owner's PID, often 1), stale;
// - a live PID whose start time or boot differs from the recorded one: the PID was reused by an
//   unrelated process, stale;
// - a live PID with the same start time and boot (or, where /proc cannot tell, any live PID), or this
//   very process: in use.
// A lock file of the older format (just the PID) is judged by the PID alone, except that our own PID in
// it is a previous run (this process writes the new format).
import { randomBytes } from 'node:crypto';
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

/** What a lock file says about its owner. */
export interface LockOwner {
  pid: number;
  /** The owner's start time (clock ticks since boot), when the system tells it. */
  start?: string;
  /** The boot the owner ran in, when the system tells it. */
  boot?: string;
  /** The random id of the process incarnation that wrote the lock (absent in the older format). */
  instance?: string;
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

/** The start time of a process (field 22 of /proc/<pid>/stat), or undefined where it cannot be read. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

/** This boot's id, or undefined where the system does not tell it. */
export function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function readOwner(file: string): LockOwner | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.startsWith('{')) {
    try {
      const owner = JSON.parse(text) as LockOwner;
      return Number.isInteger(owner.pid) ? owner : null;
    } catch {
      return null;
    }
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) ? { pid } : null;
}

/** Whether the owner a lock names is still running: the same process incarnation, not just its PID. */
export function ownerAlive(owner: LockOwner, self: { pid: number; instance: string }): boolean {
  if (owner.pid === self.pid) return owner.instance === self.instance;
  if (!processAlive(owner.pid)) return false;
  if (owner.boot !== undefined) {
    const boot = bootId();
    if (boot !== undefined && boot !== owner.boot) return false;
  }
  if (owner.start !== undefined) {
    const start = processStartTime(owner.pid);
    if (start !== undefined && start !== owner.start) return false;
  }
  return true;
}

/** The random id of this process incarnation (a new one on every start, whatever the PID). */
const incarnation = randomBytes(8).toString('hex');

/** Takes the lock or throws DataDirLockedError. Released by `release()` and, at the latest, on exit. */
export function acquireLock(file: string): DataDirLock {
  const self = { pid: process.pid, instance: incarnation };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // An empty or unreadable owner is a lock being written right now: refuse after a retry.
      if (owner === null) {
        if (attempt < 2) continue;
        throw new DataDirLockedError(file, 0);
      }
      // A lock of a live owner (this process included: a second open in the same process is refused
      // too) stands.
      if (ownerAlive(owner, self)) {
        throw new DataDirLockedError(file, owner.pid);
      }
      // Stale: its owner is gone. Remove it and try again (another starter may win the race).
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    const owner: LockOwner = {
      pid: process.pid,
      start: processStartTime(process.pid),
      boot: bootId(),
      instance: incarnation,
    };
    writeSync(fd, `${JSON.stringify(owner)}\n`);
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const current = readOwner(file);
      if (current?.pid === process.pid && current.instance === incarnation) {
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
  throw new DataDirLockedError(file, readOwner(file)?.pid ?? 0);
}
