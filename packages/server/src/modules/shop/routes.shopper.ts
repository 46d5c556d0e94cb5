// The shopper's followed stores (/p/shop/collection/...) and free store opening (/p/shop/apply...,
// /p/shop/account...: the application and the approved owner's store account, apply.ts, decisions/0051),
// in the shopper scope. The store password arrives RSA-encrypted like every password and is limited per
// shopper before it is decrypted and hashed.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BareId,
  CollectedShopPage,
  Flag,
  formatDate,
  messages,
  PageQuery,
  ShopAccount,
  ShopAccountPasswordAnswer,
  ShopAccountPasswordParam,
  ShopApplyAnswer,
  ShopApplyInfo,
  ShopApplyParam,
  ShopIdQuery,
  storePasswordSchema,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { hashPassword } from '../account/passwords.ts';
import { check } from '../account/service.ts';
import { setStoreAccountPassword } from '../merchant/accounts.ts';
import { ownStoreOf, readOwnApply, readStoreAccount, resubmitApply, submitApply } from './apply.ts';
import { shopColumns, toShopCard } from './routes.public.ts';
import { shopCollections, shops } from './tables.ts';

const tags = ['shop'];
const security = [{ bearer: [] }];

export interface ShopShopperOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** The account module's RSA decryption (a 400 "password unreadable" when it fails). */
  decryptPassword: (ciphertext: string) => string;
}

/** Store password settings per shopper per 15 minutes (each costs a scrypt hash). */
export const storePasswordPerUser: Limit = {
  purpose: 'store-password:user',
  limit: 10,
  windowMs: 15 * 60 * 1000,
};

export const shopShopperRoutes: FastifyPluginAsyncZod<ShopShopperOptions> = async (app, options) => {
  const { db, now, rateLimiter, decryptPassword } = options;
  app.get(
    '/p/shop/collection/isCollection',
    {
      schema: {
        tags,
        summary: 'Whether I follow the store',
        security,
        querystring: ShopIdQuery,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const userId = request.userId;
      const [row] = await db
        .select({ shopId: shopCollections.shopId })
        .from(shopCollections)
        .where(and(eq(shopCollections.userId, userId), eq(shopCollections.shopId, request.query.shopId)))
        .limit(1);
      return row !== undefined;
    },
  );

  app.post(
    '/p/shop/collection/addOrCancel',
    {
      schema: {
        tags,
        summary: 'Follows the store, or unfollows it when followed; answers whether it is now followed',
        security,
        body: BareId,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const userId = request.userId;
      const shopId = request.body;
      const removed = await db
        .delete(shopCollections)
        .where(and(eq(shopCollections.userId, userId), eq(shopCollections.shopId, shopId)))
        .returning({ shopId: shopCollections.shopId });
      if (removed.length > 0) return false;
      const [exists] = await db
        .select({ shopId: shops.shopId })
        .from(shops)
        .where(eq(shops.shopId, shopId))
        .limit(1);
      if (!exists) throw new BusinessError(messages.shopNotFound);
      await db.insert(shopCollections).values({ userId, shopId }).onConflictDoNothing();
      return true;
    },
  );

  app.get(
    '/p/shop/collection/page',
    {
      schema: {
        tags,
        summary: 'The stores I follow, latest first (paged)',
        security,
        querystring: PageQuery,
        response: { 200: CollectedShopPage },
      },
    },
    async (request) => {
      const userId = request.userId;
      const { current, size } = request.query;
      const where = eq(shopCollections.userId, userId);
      const [totalRow] = await db.select({ total: count() }).from(shopCollections).where(where);
      const rows = await db
        .select({ ...shopColumns, collectionTime: shopCollections.createdAt })
        .from(shopCollections)
        .innerJoin(shops, eq(shops.shopId, shopCollections.shopId))
        .where(where)
        .orderBy(desc(shopCollections.createdAt), desc(shopCollections.shopId))
        .limit(size)
        .offset((current - 1) * size);
      return toPage(
        rows.map((row) => ({
          ...toShopCard(row, request.locale),
          collectionTime: formatDate(row.collectionTime),
        })),
        totalRow?.total ?? 0,
        { current, size },
      );
    },
  );

  // --- Free store opening (issue 15) ---------------------------------------------------------------------
  app.get(
    '/p/shop/apply/info',
    {
      schema: {
        tags,
        summary: 'My latest store application (null when I never applied); 2 when its store is offline',
        security,
        response: { 200: ShopApplyInfo },
      },
    },
    (request) => readOwnApply(db, request.userId, now()),
  );

  app.post(
    '/p/shop/apply',
    {
      schema: {
        tags,
        summary:
          'Applies to open a free store (refused while an application is under review or approved); answers its id',
        security,
        body: ShopApplyParam,
        response: { 200: ShopApplyAnswer },
      },
    },
    (request) => submitApply(db, request.userId, request.body, new Date(now())),
  );

  app.put(
    '/p/shop/apply',
    {
      schema: {
        tags,
        summary: 'Resubmits my rejected store application with its fixes: under review again',
        security,
        body: ShopApplyParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await resubmitApply(db, request.userId, request.body, new Date(now()));
      return true;
    },
  );

  app.get(
    '/p/shop/account',
    {
      schema: {
        tags,
        summary:
          "The approved owner's store account: its merchant login name and whether its password is set",
        security,
        response: { 200: ShopAccount },
      },
    },
    (request) => readStoreAccount(db, request.userId, request.locale),
  );

  app.put(
    '/p/shop/account/password',
    {
      schema: {
        tags,
        summary:
          "Sets the store account's password (RSA-encrypted, 6-12 digits); the account's merchant sessions end",
        security,
        body: ShopAccountPasswordParam,
        response: { 200: ShopAccountPasswordAnswer },
      },
    },
    async (request) => {
      const userId = request.userId;
      await enforceLimit(rateLimiter, storePasswordPerUser, userId);
      const store = await ownStoreOf(db, userId);
      const password = check(storePasswordSchema, decryptPassword(request.body.password));
      const set = await setStoreAccountPassword(
        db,
        store.shopId,
        await hashPassword(password),
        new Date(now()),
      );
      if (!set) throw new BusinessError(messages.storeAccountNone);
      return true;
    },
  );
};
