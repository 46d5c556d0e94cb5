// The platform's login (POST /platform/login, decisions/0050): public, and limited like the merchants'
// (the consoles' shared check, account/console-login.ts, decisions/0032): attempts per client address on the shared store,
// failures slowing down per (username, address) and per address with a growing wait, never locking the
// account; the RSA-encrypted password is decrypted only after those checks. A disabled account, a wrong
// password and an unknown name are one answer. A success answers a platform token (valid on /platform/
// only) with the account's name and role, and rewrites a hash of weaker scrypt parameters (0034).
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, PlatformLoginParam, PlatformLoginResult, type PlatformRole } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { consoleLogin } from '../account/console-login.ts';
import { rehashIfWeaker } from '../account/passwords.ts';
import { issuePlatformToken } from './auth.ts';
import { platformUsers } from './tables.ts';

const tags = ['platform'];

export interface PlatformPublicRoutesOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** Where the RSA key pair lives (the account module's data folder); null: the process's pair. */
  dataDir: string | null;
  /** Login attempts per client address per 15 minutes (MALL_LOGIN_IP_LIMIT, as /login). */
  loginIpLimit?: number;
}

export const platformPublicRoutes: FastifyPluginAsyncZod<PlatformPublicRoutesOptions> = async (
  app,
  options,
) => {
  const { db, now } = options;
  const login = consoleLogin({
    rateLimiter: options.rateLimiter,
    purpose: 'platform-login',
    dataDir: options.dataDir,
    loginIpLimit: options.loginIpLimit,
  });

  app.post(
    '/platform/login',
    {
      schema: {
        tags,
        summary:
          "A platform account's login: password RSA-encrypted with GET /rsa/publicKey like /login; answers a platform token (valid on /platform/ only, 12 hours) and the account's role",
        body: PlatformLoginParam,
        response: { 200: PlatformLoginResult },
      },
    },
    async (request) => {
      const { username } = request.body;
      await login.checkAddress(request.ip);
      // A disabled account is no account here (as its tokens: auth.ts).
      const [account] = await db
        .select({
          platformUserId: platformUsers.platformUserId,
          username: platformUsers.username,
          role: platformUsers.role,
          passwordHash: platformUsers.passwordHash,
        })
        .from(platformUsers)
        .where(and(eq(platformUsers.username, username), eq(platformUsers.status, 1)))
        .limit(1);
      // The password is decrypted only once the address and the (username, address) pair may try.
      const password = await login.verify(username, request.ip, request.body.password, account?.passwordHash);
      if (!account || password === null) throw new BusinessError(messages.platformLoginFailed);
      const upgraded = await rehashIfWeaker(password, account.passwordHash);
      if (upgraded) {
        // Unless the password changed meanwhile: the update matches the hash that was verified.
        await db
          .update(platformUsers)
          .set({ passwordHash: upgraded })
          .where(
            and(
              eq(platformUsers.platformUserId, account.platformUserId),
              eq(platformUsers.passwordHash, account.passwordHash),
            ),
          );
      }
      const { token, expiresIn } = await issuePlatformToken(db, account.platformUserId, now());
      return {
        access_token: token,
        token_type: 'bearer' as const,
        expires_in: expiresIn,
        username: account.username,
        role: account.role as PlatformRole,
      };
    },
  );
};
