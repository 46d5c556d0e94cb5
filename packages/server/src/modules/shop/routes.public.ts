// Stores: head info (with the contact, hours, notices and freight rule its merchant sets, settings.ts),
// store search, the home page's preferred stores and the shopper's followed stores.
// A store that is not open (0 closed, 2 offline) is left out of search and the preferred stores; its head
// info still answers, with its `shopStatus` and no products on sale.
import { and, asc, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopHead } from '@mall/domain';
import {
  messages,
  ShopIdQuery,
  ShopList,
  ShopHeadInfo,
  ShopPage,
  ShopSearchQuery,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { shopServiceInfo } from './settings.ts';
import { shops } from './tables.ts';

const tags = ['shop'];

// Raw SQL with explicit qualifiers: Drizzle leaves columns unqualified in a single-table select, which
// would turn these correlated subqueries into self-comparisons.
const fansCount =
  sql<number>`(SELECT count(*) FROM shop_collections sc WHERE sc.shop_id = "shops"."shop_id")`.mapWith(
    Number,
  );
// The products on sale: none while the store is not open (closed, or offline: decisions/0050).
const prodCount =
  sql<number>`(SELECT count(*) FROM products p WHERE p.shop_id = "shops"."shop_id" AND p.status = 1 AND "shops"."status" = 1)`.mapWith(
    Number,
  );

export const shopColumns = {
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

export function toShopCard(row: ShopRow, locale: Locale): ShopHead {
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

export const shopPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/shop/headInfo',
    {
      schema: {
        tags,
        summary:
          "A store's head information, with its contact, address, business hours, notices and freight rule",
        querystring: ShopIdQuery,
        response: { 200: ShopHeadInfo },
      },
    },
    async (request) => {
      const [row] = await db
        .select(shopColumns)
        .from(shops)
        .where(eq(shops.shopId, request.query.shopId))
        .limit(1);
      if (!row) throw new BusinessError(messages.shopNotFound);
      return { ...toShopCard(row, request.locale), service: await shopServiceInfo(db, row.shopId) };
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
};
