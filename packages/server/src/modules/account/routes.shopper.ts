// The signed-in shopper's account routes (/p/user/...: password, logout, profile), in the shopper scope.
// A password change is limited per user and per address before its passwords are decrypted; it ends
// every session of the account, the one that made it included (the shopper signs in again).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordParam,
  Flag,
  isBirthDateInFuture,
  loginPasswordSchema,
  messages,
  newPasswordSchema,
  SetUserInfoParam,
  UserInfo,
} from '@mall/domain';
import { BusinessError } from '../../plugins/errors.ts';
import { claimUploads } from '../file/service.ts';
import { addressKey, enforceLimit } from '../../plugins/rate-limit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { users } from './tables.ts';
import { revokeToken, revokeUserTokens } from './tokens.ts';
import { changePerIp, changePerUser, check, readUserInfo } from './service.ts';
import type { AccountRoutesOptions } from './routes.public.ts';

const tags = ['account'];

export const accountShopperRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db, now, rateLimiter, service } = options;
  const { decryptPassword } = service;

  app.put(
    '/p/user/changePassword',
    {
      schema: {
        tags,
        summary: 'Change the password (both RSA-encrypted); every session ends, this one included',
        security: [{ bearer: [] }],
        body: ChangePasswordParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const userId = request.userId;
      // The limits before any decryption (decisions/0032).
      await enforceLimit(rateLimiter, changePerIp, addressKey(request.ip));
      await enforceLimit(rateLimiter, changePerUser, userId);
      const oldPassword = check(loginPasswordSchema, decryptPassword(request.body.oldPassword));
      const newPassword = check(newPasswordSchema, decryptPassword(request.body.newPassword));
      const [user] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
      if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
        throw new BusinessError(messages.oldPasswordWrong);
      }
      await rateLimiter.reset(changePerUser.purpose, userId);
      const at = new Date(now());
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: at })
        .where(eq(users.userId, userId));
      // Every token of the account goes, the current one included: the shopper signs in again.
      await revokeUserTokens(db, userId, at.getTime());
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
    (request) => readUserInfo(db, request.userId),
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
      const userId = request.userId;
      const { nickName, avatarUrl, sex, birthDate } = request.body;
      if (birthDate && isBirthDateInFuture(birthDate, now())) {
        throw new BusinessError(messages.birthDateInFuture);
      }
      // A new avatar is one of the shopper's own uploads ('' or null clears it; the current one may be
      // sent back unchanged, whatever its origin).
      if (avatarUrl) {
        const [current] = await db.select({ pic: users.pic }).from(users).where(eq(users.userId, userId));
        if (avatarUrl !== current?.pic) {
          await claimUploads(db, userId, [avatarUrl], messages.imageNotUploaded, new Date(now()));
        }
      }
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
