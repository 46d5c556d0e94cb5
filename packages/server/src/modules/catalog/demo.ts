// The demo's pre-sale products (issue 13 item 5, called by discount/demo.ts `seedPromotionDemo`): shop 4's
// first product on sale ships in ten days, and the first SKU of its next product with several SKUs in
// fourteen (a pre-sale of some SKUs only); each marked again once none is still to ship.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { formatDate } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { products, skus } from './tables.ts';

const DAY = 24 * 3_600_000;

export async function seedDemoPreSale(tx: Database, now: Date): Promise<void> {
  await seedWholeProduct(tx, now);
  await seedOneSku(tx, now);
}

async function seedWholeProduct(tx: Database, now: Date): Promise<void> {
  const today = formatDate(now, 'YYYY-MM-DD');
  const [current] = await tx
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(eq(products.preSale, true), sql`${products.shipDate} > ${today}::date`))
    .limit(1);
  if (current) return;
  // Shop 4's first product on sale (no flash sale or discount session of the demo is on it).
  const [first] = await tx
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(eq(products.shopId, 4), eq(products.status, 1)))
    .orderBy(asc(products.prodId))
    .limit(1);
  const prodId = first?.prodId;
  if (prodId === undefined) return;
  await tx
    .update(products)
    .set({ preSale: true, shipDate: formatDate(now.getTime() + 10 * DAY, 'YYYY-MM-DD'), updatedAt: now })
    .where(eq(products.prodId, prodId));
}

async function seedOneSku(tx: Database, now: Date): Promise<void> {
  const today = formatDate(now, 'YYYY-MM-DD');
  const [current] = await tx
    .select({ skuId: skus.skuId })
    .from(skus)
    .where(and(eq(skus.preSale, true), sql`${skus.shipDate} > ${today}::date`))
    .limit(1);
  if (current) return;
  // Shop 4's first product on sale with several SKUs, not pre-sale as a whole.
  const [first] = await tx
    .select({ skuId: sql<number>`min(${skus.skuId})` })
    .from(products)
    .innerJoin(skus, eq(skus.prodId, products.prodId))
    .where(
      and(eq(products.shopId, 4), eq(products.status, 1), eq(products.preSale, false), eq(skus.status, 1)),
    )
    .groupBy(products.prodId)
    .having(gt(sql`count(*)`, 1))
    .orderBy(asc(products.prodId))
    .limit(1);
  if (first?.skuId === undefined) return;
  await tx
    .update(skus)
    .set({ preSale: true, shipDate: formatDate(now.getTime() + 14 * DAY, 'YYYY-MM-DD') })
    .where(eq(skus.skuId, Number(first.skuId)));
}
