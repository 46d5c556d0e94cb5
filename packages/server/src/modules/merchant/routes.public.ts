// The merchant's login (POST /merchant/login): public, limited per client address; failures slow down
// per (username, address) and per address with a growing wait, never locking the account
// (decisions/0032); the password is decrypted only after those checks. Answers a merchant token for the
// merchant scope (routes.merchant.ts).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MerchantLoginParam, MerchantLoginResult, messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import {
  addressKey,
  enforceLimit,
  failureThrottle,
  LOGIN_FAILURES,
  type Limit,
} from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { hashPassword, verifyPassword } from '../account/passwords.ts';
import { loadRsaKeys } from '../account/rsa.ts';
import { issueMerchantToken } from './auth.ts';
import { merchantAccounts } from './tables.ts';

const tags = ['merchant'];

export interface MerchantRoutesOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** Where the RSA key pair lives (the account module's data folder); null: the process's pair. */
  dataDir: string | null;
  /** Login attempts per client address per 15 minutes (MALL_LOGIN_IP_LIMIT, as /login). */
  loginIpLimit?: number;
}

let dummy: Promise<string> | undefined;

export const merchantPublicRoutes: FastifyPluginAsyncZod<MerchantRoutesOptions> = async (app, options) => {
  const { db, now, rateLimiter } = options;
  const rsa = loadRsaKeys(options.dataDir);
  const failures = failureThrottle(rateLimiter, { purpose: 'merchant-login', ...LOGIN_FAILURES });
  const perIp: Limit = {
    purpose: 'merchant-login:ip',
    limit: options.loginIpLimit ?? 50,
    windowMs: 15 * 60 * 1000,
    message: messages.loginTooManyFailures,
  };

  app.post(
    '/merchant/login',
    {
      schema: {
        tags,
        summary:
          "A merchant's login: password RSA-encrypted with GET /rsa/publicKey like /login; answers a merchant token (not valid on /p/) and the shop it owns",
        body: MerchantLoginParam,
        response: { 200: MerchantLoginResult },
      },
    },
    async (request) => {
      const { username } = request.body;
      await enforceLimit(rateLimiter, perIp, addressKey(request.ip));
      const [account] = await db
        .select()
        .from(merchantAccounts)
        .where(and(eq(merchantAccounts.username, username), eq(merchantAccounts.status, 1)))
        .limit(1);
      const right = await failures.attempt(username, request.ip, async () => {
        const password = rsa.decrypt(request.body.password);
        if (password === null) throw new BusinessError(messages.passwordUnreadable);
        // The same scrypt cost whether the account exists or not.
        const stored = account?.passwordHash ?? (await (dummy ??= hashPassword(Math.random().toString(36))));
        return (await verifyPassword(password, stored)) && account !== undefined;
      });
      if (!account || !right) throw new BusinessError(messages.merchantLoginFailed);
      const token = await issueMerchantToken(db, account.merchantId, now());
      return { access_token: token, shopId: account.shopId };
    },
  );
};
