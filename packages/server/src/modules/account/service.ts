// The account service: RSA keys and passwords, login results, SMS codes, registration and single
// sign-on linking, for the account module's public and shopper routes (routes.public.ts,
// routes.shopper.ts) to stay thin. Writes of the account's tables live here. A text is sent in the
// background once its code is stored (decisions/0031): the SMS routes answer alike whether or not a text
// goes out, and `settled()` waits for the texts in flight (server close, tests).
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppLoginResult, LoginResult, RegisterParam, UserInfo } from '@mall/domain';
import { centsToYuan, firstError, messages, newPasswordSchema } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { isProduction } from '../../lib/env.ts';
import { BusinessError } from '../../plugins/errors.ts';
import {
  addressKey,
  enforceLimit,
  failureThrottle,
  LOGIN_FAILURES,
  type Limit,
} from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { accountConfigFromEnv, type AccountConfig } from './config.ts';
import { createSmsCode, voidSmsCode } from './codes.ts';
import { hashPassword, rehashIfWeaker } from './passwords.ts';
import { loadRsaKeys, type RsaKeys } from './rsa.ts';
import { DevSmsProvider, SmsSendError, type SmsPurpose } from './sms.ts';
import { verifySsoCode } from './sso.ts';
import { userPoints } from '../points/tables.ts';
import { userWallets } from '../wallet/tables.ts';
import { oneTimeTokens, partnerAccounts, users } from './tables.ts';
import { hashToken, issueToken } from './tokens.ts';

/** How long the registration flag of a verified phone is valid. */
export const REGISTER_FLAG_TTL_MS = 10 * 60 * 1000;

// Throttles (decisions/0032): failed logins slow down per (account, address) and per address, never lock
// the account (`loginFailures`, LOGIN_FAILURES); login attempts and SMS sends per address come from the
// configuration (MALL_LOGIN_IP_LIMIT, MALL_SMS_IP_LIMIT); password reset and change are limited per
// mobile or user and per address. Each is checked before any RSA decryption.
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per mobile and client address (`mobile|address`): a stranger elsewhere cannot stop the owner's reset. */
export const resetPerMobile: Limit = {
  purpose: 'reset-password:mobile-address',
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
};
export const resetPerIp: Limit = { purpose: 'reset-password:ip', limit: 30, windowMs: FIFTEEN_MINUTES };
export const changePerUser: Limit = { purpose: 'change-password:user', limit: 10, windowMs: FIFTEEN_MINUTES };
export const changePerIp: Limit = { purpose: 'change-password:ip', limit: 30, windowMs: FIFTEEN_MINUTES };

export async function readUserInfo(db: Database, userId: string): Promise<UserInfo> {
  const [row] = await db
    .select({
      user: users,
      balanceCents: userWallets.balanceCents,
      score: userPoints.score,
      growth: userPoints.growth,
      level: userPoints.level,
    })
    .from(users)
    .leftJoin(userWallets, eq(userWallets.userId, users.userId))
    .leftJoin(userPoints, eq(userPoints.userId, users.userId))
    .where(eq(users.userId, userId))
    .limit(1);
  if (!row) throw new BusinessError(messages.notFound);
  const { user } = row;
  return {
    userId: user.userId,
    nickName: user.nickName,
    userMobile: user.mobile,
    pic: user.pic,
    sex: user.sex,
    birthDate: user.birthDate,
    // A user without a wallet or points row has none yet: zeros.
    level: row.level ?? 0,
    growth: row.growth ?? 0,
    score: row.score ?? 0,
    balance: centsToYuan(row.balanceCents ?? 0),
  };
}

/** The one_time_tokens key of a spent single sign-on code: its jti, per partner platform. */
export function ssoJtiKey(plattype: string, jti: string): string {
  return hashToken(`sso:${plattype}:${jti}`);
}

function newUserId(): string {
  return `u${randomUUID().replaceAll('-', '')}`;
}

/** Parses a value with a domain rule; its first error becomes the 400. */
export function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BusinessError(firstError(result) ?? messages.invalid);
  return result.data;
}

export interface AccountServiceOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** Defaults: keys in memory, MALL_SSO_SECRET or a process secret, the SMS provider of MALL_SMS_PROVIDER. */
  config?: Partial<AccountConfig>;
}

export type AccountService = ReturnType<typeof accountService>;

