// Demo data: `seedIfEmpty(db)` fills an empty catalogue (the server calls it on start), `seedDemo(db)`
// inserts the generated data set (generate.ts) in one transaction with bulk inserts.
// The demo shoppers (demo / demo2) belong to the account module, which seeds them (account/demo.ts).
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.ts';
import {
  categories,
  prodComments,
  prodParameters,
  products,
  prodTagItems,
  prodTags,
  skus,
} from '../catalog/tables.ts';
import { hotSearches, indexImgs, notices } from '../notice/tables.ts';
import { shops } from '../shop/tables.ts';
import { shopFreight } from '../order/tables.ts';
import { generateDemo, type DemoOptions } from './generate.ts';
import { seedDemoShoppers } from '../account/demo.ts';

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters for our widest table. */
const CHUNK = 400;

async function insertChunked<T extends PgTable>(
  tx: Pick<Database, 'insert'>,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as T['$inferInsert'][]);
  }
}

export interface SeedSummary {
  categories: number;
  shops: number;
  products: number;
  skus: number;
  comments: number;
}

/** Inserts the demo data set. The catalogue tables must be empty (ids are fixed). */
export async function seedDemo(db: Database, options: DemoOptions = {}): Promise<SeedSummary> {
  const data = generateDemo(options);
  await db.transaction(async (tx) => {
    await insertChunked(tx, shops, data.shops);
    // Each shop's freight template (issue 5): ¥8 per order, free from ¥99; the mall's own store ships free.
    await insertChunked(
      tx,
      shopFreight,
      data.shops.map((s) => ({
        shopId: s.shopId,
        fee: s.shopId === 1 ? 0 : 800,
        freeFrom: s.shopId === 1 ? 0 : 9900,
      })),
    );
    await insertChunked(tx, categories, data.categories);
    await insertChunked(tx, products, data.products);
    await insertChunked(tx, skus, data.skus);
    await insertChunked(tx, prodParameters, data.parameters);
    await insertChunked(tx, prodComments, data.comments);
    await insertChunked(tx, prodTags, data.tags);
    await insertChunked(tx, prodTagItems, data.tagItems);
    await insertChunked(tx, indexImgs, data.banners);
    await insertChunked(tx, notices, data.notices);
    await insertChunked(tx, hotSearches, data.hotSearches);
    // The ids above were given explicitly: move each identity past them for rows made later.
    for (const [table, column] of [
      ['shops', 'shop_id'],
      ['categories', 'category_id'],
      ['products', 'prod_id'],
      ['skus', 'sku_id'],
      ['prod_tags', 'id'],
      ['index_imgs', 'id'],
      ['notices', 'id'],
      ['hot_searches', 'hot_search_id'],
    ] as const) {
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT coalesce(max(${column}), 0) + 1 FROM ${table}), false)`,
        ),
      );
    }
  });
  return {
    categories: data.categories.length,
    shops: data.shops.length,
    products: data.products.length,
    skus: data.skus.length,
    comments: data.comments.length,
  };
}

/** Seeds the demo data when the catalogue has no product and no shop; answers what it did. */
export async function seedIfEmpty(db: Database, options: DemoOptions = {}): Promise<SeedSummary | null> {
  await seedDemoShoppers(db);
  const [productCount] = await db.select({ n: count() }).from(products);
  const [shopCount] = await db.select({ n: count() }).from(shops);
  if ((productCount?.n ?? 0) > 0 || (shopCount?.n ?? 0) > 0) return null;
  return seedDemo(db, options);
}
