// The points mall's reads and the merchant's prices (issue 14 item 6, decisions/0047). A product is in
// the points mall while it is on sale and has `score_skus` rows; a card shows its lowest points price
// (with that SKU's cash part). The merchant replaces a product's rows in one transaction, the product
// and every SKU checked to be the shop's (another shop's: activityProductNotOwned, nothing changed).
// The merchant centre lists the shop's products with their prices (`merchantScorePage`, issue 17).
// Not cached: the stock shown changes with every sale (as the flash sale's reads).
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  centsToYuan,
  messages,
  yuanToCents,
  type Locale,
  type MerchantScorePriceParam,
  type MerchantScoreProd,
  type MerchantScoreProdQuery,
  type ScoreProdCard,
  type ScoreProdInfo,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { productOnSale } from '../catalog/cards.ts';
import { products, skus } from '../catalog/tables.ts';
import { shops } from '../shop/tables.ts';
import { scoreSkus } from './tables.ts';

/** Replaces the points prices of one of the shop's products (`skus: []` takes it out of the points mall). */
export async function setScorePrices(
  db: Database,
  shopId: number,
  param: MerchantScorePriceParam,
  now: Date,
): Promise<void> {
  const skuIds = param.skus.map((s) => s.skuId);
  if (new Set(skuIds).size !== skuIds.length) throw new BusinessError(messages.invalid);
  await db.transaction(async (tx) => {
    // The product's row locked: two changes of one product's prices run one after the other.
    const [product] = await tx
      .select({ shopId: products.shopId })
      .from(products)
      .where(eq(products.prodId, param.prodId))
      .for('update');
    if (!product || product.shopId !== shopId) throw new BusinessError(messages.activityProductNotOwned);
    const owned =
      skuIds.length === 0
        ? []
        : await tx
            .select({ skuId: skus.skuId, price: skus.price })
            .from(skus)
            .where(and(eq(skus.prodId, param.prodId), inArray(skus.skuId, skuIds)));
    if (owned.length !== skuIds.length) throw new BusinessError(messages.activityProductNotOwned);
    // A cash part above the SKU's price would charge more than the SKU under the points mall's name.
    for (const s of param.skus)
      if (yuanToCents(s.price) > owned.find((o) => o.skuId === s.skuId)!.price)
        throw new BusinessError(messages.scorePriceInvalid);
    await tx.delete(scoreSkus).where(eq(scoreSkus.prodId, param.prodId));
    if (param.skus.length > 0)
      await tx.insert(scoreSkus).values(
        param.skus.map((s) => ({
          skuId: s.skuId,
          prodId: param.prodId,
          scorePrice: s.scorePrice,
          price: yuanToCents(s.price),
          updatedAt: now,
        })),
      );
  });
}

/** A points-mall SKU of a product on sale (both on sale), or null. */
export async function scoreSkuOf(
  db: Database,
  prodId: number,
  skuId: number,
): Promise<{ prodId: number; skuId: number; shopId: number; scorePrice: number; price: number } | null> {
  const [row] = await db
    .select({
      prodId: scoreSkus.prodId,
      skuId: scoreSkus.skuId,
      shopId: products.shopId,
      scorePrice: scoreSkus.scorePrice,
      price: scoreSkus.price,
    })
    .from(scoreSkus)
    .innerJoin(products, eq(products.prodId, scoreSkus.prodId))
    .innerJoin(skus, eq(skus.skuId, scoreSkus.skuId))
    .where(and(eq(scoreSkus.skuId, skuId), eq(scoreSkus.prodId, prodId), productOnSale, eq(skus.status, 1)));
  return row ?? null;
}

const onSale = and(eq(products.status, 1), eq(skus.status, 1));

/** The SKU rows of these products in the points mall (SKUs on sale), cheapest points first. */
async function skuRowsOf(db: Database, prodIds: readonly number[]) {
  if (prodIds.length === 0) return [];
  return db
    .select({
      prodId: scoreSkus.prodId,
      skuId: scoreSkus.skuId,
      scorePrice: scoreSkus.scorePrice,
      price: scoreSkus.price,
      oriPrice: skus.price,
      stocks: skus.stocks,
      skuNameZh: skus.skuNameZh,
      skuNameEn: skus.skuNameEn,
      propertiesZh: skus.propertiesZh,
      propertiesEn: skus.propertiesEn,
      pic: skus.pic,
    })
    .from(scoreSkus)
    .innerJoin(skus, eq(skus.skuId, scoreSkus.skuId))
    .innerJoin(products, eq(products.prodId, scoreSkus.prodId))
    .where(and(inArray(scoreSkus.prodId, [...prodIds]), onSale))
    .orderBy(asc(scoreSkus.scorePrice), asc(scoreSkus.price), asc(scoreSkus.skuId));
}
type SkuRow = Awaited<ReturnType<typeof skuRowsOf>>[number];

/** Products on sale with at least one SKU on sale in the points mall. */
const inMall = sql`EXISTS (SELECT 1 FROM ${scoreSkus} INNER JOIN ${skus} ON ${skus.skuId} = ${scoreSkus.skuId}
  WHERE ${scoreSkus.prodId} = ${products.prodId} AND ${skus.status} = 1)`;

const cardColumns = {
  prodId: products.prodId,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  briefZh: products.briefZh,
  briefEn: products.briefEn,
  pic: products.pic,
  price: products.price,
  soldNum: products.soldNum,
  totalStocks: products.totalStocks,
};
type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] };

