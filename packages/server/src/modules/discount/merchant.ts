// The merchant centre's special discount sessions (issue 17 item 7, decisions/0067): the shop's sessions
// with their figures (products named; orders do not record the session that priced them, so no sales
// figure), one session as its editing form needs it, the edit before its start and the stop.
// - An edit runs the create's checks (service.ts `sessionValues`, `checkSession`: rules, window, the shop's
//   own products, no overlap but with itself) under the shop's row lock, then the session's row lock, and
//   is refused once the session started (promoStarted) or was stopped (promoStopped), by the module's clock.
// - A stop ends the session now (its start too when it had not started: an empty window, marked
//   `stopped`), so the pricing provider, the shopper's pages and the overlap check, which all go by the
//   window, see it ended. An ended session stays as it is.
// Another shop's session is activityNotFound and changes nothing.
import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import {
  activityStatusAt,
  ActivityStatus,
  formatDate,
  messages,
  type MerchantDiscountDetail,
  type MerchantDiscountQuery,
  type MerchantDiscountRow,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { localized } from '../../lib/text.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import type { Locale } from '@mall/domain';
import { products } from '../catalog/tables.ts';
import { checkSession, sessionValues, stepWire, type SessionInput } from './service.ts';
import { discountProds, discounts } from './tables.ts';

// The subqueries name the outer table in full: drizzle writes a lone table's columns unqualified.
const rowColumns = {
  discountId: discounts.discountId,
  name: discounts.name,
  discountType: discounts.discountType,
  rules: discounts.rules,
  startTime: discounts.startTime,
  endTime: discounts.endTime,
  stopped: discounts.stopped,
  allProducts: discounts.allProducts,
  prodCount:
    sql<number>`(SELECT count(*) FROM discount_prods dp WHERE dp.discount_id = discounts.discount_id)`.mapWith(
      Number,
    ),
};
type Row = {
  discountId: number;
  name: string;
  discountType: number;
  rules: { needAmount: number; discount: number }[];
  startTime: Date;
  endTime: Date;
  stopped: boolean;
  allProducts: boolean;
  prodCount: number;
};

function rowWire(row: Row, now: Date): MerchantDiscountRow {
  return {
    discountId: row.discountId,
    discountName: row.name,
    discountType: row.discountType,
    rules: row.rules.map((step) => stepWire(row.discountType, step)),
    startTime: formatDate(row.startTime),
    endTime: formatDate(row.endTime),
    status: activityStatusAt(row, now.getTime()),
    stopped: row.stopped,
    allProducts: row.allProducts,
    prodCount: row.prodCount,
  };
}

/** The rows of one status at `now` (-1: all): by the window, as activityStatusAt reads it. */
export function statusWhere(
  columns: { startTime: typeof discounts.startTime; endTime: typeof discounts.endTime },
  status: number,
  now: Date,
): SQL | undefined {
  if (status === ActivityStatus.notStarted) return gt(columns.startTime, now);
  if (status === ActivityStatus.ongoing) return and(lte(columns.startTime, now), gt(columns.endTime, now));
  if (status === ActivityStatus.ended) return lte(columns.endTime, now);
  return undefined;
}

/** GET /merchant/discount/page: the shop's sessions of one status, the latest to start first. */
export async function merchantDiscountPage(
  db: Database,
  shopId: number,
  query: MerchantDiscountQuery & { current: number; size: number },
  now: Date,
): Promise<{ records: MerchantDiscountRow[]; total: number }> {
  const where = and(eq(discounts.shopId, shopId), statusWhere(discounts, query.status ?? -1, now));
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(discounts)
      .where(where)
      .orderBy(desc(discounts.startTime), desc(discounts.discountId))
      .offset((query.current - 1) * query.size)
      .limit(query.size),
    db.select({ n: count() }).from(discounts).where(where),
  ]);
  return { records: rows.map((row) => rowWire(row, now)), total: total?.n ?? 0 };
}

/** GET /merchant/discount/info: one of the shop's sessions with its products (any status). */
export async function merchantDiscountInfo(
  db: Database,
  shopId: number,
  discountId: number,
  now: Date,
  locale: Locale,
): Promise<MerchantDiscountDetail> {
  const [row] = await db
    .select(rowColumns)
    .from(discounts)
    .where(and(eq(discounts.discountId, discountId), eq(discounts.shopId, shopId)));
  if (!row) throw new BusinessError(messages.activityNotFound);
  const prods = await db
    .select({ prodId: products.prodId, nameZh: products.nameZh, nameEn: products.nameEn, pic: products.pic })
    .from(discountProds)
    .innerJoin(products, eq(products.prodId, discountProds.prodId))
    .where(eq(discountProds.discountId, discountId))
    .orderBy(asc(products.prodId));
  return {
    ...rowWire(row, now),
    prods: prods.map((p) => ({
      prodId: p.prodId,
      prodName: localized(locale, p.nameZh, p.nameEn),
      pic: p.pic,
    })),
  };
}

/**
 * PUT /merchant/discount: the session's new values, before its start only (see the header). The clock
 * is read once the session's row lock is held, so an edit that waited for it past the start is refused.
 */
export async function updateSession(
  db: Database,
  shopId: number,
  input: SessionInput & { discountId: number },
  clock: Clock,
): Promise<void> {
  // Bad values are refused before any lock; the window is checked again by the clock read under it.
  const values = sessionValues(input, new Date(clock()));
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ shopId: discounts.shopId })
      .from(discounts)
      .where(eq(discounts.discountId, input.discountId));
    if (!owner || owner.shopId !== shopId) throw new BusinessError(messages.activityNotFound);
    // The shop's row first (checkSession), as a creation takes it, then the session's.
    await checkSession(tx, shopId, values, input.discountId);
    const [row] = await tx
      .select({ startTime: discounts.startTime, stopped: discounts.stopped })
      .from(discounts)
      .where(and(eq(discounts.discountId, input.discountId), eq(discounts.shopId, shopId)))
      .for('update');
    const now = new Date(clock());
    if (!row) throw new BusinessError(messages.activityNotFound);
    if (row.stopped) throw new BusinessError(messages.promoStopped);
    if (row.startTime <= now) throw new BusinessError(messages.promoStarted);
    sessionValues(input, now);
    await tx
      .update(discounts)
      .set({
        name: input.discountName,
        discountType: input.discountType,
        rules: values.steps,
        startTime: values.start,
        endTime: values.end,
        allProducts: values.allProducts,
      })
      .where(eq(discounts.discountId, input.discountId));
    await tx.delete(discountProds).where(eq(discountProds.discountId, input.discountId));
    if (!values.allProducts)
      await tx
        .insert(discountProds)
        .values(values.prodIds.map((prodId) => ({ discountId: input.discountId, prodId })));
  });
}

/**
 * PUT /merchant/discount/{discountId}/stop: ends the session now (see the header), under the session's
 * row lock (an edit's), with the clock read once it is held.
 */
export async function stopSession(
  db: Database,
  shopId: number,
  discountId: number,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ shopId: discounts.shopId })
      .from(discounts)
      .where(eq(discounts.discountId, discountId))
      .for('update');
    const now = new Date(clock());
    if (!row || row.shopId !== shopId) throw new BusinessError(messages.activityNotFound);
    const at = now.toISOString();
    await tx
      .update(discounts)
      .set({
        stopped: true,
        startTime: sql`least(${discounts.startTime}, ${at}::timestamptz)`,
        endTime: now,
      })
      .where(and(eq(discounts.discountId, discountId), gt(discounts.endTime, now)));
  });
}
