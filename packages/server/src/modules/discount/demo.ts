// The demo's special discount sessions, coupon-centre coupons and pre-sale product (issue 13 items 3-5),
// relative to the time the demo starts, so that every state shows right after `npm start`: an ongoing
// money-off session over some products of shop 1, an ongoing whole-shop rate session of shop 2, one of
// shop 3 starting within the hour; platform and shop coupons with limits and stock (one nearly gone, one
// not started); one pre-sale product shipping in ten days. Called on every start (seed/index.ts): each
// part is added again only when none of it is live or to come any more, in one transaction, on a
// database marked as the demo's (seed/mark.ts). The coupons and the pre-sale mark are written by their own
// modules (coupon/centre-demo.ts, catalog/demo.ts), called from here in the same transaction.
import { and, asc, eq, gt } from 'drizzle-orm';
import { type DiscountStep } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { products } from '../catalog/tables.ts';
import { seedDemoPreSale } from '../catalog/demo.ts';
import { seedCentreCoupons } from '../coupon/centre-demo.ts';
import { demoGuard } from '../seed/mark.ts';
import { discountProds, discounts } from './tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first on-sale products of a shop, by id. */
async function shopProducts(tx: Database, shopId: number, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.status, 1)))
    .orderBy(asc(products.prodId))
    .limit(limit);
  return rows.map((r) => r.prodId);
}

async function seedSessions(tx: Database, now: Date): Promise<void> {
  const [live] = await tx
    .select({ id: discounts.discountId })
    .from(discounts)
    .where(gt(discounts.endTime, now))
    .limit(1);
  if (live) return;
  const at = (ms: number) => new Date(now.getTime() + ms);
  const sessions: {
    shopId: number;
    name: string;
    discountType: 0 | 1;
    rules: DiscountStep[];
    start: Date;
    end: Date;
    prodIds: number[] | null;
  }[] = [
    {
      shopId: 1,
      name: '自营满减 · Spend & save',
      discountType: 0,
      rules: [
        { needAmount: 19_900, discount: 2_000 },
        { needAmount: 39_900, discount: 5_000 },
      ],
      start: at(-HOUR),
      end: at(7 * DAY),
      prodIds: await shopProducts(tx, 1, 8),
    },
    {
      shopId: 2,
      name: '全店9.5折 · 5% off storewide',
      discountType: 1,
      rules: [
        { needAmount: 0, discount: 95 },
        { needAmount: 50_000, discount: 90 },
      ],
      start: at(-2 * HOUR),
      end: at(3 * DAY),
      prodIds: null,
    },
    {
      shopId: 3,
      name: '限时满减 · Limited-time savings',
      discountType: 0,
      rules: [{ needAmount: 9_900, discount: 1_000 }],
      start: at(30 * MINUTE),
      end: at(3 * DAY),
      prodIds: await shopProducts(tx, 3, 6),
    },
  ];
  for (const s of sessions) {
    if (s.prodIds !== null && s.prodIds.length === 0) continue;
    const [row] = await tx
      .insert(discounts)
      .values({
        shopId: s.shopId,
        name: s.name,
        discountType: s.discountType,
        rules: s.rules,
        startTime: s.start,
        endTime: s.end,
        allProducts: s.prodIds === null,
        createdAt: now,
      })
      .returning({ discountId: discounts.discountId });
    if (s.prodIds)
      await tx
        .insert(discountProds)
        .values(s.prodIds.map((prodId) => ({ discountId: row!.discountId, prodId })));
  }
}

/** The demo's promotions (this file's header), added where missing, in one transaction. */
export async function seedPromotionDemo(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await demoGuard(tx);
    await seedSessions(tx, now);
    // The coupon centre's and the pre-sale product's rows belong to their modules, which seed them.
    await seedCentreCoupons(tx, now);
    await seedDemoPreSale(tx, now);
  });
}
