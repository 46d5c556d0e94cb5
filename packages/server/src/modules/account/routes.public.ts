// Account routes (docs/api.md, Accounts): the RSA public key, SMS codes, registration in three steps,
// login by password, by SMS code and by a partner's single sign-on code, forgot and change password,
// logout, and the signed-in user's profile. Passwords travel RSA-encrypted (decisions/0012), decrypted
// only after every limit of the request passed; failed logins slow the failing address down instead of
// locking the account, and the password reset answers alike for unknown mobiles (decisions/0032). The
// three SMS routes answer alike whether or not the mobile has an account (a login or reset text goes
// only to an account; a registration text always, the taken mobile is refused after its code), and every
// code check is throttled per mobile and per address (decisions/0031).
import { eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AppLoginParam,
  AppLoginResult,
  CheckSmsParam,
  DevSmsAnswer,
  DevSmsQuery,
  Flag,
  LoginParam,
  loginPasswordSchema,
  LoginResult,
  messages,
  newPasswordSchema,
  phoneSchema,
  RegisterParam,
  ResetPasswordParam,
  smsCodeSchema,
  smsRequestForm,
  Text,
  usernameSchema,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { addressKey, enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { codeCheckSucceeded, consumeSmsCode, enforceCodeCheckLimits } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { DevSmsProvider } from './sms.ts';
import { users } from './tables.ts';
import { revokeUserTokens } from './tokens.ts';
import { check, resetPerIp, resetPerMobile, type AccountService } from './service.ts';

export interface AccountRoutesOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** The account service (keys, single sign-on, SMS, registration) both audiences' routes share. */
  service: AccountService;
}

export const accountPublicRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db, now, rateLimiter, service } = options;
  const { config, rsa, decryptPassword, loginFailures, loginResult, sendCode, userByMobile } = service;
  // Texts in flight finish (or fail and lose their code) before the server closes.
  app.addHook('onClose', () => service.settled());
  // Per client address (config: MALL_LOGIN_IP_LIMIT, MALL_SMS_IP_LIMIT).
  const loginPerIp: Limit = {
    purpose: 'login:ip',
    limit: config.loginIpLimit,
    windowMs: 15 * 60 * 1000,
    message: messages.loginTooManyFailures,
  };
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
      // No account: the same answer, a code stored but never texted.
      return sendCode(request, mobile, 'login', Boolean(await userByMobile(mobile)));
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
      // Texted even when the mobile has an account: only its owner gets the code, and learns at step 2
      // that the number is registered.
      return sendCode(request, request.body.mobile, 'register', true);
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
      // No account: the same answer, a code stored but never texted.
      return sendCode(request, mobile, 'reset', Boolean(await userByMobile(mobile)));
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
      const address = addressKey(request.ip);
      await enforceCodeCheckLimits(rateLimiter, mobile, address);
      await consumeSmsCode(db, mobile, 'register', validCode, now());
      await codeCheckSucceeded(rateLimiter, mobile, address);
      // Told only to whoever holds the phone's code.
      if (await userByMobile(mobile)) throw new BusinessError(messages.mobileTaken);
      return service.issueRegisterFlag(mobile);
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
      return service.register(request.body);
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
      const address = request.ip;
      // Every limit before any decryption (decisions/0032): per address, then the failures' waits
      // (loginFailures.attempt decrypts inside, once they passed).
      if (loginType === 1) {
        const mobile = check(phoneSchema, request.body.principal);
        const code = check(smsCodeSchema, request.body.credentials);
        await enforceLimit(rateLimiter, loginPerIp, addressKey(address));
        await enforceCodeCheckLimits(rateLimiter, mobile, addressKey(address));
        // The code first: a mobile without an account has codes too (never texted), so a wrong code
        // reads the same for both. A refused code counts as a failed login, and its own message is the
        // answer.
        let refused: unknown;
        const right = await loginFailures.attempt(`mobile:${mobile}`, address, async () => {
          try {
            await consumeSmsCode(db, mobile, 'login', code, now());
            return true;
          } catch (error) {
            if (!(error instanceof BusinessError)) throw error;
            refused = error;
            return false;
          }
        });
        if (!right) throw refused;
        await codeCheckSucceeded(rateLimiter, mobile, addressKey(address));
        const user = await userByMobile(mobile);
        if (!user) throw new BusinessError(messages.mobileNotRegistered);
        return loginResult(user.userId);
      }
      const principal = check(usernameSchema, request.body.principal);
      await enforceLimit(rateLimiter, loginPerIp, addressKey(address));
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(users.userName, principal), eq(users.mobile, principal)))
        .limit(1);
      // By account when there is one, so its username and its mobile share one count.
      const who = user ? `user:${user.userId}` : `name:${principal}`;
      let password = '';
      const right = await loginFailures.attempt(who, address, async () => {
        password = check(loginPasswordSchema, decryptPassword(request.body.credentials));
        // An unknown user costs the same scrypt as a known one (verifyPassword derives once for no
        // hash): the reply time tells no names apart.
        const matches = await verifyPassword(password, user?.passwordHash);
        return user?.passwordHash !== undefined && user.passwordHash !== null && matches;
      });
      if (!user?.passwordHash || !right) throw new BusinessError(messages.loginFailed);
      await service.upgradePasswordHash(user.userId, password, user.passwordHash);
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
      await enforceLimit(rateLimiter, loginPerIp, addressKey(request.ip));
      return service.ssoLogin(request.body.principal);
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
      // The limits first, then the decryption; the answer never tells whether the mobile has an account.
      const address = addressKey(request.ip);
      await enforceLimit(rateLimiter, resetPerIp, address);
      await enforceLimit(rateLimiter, resetPerMobile, `${mobile}|${address}`);
      await enforceCodeCheckLimits(rateLimiter, mobile, address);
      const password = check(newPasswordSchema, decryptPassword(request.body.password));
      try {
        await consumeSmsCode(db, mobile, 'reset', validCode, now());
      } catch (error) {
        // No code, an expired, wrong or burnt one: one answer (an unknown mobile never has a code).
        if (error instanceof BusinessError) throw new BusinessError(messages.resetCodeInvalid);
        throw error;
      }
      await codeCheckSucceeded(rateLimiter, mobile, address);
      const user = await userByMobile(mobile);
      if (!user) throw new BusinessError(messages.resetCodeInvalid);
      const at = new Date(now());
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: at })
        .where(eq(users.userId, user.userId));
      // Every session of the account ends: whoever had the old password is out.
      await revokeUserTokens(db, user.userId, at.getTime());
      return true;
    },
  );
};
