// Demo data: `seedIfEmpty(db)` fills an empty database with the demo mall (the demo server calls it on
// start), `seedDemo(db)` inserts the generated data set (generate.ts) in one transaction with bulk
// inserts. Both first claim the database for the demo (mark.ts, decisions/0028): only an empty database
// (or one the demo seeded before) is marked and filled; any other is refused with NotADemoDatabaseError,
// and nothing runs in production. The demo shoppers (demo / demo2) belong to the account module, which
// seeds them (account/demo.ts), the demo merchants to the merchant module (merchant/demo.ts), the demo
// platform accounts to the platform module (platform/demo.ts).
import { count, inArray, sql } from 'drizzle-orm';
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
import { demoShoppers, seedDemoShoppers } from '../account/demo.ts';
import { users } from '../account/tables.ts';
import { seedDemoCoupons } from '../coupon/demo.ts';
import { userCoupons } from '../coupon/tables.ts';
import { seedDemoMerchants } from '../merchant/demo.ts';
import { seedDemoPlatformAccounts } from '../platform/demo.ts';
import { seedDemoSeckills } from '../seckill/demo.ts';
import { seedDemoScoreMall } from '../score-mall/demo.ts';
import { seedDemoGroups } from '../group/demo.ts';
import { seedPromotionDemo } from '../discount/demo.ts';
import { seedDemoLevels } from '../loyalty/demo.ts';
import { claimForDemo, demoGuard, NotADemoDatabaseError } from './mark.ts';

export { NotADemoDatabaseError, DemoInProductionError, isDemoDatabase } from './mark.ts';

/** The demo shops' freight: ¥8 per order, free from ¥99 (the mall's own store, shop 1, ships free). */
const DEMO_FREIGHT = { fee: 800, freeFrom: 9900 };

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

async function catalogueEmpty(tx: Database): Promise<boolean> {
  const [productCount] = await tx.select({ n: count() }).from(products);
  const [shopCount] = await tx.select({ n: count() }).from(shops);
  return (productCount?.n ?? 0) === 0 && (shopCount?.n ?? 0) === 0;
}

/**
 * Inserts the demo data set into a database the demo may claim (empty, or already the demo's); throws
 * NotADemoDatabaseError otherwise. Answers null, inserting nothing, when the catalogue is not empty (ids
 * are fixed), also when another instance seeds it at the same time.
 */
export async function seedDemo(db: Database, options: DemoOptions = {}): Promise<SeedSummary | null> {
  if (!(await claimForDemo(db))) throw new NotADemoDatabaseError();
  if (!(await catalogueEmpty(db))) return null;
  const data = generateDemo(options);
  const seeded = await db.transaction(async (tx) => {
    await demoGuard(tx);
    if (!(await catalogueEmpty(tx))) return false;
    await insertChunked(tx, shops, data.shops);
    // Each shop's freight template (issue 5): ¥8 per order, free from ¥99; the mall's own store ships free.
    await insertChunked(
      tx,
      shopFreight,
      data.shops.map((s) => ({
        shopId: s.shopId,
        fee: s.shopId === 1 ? 0 : DEMO_FREIGHT.fee,
        freeFrom: s.shopId === 1 ? 0 : DEMO_FREIGHT.freeFrom,
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
    // Issue 13: the promotions' demo activities, relative to now.
    await seedDemoGroups(tx, data, new Date());
    return true;
  });
  if (!seeded) return null;
  return {
    categories: data.categories.length,
    shops: data.shops.length,
    products: data.products.length,
    skus: data.skus.length,
    comments: data.comments.length,
  };
}

/**
 * Seeds the demo mall into an empty database, marking it as the demo's; on a demo database seeded before,
 * adds what is missing (demo shoppers, merchants, backfills) and answers null. Throws
 * NotADemoDatabaseError, changing nothing, on a database holding data the demo did not make, and
 * DemoInProductionError with NODE_ENV=production.
 */
export interface SeedOptions extends DemoOptions {
  /**
   * The activities of issue 13 (special discount sessions, coupon-centre coupons, pre-sale), relative to
   * now and renewed on each start when none is left to come: on for the demo server and `npm run seed`,
   * off by default so that the tests over the demo catalogue price it without promotions.
   */
  activities?: boolean;
}

export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedSummary | null> {
  if (!(await claimForDemo(db))) throw new NotADemoDatabaseError();
  await seedDemoShoppers(db);
  const summary = await seedDemo(db, options);
  if (!summary) await backfillDemo(db);
  // The demo merchants (issue 5): `shopN` / Shop@1234 owns shop N.
  await seedDemoMerchants(db);
  // The demo platform accounts (issue 15): admin / Admin@1234, operator / Operator@1234, auditor / Auditor@1234.
  await seedDemoPlatformAccounts(db);
  // The demo flash sales (issue 13), relative to now: ongoing, starting within the hour, ended.
  await seedDemoSeckills(db);
  // The loyalty levels and their rights (issue 14), while the mall has none.
  await seedDemoLevels(db);
  // The demo points mall (issue 14): a few SKUs for points, or points and cash.
  await seedDemoScoreMall(db);
  if (options.activities) await seedPromotionDemo(db);
  return summary;
}

/**
 * A data folder seeded before issue 5 gets what the seed now adds, in one transaction: freight templates
 * when no shop has one yet, and the demo coupons for demo shoppers who hold no coupon at all.
 */
async function backfillDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await demoGuard(tx);
    const [freight] = await tx.select({ n: count() }).from(shopFreight);
    if ((freight?.n ?? 0) === 0) {
      await tx.execute(
        sql`INSERT INTO shop_freight (shop_id, fee, free_from) SELECT shop_id, CASE WHEN shop_id = 1 THEN 0 ELSE ${DEMO_FREIGHT.fee}::integer END, CASE WHEN shop_id = 1 THEN 0 ELSE ${DEMO_FREIGHT.freeFrom}::integer END FROM shops ON CONFLICT DO NOTHING`,
      );
    }
    const demoIds = demoShoppers.map((s) => s.userId);
    const holders = await tx
      .selectDistinct({ userId: userCoupons.userId })
      .from(userCoupons)
      .where(inArray(userCoupons.userId, demoIds));
    const present = await tx
      .select({ userId: users.userId })
      .from(users)
      .where(inArray(users.userId, demoIds));
    const without = present.map((u) => u.userId).filter((id) => !holders.some((h) => h.userId === id));
    if (without.length > 0) await seedDemoCoupons(tx, without, new Date());
  });
}
