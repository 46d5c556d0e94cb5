// Product cards (the contract's ProductDto) and the queries that list them.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { centsToYuan, type Locale, type ProductCard } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage, type Page, type PageParams } from '../../plugins/paging.ts';
import { shops } from '../shop/tables.ts';
import { categoryAndDescendantIds } from './category-cache.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { termGramsDecide, termHasGrams } from './query.ts';
import { products } from './tables.ts';

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

export function toCard(row: CardRow, locale: Locale): ProductCard {
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

/** On sale: the product's status is 1 and its shop is open (in a query joining shops). The sitemap too. */
export const onSale = and(eq(products.status, 1), eq(shops.status, 1)) as SQL;

/**
 * The same rule for a query that does not join shops (the activities' lists and details): the product's
 * status is 1 and its shop is open, not closed nor taken offline by the platform (decisions/0050).
 */
export const productOnSale = sql`(${products.status} = 1 AND EXISTS (SELECT 1 FROM ${shops} WHERE ${shops.shopId} = ${products.shopId} AND ${shops.status} = 1))`;

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

/**
 * The WHERE of a product list. `useIndex` adds the bigram index's condition to a name search
 * (drizzle/0012_search_index.sql, decisions/0020): only rows holding every bigram of the term can
 * match, and the ILIKE still decides, so the answer is the same with or without it.
 */
function filterCondition(
  filter: CardFilter,
  categoryIds: number[] | undefined,
  useIndex = true,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [onSale];
  if (filter.prodName) {
    const term = filter.prodName;
    const ilikeEither = () => {
      const pattern = containsPattern(term);
      return or(ilike(products.nameZh, pattern), ilike(products.nameEn, pattern));
    };
    if (useIndex && termHasGrams(term)) {
      conditions.push(sql`search_grams @> mall_term_grams(${term})`);
      // For two characters (or one beyond ASCII) holding the key is the same as ILIKE's match, and
      // cheaper than lower-casing both names of every row; a longer term needs the ILIKE to decide.
      if (!termGramsDecide(term)) conditions.push(ilikeEither());
    } else {
      conditions.push(ilikeEither());
    }
  }
  if (categoryIds !== undefined) conditions.push(inArray(products.categoryId, categoryIds));
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

/** Product lists count their matches up to this many pages (as the big malls show at most 100 pages). */
export const COUNTED_PAGES = 100;
/** ... and never fewer than this many matches. */
export const COUNTED_MIN = 1000;

/** The most matches a product list counts for pages of `size`: beyond it, `total` says this many. */
export function countCap(size: number): number {
  return Math.max(COUNTED_MIN, COUNTED_PAGES * size);
}

/**
 * A page of product cards on sale (in open shops) matching the filter. `total` is exact up to
 * `countCap(size)` matches and that number beyond (so `pages` is at most 100 for pages of 10 or more).
 */
export async function cardPage(
  db: Database,
  locale: Locale,
  filter: CardFilter,
  sort: CardSort,
  page: PageParams,
): Promise<Page<ProductCard>> {
  // The category and every category below it, from the cached tree (category-cache.ts).
  const categoryIds =
    filter.categoryId === undefined ? undefined : await categoryAndDescendantIds(db, filter.categoryId);
  const where = filterCondition(filter, categoryIds);
  // The total is counted up to `countCap` matches only, so a list's cost does not grow with the
  // catalogue (docs/performance.md): an exact count of 100,000 matches reads 100,000 rows.
  const hits = db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(where)
    .limit(countCap(page.size))
    .as('hits');
  const [totalRow] = await db.select({ total: count() }).from(hits);
  const total = totalRow?.total ?? 0;
  // A term matching more rows than the count stops at is common: walking the sort order's index and
  // keeping the matches finds a page after a few rows, where the bigram index would first collect every
  // match (PostgreSQL underestimates how many rows hold all of a word's bigrams, and sorts them all).
  const pageWhere = total >= countCap(page.size) ? filterCondition(filter, categoryIds, false) : where;
  const rows =
    total === 0
      ? []
      : await db
          .select(cardColumns)
          .from(products)
          .innerJoin(shops, eq(shops.shopId, products.shopId))
          .where(pageWhere)
          .orderBy(...sortOrder(sort))
          .limit(page.size)
          .offset((page.current - 1) * page.size);
  return toPage(
    rows.map((row) => toCard(row, locale)),
    total,
    page,
  );
}