function cardOut(row: CardRow, rows: readonly SkuRow[], locale: Locale): ScoreProdCard {
  const cheapest = rows.find((s) => s.prodId === row.prodId);
  return {
    prodId: row.prodId,
    prodName: localized(locale, row.nameZh, row.nameEn),
    pic: row.pic,
    brief: localized(locale, row.briefZh, row.briefEn) || null,
    scorePrice: cheapest?.scorePrice ?? 0,
    price: centsToYuan(cheapest?.price ?? 0),
    oriPrice: centsToYuan(row.price),
    totalStocks: row.totalStocks,
    soldNum: row.soldNum,
  };
}

/** GET /score/prod/page: the points mall's products, newest first. */
export async function scoreProdPage(
  db: Database,
  query: { current: number; size: number },
  locale: Locale,
): Promise<{ records: ScoreProdCard[]; total: number }> {
  const where = and(productOnSale, inMall);
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.prodId))
      .offset((query.current - 1) * query.size)
      .limit(query.size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const skuRows = await skuRowsOf(
    db,
    rows.map((r) => r.prodId),
  );
  return { records: rows.map((r) => cardOut(r, skuRows, locale)), total: total?.n ?? 0 };
}

/** GET /score/prod/info: one product of the points mall and its SKUs there; else scoreProdNotFound. */
export async function scoreProdInfo(db: Database, prodId: number, locale: Locale): Promise<ScoreProdInfo> {
  const [row] = await db
    .select({
      ...cardColumns,
      shopId: products.shopId,
      status: products.status,
      imgs: products.imgs,
      contentZh: products.contentZh,
      contentEn: products.contentEn,
      shopNameZh: shops.nameZh,
      shopNameEn: shops.nameEn,
    })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(and(eq(products.prodId, prodId), productOnSale));
  const skuRows = row ? await skuRowsOf(db, [prodId]) : [];
  if (!row || skuRows.length === 0) throw new BusinessError(messages.scoreProdNotFound);
  const card = cardOut(row, skuRows, locale);
  return {
    prodId,
    shopId: row.shopId,
    shopName: localized(locale, row.shopNameZh, row.shopNameEn),
    prodName: card.prodName,
    pic: card.pic,
    imgs: row.imgs || null,
    content: localized(locale, row.contentZh, row.contentEn) || null,
    brief: card.brief,
    status: row.status,
    soldNum: row.soldNum,
    totalStocks: row.totalStocks,
    scorePrice: card.scorePrice,
    price: card.price,
    skuList: [...skuRows]
      .sort((a, b) => a.skuId - b.skuId)
      .map((s) => ({
        skuId: s.skuId,
        skuName: localized(locale, s.skuNameZh, s.skuNameEn) || null,
        properties: localized(locale, s.propertiesZh, s.propertiesEn),
        pic: s.pic || null,
        scorePrice: s.scorePrice,
        price: centsToYuan(s.price),
        oriPrice: centsToYuan(s.oriPrice),
        stocks: s.stocks,
      })),
  };
}

/**
 * GET /merchant/scorePrice/page (issue 17 item 7, decisions/0067): the shop's products (not deleted),
 * last changed first, by name (either language), `inMall` 1 only those with points prices; each with
 * every SKU and its points price if it has one, as the points-price form needs them. The prices change
 * through PUT /merchant/prod/scorePrice (`setScorePrices`).
 */
export async function merchantScorePage(
  db: Database,
  shopId: number,
  query: MerchantScoreProdQuery & { current: number; size: number },
  locale: Locale,
): Promise<{ records: MerchantScoreProd[]; total: number }> {
  const pattern = query.prodName ? containsPattern(query.prodName) : null;
  const where = and(
    eq(products.shopId, shopId),
    sql`${products.status} >= 0`,
    pattern ? or(ilike(products.nameZh, pattern), ilike(products.nameEn, pattern)) : undefined,
    query.inMall === 1
      ? sql`EXISTS (SELECT 1 FROM score_skus ss WHERE ss.prod_id = ${products.prodId})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        prodId: products.prodId,
        nameZh: products.nameZh,
        nameEn: products.nameEn,
        pic: products.pic,
        status: products.status,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.prodId))
      .offset((query.current - 1) * query.size)
      .limit(query.size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const prodIds = rows.map((r) => r.prodId);
  const skuRows =
    prodIds.length === 0
      ? []
      : await db
          .select({
            prodId: skus.prodId,
            skuId: skus.skuId,
            nameZh: skus.skuNameZh,
            nameEn: skus.skuNameEn,
            price: skus.price,
            stocks: skus.stocks,
            status: skus.status,
            scorePrice: scoreSkus.scorePrice,
            scoreCash: scoreSkus.price,
          })
          .from(skus)
          .leftJoin(scoreSkus, eq(scoreSkus.skuId, skus.skuId))
          .where(and(inArray(skus.prodId, prodIds), sql`${skus.status} >= 0`))
          .orderBy(asc(skus.skuId));
  return {
    records: rows.map((row) => ({
      prodId: row.prodId,
      prodName: localized(locale, row.nameZh, row.nameEn),
      pic: row.pic,
      status: row.status,
      skus: skuRows
        .filter((s) => s.prodId === row.prodId)
        .map((s) => ({
          skuId: s.skuId,
          skuName: localized(locale, s.nameZh, s.nameEn),
          price: centsToYuan(s.price),
          stocks: s.stocks,
          status: s.status,
          scorePrice: s.scorePrice ?? null,
          scoreCash: s.scoreCash === null ? null : centsToYuan(s.scoreCash),
        })),
    })),
    total: total?.n ?? 0,
  };
}
