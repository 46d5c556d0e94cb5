// The coupon centre (issue 13 item 4, decisions/0044): coupons a shopper can claim (in service, not
// ended, not stopped by its shop, issued through the centre: `total_stocks` > 0; with stock left or
// already claimed by this shopper), those that apply to a product, a claim, and the merchant's new coupon. A claim is one
// transaction holding the coupon's row (FOR UPDATE): every claim of that coupon, by one shopper or by
// many, counts the claims and the stock after the one before it committed, so parallel claims never
// exceed the per-shopper limit nor the stock, on one instance or several.
import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  activityStatusAt,
  ActivityStatus,
  centsToYuan,
  formatDate,
  messages,
  yuanToCents,
  type CentreCoupon,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { localized } from '../../lib/text.ts';
import { products } from '../catalog/tables.ts';
import { windowOf } from '../discount/service.ts';
import { shops } from '../shop/tables.ts';
import { coupons, userCoupons } from './tables.ts';
import type { Clock } from '../../plugins/stores.ts';

/** The columns of a centre coupon; `received` is the shopper's claims (0 without a shopper). */
function centreColumns(userId: string | null) {
  return {
    couponId: coupons.couponId,
    shopId: coupons.shopId,
    nameZh: coupons.nameZh,
    nameEn: coupons.nameEn,
    couponType: coupons.couponType,
    cashCondition: coupons.cashCondition,
    reduceAmount: coupons.reduceAmount,
    discount: coupons.discount,
    suitableProdType: coupons.suitableProdType,
    startTime: coupons.startTime,
    endTime: coupons.endTime,
    stocks: coupons.stocks,
    limitNum: coupons.limitNum,
    shopNameZh: shops.nameZh,
    shopNameEn: shops.nameEn,
    received: userId
      ? sql<number>`(SELECT count(*) FROM user_coupons uc WHERE uc.coupon_id = ${coupons.couponId} AND uc.user_id = ${userId})`.mapWith(
          Number,
        )
      : sql<number>`0`.mapWith(Number),
  };
}
type CentreRow = {
  couponId: number;
  shopId: number;
  nameZh: string;
  nameEn: string;
  couponType: number;
  cashCondition: number;
  reduceAmount: number;
  discount: number;
  suitableProdType: number;
  startTime: Date;
  endTime: Date;
  stocks: number;
  limitNum: number;
  shopNameZh: string | null;
  shopNameEn: string | null;
  received: number;
};

/** Claimable at `now`: in service, a centre coupon, not ended, stock left or claimed by this shopper. */
function claimable(userId: string | null, now: Date): SQL {
  const held = userId
    ? sql`EXISTS (SELECT 1 FROM user_coupons uc WHERE uc.coupon_id = ${coupons.couponId} AND uc.user_id = ${userId})`
    : sql`false`;
  return and(
    eq(coupons.status, 1),
    eq(coupons.stopped, false),
    gt(coupons.totalStocks, 0),
    gt(coupons.endTime, now),
    or(gt(coupons.stocks, 0), held),
    // A shop coupon shows while its shop is open.
    or(eq(coupons.shopId, 0), eq(shops.status, 1)),
  )!;
}

function centreWire(row: CentreRow, locale: Locale, now: Date): CentreCoupon {
  const started = activityStatusAt(row, now.getTime()) === ActivityStatus.ongoing;
  return {
    couponId: row.couponId,
    couponName: localized(locale, row.nameZh, row.nameEn),
    couponType: row.couponType,
    cashCondition: centsToYuan(row.cashCondition),
    reduceAmount: centsToYuan(row.reduceAmount),
    couponDiscount: row.discount / 10,
    shopId: row.shopId,
    shopName: row.shopId === 0 ? '' : localized(locale, row.shopNameZh ?? '', row.shopNameEn ?? ''),
    suitableProdType: row.suitableProdType,
    startTime: formatDate(row.startTime),
    endTime: formatDate(row.endTime),
    stocks: row.stocks,
    limitNum: row.limitNum,
    receivedNum: row.received,
    canReceive: started && row.stocks > 0 && row.received < row.limitNum,
  };
}

