// The merchant centre's shop coupons (issue 17 item 7, decisions/0067): the shop's coupons with their
// figures (claimed, used, left), one coupon as its editing form needs it, the edit before its start and
// the stop.
// - An edit runs the create's checks (centre.ts `couponValues`, `checkCouponProducts`) and holds the
//   coupon's row, as every claim does: it is refused once the coupon started by the module's clock, or
//   once any claim exists (promoStarted), or once stopped (promoStopped); the stock issued and left both
//   become the new `stocks` (no claim yet).
// - A stop marks the coupon `stopped`: the centre no longer lists it and a claim is refused
//   (couponStopped); the coupons already claimed stay usable until their end time (what the shopper was
//   given stays given). An ended coupon stays as it is.
// Another shop's coupon is activityNotFound and changes nothing.
import { and, asc, count, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  activityStatusAt,
  ActivityStatus,
  centsToYuan,
  formatDate,
  messages,
  type Locale,
  type MerchantCouponDetail,
  type MerchantCouponQuery,
  type MerchantCouponRow,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { localized } from '../../lib/text.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { products } from '../catalog/tables.ts';
import { checkCouponProducts, couponValues, type MerchantCouponInput } from './centre.ts';
import { coupons, userCoupons } from './tables.ts';

// The subqueries name the outer table in full: drizzle writes a lone table's columns unqualified.
const rowColumns = {
  couponId: coupons.couponId,
  nameZh: coupons.nameZh,
  nameEn: coupons.nameEn,
  couponType: coupons.couponType,
  cashCondition: coupons.cashCondition,
  reduceAmount: coupons.reduceAmount,
  discount: coupons.discount,
  suitableProdType: coupons.suitableProdType,
  prodIds: coupons.prodIds,
  startTime: coupons.startTime,
  endTime: coupons.endTime,
  stopped: coupons.stopped,
  limitNum: coupons.limitNum,
  totalStocks: coupons.totalStocks,
  stocks: coupons.stocks,
  claimed: sql<number>`(SELECT count(*) FROM user_coupons uc WHERE uc.coupon_id = coupons.coupon_id)`.mapWith(
    Number,
  ),
  used: sql<number>`(SELECT count(*) FROM user_coupons uc WHERE uc.coupon_id = coupons.coupon_id AND uc.status = 2)`.mapWith(
    Number,
  ),
};
type Row = {
  couponId: number;
  nameZh: string;
  nameEn: string;
  couponType: number;
  cashCondition: number;
  reduceAmount: number;
  discount: number;
  suitableProdType: number;
  prodIds: number[];
  startTime: Date;
  endTime: Date;
  stopped: boolean;
  limitNum: number;
  totalStocks: number;
  stocks: number;
  claimed: number;
  used: number;
};

/** A stopped coupon reads as ended to its merchant (it can no longer be claimed). */
function statusOf(row: { startTime: Date; endTime: Date; stopped: boolean }, now: Date): ActivityStatus {
  return row.stopped ? ActivityStatus.ended : activityStatusAt(row, now.getTime());
}

function rowWire(row: Row, locale: Locale, now: Date): MerchantCouponRow {
  return {
    couponId: row.couponId,
    couponName: localized(locale, row.nameZh, row.nameEn),
    couponType: row.couponType,
    cashCondition: centsToYuan(row.cashCondition),
    reduceAmount: centsToYuan(row.reduceAmount),
    couponDiscount: row.couponType === 2 ? row.discount / 10 : 0,
    suitableProdType: row.suitableProdType,
    startTime: formatDate(row.startTime),
    endTime: formatDate(row.endTime),
    status: statusOf(row, now),
    stopped: row.stopped,
    limitNum: row.limitNum,
    totalStocks: row.totalStocks,
    claimed: row.claimed,
    used: row.used,
    left: row.stocks,
  };
}

/** The coupons of one status at `now` (-1: all), as `statusOf` reads them. */
function statusWhere(status: number, now: Date): SQL | undefined {
  if (status === ActivityStatus.notStarted)
    return and(eq(coupons.stopped, false), gt(coupons.startTime, now));
  if (status === ActivityStatus.ongoing)
    return and(eq(coupons.stopped, false), lte(coupons.startTime, now), gt(coupons.endTime, now));
  if (status === ActivityStatus.ended) return or(eq(coupons.stopped, true), lte(coupons.endTime, now));
  return undefined;
}

/** GET /merchant/coupon/page: the shop's coupons of one status, the latest to start first. */
export async function merchantCouponPage(
  db: Database,
  shopId: number,
  query: MerchantCouponQuery & { current: number; size: number },
  now: Date,
  locale: Locale,
): Promise<{ records: MerchantCouponRow[]; total: number }> {
  const where = and(eq(coupons.shopId, shopId), statusWhere(query.status ?? -1, now));
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.startTime), desc(coupons.couponId))
      .offset((query.current - 1) * query.size)
      .limit(query.size),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { records: rows.map((row) => rowWire(row, locale, now)), total: total?.n ?? 0 };
}

