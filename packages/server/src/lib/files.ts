// A file of the data folder made once (a key pair, a development secret), even when several instances
// sharing that folder start together (decisions/0037): each writes its content aside and links it into
// place, which only the first succeeds in (atomically, so nobody reads a half-written file); the others
// read the winner's.
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The content of `file`, made by `make` (mode 0600) if the file does not exist yet. */
export function readOrCreateOnce(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(aside, make(), { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  return readFileSync(file, 'utf8');
}
