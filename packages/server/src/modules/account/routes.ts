// Account routes (docs/api.md, Accounts): the RSA public key, SMS codes, registration in three steps,
// login by password, by SMS code and by a partner's single sign-on code, forgot and change password,
// logout, and the signed-in user's profile. Passwords travel RSA-encrypted (decisions/0012).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AppLoginParam,
  AppLoginResult,
  centsToYuan,
  ChangePasswordParam,
  CheckSmsParam,
  DevSmsAnswer,
  DevSmsQuery,
  firstError,
  Flag,
  LoginParam,
  loginPasswordSchema,
  LoginResult,
  messages,
  newPasswordSchema,
  phoneSchema,
  RegisterParam,
  ResetPasswordParam,
  SetUserInfoParam,
  smsCodeSchema,
  smsRequestForm,
  Text,
  UserInfo,
  usernameSchema,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { accountConfigFromEnv, type AccountConfig } from './config.ts';
import { consumeSmsCode, createSmsCode } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { loadRsaKeys, type RsaKeys } from './rsa.ts';
import { DevSmsProvider, type SmsPurpose } from './sms.ts';
import { verifySsoCode } from './sso.ts';
import { userPoints } from '../points/tables.ts';
import { userWallets } from '../wallet/tables.ts';
import { accessTokens, oneTimeTokens, partnerAccounts, users } from './tables.ts';
import { hashToken, issueToken, revokeToken } from './tokens.ts';

/** How long the registration flag of a verified phone is valid. */
export const REGISTER_FLAG_TTL_MS = 10 * 60 * 1000;

// Throttles: failed or not, login attempts per principal (here) and per client address; SMS sends per
// address (those two in the routes, from the configuration).
const loginPerPrincipal: Limit = {
  purpose: 'login:principal',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: messages.loginTooManyFailures,
};

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

export interface AccountRoutesOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** Defaults: keys in memory, MALL_SSO_SECRET or a process secret, the development SMS provider. */
  config?: Partial<AccountConfig>;
}

let dummy: Promise<string> | undefined;
/** A hash of a random password, verified against when there is no user (or no password). */
function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(randomBytes(16).toString('base64url')));
}

function newUserId(): string {
  return `u${randomUUID().replaceAll('-', '')}`;
}

