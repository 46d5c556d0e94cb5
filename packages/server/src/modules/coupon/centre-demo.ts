// The coupon centre's demo coupons (issue 13 item 4, called by discount/demo.ts `seedPromotionDemo`):
// platform and shop coupons with limits and stock, one nearly gone, one not started; added again only
// when none is live any more.
import { and, gt } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { coupons } from './tables.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedCentreCoupons(tx: Database, now: Date): Promise<void> {
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