/** GET /coupon/getCouponPage: the claimable coupons (platform first, then by shop), paged. */
export async function centrePage(
  db: Database,
  userId: string | null,
  now: Date,
  locale: Locale,
  window: { offset: number; limit: number },
  shopId?: number,
): Promise<{ rows: CentreCoupon[]; total: number }> {
  const where = and(claimable(userId, now), shopId ? eq(coupons.shopId, shopId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(centreColumns(userId))
      .from(coupons)
      .leftJoin(shops, eq(shops.shopId, coupons.shopId))
      .where(where)
      .orderBy(asc(coupons.shopId), asc(coupons.endTime), asc(coupons.couponId))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(coupons).leftJoin(shops, eq(shops.shopId, coupons.shopId)).where(where),
  ]);
  return { rows: rows.map((row) => centreWire(row, locale, now)), total: total?.n ?? 0 };
}

/** At most this many coupons on a product's page. */
const PRODUCT_COUPONS_MAX = 50;

/**
 * GET /coupon/listByProdId: the claimable coupons that apply to the product (the platform's and its
 * shop's: for all products, for it, or for its category), as checkout applies them (pricing/calc.ts).
 */
export async function productCoupons(
  db: Database,
  userId: string | null,
  prodId: number,
  now: Date,
  locale: Locale,
): Promise<CentreCoupon[]> {
  const [product] = await db
    .select({ shopId: products.shopId, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.prodId, prodId));
  if (!product) throw new BusinessError(messages.productNotFound);
  const rows = await db
    .select(centreColumns(userId))
    .from(coupons)
    .leftJoin(shops, eq(shops.shopId, coupons.shopId))
    .where(
      and(
        claimable(userId, now),
        inArray(coupons.shopId, [0, product.shopId]),
        or(
          eq(coupons.suitableProdType, 0),
          and(eq(coupons.suitableProdType, 1), sql`${prodId}::integer = ANY(${coupons.prodIds})`),
          and(
            eq(coupons.suitableProdType, 2),
            sql`${product.categoryId}::integer = ANY(${coupons.categoryIds})`,
          ),
        ),
      ),
    )
    .orderBy(asc(coupons.shopId), asc(coupons.endTime), asc(coupons.couponId))
    .limit(PRODUCT_COUPONS_MAX);
  return rows.map((row) => centreWire(row, locale, now));
}

/**
 * POST /p/myCoupon/receive: one claim in one transaction, the coupon's row locked first and the clock
 * read once it is held (a claim that waited for the lock past the end is refused: decisions/0074). Refusals, in
 * this order: no such coupon in the centre (activityNotFound), stopped by its shop (couponStopped), not started (eventNotStarted), ended
 * (eventEnded), the shopper's limit reached (couponLimitReached {max}), none left (couponNoneLeft).
 */
export async function receiveCoupon(
  db: Database,
  userId: string,
  couponId: number,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [coupon] = await tx
      .select({
        shopId: coupons.shopId,
        status: coupons.status,
        totalStocks: coupons.totalStocks,
        stocks: coupons.stocks,
        limitNum: coupons.limitNum,
        startTime: coupons.startTime,
        endTime: coupons.endTime,
        stopped: coupons.stopped,
      })
      .from(coupons)
      .where(eq(coupons.couponId, couponId))
      .for('update');
    const now = new Date(clock());
    if (!coupon || coupon.status !== 1 || coupon.totalStocks === 0)
      throw new BusinessError(messages.activityNotFound);
    // Stopped by its shop (decisions/0067): the claims made before stay usable, no new one.
    if (coupon.stopped) throw new BusinessError(messages.couponStopped);
    // A store's coupon while the store is open only (the centre does not list the others either).
    if (coupon.shopId !== 0) {
      const [shop] = await tx
        .select({ status: shops.status })
        .from(shops)
        .where(eq(shops.shopId, coupon.shopId));
      if (shop?.status !== 1) throw new BusinessError(messages.activityNotFound);
    }
    const status = activityStatusAt(coupon, now.getTime());
    if (status === ActivityStatus.notStarted) throw new BusinessError(messages.eventNotStarted);
    if (status === ActivityStatus.ended) throw new BusinessError(messages.eventEnded);
    const [claims] = await tx
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.couponId, couponId), eq(userCoupons.userId, userId)));
    if ((claims?.n ?? 0) >= coupon.limitNum)
      throw new BusinessError(messages.couponLimitReached, { max: coupon.limitNum });
    // The row is held: the stock read above is the one this update sees; the condition is a second guard.
    const taken = await tx
      .update(coupons)
      .set({ stocks: sql`${coupons.stocks} - 1` })
      .where(and(eq(coupons.couponId, couponId), gt(coupons.stocks, 0)))
      .returning({ stocks: coupons.stocks });
    if (taken.length === 0) throw new BusinessError(messages.couponNoneLeft);
    await tx.insert(userCoupons).values({ userId, couponId, receivedAt: now });
  });
}

