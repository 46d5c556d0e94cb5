// The demo platform accounts (README, decisions/0050): `admin` / `Admin@1234` (admin), `operator` /
// `Operator@1234` (operator) and `auditor` / `Auditor@1234` (auditor), for the demo console. Seeded with
// the demo mall (seed/index.ts), only those missing, only on a database marked as the demo's and never in
// production (seed/mark.ts `demoGuard`, decisions/0028). A production start also refuses a database
// where any of these names still has its demo password (`demoPlatformAccountsIn`, main.ts), whoever
// created it: `npm run platform -- add` refuses the demo passwords too.
import { inArray } from 'drizzle-orm';
import type { PlatformRole } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { hashPassword, verifyPassword } from '../account/passwords.ts';
import { demoGuard } from '../seed/mark.ts';
import { platformUsers } from './tables.ts';

export const demoPlatformAccounts: readonly { username: string; password: string; role: PlatformRole }[] = [
  { username: 'admin', password: 'Admin@1234', role: 'admin' },
  { username: 'operator', password: 'Operator@1234', role: 'operator' },
  { username: 'auditor', password: 'Auditor@1234', role: 'auditor' },
];

/** Whether `password` is one of the demo accounts' public passwords (refused for real accounts). */
export const isDemoPlatformPassword = (password: string): boolean =>
  demoPlatformAccounts.some((a) => a.password === password);

const existing = async (db: Database): Promise<Set<string>> =>
  new Set(
    (
      await db
        .select({ username: platformUsers.username })
        .from(platformUsers)
        .where(
          inArray(
            platformUsers.username,
            demoPlatformAccounts.map((a) => a.username),
          ),
        )
    ).map((r) => r.username),
  );

/**
 * Adds the demo platform accounts that are missing, in one transaction; answers how many were added.
 * Throws (changing nothing) unless the database is marked as the demo's, or in production.
 */
export async function seedDemoPlatformAccounts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await demoGuard(tx);
    const present = await existing(tx);
    const missing = demoPlatformAccounts.filter((a) => !present.has(a.username));
    if (missing.length === 0) return 0;
    // At the production cost, as every demo account (decisions/0034): only on a first start.
    const rows = await Promise.all(
      missing.map(async (a) => ({
        username: a.username,
        role: a.role,
        passwordHash: await hashPassword(a.password),
      })),
    );
    const inserted = await tx
      .insert(platformUsers)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: platformUsers.platformUserId });
    return inserted.length;
  });
}

/**
 * The names of platform accounts that still have their demo password (enabled or not): a production start
 * refuses to serve while there is any, since the password is printed in the README.
 */
export async function demoPlatformAccountsIn(db: Database): Promise<string[]> {
  const rows = await db
    .select({ username: platformUsers.username, passwordHash: platformUsers.passwordHash })
    .from(platformUsers)
    .where(
      inArray(
        platformUsers.username,
        demoPlatformAccounts.map((a) => a.username),
      ),
    );
  const found: string[] = [];
  for (const row of rows) {
    const demo = demoPlatformAccounts.find((a) => a.username === row.username);
    if (demo && (await verifyPassword(demo.password, row.passwordHash))) found.push(row.username);
  }
  return found;
}