export function accountService(options: AccountServiceOptions) {
  const { db, now, rateLimiter } = options;
  const given = options.config?.sms;
  const config: AccountConfig = {
    ...(given ? accountConfigFromEnv(null, process.env, given) : accountConfigFromEnv(null)),
    ...options.config,
  };
  // The development provider prints codes to the log: never in production, however it came in.
  if (isProduction() && config.sms instanceof DevSmsProvider) {
    throw new Error('SMS configuration: the development SMS provider is refused in production');
  }
  const smsPerIp: Limit = { purpose: 'sms:ip', limit: config.smsIpLimit, windowMs: 60 * 60 * 1000 };
  const loginFailures = failureThrottle(rateLimiter, { purpose: 'login', ...LOGIN_FAILURES });
  let keys: RsaKeys | undefined;
  const rsa = () => (keys ??= loadRsaKeys(config.dataDir ?? null));
  rsa();

  /** The plain password of an RSA ciphertext, or a 400. Call it only after the request's limits passed. */
  const decryptPassword = (ciphertext: string): string => {
    const plain = rsa().decrypt(ciphertext);
    if (plain === null) throw new BusinessError(messages.passwordUnreadable);
    return plain;
  };

  /** A login's answer: a new token of an active user (`executor`: the caller's transaction, if any). */
  const loginResult = async (userId: string, executor: Database = db): Promise<LoginResult> => {
    const [user] = await executor.select().from(users).where(eq(users.userId, userId)).limit(1);
    if (!user) throw new BusinessError(messages.notFound);
    if (user.status !== 1) throw new BusinessError(messages.accountDisabled);
    const issued = await issueToken(executor, user.userId, { now: now() });
    return {
      access_token: issued.token,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      userId: user.userId,
      nickName: user.nickName,
      pic: user.pic,
    };
  };

  /**
   * After a successful password login: a hash of weaker scrypt parameters than the current ones is
   * replaced (decisions/0034), unless the password changed meanwhile (the update matches the old hash).
   */
  const upgradePasswordHash = async (userId: string, password: string, stored: string): Promise<void> => {
    const upgraded = await rehashIfWeaker(password, stored);
    if (!upgraded) return;
    await db
      .update(users)
      .set({ passwordHash: upgraded })
      .where(and(eq(users.userId, userId), eq(users.passwordHash, stored)));
  };

  const inFlight = new Set<Promise<void>>();

  /**
   * Makes a code for `mobile` (throttled per client address, per mobile and purpose each minute, per
   * mobile each day) and, when `deliver`, texts it in the background; answers true once the code is
   * stored, the same whether a text goes out or not. A text that fails is logged by its provider without
   * the code, and its code deleted: nothing usable is left, and the shopper may ask again at once.
   */
  const sendCode = async (request: FastifyRequest, mobile: string, purpose: SmsPurpose, deliver: boolean) => {
    await enforceLimit(rateLimiter, smsPerIp, addressKey(request.ip));
    const sentAt = now();
    const { id, code } = await createSmsCode(db, rateLimiter, mobile, purpose, sentAt);
    if (!deliver) return true;
    const log = request.log;
    const delivery: Promise<void> = config.sms
      .send({ mobile, purpose, code, sentAt }, log)
      .catch(async (error: unknown) => {
        if (!(error instanceof SmsSendError)) {
          // Not one of ours: only its name, its message could carry the code.
          log.warn(
            { sms: { provider: config.sms.name, purpose, error: (error as Error)?.name } },
            'SMS not sent',
          );
        }
        await voidSmsCode(db, { id }, now()).catch(() =>
          log.error({ sms: { purpose } }, 'unsent SMS code not deleted'),
        );
      })
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
    return true;
  };

  /** Resolves once every text in flight was sent or given up (and its code deleted). */
  const settled = async (): Promise<void> => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  const userByMobile = async (mobile: string) =>
    (await db.select().from(users).where(eq(users.mobile, mobile)).limit(1))[0];

  /** Registration step 2, after the code is consumed: a flag that lets `register` create the account. */
  const issueRegisterFlag = async (mobile: string): Promise<string> => {
    const flag = randomBytes(32).toString('base64url');
    await db.insert(oneTimeTokens).values({
      tokenHash: hashToken(flag),
      purpose: 'register',
      subject: mobile,
      createdAt: new Date(now()),
      expiresAt: new Date(now() + REGISTER_FLAG_TTL_MS),
    });
    return flag;
  };

  /** Registration step 3: the account of a verified phone (the flag is spent once), then its login. */
  const register = async (input: z.output<typeof RegisterParam>): Promise<LoginResult> => {
    const { checkRegisterSmsFlag, mobile, userName } = input;
    const flagHash = hashToken(checkRegisterSmsFlag);
    const at = new Date(now());
    const live = and(
      eq(oneTimeTokens.tokenHash, flagHash),
      eq(oneTimeTokens.purpose, 'register'),
      eq(oneTimeTokens.subject, mobile),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, at),
    );
    const [flag] = await db.select().from(oneTimeTokens).where(live).limit(1);
    if (!flag) throw new BusinessError(messages.registerVerificationExpired);
    const password = check(newPasswordSchema, decryptPassword(input.password));
    const taken = await db
      .select({ userName: users.userName, mobile: users.mobile })
      .from(users)
      .where(or(eq(users.userName, userName), eq(users.mobile, mobile)));
    if (taken.some((u) => u.mobile === mobile)) throw new BusinessError(messages.mobileTaken);
    if (taken.length > 0) throw new BusinessError(messages.userNameTaken);
    const passwordHash = await hashPassword(password);
    const spent = await db
      .update(oneTimeTokens)
      .set({ usedAt: at })
      .where(live)
      .returning({ tokenHash: oneTimeTokens.tokenHash });
    if (spent.length === 0) throw new BusinessError(messages.registerVerificationExpired);
    const userId = newUserId();
    const inserted = await db
      .insert(users)
      .values({ userId, userName, mobile, nickName: userName, passwordHash, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ userId: users.userId });
    // A concurrent registration took the name or the mobile in between.
    if (inserted.length === 0) throw new BusinessError(messages.userNameTaken);
    return loginResult(userId);
  };

  /**
   * Login by a partner platform's single sign-on code (decisions/0034): strictly verified (sso.ts), its
   * jti spent once (inserted if absent into one_time_tokens until the code's expiry, so a replay is
   * refused on any instance), the partner user linked to one of ours (made at first use) and the token
   * issued, all in one transaction.
   */
  const ssoLogin = async (principal: string): Promise<AppLoginResult> => {
    const at = now();
    const result = verifySsoCode(config.ssoSecret, config.ssoPlattype, principal, at, config.ssoCodeTtlMs);
    if (!result.ok) {
      throw new BusinessError(
        result.reason === 'expired' ? messages.ssoCodeExpired : messages.ssoCodeInvalid,
      );
    }
    const { claims } = result;
    const login = await db.transaction(async (tx) => {
      const spent = await tx
        .insert(oneTimeTokens)
        .values({
          tokenHash: ssoJtiKey(claims.plt, claims.jti),
          purpose: 'sso',
          subject: `${claims.plt}:${claims.uid}`,
          createdAt: new Date(at),
          expiresAt: new Date(claims.exp),
          usedAt: new Date(at),
        })
        .onConflictDoNothing()
        .returning({ tokenHash: oneTimeTokens.tokenHash });
      if (spent.length === 0) throw new BusinessError(messages.ssoCodeUsed);
      const link = and(
        eq(partnerAccounts.plattype, claims.plt),
        eq(partnerAccounts.partnerUserId, claims.uid),
      );
      let [linked] = await tx.select().from(partnerAccounts).where(link).limit(1);
      if (!linked) {
        const userId = newUserId();
        const nick =
          typeof claims.nick === 'string' && claims.nick.trim() ? claims.nick.trim().slice(0, 15) : '';
        await tx.insert(users).values({ userId, nickName: nick || `User ${userId.slice(1, 7)}` });
        await tx
          .insert(partnerAccounts)
          .values({ plattype: claims.plt, partnerUserId: claims.uid, userId })
          .onConflictDoNothing();
        [linked] = await tx.select().from(partnerAccounts).where(link).limit(1);
        // Another request linked the partner user first: drop the spare user.
        if (linked && linked.userId !== userId) await tx.delete(users).where(eq(users.userId, userId));
      }
      if (!linked) throw new BusinessError(messages.ssoCodeInvalid);
      return loginResult(linked.userId, tx);
    });
    return { ...login, fescoPlattype: claims.plt };
  };

  return {
    config,
    rsa,
    loginFailures,
    decryptPassword,
    loginResult,
    upgradePasswordHash,
    sendCode,
    settled,
    userByMobile,
    issueRegisterFlag,
    register,
    ssoLogin,
  };
}
