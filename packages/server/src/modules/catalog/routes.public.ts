// The catalogue's public routes: categories, product search, product detail, home product lists and
// comments. Names and texts answer the request's language. The category tree, product lists, product
// detail and the home sections go through the hot cache (lib/cache.ts, decisions/0039): the database's
// triggers drop them on every change; comments are not cached.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryQuery,
  CategoryTree,
  CommentPageQuery,
  CommentSummary,
  formatDate,
  HomeSections,
  messages,
  PageQuery,
  ProdCommentPage,
  ProdIdQuery,
  ProductCardPage,
  ProductInfo,
  SearchProdQuery,
  type Category,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { toPage, type PageParams } from '../../plugins/paging.ts';
import type { HotCache } from '../../lib/cache.ts';
import { ShopStatus } from '../shop/status.ts';
import { shops } from '../shop/tables.ts';
import { cardColumns, cardPage, toCard, type CardFilter, type CardSort } from './cards.ts';
import { productDetailRow, toProductInfo } from './detail.ts';
import { allCategories } from './category-cache.ts';
import { localized } from '../../lib/text.ts';
import { prodComments, products, prodTagItems, prodTags } from './tables.ts';

const tags = ['catalogue'];

/** The whole category tree below `parentId` (0: from the top), in the request's language. */
export async function categoryTree(db: Database, locale: 'zh' | 'en', parentId: number): Promise<Category[]> {
  const rows = (await allCategories(db)).filter((row) => row.status === 1);
  const byParent = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const build = (parent: number, depth: number): Category[] =>
    depth > 3
      ? []
      : (byParent.get(parent) ?? []).map((row) => ({
          categoryId: row.categoryId,
          parentId: row.parentId,
          categoryName: localized(locale, row.nameZh, row.nameEn),
          pic: row.pic,
          icon: row.icon,
          grade: row.grade,
          seq: row.seq,
          categories: build(row.categoryId, depth + 1),
        }));
  return build(parentId, 1);
}

/** Masks an anonymous reviewer's nickname: 张三丰 -> 张***丰. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '***';
  return `${chars[0]}***${chars.length > 1 ? chars[chars.length - 1] : ''}`;
}

/**
 * A page of product cards through the cache (area `search`: dropped by any change of products, shops or
 * categories). Per-shopper lists (a `where`) never come here.
 */
export function cachedCardPage(
  cache: HotCache,
  db: Database,
  locale: Locale,
  filter: Omit<CardFilter, 'where'>,
  sort: CardSort,
  page: PageParams,
) {
  const key = JSON.stringify([
    locale,
    filter.prodName ?? null,
    filter.categoryId ?? null,
    filter.shopId ?? null,
    sort.sort,
    sort.orderBy,
    page.current,
    page.size,
  ]);
  return cache.get('search', key, () => cardPage(db, locale, filter, sort, page));
}

/** The home page's product sections (tags with their products on sale in open shops). */
async function homeSections(db: Database, locale: Locale) {
  const tagRows = await db
    .select()
    .from(prodTags)
    .where(eq(prodTags.status, 1))
    .orderBy(asc(prodTags.seq), asc(prodTags.id));
  if (tagRows.length === 0) return [];
  const items = await db
    .select({ tagId: prodTagItems.tagId, ...cardColumns })
    .from(prodTagItems)
    .innerJoin(products, eq(products.prodId, prodTagItems.prodId))
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(
      and(
        inArray(
          prodTagItems.tagId,
          tagRows.map((t) => t.id),
        ),
        eq(products.status, 1),
        eq(shops.status, 1),
      ),
    )
    .orderBy(asc(prodTagItems.seq), asc(products.prodId));
  return tagRows.map((tag) => ({
    id: tag.id,
    title: localized(locale, tag.titleZh, tag.titleEn),
    seq: tag.seq,
    style: tag.style,
    productDtoList: items.filter((item) => item.tagId === tag.id).map((item) => toCard(item, locale)),
  }));
}

