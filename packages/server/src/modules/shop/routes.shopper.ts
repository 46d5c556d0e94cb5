// The shopper's followed stores (/p/shop/collection/...), in the shopper scope.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BareId, CollectedShopPage, Flag, formatDate, messages, PageQuery, ShopIdQuery } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { shopColumns, toShopCard } from './routes.public.ts';
import { shopCollections, shops } from './tables.ts';

const tags = ['shop'];
const security = [{ bearer: [] }];

export const shopShopperRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
};
