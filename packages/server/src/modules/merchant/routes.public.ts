// The merchant's login (POST /merchant/login): public, limited per client address (the consoles' shared
// check, account/console-login.ts); failures slow down
// per (username, address) and per address with a growing wait, never locking the account
// (decisions/0032); the password is decrypted only after those checks. Answers a merchant token for the
// merchant scope (routes.merchant.ts) to an active account whose password is set (a store opened through
// an application has none until its owner sets one: decisions/0051) of an open shop (or one the platform
// took offline: its orders in progress go on, decisions/0050), and rewrites a password hash of weaker
// scrypt parameters (decisions/0034).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MerchantLoginParam, MerchantLoginResult, messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { consoleLogin } from '../account/console-login.ts';
import { rehashIfWeaker } from '../account/passwords.ts';
import { issueMerchantToken, MERCHANT_SHOP_STATUSES } from './auth.ts';
import { shops } from '../shop/tables.ts';
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

export const merchantPublicRoutes: FastifyPluginAsyncZod<MerchantRoutesOptions> = async (app, options) => {
  const { db, now } = options;
  const login = consoleLogin({
    rateLimiter: options.rateLimiter,
    purpose: 'merchant-login',
    dataDir: options.dataDir,
    loginIpLimit: options.loginIpLimit,
  });

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
      await login.checkAddress(request.ip);
      // An account that is disabled, or whose shop is closed, is no account here (as its tokens: auth.ts).
      const [account] = await db
        .select({
          merchantId: merchantAccounts.merchantId,
          shopId: merchantAccounts.shopId,
          passwordHash: merchantAccounts.passwordHash,
        })
        .from(merchantAccounts)
        .innerJoin(shops, eq(shops.shopId, merchantAccounts.shopId))
        .where(
          and(
            eq(merchantAccounts.username, username),
            eq(merchantAccounts.status, 1),
            inArray(shops.status, MERCHANT_SHOP_STATUSES),
          ),
        )
        .limit(1);
      // The password is decrypted only once the address and the (username, address) pair may try; a store
      // account whose owner has not set a password yet (null hash) matches no password.
      const password = await login.verify(username, request.ip, request.body.password, account?.passwordHash);
      if (!account || password === null || account.passwordHash === null) {
        throw new BusinessError(messages.merchantLoginFailed);
      }
      const verified = account.passwordHash;
      const upgraded = await rehashIfWeaker(password, verified);
      // The token only while the password is still the one verified and the account enabled, under the
      // account's row lock: a new password set or a disable meanwhile (each revokes the account's tokens in
      // its transaction) refuses this login rather than leave it a token issued after the revocation.
      const token = await db.transaction(async (tx) => {
        const [still] = await tx
          .select({ merchantId: merchantAccounts.merchantId })
          .from(merchantAccounts)
          .where(
            and(
              eq(merchantAccounts.merchantId, account.merchantId),
              eq(merchantAccounts.passwordHash, verified),
              // Disabled meanwhile (its tokens revoked): no token that a later enable would bring back.
              eq(merchantAccounts.status, 1),
            ),
          )
          .for('update');
        if (!still) return null;
        if (upgraded)
          await tx
            .update(merchantAccounts)
            .set({ passwordHash: upgraded })
            .where(eq(merchantAccounts.merchantId, account.merchantId));
        return issueMerchantToken(tx, account.merchantId, now());
      });
      if (token === null) throw new BusinessError(messages.merchantLoginFailed);
      return { access_token: token, shopId: account.shopId };
    },
  );
};
