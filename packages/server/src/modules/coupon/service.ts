// Reading a shopper's coupons: the ones usable now (for the settlement calculation) and the account
// centre's lists by status (0 expired, 1 usable, 2 used) with their counts.
import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { centsToYuan, CouponStatus, formatDate, type Locale } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { localized } from '../../lib/text.ts';
import { shops } from '../shop/tables.ts';
import type { CalcCoupon } from '../pricing/calc.ts';
import { coupons, userCoupons } from './tables.ts';

const columns = {
  couponUserId: userCoupons.couponUserId,
  couponId: coupons.couponId,
  shopId: coupons.shopId,
  nameZh: coupons.nameZh,
  nameEn: coupons.nameEn,
  couponType: coupons.couponType,
  cashCondition: coupons.cashCondition,
  reduceAmount: coupons.reduceAmount,
  discount: coupons.discount,
  suitableProdType: coupons.suitableProdType,
  prodIds: coupons.prodIds,
  categoryIds: coupons.categoryIds,
  startTime: coupons.startTime,
  endTime: coupons.endTime,
  userStatus: userCoupons.status,
  usedAt: userCoupons.usedAt,
  shopNameZh: shops.nameZh,
  shopNameEn: shops.nameEn,
};
function select(db: Database) {
  return db
    .select(columns)
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.couponId, userCoupons.couponId))
    .leftJoin(shops, eq(shops.shopId, coupons.shopId));
}
export type CouponRow = Awaited<ReturnType<typeof select>>[number];

/** The contract status (0 expired, 1 usable, 2 used) of a held coupon at `now`. */
export function couponStatusOf(row: Pick<CouponRow, 'userStatus' | 'endTime'>, now: Date): CouponStatus {
  if (row.userStatus === 2) return CouponStatus.used;
  return row.endTime.getTime() <= now.getTime() ? CouponStatus.expired : CouponStatus.notUsed;
}

/** A coupon as the API shows it. */
export function couponView(row: CouponRow, locale: Locale, now: Date) {
  return {
    couponUserId: row.couponUserId,
    couponId: row.couponId,
    shopId: row.shopId,
    shopName: row.shopId === 0 ? '' : localized(locale, row.shopNameZh ?? '', row.shopNameEn ?? ''),
    couponName: localized(locale, row.nameZh, row.nameEn),
    couponType: row.couponType,
    cashCondition: centsToYuan(row.cashCondition),
    reduceAmount: centsToYuan(row.reduceAmount),
    couponDiscount: row.discount / 10,
    suitableProdType: row.suitableProdType,
    startTime: formatDate(row.startTime),
    endTime: formatDate(row.endTime),
    status: couponStatusOf(row, now),
    usedTime: row.usedAt ? formatDate(row.usedAt) : null,
  };
}
export type CouponView = ReturnType<typeof couponView>;

/** Coupons the user can use at `now` (held, unused, in service, inside the window), one per coupon id. */
export async function usableCoupons(
  db: Database,
  userId: string,
  now: Date,
): Promise<(CalcCoupon & { row: CouponRow })[]> {
  const rows = await select(db)
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 1),
        eq(coupons.status, 1),
        lte(coupons.startTime, now),
        gt(coupons.endTime, now),
      ),
    )
    .orderBy(asc(coupons.shopId), asc(coupons.couponId), asc(userCoupons.couponUserId));
  const seen = new Set<number>();
  const out: (CalcCoupon & { row: CouponRow })[] = [];
  for (const row of rows) {
    if (seen.has(row.couponId)) continue;
    seen.add(row.couponId);
    out.push({
      couponId: row.couponId,
      couponUserId: row.couponUserId,
      shopId: row.shopId,
      couponType: row.couponType === 2 ? 2 : 1,
      cashCondition: row.cashCondition,
      reduceAmount: row.reduceAmount,
      discount: row.discount,
      suitableProdType: row.suitableProdType === 1 ? 1 : row.suitableProdType === 2 ? 2 : 0,
      prodIds: row.prodIds,
      categoryIds: row.categoryIds,
      row,
    });
  }
  return out;
}

function statusWhere(status: CouponStatus, now: Date): SQL {
  if (status === CouponStatus.used) return eq(userCoupons.status, 2);
  if (status === CouponStatus.expired) return and(eq(userCoupons.status, 1), lte(coupons.endTime, now))!;
  return and(eq(userCoupons.status, 1), gt(coupons.endTime, now))!;
}

export async function listCoupons(
  db: Database,
  userId: string,
  status: CouponStatus,
  now: Date,
  window: { offset: number; limit: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = and(eq(userCoupons.userId, userId), statusWhere(status, now));
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(
        status === CouponStatus.used ? desc(userCoupons.usedAt) : asc(coupons.endTime),
        asc(userCoupons.couponUserId),
      )
      .offset(window.offset)
      .limit(window.limit),
    db
      .select({ n: count() })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.couponId, userCoupons.couponId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function couponCounts(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({
      expired:
        sql<number>`count(*) FILTER (WHERE ${userCoupons.status} = 1 AND ${coupons.endTime} <= ${now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      usable:
        sql<number>`count(*) FILTER (WHERE ${userCoupons.status} = 1 AND ${coupons.endTime} > ${now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      used: sql<number>`count(*) FILTER (WHERE ${userCoupons.status} = 2)`.mapWith(Number),
    })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.couponId, userCoupons.couponId))
    .where(eq(userCoupons.userId, userId));
  return { expiredCount: row?.expired ?? 0, unUseCount: row?.usable ?? 0, usedCount: row?.used ?? 0 };
}
