// The demo coupons (issue 5): platform and shop coupons of every kind (amount off with a threshold, a
// rate, scoped to categories or products, one already expired), given to each demo shopper when the
// shopper is seeded (account/demo.ts, same transaction). Fixed ids, inserted only when missing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { coupons, userCoupons } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function demoCoupons(now: Date): (typeof coupons.$inferInsert)[] {
  const start = new Date(now.getTime() - DAY_MS);
  const end = new Date(now.getTime() + 365 * DAY_MS);
  const common = { startTime: start, endTime: end };
  return [
    {
      couponId: 1,
      shopId: 0,
      nameZh: '全场满99减10',
      nameEn: '¥10 off orders over ¥99',
      couponType: 1,
      cashCondition: 9900,
      reduceAmount: 1000,
      ...common,
    },
    {
      couponId: 2,
      shopId: 0,
      nameZh: '全场满500减50',
      nameEn: '¥50 off orders over ¥500',
      couponType: 1,
      cashCondition: 50000,
      reduceAmount: 5000,
      ...common,
    },
    {
      couponId: 3,
      shopId: 0,
      nameZh: '全场满200享9折',
      nameEn: '10% off orders over ¥200',
      couponType: 2,
      cashCondition: 20000,
      discount: 90,
      ...common,
    },
    {
      couponId: 4,
      shopId: 0,
      nameZh: '手机品类满1000减100',
      nameEn: '¥100 off phones over ¥1000',
      couponType: 1,
      cashCondition: 100000,
      reduceAmount: 10000,
      suitableProdType: 2,
      categoryIds: [3, 4, 5],
      ...common,
    },
    {
      couponId: 5,
      shopId: 1,
      nameZh: '自营店满199减20',
      nameEn: '¥20 off over ¥199 at the Official Store',
      couponType: 1,
      cashCondition: 19900,
      reduceAmount: 2000,
      ...common,
    },
    {
      couponId: 6,
      shopId: 2,
      nameZh: '星耀数码95折',
      nameEn: '5% off at Xingyao Digital',
      couponType: 2,
      cashCondition: 0,
      discount: 95,
      ...common,
    },
    {
      couponId: 7,
      shopId: 2,
      nameZh: '指定商品立减30',
      nameEn: '¥30 off selected products',
      couponType: 1,
      cashCondition: 0,
      reduceAmount: 3000,
      suitableProdType: 1,
      prodIds: [1, 2, 3],
      ...common,
    },
    {
      couponId: 8,
      shopId: 0,
      nameZh: '新人券满50减5（已过期）',
      nameEn: '¥5 off over ¥50 (expired)',
      couponType: 1,
      cashCondition: 5000,
      reduceAmount: 500,
      startTime: new Date(now.getTime() - 60 * DAY_MS),
      endTime: new Date(now.getTime() - 30 * DAY_MS),
    },
  ];
}

/**
 * Inserts the demo coupons that are missing and gives each of `userIds` one of each demo coupon it does
 * not hold yet. Run inside the caller's transaction.
 */
export async function seedDemoCoupons(tx: Database, userIds: readonly string[], now: Date): Promise<void> {
  const rows = demoCoupons(now);
  await tx.insert(coupons).values(rows).onConflictDoNothing();
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('coupons', 'coupon_id'), (SELECT coalesce(max(coupon_id), 0) + 1 FROM coupons), false)`,
  );
  const ids = rows.map((r) => r.couponId!);
  for (const userId of userIds) {
    const heldRows = await tx
      .select({ couponId: userCoupons.couponId })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.couponId, ids)));
    const held = new Set(heldRows.map((r) => r.couponId));
    const missing = ids.filter((id) => !held.has(id));
    if (missing.length > 0)
      await tx.insert(userCoupons).values(missing.map((couponId) => ({ userId, couponId, receivedAt: now })));
  }
}
