// Platform accounts for the server tests: one account of each role, signed in (decisions/0079).
import type { PlatformRole } from '@mall/domain';
import type { Database } from '../db/connection.ts';
import { addPlatformAccount } from '../modules/platform/accounts.ts';
import { issuePlatformToken } from '../modules/platform/auth.ts';

/**
 * Adds an administrator, an operator and an auditor named `<prefix>_<role>` and signs each in; answers
 * each role's platform token (a prefix of its own per test file: the names are unique).
 */
export async function platformRoleTokens(db: Database, prefix: string): Promise<Map<PlatformRole, string>> {
  const tokens = new Map<PlatformRole, string>();
  for (const role of ['admin', 'operator', 'auditor'] as const) {
    const id = await addPlatformAccount(db, {
      username: `${prefix}_${role}`,
      role,
      password: `Test-${role}-9876`,
    });
    tokens.set(role, (await issuePlatformToken(db, id, Date.now())).token);
  }
  return tokens;
}
