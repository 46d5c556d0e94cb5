// SMS verification codes, per mobile and purpose (register, login, reset): 6 digits, stored hashed,
// valid SMS_CODE_TTL_MS, one send per SMS_RESEND_SECONDS, burnt after SMS_CODE_MAX_TRIES wrong tries.
// The clock is injected, so tests move time instead of waiting.
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { messages, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_SECONDS } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { SmsPurpose } from './sms.ts';
import { smsCodes } from './tables.ts';

export function hashSmsCode(mobile: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${mobile}:${code.trim()}`, 'utf8').digest('hex');
}

/** Makes and stores a new code, or refuses (400) when one was sent less than a minute ago. */
export async function createSmsCode(
  db: Database,
  mobile: string,
  purpose: SmsPurpose,
  now: number,
): Promise<string> {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last && now - last.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
    throw new BusinessError(messages.smsTooFrequent);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    mobile,
    purpose,
    codeHash: hashSmsCode(mobile, purpose, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + SMS_CODE_TTL_MS),
  });
  return code;
}

/**
 * Spends the latest code of a mobile and purpose when `code` matches it; otherwise counts a wrong try
 * and throws the reason (no code, expired, wrong, burnt) as a 400.
 */
export async function consumeSmsCode(
  db: Database,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
  now: number,
): Promise<void> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest || latest.usedAt) throw new BusinessError(messages.codeFirst);
  if (latest.expiresAt.getTime() <= now) throw new BusinessError(messages.smsCodeExpired);
  if (latest.failedTries >= SMS_CODE_MAX_TRIES) throw new BusinessError(messages.smsCodeBurnt);
  if (hashSmsCode(mobile, purpose, code) !== latest.codeHash) {
    await db
      .update(smsCodes)
      .set({ failedTries: sql`${smsCodes.failedTries} + 1` })
      .where(and(eq(smsCodes.id, latest.id), lt(smsCodes.failedTries, SMS_CODE_MAX_TRIES)));
    throw new BusinessError(messages.smsCodeWrong);
  }
  const spent = await db
    .update(smsCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt), lt(smsCodes.failedTries, SMS_CODE_MAX_TRIES)),
    )
    .returning({ id: smsCodes.id });
  // Spent by a concurrent request in between: as if there were no code.
  if (spent.length === 0) throw new BusinessError(messages.codeFirst);
}
