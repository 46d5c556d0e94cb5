// Managing platform accounts from the command line (`npm run platform`, scripts/platform.ts;
// docs/operations.md, decisions/0050): there is no API that creates them, so a production mall gets its
// first admin from an operator with access to the database. Names follow the mall's username rule
// (4-16 letters, digits or underscores); passwords the spec's rule (6-20 half-width characters of two
// kinds) and at least 10 characters, never one of the demo passwords. A new password or a disabled
// account ends the account's sessions at once (its tokens are revoked).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isValidNewPassword, PlatformRole, usernameSchema } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { hashPassword } from '../account/passwords.ts';
import { isDemoPlatformPassword } from './demo.ts';
import { platformTokens, platformUsers } from './tables.ts';

/** A refusal of the command line, said to the operator as it is. */
export class PlatformAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlatformAccountError';
  }
}

export const PLATFORM_PASSWORD_MIN = 10;
const ROLES = Object.values(PlatformRole) as string[];

function checkPassword(password: string): void {
  if (password.length < PLATFORM_PASSWORD_MIN || !isValidNewPassword(password)) {
    throw new PlatformAccountError(
      `The password must have ${PLATFORM_PASSWORD_MIN} to 20 half-width characters with at least two of letters, digits and symbols`,
    );
  }
  if (isDemoPlatformPassword(password)) {
    throw new PlatformAccountError('That is a demo password printed in the README: choose another');
  }
}

function checkRole(role: string): PlatformRole {
  if (!ROLES.includes(role)) throw new PlatformAccountError(`The role must be one of ${ROLES.join(', ')}`);
  return role as PlatformRole;
}

/** Creates an enabled account; answers its id. */
export async function addPlatformAccount(
  db: Database,
  input: { username: string; role: string; password: string },
): Promise<number> {
  const name = usernameSchema.safeParse(input.username);
  if (!name.success)
    throw new PlatformAccountError('The username must be 4-16 letters, digits or underscores');
  const role = checkRole(input.role);
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(platformUsers)
    .values({ username: name.data, role, passwordHash })
    .onConflictDoNothing()
    .returning({ id: platformUsers.platformUserId });
  if (!row) throw new PlatformAccountError(`The platform account ${name.data} exists already`);
  return row.id;
}

async function idOf(tx: Database, username: string): Promise<number> {
  const [row] = await tx
    .select({ id: platformUsers.platformUserId })
    .from(platformUsers)
    .where(eq(platformUsers.username, username))
    .for('update');
  if (!row) throw new PlatformAccountError(`There is no platform account ${username}`);
  return row.id;
}

const revokeAll = (tx: Database, id: number, now: Date) =>
  tx
    .update(platformTokens)
    .set({ revokedAt: now })
    .where(and(eq(platformTokens.platformUserId, id), isNull(platformTokens.revokedAt)));

/** Sets a new password and revokes every token of the account, in one transaction. */
export async function setPlatformPassword(
  db: Database,
  username: string,
  password: string,
  now = new Date(),
): Promise<void> {
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const id = await idOf(tx, username);
    await tx.update(platformUsers).set({ passwordHash }).where(eq(platformUsers.platformUserId, id));
    await revokeAll(tx, id, now);
  });
}

/** Changes an account's role (its sessions carry the new role from their next request). */
export async function setPlatformRole(db: Database, username: string, role: string): Promise<void> {
  const checked = checkRole(role);
  await db.transaction(async (tx) => {
    const id = await idOf(tx, username);
    await tx.update(platformUsers).set({ role: checked }).where(eq(platformUsers.platformUserId, id));
  });
}

/** Enables (1) or disables (0) an account; disabling also revokes its tokens. */
export async function setPlatformStatus(
  db: Database,
  username: string,
  status: 0 | 1,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await idOf(tx, username);
    await tx.update(platformUsers).set({ status }).where(eq(platformUsers.platformUserId, id));
    if (status === 0) await revokeAll(tx, id, now);
  });
}

/** Every account: name, role, status, creation time. */
export function listPlatformAccounts(db: Database) {
  return db
    .select({
      username: platformUsers.username,
      role: platformUsers.role,
      status: platformUsers.status,
      createdAt: platformUsers.createdAt,
    })
    .from(platformUsers)
    .orderBy(asc(platformUsers.platformUserId));
}
