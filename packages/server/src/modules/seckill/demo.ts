// The demo flash sales (issue 13): for several shops (7, 8, 10), relative to the time the seed runs, an
// ongoing flash sale, one starting within the hour and an ended one, so that every state shows right after
// `npm start`. The live ones are made with the merchant's own `createSeckill` (their units really leave the
// SKUs); the ended one held units that are already back (`returned_at` set, nothing sold). Run on every
// seed: a shop with no live flash sale gets a fresh pair (a demo started days later shows them again), a
// shop with no ended one gets one. An instance seeding at the same time is stopped by the overlap check.
import { and, asc, desc, eq, gt, gte, lte } from 'drizzle-orm';
import { formatDate, ProdStatus } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { products, skus } from '../catalog/tables.ts';
import { createSeckill } from './service.ts';
import { seckills, seckillSkus } from './tables.ts';

const DEMO_SHOPS = [7, 8, 10] as const;
const MIN = 60_000;

/** The shop's products on sale with a SKU of at least `stocks` units, newest id first. */
async function candidates(db: Database, shopId: number) {
  return db
    .select({ prodId: products.prodId, skuId: skus.skuId, price: skus.price, stocks: skus.stocks })
    .from(products)
    .innerJoin(skus, eq(skus.prodId, products.prodId))
    .where(
      and(
        eq(products.shopId, shopId),
        eq(products.status, ProdStatus.onSale),
        eq(skus.status, 1),
        gte(skus.stocks, 100),
        gte(skus.price, 200),
      ),
    )
    .orderBy(desc(products.prodId), asc(skus.skuId));
}

/** Half the price, in yuan with two decimals (the wire's seckill price). */
const halfPrice = (cents: number) => Math.floor(cents / 2) / 100;

export async function seedDemoSeckills(db: Database, now: Date = new Date()): Promise<number> {
  let made = 0;
  for (const shopId of DEMO_SHOPS) {
    const rows = await candidates(db, shopId);
    const byProduct = [...new Map(rows.map((r) => [r.prodId, r])).values()];
    if (byProduct.length < 2) continue;
    const [live] = await db
      .select({ seckillId: seckills.seckillId })
      .from(seckills)
      .where(and(eq(seckills.shopId, shopId), gt(seckills.endTime, now)))
      .limit(1);
    const [ended] = await db
      .select({ seckillId: seckills.seckillId })
      .from(seckills)
      .where(and(eq(seckills.shopId, shopId), lte(seckills.endTime, now)))
      .limit(1);
    const windows = live
      ? []
      : [
          {
            product: byProduct[0]!,
            start: now.getTime() - 10 * MIN,
            end: now.getTime() + 2 * 60 * MIN,
            units: 30,
          },
          {
            product: byProduct[1]!,
            start: now.getTime() + 30 * MIN,
            end: now.getTime() + 3 * 60 * MIN,
            units: 20,
          },
        ];
    for (const { product, start, end, units } of windows) {
      try {
        await createSeckill(
          db,
          shopId,
          {
            prodId: product.prodId,
            startTime: formatDate(new Date(start)),
            endTime: formatDate(new Date(end)),
            maxNum: 2,
            skus: [{ skuId: product.skuId, seckillPrice: halfPrice(product.price), seckillStocks: units }],
          },
          now,
        );
        made += 1;
      } catch (error) {
        // Another instance seeding at once made it (overlap), or the units are gone: leave it.
        if (!(error instanceof BusinessError)) throw error;
      }
    }
    if (!ended) {
      const product = byProduct[byProduct.length > 2 ? 2 : 0]!;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(seckills)
          .values({
            shopId,
            prodId: product.prodId,
            startTime: new Date(now.getTime() - 26 * 60 * MIN),
            endTime: new Date(now.getTime() - 24 * 60 * MIN),
            maxNum: 2,
            returnedAt: new Date(now.getTime() - 24 * 60 * MIN),
            createdAt: new Date(now.getTime() - 48 * 60 * MIN),
          })
          .returning({ seckillId: seckills.seckillId });
        await tx.insert(seckillSkus).values({
          seckillId: row!.seckillId,
          skuId: product.skuId,
          seckillPrice: Math.floor(product.price / 2),
          totalStocks: 20,
          // As after a real return: the units left went back to the SKU.
          stocks: 0,
        });
      });
      made += 1;
    }
  }
  return made;
}
