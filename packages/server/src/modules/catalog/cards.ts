// Product cards (the contract's ProductDto) and the queries that list them.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { centsToYuan, type Locale } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage, type Page, type PageQuery } from '../../plugins/paging.ts';
import { shops } from '../shop/tables.ts';
import { containsPattern, localized } from './query.ts';
import { products } from './tables.ts';

export const ProductDto = z
  .object({
    prodId: z.number().int(),
    prodName: z.string(),
    price: z.number(),
    oriPrice: z.number(),
    pic: z.string(),
    imgs: z.string(),
    brief: z.string(),
    shopId: z.number().int(),
    shopName: z.string(),
    totalStocks: z.number().int(),
    categoryId: z.number().int(),
    soldNum: z.number().int(),
  })
  .meta({ id: 'ProductDto', description: 'A product card' });
export type ProductDto = z.infer<typeof ProductDto>;

/** The columns of a card (products joined with shops). */
export const cardColumns = {
  prodId: products.prodId,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  briefZh: products.briefZh,
  briefEn: products.briefEn,
  price: products.price,
  oriPrice: products.oriPrice,
  pic: products.pic,
  imgs: products.imgs,
  shopId: products.shopId,
  shopNameZh: shops.nameZh,
  shopNameEn: shops.nameEn,
  totalStocks: products.totalStocks,
  categoryId: products.categoryId,
  soldNum: products.soldNum,
};

export type CardRow = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'];
};

export function toCard(row: CardRow, locale: Locale): ProductDto {
  return {
    prodId: row.prodId,
    prodName: localized(locale, row.nameZh, row.nameEn),
    price: centsToYuan(row.price),
    oriPrice: centsToYuan(row.oriPrice),
    pic: row.pic,
    imgs: row.imgs,
    brief: localized(locale, row.briefZh, row.briefEn),
    shopId: row.shopId,
    shopName: localized(locale, row.shopNameZh, row.shopNameEn),
    totalStocks: row.totalStocks,
    categoryId: row.categoryId,
    soldNum: row.soldNum,
  };
}

/** The ids of a category and of every category below it. */
export function categoryAndDescendants(categoryId: number): SQL {
  return sql`(WITH RECURSIVE tree AS (
      SELECT category_id FROM categories WHERE category_id = ${categoryId}
      UNION ALL
      SELECT c.category_id FROM categories c JOIN tree ON c.parent_id = tree.category_id
    ) SELECT category_id FROM tree)`;
}

export interface CardFilter {
  /** A word of the name in either language. */
  prodName?: string;
  /** A category at any level: its descendants' products too. */
  categoryId?: number;
  shopId?: number;
  /** Only these products (e.g. a user's collection). */
  where?: SQL;
}

/** Sort: 0 default (newest first), 1 sales, 2 price; orderBy 0 ascending, 1 descending. */
export interface CardSort {
  sort: 0 | 1 | 2;
  orderBy: 0 | 1;
}

function filterCondition(filter: CardFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.status, 1), eq(shops.status, 1)];
  if (filter.prodName) {
    const pattern = containsPattern(filter.prodName);
    conditions.push(or(ilike(products.nameZh, pattern), ilike(products.nameEn, pattern)));
  }
  if (filter.categoryId !== undefined) {
    conditions.push(sql`${products.categoryId} IN ${categoryAndDescendants(filter.categoryId)}`);
  }
  if (filter.shopId !== undefined) conditions.push(eq(products.shopId, filter.shopId));
  if (filter.where) conditions.push(filter.where);
  return and(...conditions);
}

function sortOrder(sort: CardSort): SQL[] {
  const direction = sort.orderBy === 1 ? desc : asc;
  switch (sort.sort) {
    case 1:
      return [direction(products.soldNum), asc(products.prodId)];
    case 2:
      return [direction(products.price), asc(products.prodId)];
    default:
      return [desc(products.createdAt), desc(products.prodId)];
  }
}

/** A page of product cards on sale (in open shops) matching the filter. */
export async function cardPage(
  db: Database,
  locale: Locale,
  filter: CardFilter,
  sort: CardSort,
  page: PageQuery,
): Promise<Page<ProductDto>> {
  const where = filterCondition(filter);
  const [totalRow] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(where);
  const total = totalRow?.total ?? 0;
  const rows =
    total === 0
      ? []
      : await db
          .select(cardColumns)
          .from(products)
          .innerJoin(shops, eq(shops.shopId, products.shopId))
          .where(where)
          .orderBy(...sortOrder(sort))
          .limit(page.size)
          .offset((page.current - 1) * page.size);
  return toPage(
    rows.map((row) => toCard(row, locale)),
    total,
    page,
  );
}