/** The shop's coupon's row (any status), or activityNotFound (the platform's, shop 0, is no shop's). */
async function ownCoupon(db: Database, shopId: number, couponId: number): Promise<Row> {
  const [row] = await db
    .select(rowColumns)
    .from(coupons)
    .where(and(eq(coupons.couponId, couponId), eq(coupons.shopId, shopId)));
  if (!row || shopId === 0) throw new BusinessError(messages.activityNotFound);
  return row;
}

/** GET /merchant/coupon/info: one of the shop's coupons with its products. */
export async function merchantCouponInfo(
  db: Database,
  shopId: number,
  couponId: number,
  now: Date,
  locale: Locale,
): Promise<MerchantCouponDetail> {
  const row = await ownCoupon(db, shopId, couponId);
  const prods =
    row.prodIds.length === 0
      ? []
      : await db
          .select({
            prodId: products.prodId,
            nameZh: products.nameZh,
            nameEn: products.nameEn,
            pic: products.pic,
          })
          .from(products)
          .where(and(inArray(products.prodId, row.prodIds), eq(products.shopId, shopId)))
          .orderBy(asc(products.prodId));
  return {
    ...rowWire(row, locale, now),
    prods: prods.map((p) => ({
      prodId: p.prodId,
      prodName: localized(locale, p.nameZh, p.nameEn),
      pic: p.pic,
    })),
  };
}

/**
 * PUT /merchant/coupon: the coupon's new values, before its start and any claim (see the header). The
 * ownership, the products and the start are all checked under the coupon's row lock, with the clock read
 * once it is held: an edit that waited for it past the start is refused.
 */
export async function updateCoupon(
  db: Database,
  shopId: number,
  input: MerchantCouponInput & { couponId: number },
  clock: Clock,
): Promise<void> {
  // Bad values are refused before any lock; the window is checked again by the clock read under it.
  const values = couponValues(input, new Date(clock()));
  await db.transaction(async (tx) => {
    // The row every claim holds: a claim is either before this edit (and refuses it) or after it.
    const [row] = await tx
      .select({ shopId: coupons.shopId, startTime: coupons.startTime, stopped: coupons.stopped })
      .from(coupons)
      .where(eq(coupons.couponId, input.couponId))
      .for('update');
    const now = new Date(clock());
    if (!row || row.shopId !== shopId || shopId === 0) throw new BusinessError(messages.activityNotFound);
    if (row.stopped) throw new BusinessError(messages.promoStopped);
    if (row.startTime <= now) throw new BusinessError(messages.promoStarted);
    couponValues(input, now);
    await checkCouponProducts(tx, shopId, values.prodIds);
    const [claims] = await tx
      .select({ n: count() })
      .from(userCoupons)
      .where(eq(userCoupons.couponId, input.couponId));
    if ((claims?.n ?? 0) > 0) throw new BusinessError(messages.promoStarted);
    await tx.update(coupons).set(values).where(eq(coupons.couponId, input.couponId));
  });
}

/**
 * PUT /merchant/coupon/{couponId}/stop: no more claims (see the header), under the coupon's row lock
 * (every claim's), with the clock read once it is held.
 */
export async function stopCoupon(
  db: Database,
  shopId: number,
  couponId: number,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ shopId: coupons.shopId })
      .from(coupons)
      .where(eq(coupons.couponId, couponId))
      .for('update');
    const now = new Date(clock());
    if (!row || row.shopId !== shopId || shopId === 0) throw new BusinessError(messages.activityNotFound);
    await tx
      .update(coupons)
      .set({ stopped: true })
      .where(and(eq(coupons.couponId, couponId), eq(coupons.stopped, false), gt(coupons.endTime, now)));
  });
}
