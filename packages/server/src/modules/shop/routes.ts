// Stores: head info, store search, the home page's preferred stores and the shopper's followed stores.
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BareId,
  CollectedShopPage,
  Flag,
  formatDate,
  messages,
  PageQuery,
  ShopIdQuery,
  ShopList,
  ShopHead,
  ShopPage,
  ShopSearchQuery,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { requireUser } from '../../plugins/auth.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { containsPattern, localized } from '../catalog/query.ts';
import { shopCollections, shops } from './tables.ts';

const tags = ['shop'];
const security = [{ bearer: [] }];

// Raw SQL with explicit qualifiers: Drizzle leaves columns unqualified in a single-table select, which
// would turn these correlated subqueries into self-comparisons.
const fansCount =
  sql<number>`(SELECT count(*) FROM shop_collections sc WHERE sc.shop_id = "shops"."shop_id")`.mapWith(
    Number,
  );
const prodCount =
  sql<number>`(SELECT count(*) FROM products p WHERE p.shop_id = "shops"."shop_id" AND p.status = 1)`.mapWith(
    Number,
  );

const shopColumns = {
  shopId: shops.shopId,
  nameZh: shops.nameZh,
  nameEn: shops.nameEn,
  introZh: shops.introZh,
  introEn: shops.introEn,
  logo: shops.logo,
  type: shops.type,
  status: shops.status,
  fansCount,
  prodCount,
};

interface ShopRow {
  shopId: number;
  nameZh: string;
  nameEn: string;
  introZh: string;
  introEn: string;
  logo: string;
  type: number;
  status: number;
  fansCount: number;
  prodCount: number;
}

function toShopCard(row: ShopRow, locale: Locale): ShopHead {
  return {
    shopId: row.shopId,
    shopName: localized(locale, row.nameZh, row.nameEn),
    shopLogo: row.logo,
    intro: localized(locale, row.introZh, row.introEn),
    type: row.type,
    shopStatus: row.status,
    fansCount: row.fansCount,
    prodCount: row.prodCount,
  };
}

async function shopPage(
  db: Database,
  locale: Locale,
  where: SQL | undefined,
  page: { current: number; size: number },
) {
  const [totalRow] = await db.select({ total: count() }).from(shops).where(where);
  const rows = await db
    .select(shopColumns)
    .from(shops)
    .where(where)
    .orderBy(asc(shops.shopId))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return toPage(
    rows.map((row) => toShopCard(row, locale)),
    totalRow?.total ?? 0,
    page,
  );
}

export const shopRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/shop/headInfo',
    {
      schema: {
        tags,
        summary: "A store's head information",
        querystring: ShopIdQuery,
        response: { 200: ShopHead },
      },
    },
    async (request) => {
      const [row] = await db
        .select(shopColumns)
        .from(shops)
        .where(eq(shops.shopId, request.query.shopId))
        .limit(1);
      if (!row) throw new BusinessError(messages.shopNotFound);
      return toShopCard(row, request.locale);
    },
  );

  app.get(
    '/search/searchShopPage',
    {
      schema: {
        tags,
        summary: 'Store search by name in either language (paged)',
        querystring: ShopSearchQuery,
        response: { 200: ShopPage },
      },
    },
    (request) => {
      const { keyword, current, size } = request.query;
      const pattern = keyword ? containsPattern(keyword) : undefined;
      const where = and(
        eq(shops.status, 1),
        pattern ? or(ilike(shops.nameZh, pattern), ilike(shops.nameEn, pattern)) : undefined,
      );
      return shopPage(db, request.locale, where, { current, size });
    },
  );

  app.get(
    '/shop/recommendShops',
    {
      schema: { tags, summary: "The home page's preferred stores", response: { 200: ShopList } },
    },
    async (request) => {
      const rows = await db
        .select(shopColumns)
        .from(shops)
        .where(and(eq(shops.status, 1), gt(shops.recommendSeq, 0)))
        .orderBy(asc(shops.recommendSeq), asc(shops.shopId))
        .limit(20);
      return rows.map((row) => toShopCard(row, request.locale));
    },
  );

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
      const userId = requireUser(request);
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
      const userId = requireUser(request);
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
      const userId = requireUser(request);
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
