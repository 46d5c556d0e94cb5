// The demo points mall (issue 14 item 6): while `score_skus` is empty, the two cheapest products on sale of
// shops 3, 5 and 9 (their cheapest SKU on sale with stock) enter it: the cheapest for half its points
// (100 points a yuan, rounded up to 100) plus half its price in cash, and the other for points only. With
// the demo catalogue the cheapest costs 4,500 points and 44.95 yuan, within the demo shoppers' 5,000
// points (e2e/loyalty.e2e.ts redeems it), and the others more than they hold ("not enough points").
// Run on every seed; a mall with points-mall SKUs (the merchants') is left alone, and a parallel seed
// inserts nothing twice.
import { and, asc, eq, gt } from 'drizzle-orm';
import { ProdStatus } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { products, skus } from '../catalog/tables.ts';
import { scoreSkus } from './tables.ts';

const DEMO_SHOPS = [3, 5, 9] as const;

export async function seedDemoScoreMall(db: Database, now: Date = new Date()): Promise<number> {
  const [any] = await db.select({ skuId: scoreSkus.skuId }).from(scoreSkus).limit(1);
  if (any) return 0;
  const values: (typeof scoreSkus.$inferInsert)[] = [];
  for (const shopId of DEMO_SHOPS) {
    const rows = await db
      .select({ prodId: products.prodId, skuId: skus.skuId, price: skus.price })
      .from(products)
      .innerJoin(skus, eq(skus.prodId, products.prodId))
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.status, ProdStatus.onSale),
          eq(skus.status, 1),
          gt(skus.stocks, 0),
        ),
      )
      .orderBy(asc(skus.price), asc(products.prodId), asc(skus.skuId));
    // The first (cheapest) SKU of each product, the two cheapest products.
    const seen = new Set<number>();
    const firsts = rows.filter((r) => !seen.has(r.prodId) && seen.add(r.prodId)).slice(0, 2);
    firsts.forEach((r, i) => {
      const points = Math.max(100, Math.ceil(r.price / 100) * 100);
      values.push(
        i === 0
          ? {
              skuId: r.skuId,
              prodId: r.prodId,
              scorePrice: Math.max(100, Math.ceil(points / 200) * 100),
              price: Math.floor(r.price / 2),
              updatedAt: now,
            }
          : { skuId: r.skuId, prodId: r.prodId, scorePrice: points, price: 0, updatedAt: now },
      );
    });
  }
  if (values.length === 0) return 0;
  const made = await db
    .insert(scoreSkus)
    .values(values)
    .onConflictDoNothing()
    .returning({ skuId: scoreSkus.skuId });
  return made.length;
}