/** Parses a value with a domain rule; its first error becomes the 400. */
function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BusinessError(firstError(result) ?? messages.invalid);
  return result.data;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db, now, rateLimiter } = options;
  const config: AccountConfig = { ...accountConfigFromEnv(null), ...options.config };
  // Per client address (config: MALL_LOGIN_IP_LIMIT, MALL_SMS_IP_LIMIT).
  const loginPerIp: Limit = {
    purpose: 'login:ip',
    limit: config.loginIpLimit,
    windowMs: 15 * 60 * 1000,
    message: messages.loginTooManyFailures,
  };
  const smsPerIp: Limit = { purpose: 'sms:ip', limit: config.smsIpLimit, windowMs: 60 * 60 * 1000 };
  let keys: RsaKeys | undefined;
  const rsa = () => (keys ??= loadRsaKeys(config.dataDir ?? null));
  rsa();

  /** The plain password of an RSA ciphertext, or a 400. */
  const decryptPassword = (ciphertext: string): string => {
    const plain = rsa().decrypt(ciphertext);
    if (plain === null) throw new BusinessError(messages.passwordUnreadable);
    return plain;
  };

  const loginResult = async (userId: string): Promise<LoginResult> => {
    const [user] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
    if (!user) throw new BusinessError(messages.notFound);
    if (user.status !== 1) throw new BusinessError(messages.accountDisabled);
    const issued = await issueToken(db, user.userId, { now: now() });
    return {
      access_token: issued.token,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      userId: user.userId,
      nickName: user.nickName,
      pic: user.pic,
    };
  };

  const sendCode = async (request: FastifyRequest, mobile: string, purpose: SmsPurpose) => {
    await enforceLimit(rateLimiter, smsPerIp, request.ip);
    const sentAt = now();
    const code = await createSmsCode(db, mobile, purpose, sentAt);
    await config.sms.send({ mobile, purpose, code, sentAt }, request.log);
    return true;
  };

  const userByMobile = async (mobile: string) =>
    (await db.select().from(users).where(eq(users.mobile, mobile)).limit(1))[0];

  const tags = ['account'];
  const MobileBody = smsRequestForm;

  // --- RSA ---------------------------------------------------------------------------------------------
  app.get(
    '/rsa/publicKey',
    {
      schema: {
        tags,
        summary: 'The RSA public key (PEM) that encrypts passwords',
        response: { 200: Text },
      },
    },
    () => rsa().publicKeyPem,
  );

  // --- SMS -------------------------------------------------------------------------------------------
  app.post(
    '/sms/sendLoginCode',
    {
      schema: {
        tags,
        summary: 'Send a login code by SMS',
        body: MobileBody,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { mobile } = request.body;
      if (!(await userByMobile(mobile))) throw new BusinessError(messages.mobileNotRegistered);
      return sendCode(request, mobile, 'login');
    },
  );

  app.put(
    '/user/sendRegisterSms',
    {
      schema: {
        tags,
        summary: 'Registration step 1: send a code to the new phone',
        body: MobileBody,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { mobile } = request.body;
      if (await userByMobile(mobile)) throw new BusinessError(messages.mobileTaken);
      return sendCode(request, mobile, 'register');
    },
  );

  app.put(
    '/user/sendResetSms',
    {
      schema: {
        tags,
        summary: 'Forgot password: send a code to the registered phone',
        body: MobileBody,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { mobile } = request.body;
      if (!(await userByMobile(mobile))) throw new BusinessError(messages.mobileNotRegistered);
      return sendCode(request, mobile, 'reset');
    },
  );

  if (config.devOutbox && process.env.NODE_ENV !== 'production') {
    const provider = config.sms;
    app.get(
      '/dev/sms/latest',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: the latest SMS code sent to a mobile',
          querystring: DevSmsQuery,
          response: { 200: DevSmsAnswer },
        },
      },
      (request) => {
        const latest = provider instanceof DevSmsProvider ? provider.latest(request.query.mobile) : undefined;
        if (!latest) throw new BusinessError(messages.notFound);
        return latest;
      },
    );
  }

  // --- Registration ----------------------------------------------------------------------------------
  app.put(
    '/user/checkRegisterSms',
    {
      schema: {
        tags,
        summary: 'Registration step 2: check the code; answers the registration flag',
        body: CheckSmsParam,
        response: { 200: Text },
      },
    },
    async (request) => {
      const { mobile, validCode } = request.body;
      await consumeSmsCode(db, mobile, 'register', validCode, now());
      const flag = randomBytes(32).toString('base64url');
      await db.insert(oneTimeTokens).values({
        tokenHash: hashToken(flag),
        purpose: 'register',
        subject: mobile,
        createdAt: new Date(now()),
        expiresAt: new Date(now() + REGISTER_FLAG_TTL_MS),
      });
      return flag;
    },
  );

  app.put(
    '/user/registerOrBindUser',
    {
      schema: {
        tags,
        summary: 'Registration step 3: create the account (password RSA-encrypted); answers a login',
        body: RegisterParam,
        response: { 200: LoginResult },
      },
    },
    async (request) => {
      const { checkRegisterSmsFlag, mobile, userName } = request.body;
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
      const password = check(newPasswordSchema, decryptPassword(request.body.password));
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
    },
  );

  // --- Login -----------------------------------------------------------------------------------------
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in: loginType 0 username or mobile + RSA password, 1 mobile + SMS code',
        body: LoginParam,
        response: { 200: LoginResult },
      },
    },
    async (request) => {
      const { loginType } = request.body;
      if (loginType === 1) {
        const mobile = check(phoneSchema, request.body.principal);
        const code = check(smsCodeSchema, request.body.credentials);
        await enforceLimit(rateLimiter, loginPerIp, request.ip);
        await enforceLimit(rateLimiter, loginPerPrincipal, mobile);
        const user = await userByMobile(mobile);
        if (!user) throw new BusinessError(messages.mobileNotRegistered);
        await consumeSmsCode(db, mobile, 'login', code, now());
        await rateLimiter.reset(loginPerPrincipal.purpose, mobile);
        return loginResult(user.userId);
      }
      const principal = check(usernameSchema, request.body.principal);
      await enforceLimit(rateLimiter, loginPerIp, request.ip);
      await enforceLimit(rateLimiter, loginPerPrincipal, principal);
      const password = check(loginPasswordSchema, decryptPassword(request.body.credentials));
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(users.userName, principal), eq(users.mobile, principal)))
        .limit(1);
      // An unknown user costs the same scrypt as a known one: the reply time tells no names apart.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !matches) throw new BusinessError(messages.loginFailed);
      await rateLimiter.reset(loginPerPrincipal.purpose, principal);
      return loginResult(user.userId);
    },
  );

  app.post(
    '/appLogin',
    {
      schema: {
        tags,
        summary: "Log in with a partner platform's single sign-on code",
        body: AppLoginParam,
        response: { 200: AppLoginResult },
      },
    },
    async (request) => {
      await enforceLimit(rateLimiter, loginPerIp, request.ip);
      const at = now();
      const result = verifySsoCode(config.ssoSecret, config.ssoPlattype, request.body.principal, at);
      if (!result.ok) {
        throw new BusinessError(
          result.reason === 'expired' ? messages.ssoCodeExpired : messages.ssoCodeInvalid,
        );
      }
      const { claims } = result;
      const spent = await db
        .insert(oneTimeTokens)
        .values({
          tokenHash: createHash('sha256').update(request.body.principal.trim(), 'utf8').digest('hex'),
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
      let [linked] = await db.select().from(partnerAccounts).where(link).limit(1);
      if (!linked) {
        const userId = newUserId();
        const nick =
          typeof claims.nick === 'string' && claims.nick.trim() ? claims.nick.trim().slice(0, 15) : '';
        await db.insert(users).values({ userId, nickName: nick || `User ${userId.slice(1, 7)}` });
        await db
          .insert(partnerAccounts)
          .values({ plattype: claims.plt, partnerUserId: claims.uid, userId })
          .onConflictDoNothing();
        [linked] = await db.select().from(partnerAccounts).where(link).limit(1);
        // Another request linked the partner user first: drop the spare user.
        if (linked && linked.userId !== userId) await db.delete(users).where(eq(users.userId, userId));
      }
      if (!linked) throw new BusinessError(messages.ssoCodeInvalid);
      return { ...(await loginResult(linked.userId)), fescoPlattype: claims.plt };
    },
  );

  // --- Passwords -------------------------------------------------------------------------------------
  app.put(
    '/user/resetPassword',
    {
      schema: {
        tags,
        summary: 'Forgot password: a new password (RSA) with the code sent to the phone',
        body: ResetPasswordParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { mobile, validCode } = request.body;
      const user = await userByMobile(mobile);
      if (!user) throw new BusinessError(messages.mobileNotRegistered);
      const password = check(newPasswordSchema, decryptPassword(request.body.password));
      await consumeSmsCode(db, mobile, 'reset', validCode, now());
      const at = new Date(now());
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: at })
        .where(eq(users.userId, user.userId));
      // Every session of the account ends: whoever had the old password is out.
      await db
        .update(accessTokens)
        .set({ revokedAt: at })
        .where(and(eq(accessTokens.userId, user.userId), isNull(accessTokens.revokedAt)));
      return true;
    },
  );

  app.put(
    '/p/user/changePassword',
    {
      schema: {
        tags,
        summary: 'Change the password (both RSA-encrypted); other sessions end',
        security: [{ bearer: [] }],
        body: ChangePasswordParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const oldPassword = check(loginPasswordSchema, decryptPassword(request.body.oldPassword));
      const newPassword = check(newPasswordSchema, decryptPassword(request.body.newPassword));
      await enforceLimit(rateLimiter, loginPerPrincipal, `user:${userId}`);
      const [user] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
      if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
        throw new BusinessError(messages.oldPasswordWrong);
      }
      await rateLimiter.reset(loginPerPrincipal.purpose, `user:${userId}`);
      const at = new Date(now());
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: at })
        .where(eq(users.userId, userId));
      await db
        .update(accessTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(accessTokens.userId, userId),
            isNull(accessTokens.revokedAt),
            ne(accessTokens.tokenHash, hashToken(request.accessToken ?? '')),
          ),
        );
      return true;
    },
  );

  // --- Session and profile ---------------------------------------------------------------------------
  app.post(
    '/p/user/logOut',
    {
      schema: {
        tags,
        summary: 'Log out: the token is revoked',
        security: [{ bearer: [] }],
        response: { 200: Flag },
      },
    },
    async (request) => {
      requireUser(request);
      if (request.accessToken) await revokeToken(db, request.accessToken, now());
      return true;
    },
  );

  app.get(
    '/p/user/userInfo',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: UserInfo },
      },
    },
    (request) => readUserInfo(db, requireUser(request)),
  );

  app.put(
    '/p/user/setUserInfo',
    {
      schema: {
        tags,
        summary: "Change the signed-in user's nickname, avatar, sex or birth date",
        security: [{ bearer: [] }],
        body: SetUserInfoParam,
        response: { 200: UserInfo },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const { nickName, avatarUrl, sex, birthDate } = request.body;
      await db
        .update(users)
        .set({
          ...(nickName !== undefined ? { nickName } : {}),
          ...(avatarUrl !== undefined ? { pic: avatarUrl || null } : {}),
          ...(sex !== undefined ? { sex } : {}),
          ...(birthDate !== undefined ? { birthDate } : {}),
          updatedAt: new Date(now()),
        })
        .where(eq(users.userId, userId));
      return readUserInfo(db, userId);
    },
  );
};
