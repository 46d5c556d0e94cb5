// The catalogue's routes: categories, product search, product detail, home product lists, comments and
// the shopper's product collection. Names and texts answer the request's language.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryQuery,
  CategoryTree,
  centsToYuan,
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
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { shops } from '../shop/tables.ts';
import { cardColumns, cardPage, toCard } from './cards.ts';
import { allCategories } from './category-cache.ts';
import { localized } from '../../lib/text.ts';
import { prodComments, prodParameters, products, prodTagItems, prodTags, skus } from './tables.ts';

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

export const catalogPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The product page's three reads, prepared once: the hottest public route does not rebuild its SQL
  // on every request (docs/performance.md).
  const prodInfoQueries = {
    product: db
      .select({ product: products, shopNameZh: shops.nameZh, shopNameEn: shops.nameEn })
      .from(products)
      .innerJoin(shops, eq(shops.shopId, products.shopId))
      .where(eq(products.prodId, sql.placeholder('prodId')))
      .limit(1)
      .prepare('prod_info_product'),
    skus: db
      .select()
      .from(skus)
      .where(and(eq(skus.prodId, sql.placeholder('prodId')), eq(skus.status, 1)))
      .orderBy(asc(skus.skuId))
      .prepare('prod_info_skus'),
    parameters: db
      .select()
      .from(prodParameters)
      .where(eq(prodParameters.prodId, sql.placeholder('prodId')))
      .orderBy(asc(prodParameters.seq), asc(prodParameters.id))
      .prepare('prod_info_parameters'),
  };

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
    (request) => categoryTree(db, request.locale, request.query.parentId ?? 0),
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
      return cardPage(
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
      const locale = request.locale;
      const { prodId } = request.query;
      const [row] = await prodInfoQueries.product.execute({ prodId });
      if (!row) throw new BusinessError(messages.productNotFound);
      const p = row.product;
      const [skuRows, parameterRows] = await Promise.all([
        prodInfoQueries.skus.execute({ prodId }),
        prodInfoQueries.parameters.execute({ prodId }),
      ]);
      return {
        prodId: p.prodId,
        shopId: p.shopId,
        shopName: localized(locale, row.shopNameZh, row.shopNameEn),
        categoryId: p.categoryId,
        prodName: localized(locale, p.nameZh, p.nameEn),
        price: centsToYuan(p.price),
        oriPrice: centsToYuan(p.oriPrice),
        pic: p.pic,
        imgs: p.imgs,
        content: localized(locale, p.contentZh, p.contentEn),
        brief: localized(locale, p.briefZh, p.briefEn),
        status: p.status,
        soldNum: p.soldNum,
        totalStocks: p.totalStocks,
        prodType: p.prodType,
        activityId: null,
        scorePrice: null,
        skuList: skuRows.map((s) => ({
          skuId: s.skuId,
          price: centsToYuan(s.price),
          oriPrice: centsToYuan(s.oriPrice),
          stocks: s.stocks,
          skuName: localized(locale, s.skuNameZh, s.skuNameEn),
          pic: s.pic,
          properties: localized(locale, s.propertiesZh, s.propertiesEn),
        })),
        prodParameterList: parameterRows.map((r) => ({
          prodParameterId: r.id,
          parameterKey: localized(locale, r.keyZh, r.keyEn),
          parameterValue: localized(locale, r.valueZh, r.valueEn),
        })),
      };
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
    async (request) => {
      const locale = request.locale;
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
    (request) => cardPage(db, request.locale, {}, { sort: 0, orderBy: 1 }, request.query),
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
    (request) => cardPage(db, request.locale, {}, { sort: 1, orderBy: 1 }, request.query),
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
