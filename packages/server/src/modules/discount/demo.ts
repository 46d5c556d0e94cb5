// The demo's special discount sessions, coupon-centre coupons and pre-sale product (issue 13 items 3-5),
// relative to the time the demo starts, so that every state shows right after `npm start`: an ongoing
// money-off session over some products of shop 1, an ongoing whole-shop rate session of shop 2, one of
// shop 3 starting within the hour; platform and shop coupons with limits and stock (one nearly gone, one
// not started); one pre-sale product shipping in ten days. Called on every start (seed/index.ts): each
// part is added again only when none of it is live or to come any more, in one transaction, on a
// database marked as the demo's (seed/mark.ts).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { formatDate, type DiscountStep } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { products } from '../catalog/tables.ts';
import { coupons } from '../coupon/tables.ts';
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

async function seedCentreCoupons(tx: Database, now: Date): Promise<void> {
  const [live] = await tx
    .select({ id: coupons.couponId })
    .from(coupons)
    .where(and(gt(coupons.totalStocks, 0), gt(coupons.endTime, now), gt(coupons.stocks, 0)))
    .limit(1);
  if (live) return;
  const window = { startTime: new Date(now.getTime() - HOUR), endTime: new Date(now.getTime() + 30 * DAY) };
  const rows: (typeof coupons.$inferInsert)[] = [
    {
      shopId: 0,
      nameZh: '领券中心满300减30',
      nameEn: '¥30 off over ¥300',
      couponType: 1,
      cashCondition: 30_000,
      reduceAmount: 3_000,
      stocks: 1_000,
      totalStocks: 1_000,
      limitNum: 2,
      ...window,
    },
    {
      shopId: 0,
      nameZh: '无门槛立减5元',
      nameEn: '¥5 off, no minimum',
      couponType: 1,
      cashCondition: 0,
      reduceAmount: 500,
      stocks: 500,
      totalStocks: 500,
      limitNum: 1,
      ...window,
    },
    {
      shopId: 0,
      nameZh: '满200享9折',
      nameEn: '10% off over ¥200',
      couponType: 2,
      cashCondition: 20_000,
      discount: 90,
      stocks: 3,
      totalStocks: 200,
      limitNum: 1,
      ...window,
    },
    {
      shopId: 1,
      nameZh: '自营店满100减15',
      nameEn: '¥15 off over ¥100 at the Official Store',
      couponType: 1,
      cashCondition: 10_000,
      reduceAmount: 1_500,
      stocks: 300,
      totalStocks: 300,
      limitNum: 3,
      ...window,
    },
    {
      shopId: 2,
      nameZh: '星耀数码满500减60',
      nameEn: '¥60 off over ¥500 at Xingyao Digital',
      couponType: 1,
      cashCondition: 50_000,
      reduceAmount: 6_000,
      stocks: 100,
      totalStocks: 100,
      limitNum: 1,
      ...window,
    },
    {
      shopId: 3,
      nameZh: '明日开抢满50减8',
      nameEn: '¥8 off over ¥50 (from tomorrow)',
      couponType: 1,
      cashCondition: 5_000,
      reduceAmount: 800,
      stocks: 200,
      totalStocks: 200,
      limitNum: 1,
      startTime: new Date(now.getTime() + DAY),
      endTime: new Date(now.getTime() + 30 * DAY),
    },
  ];
  await tx.insert(coupons).values(rows.map((row) => ({ ...row, createdAt: now })));
}

async function seedPreSale(tx: Database, now: Date): Promise<void> {
  const today = formatDate(now, 'YYYY-MM-DD');
  const [current] = await tx
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(eq(products.preSale, true), sql`${products.shipDate} > ${today}::date`))
    .limit(1);
  if (current) return;
  // Shop 4's first product on sale (no flash sale or discount session of the demo is on it).
  const [prodId] = await shopProducts(tx, 4, 1);
  if (prodId === undefined) return;
  await tx
    .update(products)
    .set({ preSale: true, shipDate: formatDate(now.getTime() + 10 * DAY, 'YYYY-MM-DD'), updatedAt: now })
    .where(eq(products.prodId, prodId));
}

/** The demo's promotions (this file's header), added where missing, in one transaction. */
export async function seedPromotionDemo(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await demoGuard(tx);
    await seedSessions(tx, now);
    await seedCentreCoupons(tx, now);
    await seedPreSale(tx, now);
  });
}
