// Special discount sessions (issue 13 item 3, decisions/0044): the sessions shoppers see (ongoing and
// upcoming, `status` by the server's clock), one session with its products on sale, the live sessions
// the pricing provider reads (pricing.ts), and the merchant's new session: its own products only, rules
// that hold (domain `validDiscountSteps`), a window that ends in the future, and no product in two
// sessions at once (a whole-shop session overlaps every session of its shop), checked under the shop's
// row lock so that two parallel creations cannot both pass.
import { and, asc, count, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  activityStatusAt,
  centsToYuan,
  formatDate,
  messages,
  parseMallDateTime,
  validDiscountSteps,
  yuanToCents,
  type DiscountInfo,
  type DiscountSession,
  type DiscountStep,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { localized } from '../../lib/text.ts';
import { cardColumns, onSale, toCard } from '../catalog/cards.ts';
import { products } from '../catalog/tables.ts';
import { shops } from '../shop/tables.ts';
import { discountProds, discounts } from './tables.ts';

/** The products a session's page shows at most (its best sellers first). */
export const SESSION_PRODUCTS_MAX = 100;

const sessionColumns = {
  discountId: discounts.discountId,
  shopId: discounts.shopId,
  name: discounts.name,
  discountType: discounts.discountType,
  rules: discounts.rules,
  startTime: discounts.startTime,
  endTime: discounts.endTime,
  allProducts: discounts.allProducts,
  shopNameZh: shops.nameZh,
  shopNameEn: shops.nameEn,
  // A picture for the session's card: its best-selling product on sale (the shop's, for a whole-shop one).
  pic: sql<string | null>`(SELECT p.pic FROM products p WHERE p.status = 1 AND p.shop_id = ${discounts.shopId}
      AND (${discounts.allProducts} OR EXISTS (SELECT 1 FROM discount_prods dp
        WHERE dp.discount_id = ${discounts.discountId} AND dp.prod_id = p.prod_id))
      ORDER BY p.sold_num DESC, p.prod_id LIMIT 1)`,
};
interface SessionRow {
  discountId: number;
  shopId: number;
  name: string;
  discountType: number;
  rules: DiscountStep[];
  startTime: Date;
  endTime: Date;
  allProducts: boolean;
  shopNameZh: string;
  shopNameEn: string;
  pic: string | null;
}

/** A step on the wire: yuan; money off saves `discount` yuan, a rate pays `discount` tenths (9.5). */
export function stepWire(discountType: number, step: DiscountStep): { needAmount: number; discount: number } {
  return {
    needAmount: centsToYuan(step.needAmount),
    discount: discountType === 0 ? centsToYuan(step.discount) : step.discount / 10,
  };
}

function sessionWire(row: SessionRow, locale: Locale, now: Date): DiscountSession {
  return {
    discountId: row.discountId,
    discountName: row.name,
    shopId: row.shopId,
    shopName: localized(locale, row.shopNameZh, row.shopNameEn),
    startTime: formatDate(row.startTime),
    endTime: formatDate(row.endTime),
    status: activityStatusAt(row, now.getTime()),
    discountType: row.discountType,
    rules: row.rules.map((step) => stepWire(row.discountType, step)),
    allProducts: row.allProducts,
    pic: row.pic || null,
  };
}

/** GET /discount/page: sessions not ended at `now` (of open shops), the soonest to start first. */
export async function sessionPage(
  db: Database,
  now: Date,
  locale: Locale,
  window: { offset: number; limit: number },
): Promise<{ rows: DiscountSession[]; total: number }> {
  const where = and(gt(discounts.endTime, now), eq(shops.status, 1));
  const [rows, [total]] = await Promise.all([
    db
      .select(sessionColumns)
      .from(discounts)
      .innerJoin(shops, eq(shops.shopId, discounts.shopId))
      .where(where)
      .orderBy(asc(discounts.startTime), asc(discounts.discountId))
      .offset(window.offset)
      .limit(window.limit),
    db
      .select({ n: count() })
      .from(discounts)
      .innerJoin(shops, eq(shops.shopId, discounts.shopId))
      .where(where),
  ]);
  return { rows: rows.map((row) => sessionWire(row, locale, now)), total: total?.n ?? 0 };
}

/** GET /discount/info: the session (any status) with its products on sale; activityNotFound otherwise. */
export async function sessionInfo(
  db: Database,
  discountId: number,
  now: Date,
  locale: Locale,
): Promise<DiscountInfo> {
  const [row] = await db
    .select(sessionColumns)
    .from(discounts)
    .innerJoin(shops, eq(shops.shopId, discounts.shopId))
    .where(and(eq(discounts.discountId, discountId), eq(shops.status, 1)));
  if (!row) throw new BusinessError(messages.activityNotFound);
  const inSession = row.allProducts
    ? eq(products.shopId, row.shopId)
    : and(
        eq(products.shopId, row.shopId),
        sql`EXISTS (SELECT 1 FROM discount_prods dp WHERE dp.discount_id = ${row.discountId} AND dp.prod_id = ${products.prodId})`,
      );
  const cards = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(and(onSale, inSession))
    .orderBy(desc(products.soldNum), asc(products.prodId))
    .limit(SESSION_PRODUCTS_MAX);
  return {
    ...sessionWire(row, locale, now),
    serverTime: formatDate(now),
    prods: cards.map((card) => toCard(card, locale)),
  };
}

/** A session live at `now` as the pricing provider needs it. */
export interface LiveSession {
  discountId: number;
  shopId: number;
  name: string;
  discountType: 0 | 1;
  rules: DiscountStep[];
  allProducts: boolean;
  /** The session's products among those asked about (empty for a whole-shop session). */
  prodIds: number[];
}

/** The sessions live at `now` in these shops that cover any of these products: one round trip. */
export async function liveSessions(
  db: Database,
  now: Date,
  shopIds: readonly number[],
  prodIds: readonly number[],
): Promise<LiveSession[]> {
  if (shopIds.length === 0) return [];
  const asked = sql`ARRAY[${sql.join(
    prodIds.map((id) => sql`${id}::integer`),
    sql`, `,
  )}]::integer[]`;
  const rows = await db
    .select({
      discountId: discounts.discountId,
      shopId: discounts.shopId,
      name: discounts.name,
      discountType: discounts.discountType,
      rules: discounts.rules,
      allProducts: discounts.allProducts,
      prodIds: sql<number[]>`coalesce((SELECT array_agg(dp.prod_id ORDER BY dp.prod_id) FROM discount_prods dp
          WHERE dp.discount_id = ${discounts.discountId} AND dp.prod_id = ANY(${asked})), '{}'::integer[])`,
    })
    .from(discounts)
    .where(
      and(inArray(discounts.shopId, [...shopIds]), lte(discounts.startTime, now), gt(discounts.endTime, now)),
    )
    .orderBy(asc(discounts.discountId));
  return rows
    .map((r) => ({
      ...r,
      discountType: (r.discountType === 1 ? 1 : 0) as 0 | 1,
      prodIds: (r.prodIds ?? []).map(Number),
    }))
    .filter((r) => r.allProducts || r.prodIds.length > 0);
}

/** Whole cents of a wire amount, or null when it has more than two decimals. */
function exactCents(yuan: number): number | null {
  const cents = yuanToCents(yuan);
  return Math.abs(cents - yuan * 100) < 1e-6 ? cents : null;
}

/** The steps of the merchant's rules in cents / percent, or discountRulesInvalid. */
export function stepsOf(discountType: 0 | 1, rules: readonly { needAmount: number; discount: number }[]) {
  const steps: DiscountStep[] = [];
  for (const rule of rules) {
    const needAmount = exactCents(rule.needAmount);
    const discount =
      discountType === 0
        ? exactCents(rule.discount)
        : Math.abs(rule.discount * 10 - Math.round(rule.discount * 10)) < 1e-6
          ? Math.round(rule.discount * 10)
          : null;
    if (needAmount === null || discount === null) throw new BusinessError(messages.discountRulesInvalid);
    steps.push({ needAmount, discount });
  }
  if (!validDiscountSteps(discountType, steps)) throw new BusinessError(messages.discountRulesInvalid);
  return steps;
}

/**
 * An activity's window from the wire: both times valid, the end after the start and after `now`
 * (activityWindowInvalid otherwise).
 */
export function windowOf(startTime: string, endTime: string, now: Date): { start: Date; end: Date } {
  const start = parseMallDateTime(startTime);
  const end = parseMallDateTime(endTime);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || end <= now.getTime())
    throw new BusinessError(messages.activityWindowInvalid);
  return { start: new Date(start), end: new Date(end) };
}