/** Whole cents of a wire amount, or null when it has more than two decimals. */
function exactCents(yuan: number): number | null {
  const cents = yuanToCents(yuan);
  return Math.abs(cents - yuan * 100) < 1e-6 ? cents : null;
}

export interface MerchantCouponInput {
  couponName: string;
  couponType: 1 | 2;
  cashCondition: number;
  reduceAmount: number;
  couponDiscount: number;
  startTime: string;
  endTime: string;
  stocks: number;
  limitNum: number;
  prodIds: readonly number[];
}

/**
 * A merchant coupon's values as stored, checked: money off (type 1) saves at least a cent and, with a
 * threshold, less than it; a rate (type 2) pays 0.1 to 9.9 tenths in steps of 0.1 (couponAmountsInvalid);
 * the window ends after its start and after now (activityWindowInvalid).
 */
export function couponValues(input: MerchantCouponInput, now: Date) {
  const { start, end } = windowOf(input.startTime, input.endTime, now);
  const cashCondition = exactCents(input.cashCondition);
  const reduceAmount = input.couponType === 1 ? exactCents(input.reduceAmount) : 0;
  const tenths = input.couponDiscount * 10;
  const percent =
    input.couponType === 2 && Math.abs(tenths - Math.round(tenths)) < 1e-6 ? Math.round(tenths) : null;
  const valid =
    cashCondition !== null &&
    (input.couponType === 1
      ? reduceAmount !== null && reduceAmount >= 1 && (cashCondition === 0 || reduceAmount < cashCondition)
      : percent !== null && percent >= 1 && percent <= 99);
  if (!valid) throw new BusinessError(messages.couponAmountsInvalid);
  const prodIds = [...new Set(input.prodIds)].sort((a, b) => a - b);
  return {
    nameZh: input.couponName,
    nameEn: input.couponName,
    couponType: input.couponType,
    cashCondition: cashCondition!,
    reduceAmount: reduceAmount ?? 0,
    discount: input.couponType === 2 ? percent! : 100,
    suitableProdType: prodIds.length > 0 ? 1 : 0,
    prodIds,
    startTime: start,
    endTime: end,
    stocks: input.stocks,
    totalStocks: input.stocks,
    limitNum: input.limitNum,
  };
}

/**
 * The coupon's products (none: all) are the shop's own (activityProductNotOwned); for the platform (shop
 * 0) products of any store (`checkPlatformCouponProducts`).
 */
export async function checkCouponProducts(db: Database, shopId: number, prodIds: number[]): Promise<void> {
  if (prodIds.length === 0) return;
  if (shopId === 0) return checkPlatformCouponProducts(db, prodIds);
  const owned = await db
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(inArray(products.prodId, prodIds), eq(products.shopId, shopId), sql`${products.status} >= 0`));
  if (owned.length !== prodIds.length) throw new BusinessError(messages.activityProductNotOwned);
}

/**
 * A platform coupon's products (decisions/0109): every one an existing product of any store, not deleted
 * (the merchant's rule), else a 400 naming the first missing one (couponProductNotFound). The rows are
 * held FOR KEY SHARE until the commit, as the home sections' (decisions/0102): a product deleted meanwhile
 * waits for the coupon's change instead of failing it.
 */
async function checkPlatformCouponProducts(db: Database, prodIds: number[]): Promise<void> {
  const found = await db
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(inArray(products.prodId, prodIds), sql`${products.status} >= 0`))
    .for('key share');
  const known = new Set(found.map((r) => r.prodId));
  const missing = prodIds.find((id) => !known.has(id));
  if (missing !== undefined) throw new BusinessError(messages.couponProductNotFound, { prodId: missing });
}

/**
 * POST /merchant/coupon: a coupon of the merchant's shop in the centre (`couponValues` for its checks;
 * `prodIds`, empty: all products, are the shop's own); answers its id.
 */
export async function createCoupon(
  db: Database,
  shopId: number,
  input: MerchantCouponInput,
  now: Date,
): Promise<number> {
  const values = couponValues(input, now);
  await checkCouponProducts(db, shopId, values.prodIds);
  const [created] = await db
    .insert(coupons)
    .values({ shopId, ...values, createdAt: now })
    .returning({ couponId: coupons.couponId });
  return created!.couponId;
}
