// `npm run platform -- ...` (scripts/platform.ts) on a PGlite data folder of its own: it creates an
// account with the password from standard input (never an argument), refuses a demo password and a bad
// role with exit code 1 and nothing written, lists the accounts, changes a password (the old one stops
// verifying) and disables an account. The rules themselves are tested in platform.test.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.ts';
import { verifyPassword } from '../account/passwords.ts';
import { platformUsers } from './tables.ts';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const script = join(root, 'packages/server/scripts/platform.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'mall-platform-cli-'));
const env = { ...process.env, MALL_DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs the command line with `input` on standard input; answers its exit code and output. `node --import
 * tsx`, not the tsx command, which starts a second Node process (decisions/0107).
 */
function cli(args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env, cwd: root, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}

async function accounts() {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await database.db.select().from(platformUsers);
  } finally {
    await database.close();
  }
}

it('adds, lists, changes the password of and disables a platform account; refuses demo passwords', async () => {
  const refused = await cli(['add', 'ops_admin', 'admin'], 'Admin@1234\n');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('demo password');
  const badRole = await cli(['add', 'ops_admin', 'root'], 'Strong#Pass2026\n');
  expect(badRole.code).toBe(1);
  expect(badRole.stderr).toContain('role');
  expect(await accounts()).toEqual([]);

  const added = await cli(['add', 'ops_admin', 'admin'], 'Strong#Pass2026\n');
  expect(added.code, added.stderr).toBe(0);
  expect(added.stdout).toContain('Added the platform account ops_admin (admin)');
  const list = await cli(['list']);
  expect(list.stdout).toMatch(/^ops_admin\tadmin\tenabled\t/m);

  expect((await cli(['password', 'ops_admin'], 'Other#Pass2027')).code).toBe(0);
  expect((await cli(['disable', 'ops_admin'])).code).toBe(0);
  const [row] = await accounts();
  expect(row).toMatchObject({ username: 'ops_admin', role: 'admin', status: 0 });
  // The trailing newline of the first input was not part of the password; the new one replaced it.
  expect(await verifyPassword('Other#Pass2027', row!.passwordHash)).toBe(true);
  expect(await verifyPassword('Strong#Pass2026', row!.passwordHash)).toBe(false);
  const usage = await cli(['frob']);
  expect(usage.code).toBe(1);
  expect(usage.stderr).toContain('usage: npm run platform');
}, 300_000);