export const catalogPublicRoutes: FastifyPluginAsyncZod<{ db: Database; cache: HotCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    '/category/categoryInfo',
    {
      schema: {
        tags,
        summary: 'The category tree (three levels) below parentId (0 or absent: the whole tree)',
        querystring: CategoryQuery,
        response: { 200: CategoryTree },
      },
    },
    (request) => {
      const { locale } = request;
      const parentId = request.query.parentId ?? 0;
      return cache.get('site', `categories:${locale}:${parentId}`, () => categoryTree(db, locale, parentId));
    },
  );

  app.get(
    '/search/searchProdPage',
    {
      schema: {
        tags,
        summary: 'Product search: name in either language, category at any level, shop; sorted and paged',
        querystring: SearchProdQuery,
        response: { 200: ProductCardPage },
      },
    },
    (request) => {
      const { prodName, categoryId, shopId, sort, orderBy, current, size } = request.query;
      return cachedCardPage(
        cache,
        db,
        request.locale,
        { prodName, categoryId, shopId },
        { sort, orderBy },
        { current, size },
      );
    },
  );

  app.get(
    '/prod/prodInfo',
    {
      schema: {
        tags,
        summary: 'A product with its SKUs and parameters',
        querystring: ProdIdQuery,
        response: { 200: ProductInfo },
      },
    },
    async (request) => {
      const { prodId } = request.query;
      // A missing product is not kept: it may be created at any time.
      const row = await cache.get('product', String(prodId), () => productDetailRow(db, prodId), {
        keep: (found) => found !== null,
      });
      if (!row) throw new BusinessError(messages.productNotFound);
      // A store the platform took offline (or closed) sells nothing: the contract's "not in stock".
      if (row.shopStatus !== ShopStatus.open) throw new BusinessError(messages.productNotInStock);
      return toProductInfo(row, request.locale);
    },
  );

  app.get(
    '/prod/tagProdList',
    {
      schema: {
        tags,
        summary: 'Home page sections with their products',
        response: { 200: HomeSections },
      },
    },
    (request) => {
      const locale = request.locale;
      return cache.get('home', `sections:${locale}`, () => homeSections(db, locale));
    },
  );

  app.get(
    '/prod/lastedProdPage',
    {
      schema: {
        tags,
        summary: 'New products, newest first (paged)',
        querystring: PageQuery,
        response: { 200: ProductCardPage },
      },
    },
    (request) => cachedCardPage(cache, db, request.locale, {}, { sort: 0, orderBy: 1 }, request.query),
  );

  app.get(
    '/prod/moreBuyProdList',
    {
      schema: {
        tags,
        summary: 'Best sellers, most sold first (paged)',
        querystring: PageQuery,
        response: { 200: ProductCardPage },
      },
    },
    (request) => cachedCardPage(cache, db, request.locale, {}, { sort: 1, orderBy: 1 }, request.query),
  );

  app.get(
    '/prodComm/prodCommData',
    {
      schema: {
        tags,
        summary: "A product's review summary",
        querystring: ProdIdQuery,
        response: { 200: CommentSummary },
      },
    },
    async (request) => {
      const { prodId } = request.query;
      const [row] = await db
        .select({
          number: count(),
          praiseNumber: sql<number>`count(*) FILTER (WHERE ${prodComments.evaluate} = 0)`.mapWith(Number),
          secondaryNumber: sql<number>`count(*) FILTER (WHERE ${prodComments.evaluate} = 1)`.mapWith(Number),
          negativeNumber: sql<number>`count(*) FILTER (WHERE ${prodComments.evaluate} = 2)`.mapWith(Number),
          picNumber: sql<number>`count(*) FILTER (WHERE ${prodComments.pics} <> '')`.mapWith(Number),
        })
        .from(prodComments)
        .where(and(eq(prodComments.prodId, prodId), eq(prodComments.status, 1)));
      const number = row?.number ?? 0;
      const praiseNumber = row?.praiseNumber ?? 0;
      return {
        positiveRating: number === 0 ? 0 : Math.round((praiseNumber * 10000) / number) / 100,
        number,
        praiseNumber,
        secondaryNumber: row?.secondaryNumber ?? 0,
        negativeNumber: row?.negativeNumber ?? 0,
        picNumber: row?.picNumber ?? 0,
      };
    },
  );

  app.get(
    '/prodComm/prodCommPageByProd',
    {
      schema: {
        tags,
        summary: "A product's reviews (evaluate: -1 all, 0 good, 1 medium, 2 poor, 3 with pictures)",
        querystring: CommentPageQuery,
        response: { 200: ProdCommentPage },
      },
    },
    async (request) => {
      const { prodId, evaluate, current, size } = request.query;
      const where = and(
        eq(prodComments.prodId, prodId),
        eq(prodComments.status, 1),
        evaluate === 3
          ? ne(prodComments.pics, '')
          : evaluate >= 0
            ? eq(prodComments.evaluate, evaluate)
            : undefined,
      );
      const [totalRow] = await db.select({ total: count() }).from(prodComments).where(where);
      const rows = await db
        .select()
        .from(prodComments)
        .where(where)
        .orderBy(desc(prodComments.recTime), desc(prodComments.prodCommId))
        .limit(size)
        .offset((current - 1) * size);
      return toPage(
        rows.map((c) => ({
          prodCommId: c.prodCommId,
          score: c.score,
          isAnonymous: c.isAnonymous,
          content: c.content,
          pics: c.pics,
          evaluate: c.evaluate,
          nickName: c.isAnonymous === 1 ? maskName(c.nickName) : c.nickName,
          pic: c.isAnonymous === 1 ? '' : c.userPic,
          recTime: formatDate(c.recTime),
          replyContent: c.replyContent,
          replySts: c.replyContent ? 1 : 0,
        })),
        totalRow?.total ?? 0,
        { current, size },
      );
    },
  );
};
