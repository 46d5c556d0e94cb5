// Flash sales (issue 13 item 1, decisions/0042): the merchant's activities (create, edit before the start, list, detail, stop), the
// public list and detail, the shopper's hidden order path, the checks before a flash-sale checkout, and
// the return of the units left to the SKUs when an activity ends (the job) or is stopped.
//
// Units and locks: an activity's units leave the SKUs' stock when it is created (`moveStock`, in the
// create's transaction) and live in `seckill_skus.stocks`, taken by submit (settlement.ts) with a
// conditional update. The units left go back once, under `returned_at IS NULL`; a unit given back later
// (an order cancelled after the end) goes straight to the SKU. Lock order everywhere: the activity row,
// its SKU rows by id, then SKUs and products by id (moveStock's order).
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  sum,
  type AnyColumn,
} from 'drizzle-orm';
import {
  activityStatusAt,
  ActivityStatus,
  centsToYuan,
  formatDate,
  messages,
  OrderStatus,
  OrderType,
  parseMallDateTime,
  SECKILL_PATH_TTL_MS,
  yuanToCents,
  type Locale,
  type MerchantSeckill,
  type SeckillCard,
  type SeckillProd,
  type SeckillSku,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { stderrJobLog, type JobLog } from '../../jobs/scheduler.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../../lib/text.ts';
import { moveStock } from '../catalog/stock.ts';
import { productOnSale } from '../catalog/cards.ts';
import { products, skus } from '../catalog/tables.ts';
import type { SettlementData } from '../order/service.ts';
import { orders, orderSettlements } from '../order/tables.ts';
import { shops } from '../shop/tables.ts';
import { seckills, seckillSkus } from './tables.ts';
import { signingKey } from '../../lib/keys.ts';

type Seckill = typeof seckills.$inferSelect;

/** The wire status of an activity at `now`: a stopped activity's end is its stop, so it is ended. */
export function statusOf(seckill: Pick<Seckill, 'startTime' | 'endTime'>, now: Date): ActivityStatus {
  return activityStatusAt(seckill, now.getTime());
}

// --- Merchant -------------------------------------------------------------------------------------------

type SeckillInput = {
  prodId: number;
  startTime: string;
  endTime: string;
  maxNum: number;
  skus: readonly { skuId: number; seckillPrice: number; seckillStocks: number }[];
};

/** The window of a create or an edit: valid and not past (activityWindowInvalid); SKUs not repeated. */
function windowOf(param: SeckillInput, now: Date): { start: number; end: number } {
  const start = parseMallDateTime(param.startTime);
  const end = parseMallDateTime(param.endTime);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || end <= now.getTime())
    throw new BusinessError(messages.activityWindowInvalid);
  const skuIds = param.skus.map((s) => s.skuId);
  if (new Set(skuIds).size !== skuIds.length) throw new BusinessError(messages.invalid);
  return { start, end };
}

/**
 * The product and SKU checks of a create or an edit: the product the shop's (activityProductNotOwned),
 * it and every chosen SKU on sale (activityProductOffSale), each flash-sale price below its SKU's.
 */
async function checkProductAndSkus(tx: Database, shopId: number, param: SeckillInput): Promise<void> {
  const [product] = await tx
    .select({ shopId: products.shopId, status: products.status })
    .from(products)
    .where(eq(products.prodId, param.prodId));
  if (!product || product.shopId !== shopId || product.status < 0)
    throw new BusinessError(messages.activityProductNotOwned);
  const owned = await tx
    .select({ skuId: skus.skuId, price: skus.price, status: skus.status })
    .from(skus)
    .where(
      and(
        eq(skus.prodId, param.prodId),
        inArray(
          skus.skuId,
          param.skus.map((s) => s.skuId),
        ),
      ),
    );
  if (owned.length !== param.skus.length) throw new BusinessError(messages.activityProductNotOwned);
  if (product.status !== 1 || owned.some((o) => o.status !== 1))
    throw new BusinessError(messages.activityProductOffSale);
  // A flash-sale price at or above the SKU's would sell at the SKU's price under the activity's name.
  for (const s of param.skus)
    if (yuanToCents(s.seckillPrice) >= owned.find((o) => o.skuId === s.skuId)!.price)
      throw new BusinessError(messages.invalid);
}

