// The shopper's product collection (/p/user/collection/...), in the shopper scope.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BareId, Flag, messages, PageQuery, ProdIdQuery, ProductCardPage } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { shops } from '../shop/tables.ts';
import { cardColumns, toCard } from './cards.ts';
import { prodCollections, products } from './tables.ts';

const tags = ['catalogue'];
const security = [{ bearer: [] }];

export const catalogShopperRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/p/user/collection/isCollection',
    {
      schema: {
        tags,
        summary: 'Whether the product is in my collection',
        security,
        querystring: ProdIdQuery,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const userId = request.userId;
      const [row] = await db
        .select({ prodId: prodCollections.prodId })
        .from(prodCollections)
        .where(and(eq(prodCollections.userId, userId), eq(prodCollections.prodId, request.query.prodId)))
        .limit(1);
      return row !== undefined;
    },
  );

  app.post(
    '/p/user/collection/addOrCancel',
    {
      schema: {
        tags,
        summary: 'Collects the product, or removes it when collected; answers whether it is now collected',
        security,
        body: BareId,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const userId = request.userId;
      const prodId = request.body;
      const removed = await db
        .delete(prodCollections)
        .where(and(eq(prodCollections.userId, userId), eq(prodCollections.prodId, prodId)))
        .returning({ prodId: prodCollections.prodId });
      if (removed.length > 0) return false;
      const [exists] = await db
        .select({ prodId: products.prodId })
        .from(products)
        .where(eq(products.prodId, prodId))
        .limit(1);
      if (!exists) throw new BusinessError(messages.productNotFound);
      await db.insert(prodCollections).values({ userId, prodId }).onConflictDoNothing();
      return true;
    },
  );

  app.get(
    '/p/user/collection/prods',
    {
      schema: {
        tags,
        summary: 'My collected products, latest first (paged)',
        security,
        querystring: PageQuery,
        response: { 200: ProductCardPage },
      },
    },
    async (request) => {
      const userId = request.userId;
      const { current, size } = request.query;
      const where = eq(prodCollections.userId, userId);
      const [totalRow] = await db.select({ total: count() }).from(prodCollections).where(where);
      const rows = await db
        .select(cardColumns)
        .from(prodCollections)
        .innerJoin(products, eq(products.prodId, prodCollections.prodId))
        .innerJoin(shops, eq(shops.shopId, products.shopId))
        .where(where)
        .orderBy(desc(prodCollections.createdAt), desc(prodCollections.prodId))
        .limit(size)
        .offset((current - 1) * size);
      return toPage(
        rows.map((row) => toCard(row, request.locale)),
        totalRow?.total ?? 0,
        { current, size },
      );
    },
  );
};
