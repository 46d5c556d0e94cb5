// The coupons an owner manages: a shop's in the merchant centre (issue 17 item 7, decisions/0067), the
// platform's (shop 0) in the platform console (issue 18 item 5, decisions/0101). One service for both,
// taking the owner: the owner's coupons with their figures (claimed, used, left), one coupon as its
// editing form needs it, the edit before its start and the stop.
// - An edit runs the create's checks (centre.ts `couponValues`, `checkCouponProducts`) and holds the
//   coupon's row, as every claim does: it is refused once the coupon started by the module's clock, or
//   once any claim exists (promoStarted), or once stopped (promoStopped); the stock issued and left both
//   become the new `stocks` (no claim yet).
// - A stop marks the coupon `stopped`: the centre no longer lists it and a claim is refused
//   (couponStopped); the coupons already claimed stay usable until their end time (what the shopper was
//   given stays given). An ended coupon stays as it is.
// A coupon of another owner is activityNotFound and changes nothing: a shop's coupon is not the
// platform's, the platform's not any shop's. The platform's routes answer it 404, the merchant's 400 as
// every merchant route does for a missing target (`couponNotFound`, decisions/0105). The edit and the stop answer the row before and after and
// take an `audit` step run inside their transaction (the platform's audit log row).
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
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
  type PlatformCouponDetail,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { platformProdRows } from '../catalog/platform-prod-tag.ts';
import { products } from '../catalog/tables.ts';
import { checkCouponProducts, couponValues, createCoupon, type MerchantCouponInput } from './centre.ts';
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

/** Who owns a coupon: a shop's id, or 0 (`PLATFORM_OWNER`) for the platform's coupons. */
export type CouponOwner = number;
export const PLATFORM_OWNER: CouponOwner = 0;

/**
 * No coupon of `owner` by that id: a 404 on the platform's routes (decisions/0105), a 400 on the
 * merchant's (every merchant route answers a missing target 400; its console relies on it).
 */
function couponNotFound(owner: CouponOwner): Error {
  return owner === PLATFORM_OWNER
    ? new NotFoundError(messages.activityNotFound)
    : new BusinessError(messages.activityNotFound);
}

/** A change's audit step, run inside the change's transaction with the coupon's stored values. */
export type CouponAudit = (
  tx: Database,
  change: { couponId: number; before: CouponState | null; after: CouponState },
) => Promise<void>;
/** A coupon's stored values, as an audit row keeps them (times ISO). */
export type CouponState = Record<string, unknown>;

/** A stopped coupon reads as ended to its owner (it can no longer be claimed). */
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
    prodCount: row.prodIds.length,
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

/**
 * GET /merchant/coupon/page, /platform/coupon/page: the owner's coupons of one status (and a name
 * containing `name`, either language), the latest to start first.
 */
export async function couponPage(
  db: Database,
  owner: CouponOwner,
  query: MerchantCouponQuery & { current: number; size: number; name?: string | undefined },
  now: Date,
  locale: Locale,
): Promise<{ records: MerchantCouponRow[]; total: number }> {
  const pattern = query.name ? containsPattern(query.name) : undefined;
  const where = and(
    eq(coupons.shopId, owner),
    statusWhere(query.status ?? -1, now),
    pattern ? or(ilike(coupons.nameZh, pattern), ilike(coupons.nameEn, pattern)) : undefined,
  );
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

/** The owner's coupon's row (any status), or activityNotFound. */
async function ownCoupon(db: Database, owner: CouponOwner, couponId: number): Promise<Row> {
  const [row] = await db
    .select(rowColumns)
    .from(coupons)
    .where(and(eq(coupons.couponId, couponId), eq(coupons.shopId, owner)));
  if (!row) throw couponNotFound(owner);
  return row;
}

/**
 * GET /merchant/coupon/info: one of the shop's coupons with its products (the shop's own; none: all
 * products). The platform's answer is `platformCouponInfo`.
 */
export async function couponInfo(
  db: Database,
  owner: CouponOwner,
  couponId: number,
  now: Date,
  locale: Locale,
): Promise<MerchantCouponDetail> {
  const row = await ownCoupon(db, owner, couponId);
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
          .where(and(inArray(products.prodId, row.prodIds), eq(products.shopId, owner)))
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
 * GET /platform/coupon/info: one of the platform's coupons with its chosen products of any store, as
 * the console's product search lists them (decisions/0109; none: all products).
 */
export async function platformCouponInfo(
  db: Database,
  couponId: number,
  now: Date,
  locale: Locale,
): Promise<PlatformCouponDetail> {
  const row = await ownCoupon(db, PLATFORM_OWNER, couponId);
  return { ...rowWire(row, locale, now), prods: await platformProdRows(db, row.prodIds, locale) };
}

/** The stored values of a coupon row an audit keeps (the figures are counted, not kept). */
function stateOf(row: typeof coupons.$inferSelect): CouponState {
  return {
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    couponType: row.couponType,
    cashCondition: row.cashCondition,
    reduceAmount: row.reduceAmount,
    discount: row.discount,
    suitableProdType: row.suitableProdType,
    prodIds: row.prodIds,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    stocks: row.stocks,
    totalStocks: row.totalStocks,
    limitNum: row.limitNum,
    stopped: row.stopped,
  };
}

/** A locked coupon of the owner (FOR UPDATE), or activityNotFound. */
async function lockOwnCoupon(
  tx: Database,
  owner: CouponOwner,
  couponId: number,
): Promise<typeof coupons.$inferSelect> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.couponId, couponId)).for('update');
  if (!row || row.shopId !== owner) throw couponNotFound(owner);
  return row;
}