/** Another flash sale of the product overlapping the window (not `except`): activityOverlap. */
async function checkOverlap(
  tx: Database,
  prodId: number,
  window: { start: number; end: number },
  except = 0,
): Promise<void> {
  const [overlap] = await tx
    .select({ seckillId: seckills.seckillId })
    .from(seckills)
    .where(
      and(
        eq(seckills.prodId, prodId),
        ne(seckills.seckillId, except),
        sql`${seckills.startTime} < ${new Date(window.end).toISOString()}::timestamptz`,
        sql`${seckills.endTime} > ${new Date(window.start).toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (overlap) throw new BusinessError(messages.activityOverlap);
}

/**
 * Creates a flash sale of the merchant's product in one transaction: the product and every SKU must be
 * the shop's and on sale, the window valid and not past, no other flash sale of the product overlapping
 * it; the units are taken from the SKUs now. Answers the new seckillId.
 */
export async function createSeckill(
  db: Database,
  shopId: number,
  param: SeckillInput,
  now: Date,
): Promise<number> {
  const window = windowOf(param, now);
  return db.transaction(async (tx) => {
    // The product's SKU rows by id, then the product row (moveStock's order, the one submit and release
    // use), locked before the checks: a product taken off sale or repriced meanwhile is seen (0074).
    await tx
      .select({ skuId: skus.skuId })
      .from(skus)
      .where(
        and(
          eq(skus.prodId, param.prodId),
          inArray(
            skus.skuId,
            param.skus.map((s) => s.skuId),
          ),
        ),
      )
      .orderBy(asc(skus.skuId))
      .for('update');
    await tx
      .select({ prodId: products.prodId })
      .from(products)
      .where(eq(products.prodId, param.prodId))
      .for('update');
    await checkProductAndSkus(tx, shopId, param);
    // Takes the units, under the same locks, held until commit. Holding the product row serialises two
    // creates of one product, so the overlap check below sees the other's activity once it committed.
    await moveStock(
      tx,
      param.skus.map((s) => ({ skuId: s.skuId, prodId: param.prodId, count: s.seckillStocks })),
      -1,
      now,
    );
    await checkOverlap(tx, param.prodId, window);
    const [created] = await tx
      .insert(seckills)
      .values({
        shopId,
        prodId: param.prodId,
        startTime: new Date(window.start),
        endTime: new Date(window.end),
        maxNum: param.maxNum,
        createdAt: now,
      })
      .returning({ seckillId: seckills.seckillId });
    const seckillId = created!.seckillId;
    await tx.insert(seckillSkus).values(
      param.skus.map((s) => ({
        seckillId,
        skuId: s.skuId,
        seckillPrice: yuanToCents(s.seckillPrice),
        totalStocks: s.seckillStocks,
        stocks: s.seckillStocks,
      })),
    );
    return seckillId;
  });
}

/**
 * Edits the shop's flash sale before it starts, in one transaction: the same checks as a create (its
 * product stays: activityProductFixed), and the units each SKU gives to the activity follow the new
 * numbers (a SKU left out gets all its units back, a new one gives them). Locks: the activity row (so a
 * stop or a second edit waits), its SKU rows by id, then the SKUs and the product by id, the order
 * stop and the return job use; the clock is read once the activity's lock is held (an edit that waited
 * for it past the start is refused), so an edit at or after the start is refused (activityStarted) and
 * changes nothing (decisions/0074).
 */
export async function updateSeckill(
  db: Database,
  shopId: number,
  param: SeckillInput & { seckillId: number },
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(seckills)
      .where(eq(seckills.seckillId, param.seckillId))
      .for('update');
    const now = new Date(clock());
    if (!row || row.shopId !== shopId) throw new BusinessError(messages.activityNotFound);
    if (row.stopped || statusOf(row, now) !== ActivityStatus.notStarted)
      throw new BusinessError(messages.activityStarted);
    if (row.prodId !== param.prodId) throw new BusinessError(messages.activityProductFixed);
    const window = windowOf(param, now);
    const held = await tx
      .select({
        seckillSkuId: seckillSkus.seckillSkuId,
        skuId: seckillSkus.skuId,
        stocks: seckillSkus.stocks,
      })
      .from(seckillSkus)
      .where(eq(seckillSkus.seckillId, row.seckillId))
      .orderBy(asc(seckillSkus.seckillSkuId))
      .for('update');
    // Every SKU whose units move, then the product, locked by id before any of them changes: the
    // activity's product's SKUs only (an id of another product, another shop's included, is never
    // locked; the check below refuses it).
    const skuIds = [...new Set([...held.map((h) => h.skuId), ...param.skus.map((s) => s.skuId)])].sort(
      (a, b) => a - b,
    );
    await tx
      .select({ skuId: skus.skuId })
      .from(skus)
      .where(and(inArray(skus.skuId, skuIds), eq(skus.prodId, row.prodId)))
      .orderBy(asc(skus.skuId))
      .for('update');
    await tx
      .select({ prodId: products.prodId })
      .from(products)
      .where(eq(products.prodId, row.prodId))
      .for('update');
    await checkProductAndSkus(tx, shopId, param);
    await checkOverlap(tx, row.prodId, window, row.seckillId);
    const back: { skuId: number; prodId: number; count: number }[] = [];
    const take: { skuId: number; prodId: number; count: number }[] = [];
    for (const skuId of skuIds) {
      const before = held.find((h) => h.skuId === skuId)?.stocks ?? 0;
      const after = param.skus.find((s) => s.skuId === skuId)?.seckillStocks ?? 0;
      if (after > before) take.push({ skuId, prodId: row.prodId, count: after - before });
      if (after < before) back.push({ skuId, prodId: row.prodId, count: before - after });
    }
    if (back.length > 0) await moveStock(tx, back, 1, now);
    if (take.length > 0) await moveStock(tx, take, -1, now);
    await tx
      .update(seckills)
      .set({ startTime: new Date(window.start), endTime: new Date(window.end), maxNum: param.maxNum })
      .where(eq(seckills.seckillId, row.seckillId));
    const dropped = held.filter((h) => !param.skus.some((s) => s.skuId === h.skuId));
    if (dropped.length > 0)
      await tx.delete(seckillSkus).where(
        inArray(
          seckillSkus.seckillSkuId,
          dropped.map((d) => d.seckillSkuId),
        ),
      );
    for (const s of param.skus) {
      const values = {
        seckillPrice: yuanToCents(s.seckillPrice),
        totalStocks: s.seckillStocks,
        stocks: s.seckillStocks,
      };
      const kept = held.find((h) => h.skuId === s.skuId);
      if (kept)
        await tx.update(seckillSkus).set(values).where(eq(seckillSkus.seckillSkuId, kept.seckillSkuId));
      else await tx.insert(seckillSkus).values({ seckillId: row.seckillId, skuId: s.skuId, ...values });
    }
  });
}

/**
 * Stops the shop's activity now (its end becomes now) and gives its units left back to the SKUs, in one
 * transaction under the activity's row lock (the edit's first lock), with the clock read once it is held.
 * Stopping an activity that has already ended changes nothing; another shop's is unknown.
 */
export async function stopSeckill(
  db: Database,
  shopId: number,
  seckillId: number,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ shopId: seckills.shopId })
      .from(seckills)
      .where(eq(seckills.seckillId, seckillId))
      .for('update');
    const now = new Date(clock());
    if (!row || row.shopId !== shopId) throw new BusinessError(messages.activityNotFound);
    // Its end becomes now; one stopped before its start gets an empty window (start = end = now).
    await tx
      .update(seckills)
      .set({
        stopped: true,
        startTime: sql`least(${seckills.startTime}, ${now.toISOString()}::timestamptz)`,
        endTime: now,
      })
      .where(and(eq(seckills.seckillId, seckillId), gt(seckills.endTime, now)));
    await returnUnits(tx, seckillId, now);
  });
}

/**
 * Gives the units left of an ended activity back to its SKUs, once: the conditional `returned_at IS
 * NULL` update decides which of two runs (or a stop and the job) does it; the activity's SKU rows are
 * locked and emptied before the SKUs are credited. Answers whether this call returned them.
 */
export async function returnUnits(tx: Database, seckillId: number, now: Date): Promise<boolean> {
  const [ended] = await tx
    .update(seckills)
    .set({ returnedAt: now })
    .where(and(eq(seckills.seckillId, seckillId), isNull(seckills.returnedAt), lte(seckills.endTime, now)))
    .returning({ prodId: seckills.prodId });
  if (!ended) return false;
  const left = await tx
    .select({ seckillSkuId: seckillSkus.seckillSkuId, skuId: seckillSkus.skuId, stocks: seckillSkus.stocks })
    .from(seckillSkus)
    .where(eq(seckillSkus.seckillId, seckillId))
    .orderBy(asc(seckillSkus.seckillSkuId))
    .for('update');
  const back = left.filter((s) => s.stocks > 0);
  if (back.length === 0) return true;
  await tx
    .update(seckillSkus)
    .set({ stocks: 0 })
    .where(
      inArray(
        seckillSkus.seckillSkuId,
        back.map((s) => s.seckillSkuId),
      ),
    );
  await moveStock(
    tx,
    back.map((s) => ({ skuId: s.skuId, prodId: ended.prodId, count: s.stocks })),
    1,
    now,
  );
  return true;
}

/**
 * The job: every ended activity whose units are still held gives them back, one transaction each;
 * answers how many did. One that fails (a database error) is logged and skipped; the next run tries it
 * again. Pages by id, so a failing one is read once per run.
 */
export async function returnEndedSeckills(
  db: Database,
  now: Date,
  log: JobLog = stderrJobLog,
): Promise<number> {
  let returned = 0;
  let after = 0;
  for (;;) {
    const due = await db
      .select({ seckillId: seckills.seckillId })
      .from(seckills)
      .where(and(isNull(seckills.returnedAt), lte(seckills.endTime, now), gt(seckills.seckillId, after)))
      .orderBy(asc(seckills.seckillId))
      .limit(100);
    for (const { seckillId } of due) {
      after = seckillId;
      try {
        if (await db.transaction((tx) => returnUnits(tx, seckillId, now))) returned += 1;
      } catch (error) {
        log.error({ seckillId, err: error }, 'could not return the units of an ended flash sale');
      }
    }
    if (due.length < 100) return returned;
  }
}

// --- Reading activities -----------------------------------------------------------------------------------

interface SkuRow {
  seckillSkuId: number;
  seckillId: number;
  skuId: number;
  seckillPrice: number;
  totalStocks: number;
  stocks: number;
  price: number;
  skuNameZh: string;
  skuNameEn: string;
  propertiesZh: string;
  propertiesEn: string;
  pic: string;
}

async function skuRowsOf(db: Database, seckillIds: readonly number[]): Promise<SkuRow[]> {
  if (seckillIds.length === 0) return [];
  return db
    .select({
      seckillSkuId: seckillSkus.seckillSkuId,
      seckillId: seckillSkus.seckillId,
      skuId: seckillSkus.skuId,
      seckillPrice: seckillSkus.seckillPrice,
      totalStocks: seckillSkus.totalStocks,
      stocks: seckillSkus.stocks,
      price: skus.price,
      skuNameZh: skus.skuNameZh,
      skuNameEn: skus.skuNameEn,
      propertiesZh: skus.propertiesZh,
      propertiesEn: skus.propertiesEn,
      pic: skus.pic,
    })
    .from(seckillSkus)
    .innerJoin(skus, eq(skus.skuId, seckillSkus.skuId))
    .where(inArray(seckillSkus.seckillId, [...seckillIds]))
    .orderBy(asc(seckillSkus.seckillSkuId));
}

function skuOut(row: SkuRow, locale: Locale): SeckillSku {
  return {
    seckillSkuId: row.seckillSkuId,
    skuId: row.skuId,
    skuName: localized(locale, row.skuNameZh, row.skuNameEn),
    properties: localized(locale, row.propertiesZh, row.propertiesEn),
    pic: row.pic || null,
    seckillPrice: centsToYuan(row.seckillPrice),
    price: centsToYuan(row.price),
    seckillStocks: row.stocks,
  };
}

const cardColumns = {
  seckill: seckills,
  prodNameZh: products.nameZh,
  prodNameEn: products.nameEn,
  pic: products.pic,
  price: products.price,
};
type CardRow = { seckill: Seckill; prodNameZh: string; prodNameEn: string; pic: string; price: number };

function cardOut(row: CardRow, skuRows: readonly SkuRow[], locale: Locale, now: Date): SeckillCard {
  const mine = skuRows.filter((s) => s.seckillId === row.seckill.seckillId);
  return {
    seckillId: row.seckill.seckillId,
    prodId: row.seckill.prodId,
    prodName: localized(locale, row.prodNameZh, row.prodNameEn),
    pic: row.pic,
    seckillPrice: centsToYuan(mine.length ? Math.min(...mine.map((s) => s.seckillPrice)) : 0),
    price: centsToYuan(row.price),
    startTime: formatDate(row.seckill.startTime),
    endTime: formatDate(row.seckill.endTime),
    seckillTotalStocks: mine.reduce((n, s) => n + s.totalStocks, 0),
    seckillStocks: mine.reduce((n, s) => n + s.stocks, 0),
    status: statusOf(row.seckill, now),
  };
}

/** SQL for an activity's status at `now` (the window, end exclusive). */
function statusWhere(status: 0 | 1 | 2, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (status === ActivityStatus.notStarted) return sql`${seckills.startTime} > ${at}`;
  if (status === ActivityStatus.ongoing)
    return sql`${seckills.startTime} <= ${at} AND ${seckills.endTime} > ${at}`;
  return sql`${seckills.endTime} <= ${at}`;
}

/**
 * The public list: activities of products on sale, of one status, or (none given) ongoing ones first
 * (ending soonest first), then upcoming ones (starting soonest first), then ended ones (latest first).
 */
export async function seckillPage(
  db: Database,
  query: { status?: 0 | 1 | 2 | undefined; current: number; size: number },
  locale: Locale,
  now: Date,
): Promise<{ records: SeckillCard[]; total: number }> {
  const where = and(productOnSale, query.status === undefined ? undefined : statusWhere(query.status, now));
  const at = sql`${now.toISOString()}::timestamptz`;
  const offset = (query.current - 1) * query.size;
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(seckills)
      .innerJoin(products, eq(products.prodId, seckills.prodId))
      .where(where)
      .orderBy(
        sql`CASE WHEN ${seckills.endTime} <= ${at} THEN 2 WHEN ${seckills.startTime} > ${at} THEN 1 ELSE 0 END`,
        sql`CASE WHEN ${seckills.endTime} <= ${at} THEN NULL WHEN ${seckills.startTime} > ${at} THEN ${seckills.startTime} ELSE ${seckills.endTime} END`,
        desc(seckills.endTime),
        asc(seckills.seckillId),
      )
      .offset(offset)
      .limit(query.size),
    db
      .select({ n: count() })
      .from(seckills)
      .innerJoin(products, eq(products.prodId, seckills.prodId))
      .where(where),
  ]);
  const skuRows = await skuRowsOf(
    db,
    rows.map((r) => r.seckill.seckillId),
  );
  return { records: rows.map((r) => cardOut(r, skuRows, locale, now)), total: total?.n ?? 0 };
}

/** The public detail of one activity (of a product on sale); unknown: activityNotFound. */
export async function seckillDetail(
  db: Database,
  seckillId: number,
  locale: Locale,
  now: Date,
): Promise<SeckillProd> {
  const [row] = await db
    .select({
      ...cardColumns,
      imgs: products.imgs,
      contentZh: products.contentZh,
      contentEn: products.contentEn,
      shopNameZh: shops.nameZh,
      shopNameEn: shops.nameEn,
    })
    .from(seckills)
    .innerJoin(products, eq(products.prodId, seckills.prodId))
    .innerJoin(shops, eq(shops.shopId, seckills.shopId))
    .where(and(eq(seckills.seckillId, seckillId), productOnSale));
  if (!row) throw new BusinessError(messages.activityNotFound);
  const skuRows = await skuRowsOf(db, [seckillId]);
  const card = cardOut(row, skuRows, locale, now);
  return {
    seckillId,
    prodId: card.prodId,
    shopId: row.seckill.shopId,
    shopName: localized(locale, row.shopNameZh, row.shopNameEn),
    prodName: card.prodName,
    pic: card.pic,
    imgs: row.imgs || null,
    content: localized(locale, row.contentZh, row.contentEn) || null,
    startTime: card.startTime,
    endTime: card.endTime,
    maxNum: row.seckill.maxNum,
    status: card.status,
    seckillTotalStocks: card.seckillTotalStocks,
    seckillStocks: card.seckillStocks,
    serverTime: formatDate(now),
    skuList: skuRows.map((s) => skuOut(s, locale)),
  };
}

/** The merchant's activities, newest first, of one status (-1 all), optionally of one product. */
export async function merchantSeckillPage(
  db: Database,
  shopId: number,
  query: {
    status: -1 | 0 | 1 | 2;
    prodId?: number | undefined;
    seckillId?: number | undefined;
    current: number;
    size: number;
  },
  locale: Locale,
  now: Date,
): Promise<{ records: MerchantSeckill[]; total: number }> {
  const where = and(
    eq(seckills.shopId, shopId),
    query.seckillId ? eq(seckills.seckillId, query.seckillId) : undefined,
    query.prodId ? eq(seckills.prodId, query.prodId) : undefined,
    query.status === -1 ? undefined : statusWhere(query.status, now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(seckills)
      .innerJoin(products, eq(products.prodId, seckills.prodId))
      .where(where)
      .orderBy(desc(seckills.createdAt), desc(seckills.seckillId))
      .offset((query.current - 1) * query.size)
      .limit(query.size),
    db.select({ n: count() }).from(seckills).where(where),
  ]);
  const ids = rows.map((r) => r.seckill.seckillId);
  const [skuRows, sold] = await Promise.all([skuRowsOf(db, ids), soldOf(db, ids)]);
  return {
    records: rows.map((r) => ({
      ...cardOut(r, skuRows, locale, now),
      maxNum: r.seckill.maxNum,
      stopped: r.seckill.stopped,
      soldNum: sold.get(r.seckill.seckillId) ?? 0,
      skus: skuRows.filter((s) => s.seckillId === r.seckill.seckillId).map((s) => skuOut(s, locale)),
    })),
    total: total?.n ?? 0,
  };
}

/** One of the shop's activities with its figures; another shop's or none: activityNotFound. */
export async function merchantSeckillDetail(
  db: Database,
  shopId: number,
  seckillId: number,
  locale: Locale,
  now: Date,
): Promise<MerchantSeckill> {
  const { records } = await merchantSeckillPage(
    db,
    shopId,
    { status: -1, seckillId, current: 1, size: 1 },
    locale,
    now,
  );
  if (!records[0]) throw new BusinessError(messages.activityNotFound);
  return records[0];
}

/** Units of each activity in orders not cancelled. */
async function soldOf(db: Database, seckillIds: readonly number[]): Promise<Map<number, number>> {
  if (seckillIds.length === 0) return new Map();
  const rows = await db
    .select({ activityId: orders.activityId, n: sum(orders.productNums).mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.orderType, OrderType.seckill),
        inArray(orders.activityId, [...seckillIds]),
        ne(orders.status, OrderStatus.canceled),
      ),
    )
    .groupBy(orders.activityId);
  return new Map(rows.map((r) => [r.activityId!, r.n ?? 0]));
}

/**
 * The units of the activity the shopper holds in orders not cancelled, as a subquery of a read of the
 * activity (`activityId`: its column there): the per-shopper maxNum is checked on the same read.
 */
export function boughtBySql(userId: string, activityId: AnyColumn) {
  return sql<number>`(SELECT coalesce(sum(o.product_nums), 0)::int FROM orders o
    WHERE o.order_type = ${OrderType.seckill} AND o.activity_id = ${activityId}
      AND o.user_id = ${userId} AND o.status <> ${OrderStatus.canceled})`;
}

/** Refuses an activity that is not ongoing at `now`. */
export function checkOngoing(seckill: Pick<Seckill, 'startTime' | 'endTime'>, now: Date): void {
  const status = statusOf(seckill, now);
  if (status === ActivityStatus.notStarted) throw new BusinessError(messages.eventNotStarted);
  if (status === ActivityStatus.ended) throw new BusinessError(messages.eventEnded);
}

/** One activity; unknown: activityNotFound. */
export async function seckillById(db: Database, seckillId: number): Promise<Seckill> {
  const [row] = await db.select().from(seckills).where(eq(seckills.seckillId, seckillId));
  if (!row) throw new BusinessError(messages.activityNotFound);
  return row;
}

/** The activity of a path (for the order path): unknown: activityNotFound; not ongoing: refused. */
export async function ongoingSeckill(db: Database, seckillId: number, now: Date): Promise<Seckill> {
  const row = await seckillById(db, seckillId);
  checkOngoing(row, now);
  return row;
}

/**
 * The checks of a flash-sale confirm: the SKU is of the path's activity, which is ongoing, not sold out,
 * and the shopper stays within its maxNum. Answers what the checkout buys.
 */
export async function checkBuy(
  db: Database,
  userId: string,
  input: { seckillId: number; seckillSkuId: number; prodCount: number },
  now: Date,
): Promise<{ prodId: number; skuId: number; seckillSkuId: number; seckillId: number }> {
  // The shopper's units already bought come in the same read (boughtBy's count, as a subquery).
  const [row] = await db
    .select({
      seckill: seckills,
      skuId: seckillSkus.skuId,
      stocks: seckillSkus.stocks,
      bought: boughtBySql(userId, seckillSkus.seckillId),
    })
    .from(seckillSkus)
    .innerJoin(seckills, eq(seckills.seckillId, seckillSkus.seckillId))
    .where(eq(seckillSkus.seckillSkuId, input.seckillSkuId));
  if (!row || row.seckill.seckillId !== input.seckillId) throw new BusinessError(messages.seckillPathInvalid);
  checkOngoing(row.seckill, now);
  if (row.stocks <= 0) throw new BusinessError(messages.productSoldOut);
  if (row.stocks < input.prodCount) throw new BusinessError(messages.stockInsufficient);
  const bought = Number(row.bought);
  if (bought + input.prodCount > row.seckill.maxNum)
    throw new BusinessError(messages.seckillLimitReached, { max: row.seckill.maxNum });
  return {
    prodId: row.seckill.prodId,
    skuId: row.skuId,
    seckillSkuId: input.seckillSkuId,
    seckillId: input.seckillId,
  };
}

/** Whether the shopper has an order of that number (a flash-sale order exists once submit answered). */
export async function orderExists(db: Database, userId: string, orderNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
    .limit(1);
  return row !== undefined;
}

// --- The hidden order path ------------------------------------------------------------------------------

/**
 * The HMAC key every instance sharing the database uses (lib/keys.ts; the shopper routes ask for it when
 * they are registered, so no request ever writes it).
 */
export function pathKey(db: Database): Promise<Buffer> {
  return signingKey(db, 'seckill-path');
}

function mac(key: Buffer, userId: string, seckillId: number, expires: number): Buffer {
  return createHmac('sha256', key)
    .update(`seckill-path\0${userId}\0${seckillId}\0${expires}`)
    .digest()
    .subarray(0, 16);
}

/** A path token for this shopper and activity, valid SECKILL_PATH_TTL_MS from `now`. */
export async function issuePath(db: Database, userId: string, seckillId: number, now: Date): Promise<string> {
  const expires = now.getTime() + SECKILL_PATH_TTL_MS;
  const head = Buffer.alloc(10);
  head.writeUInt32BE(seckillId, 0);
  head.writeUIntBE(expires, 4, 6);
  return Buffer.concat([head, mac(await pathKey(db), userId, seckillId, expires)]).toString('base64url');
}

/** The activity of a path token of this shopper still valid at `now`; else seckillPathInvalid. */
export async function verifyPath(db: Database, userId: string, token: string, now: Date): Promise<number> {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 26) throw new BusinessError(messages.seckillPathInvalid);
  const seckillId = bytes.readUInt32BE(0);
  const expires = bytes.readUIntBE(4, 6);
  const expected = mac(await pathKey(db), userId, seckillId, expires);
  if (!timingSafeEqual(expected, bytes.subarray(10)) || expires <= now.getTime())
    throw new BusinessError(messages.seckillPathInvalid);
  return seckillId;
}

/** The units left over every SKU of the activity. */
export async function activityUnitsLeft(db: Database, seckillId: number): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`coalesce(sum(${seckillSkus.stocks}), 0)::int` })
    .from(seckillSkus)
    .where(eq(seckillSkus.seckillId, seckillId));
  return Number(row?.left ?? 0);
}

/** Reads one activity SKU with its activity (the provider and the participant). */
export async function activitySku(
  db: Database,
  seckillSkuId: number,
): Promise<{ seckill: Seckill; skuId: number; seckillPrice: number } | undefined> {
  const [row] = await db
    .select({ seckill: seckills, skuId: seckillSkus.skuId, seckillPrice: seckillSkus.seckillPrice })
    .from(seckillSkus)
    .innerJoin(seckills, eq(seckills.seckillId, seckillSkus.seckillId))
    .where(eq(seckillSkus.seckillSkuId, seckillSkuId));
  return row;
}

/**
 * The activity SKU and units of the shopper's flash-sale settlement not submitted yet (what a submit of
 * it would take), or null.
 */
export async function pendingUnits(
  db: Database,
  userId: string,
  uuid: string,
): Promise<{ seckillSkuId: number; count: number; shopId: number | undefined } | null> {
  const [row] = await db
    .select({ data: orderSettlements.data })
    .from(orderSettlements)
    .where(
      and(
        eq(orderSettlements.uuid, uuid),
        eq(orderSettlements.userId, userId),
        eq(orderSettlements.status, 0),
      ),
    );
  const data = row?.data as SettlementData | undefined;
  if (!data?.activity || data.activity.orderType !== OrderType.seckill) return null;
  return {
    seckillSkuId: data.activity.activitySkuId,
    count: data.lines.reduce((n, l) => n + l.count, 0),
    shopId: data.shops[0]?.shopId,
  };
}