export interface SessionInput {
  discountName: string;
  discountType: 0 | 1;
  rules: readonly { needAmount: number; discount: number }[];
  startTime: string;
  endTime: string;
  prodIds: readonly number[];
}

/** A session's values as stored, checked: window, rules and products (sorted, none: the whole shop). */
export function sessionValues(input: SessionInput, now: Date) {
  const { start, end } = windowOf(input.startTime, input.endTime, now);
  const steps = stepsOf(input.discountType, input.rules);
  const prodIds = [...new Set(input.prodIds)].sort((a, b) => a - b);
  return { start, end, steps, prodIds, allProducts: prodIds.length === 0 };
}
type SessionValues = ReturnType<typeof sessionValues>;

/**
 * The checks of a session of the shop that need the database, inside the caller's transaction: the
 * shop's row locked first (creations and edits of one shop run one after the other, so the overlap
 * check sees every session committed before), the products the shop's own, and no overlap with another
 * session of the shop (`except`: the session being edited).
 */
export async function checkSession(
  tx: Database,
  shopId: number,
  values: SessionValues,
  except?: number,
): Promise<void> {
  const { start, end, prodIds, allProducts } = values;
  await tx.select({ shopId: shops.shopId }).from(shops).where(eq(shops.shopId, shopId)).for('no key update');
  if (!allProducts) {
    const owned = await tx
      .select({ prodId: products.prodId })
      .from(products)
      .where(
        and(inArray(products.prodId, prodIds), eq(products.shopId, shopId), sql`${products.status} >= 0`),
      );
    if (owned.length !== prodIds.length) throw new BusinessError(messages.activityProductNotOwned);
  }
  const [overlap] = await tx
    .select({ discountId: discounts.discountId })
    .from(discounts)
    .where(
      and(
        eq(discounts.shopId, shopId),
        except === undefined ? undefined : ne(discounts.discountId, except),
        sql`${discounts.startTime} < ${end.toISOString()}::timestamptz`,
        sql`${discounts.endTime} > ${start.toISOString()}::timestamptz`,
        allProducts
          ? undefined
          : sql`(${discounts.allProducts} OR EXISTS (SELECT 1 FROM discount_prods dp
              WHERE dp.discount_id = ${discounts.discountId} AND dp.prod_id IN (${sql.join(
                prodIds.map((id) => sql`${id}`),
                sql`, `,
              )})))`,
      ),
    )
    .limit(1);
  if (overlap) throw new BusinessError(messages.activityOverlap);
}

/** POST /merchant/discount: a new session of the merchant's shop; answers its id. */
export async function createSession(
  db: Database,
  shopId: number,
  input: SessionInput,
  now: Date,
): Promise<number> {
  const values = sessionValues(input, now);
  return db.transaction(async (tx) => {
    await checkSession(tx, shopId, values);
    const [created] = await tx
      .insert(discounts)
      .values({
        shopId,
        name: input.discountName,
        discountType: input.discountType,
        rules: values.steps,
        startTime: values.start,
        endTime: values.end,
        allProducts: values.allProducts,
        createdAt: now,
      })
      .returning({ discountId: discounts.discountId });
    const discountId = created!.discountId;
    if (!values.allProducts)
      await tx.insert(discountProds).values(values.prodIds.map((prodId) => ({ discountId, prodId })));
    return discountId;
  });
}