/**
 * POST /platform/coupon: centre.ts `createCoupon` (its checks) in one transaction with the `audit` step
 * (before: null); answers the new coupon's id. The merchant's POST calls `createCoupon` itself.
 */
export async function createOwnedCoupon(
  db: Database,
  owner: CouponOwner,
  input: MerchantCouponInput,
  now: Date,
  audit: CouponAudit,
): Promise<number> {
  return db.transaction(async (tx) => {
    const couponId = await createCoupon(tx, owner, input, now);
    const [row] = await tx.select().from(coupons).where(eq(coupons.couponId, couponId));
    await audit(tx, { couponId, before: null, after: stateOf(row!) });
    return couponId;
  });
}

/**
 * PUT /merchant/coupon, /platform/coupon: the coupon's new values, before its start and any claim (see
 * the header). The ownership, the products and the start are all checked under the coupon's row lock,
 * with the clock read once it is held: an edit that waited for it past the start is refused.
 */
export async function updateCoupon(
  db: Database,
  owner: CouponOwner,
  input: MerchantCouponInput & { couponId: number },
  clock: Clock,
  audit?: CouponAudit,
): Promise<void> {
  // Bad values are refused before any lock; the window is checked again by the clock read under it.
  const values = couponValues(input, new Date(clock()));
  await db.transaction(async (tx) => {
    // The row every claim holds: a claim is either before this edit (and refuses it) or after it.
    const row = await lockOwnCoupon(tx, owner, input.couponId);
    const now = new Date(clock());
    if (row.stopped) throw new BusinessError(messages.promoStopped);
    if (row.startTime <= now) throw new BusinessError(messages.promoStarted);
    couponValues(input, now);
    await checkCouponProducts(tx, owner, values.prodIds);
    const [claims] = await tx
      .select({ n: count() })
      .from(userCoupons)
      .where(eq(userCoupons.couponId, input.couponId));
    if ((claims?.n ?? 0) > 0) throw new BusinessError(messages.promoStarted);
    const [after] = await tx
      .update(coupons)
      .set(values)
      .where(eq(coupons.couponId, input.couponId))
      .returning();
    await audit?.(tx, { couponId: input.couponId, before: stateOf(row), after: stateOf(after!) });
  });
}

/**
 * PUT /merchant/coupon/{couponId}/stop, /platform/coupon/{couponId}/stop: no more claims (see the
 * header), under the coupon's row lock (every claim's), with the clock read once it is held. One already
 * stopped or ended changes nothing (and `audit` is not called: nothing changed).
 */
export async function stopCoupon(
  db: Database,
  owner: CouponOwner,
  couponId: number,
  clock: Clock,
  audit?: CouponAudit,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnCoupon(tx, owner, couponId);
    const now = new Date(clock());
    const [after] = await tx
      .update(coupons)
      .set({ stopped: true })
      .where(and(eq(coupons.couponId, couponId), eq(coupons.stopped, false), gt(coupons.endTime, now)))
      .returning();
    if (after) await audit?.(tx, { couponId, before: stateOf(row), after: stateOf(after) });
  });
}
