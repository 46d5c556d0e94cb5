// SMS verification codes, per mobile and purpose (register, login, reset): 6 digits, stored hashed,
// valid SMS_CODE_TTL_MS, one send per SMS_RESEND_SECONDS, burnt after SMS_CODE_MAX_TRIES wrong tries; a
// code whose text failed is deleted (no usable code, no resend minute). And the throttles around them
// (decisions/0031): texts per mobile a day (`smsPerMobile`), and code checks per mobile and per client
// address (`enforceCodeCheckLimits`, for every route that checks a code). The clock is injected, so tests
// move time instead of waiting.
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  messages,
  SMS_CHECK_WINDOW_MS,
  SMS_CHECKS_PER_ADDRESS,
  SMS_CHECKS_PER_MOBILE,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MS,
  SMS_DAILY_MAX_PER_MOBILE,
  SMS_RESEND_SECONDS,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { RateLimiter } from '../../plugins/stores.ts';
import type { SmsPurpose } from './sms.ts';
import { smsCodes } from './tables.ts';

export function hashSmsCode(mobile: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${mobile}:${code.trim()}`, 'utf8').digest('hex');
}

/**
 * One text per mobile and purpose a minute, also in the shared limiter: the table's check is a read
 * then an insert, which two instances (or two interleaved requests) can both pass; the limiter's count
 * is atomic in its store. Key `purpose:mobile`.
 */
export const smsResendMinute: Limit = {
  purpose: 'sms:resend',
  limit: 1,
  windowMs: SMS_RESEND_SECONDS * 1000,
  message: messages.smsTooFrequent,
};

/** Texts per mobile in a day, all purposes together; counted before the code is made. */
export const smsPerMobile: Limit = {
  purpose: 'sms:mobile',
  limit: SMS_DAILY_MAX_PER_MOBILE,
  windowMs: 24 * 60 * 60 * 1000,
  message: messages.smsDailyLimit,
};

/**
 * Code checks of one mobile from one client address (all purposes together); forgotten after a right
 * code. Per pair, not per mobile: a stranger's wrong guesses from elsewhere never stop the owner checking
 * their own code (no lock-out, decisions/0032). Guessing from many addresses is bounded by the code itself:
 * burnt after SMS_CODE_MAX_TRIES wrong tries, and at most SMS_DAILY_MAX_PER_MOBILE codes a day.
 */
export const codeChecksPerMobile: Limit = {
  purpose: 'sms-check:mobile-address',
  limit: SMS_CHECKS_PER_MOBILE,
  windowMs: SMS_CHECK_WINDOW_MS,
  message: messages.smsTooManyChecks,
};

/** Code checks per client address, whatever the mobile; never forgotten early. */
export const codeChecksPerAddress: Limit = {
  purpose: 'sms-check:address',
  limit: SMS_CHECKS_PER_ADDRESS,
  windowMs: SMS_CHECK_WINDOW_MS,
  message: messages.smsTooManyChecks,
};

/**
 * Counts one code check of `mobile` from `address` (the client address key) and refuses it (400 "too many
 * verification attempts") over either throttle. Call it before anything costly (RSA, scrypt) on every
 * route that checks an SMS code: login by code, registration step 2, password reset.
 */
export async function enforceCodeCheckLimits(
  limiter: RateLimiter,
  mobile: string,
  address: string,
): Promise<void> {
  await enforceLimit(limiter, codeChecksPerAddress, address);
  await enforceLimit(limiter, codeChecksPerMobile, `${mobile}|${address}`);
}

/** After a right code: the pair's count starts again (the address's does not). */
export async function codeCheckSucceeded(
  limiter: RateLimiter,
  mobile: string,
  address: string,
): Promise<void> {
  await limiter.reset(codeChecksPerMobile.purpose, `${mobile}|${address}`);
}

export interface NewSmsCode {
  /** The row, to delete it when the text could not be sent. */
  id: number;
  code: string;
}

/**
 * Makes and stores a new code, or refuses (400) when one was sent less than a minute ago or the mobile
 * had its texts for the day (`limiter`: counted only once the minute allows a send).
 */
export async function createSmsCode(
  db: Database,
  limiter: RateLimiter,
  mobile: string,
  purpose: SmsPurpose,
  now: number,
): Promise<NewSmsCode> {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last && now - last.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
    throw new BusinessError(messages.smsTooFrequent);
  }
  await enforceLimit(limiter, smsResendMinute, `${purpose}:${mobile}`);
  await enforceLimit(limiter, smsPerMobile, mobile);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await db
    .insert(smsCodes)
    .values({
      mobile,
      purpose,
      codeHash: hashSmsCode(mobile, purpose, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + SMS_CODE_TTL_MS),
    })
    .returning({ id: smsCodes.id });
  if (!row) throw new Error('the SMS code was not stored');
  return { id: row.id, code };
}

/**
 * Voids a code whose text was not sent: nobody can use it (it reads as no code at all). It still counts
 * for the resend minute and the daily cap, as a sent one does: a failed text is only tried for mobiles
 * that would get one (a login or reset text goes only to an account), so freeing the minute after a
 * failure would tell a stranger which mobiles have accounts (decisions/0031).
 */
export async function voidSmsCode(db: Database, sms: { id: number }, now: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ usedAt: new Date(now) })
    .where(eq(smsCodes.id, sms.id));
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
