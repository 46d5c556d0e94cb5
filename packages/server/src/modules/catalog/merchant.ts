// The merchant's products (issue 17 item 3, decisions/0061): create, edit, on/off sale, the shop's list
// and one product's editing form. Every rule in one place, every change in one transaction:
// - the product and every SKU named are the shop's own (else merchantProdNotFound / merchantProdSkuInvalid);
// - the category exists, is enabled and third-level;
// - `pic`, `imgs` and the SKUs' pictures are the store's own uploads (POST /merchant/file/upload), claimed
//   in the same transaction; a URL the product already holds stays as it is (the seed's pictures);
// - oriPrice >= price per SKU; the content is stored as domain `cleanRichText` writes it;
// - the product's price, oriPrice and totalStocks follow from its SKUs (domain `productFigures`);
// - a SKU left out of an edit goes off sale, never deleted (orders name it); not one of a flash sale or
//   group buy that has not ended (nor does such a SKU's price change), and the product does not go off
//   sale while one on it runs;
// - stock: an edit changes a SKU's stock only if it still is the `expectedStocks` the form was loaded
//   with, checked under the SKUs' row locks (taken by id, before the product row, the order of
//   stock.ts's `moveStock`, which every submit takes), else the whole edit is refused
//   (merchantProdStockChanged): a shopper never buys a unit the merchant just removed.
// The storefront sees a change at once: the database's triggers tell every instance's hot cache
// (drizzle/0016_cache_triggers.sql, decisions/0039), and this instance drops its entries at the commit
// (`dropLocally`) without waiting for the message; the search index is a generated column (0020).
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  centsToYuan,
  cleanRichText,
  formatDate,
  MERCHANT_PROD_LIMITS,
  messages,
  productFigures,
  yuanToCents,
  type MerchantProdDetail,
  type MerchantProdParam,
  type MerchantProdQuery,
  type MerchantProdRow,
  type MerchantProdUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { dropLocally } from '../../lib/cache.ts';
import { containsPattern } from '../../lib/text.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { claimShopUploads } from '../file/service.ts';
import { groupActivities, groupSkus } from '../group/tables.ts';
import { seckills, seckillSkus } from '../seckill/tables.ts';
import { allCategories } from './category-cache.ts';
import { categories, products, skus } from './tables.ts';

type ProdInput = z.output<typeof MerchantProdParam>;
type ProdUpdateInput = z.output<typeof MerchantProdUpdateParam>;
type SkuInput = ProdInput['skuList'][number];

/** The comma-separated image list as URLs (blanks dropped); more than the limit is refused. */
function imageList(imgs: string): string[] {
  const list = imgs
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (list.length > MERCHANT_PROD_LIMITS.imgsMax || list.some((url) => url.length > 500)) {
    throw new BusinessError(messages.invalid);
  }
  return list;
}

/** The SKUs' prices in cents, each original price at least the price. */
function skuPrices(list: readonly SkuInput[]): { price: number; oriPrice: number }[] {
  return list.map((sku) => {
    const price = yuanToCents(sku.price);
    const oriPrice = yuanToCents(sku.oriPrice);
    if (oriPrice < price) throw new BusinessError(messages.merchantProdOriPriceLow);
    return { price, oriPrice };
  });
}

async function checkCategory(tx: Database, categoryId: number): Promise<void> {
  const [row] = await tx
    .select({ grade: categories.grade, status: categories.status })
    .from(categories)
    .where(eq(categories.categoryId, categoryId))
    // FOR SHARE until the product is saved: the platform's tree changes lock the row FOR UPDATE
    // (platform-category.ts), so a category is never deleted, moved or disabled under a product being
    // saved into it; one waits for the other and then sees its outcome (decisions/0098).
    .for('share')
    .limit(1);
  if (!row || row.grade !== 3 || row.status !== 1) {
    throw new BusinessError(messages.merchantProdCategoryInvalid);
  }
}

/** Claims the pictures the product does not hold yet as the store's uploads (all or nothing). */
async function claimPictures(
  tx: Database,
  shopId: number,
  wanted: readonly string[],
  held: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  const fresh = wanted.filter((url) => url && !held.has(url));
  await claimShopUploads(tx, shopId, fresh, messages.merchantProdImageInvalid, now);
}

/** The product's columns an input sets (names, texts, pictures, category, status). */
function productColumns(input: ProdInput, imgs: string[]) {
  return {
    categoryId: input.categoryId,
    nameZh: input.prodName,
    nameEn: input.prodNameEn,
    briefZh: input.brief,
    briefEn: input.briefEn,
    contentZh: cleanRichText(input.content),
    contentEn: cleanRichText(input.contentEn),
    pic: input.pic,
    imgs: imgs.join(','),
    status: input.status,
  };
}

function skuColumns(sku: SkuInput, prices: { price: number; oriPrice: number }) {
  return {
    skuNameZh: sku.skuName,
    skuNameEn: sku.skuNameEn,
    propertiesZh: sku.properties,
    propertiesEn: sku.propertiesEn,
    price: prices.price,
    oriPrice: prices.oriPrice,
    stocks: sku.stocks,
    pic: sku.pic,
    status: 1,
  };
}

/** Drops this instance's cached answers of the product (other instances: the triggers' message). */
export function forgetProduct(db: Database, prodId: number): void {
  dropLocally(db, 'product', String(prodId));
  dropLocally(db, 'search');
  dropLocally(db, 'home');
}

/** POST /merchant/prod: a new product of the shop with its SKUs; answers its id. */
export async function createMerchantProd(
  db: Database,
  shopId: number,
  input: ProdInput,
  now: Date,
): Promise<number> {
  if (input.skuList.some((sku) => sku.skuId !== undefined)) {
    throw new BusinessError(messages.merchantProdSkuInvalid);
  }
  const imgs = imageList(input.imgs);
  const prices = skuPrices(input.skuList);
  const prodId = await db.transaction(async (tx) => {
    await checkCategory(tx, input.categoryId);
    await claimPictures(tx, shopId, [input.pic, ...imgs, ...input.skuList.map((s) => s.pic)], new Set(), now);
    const figures = productFigures(
      input.skuList.map((sku, i) => ({ ...prices[i]!, stocks: sku.stocks, onSale: true })),
    );
    const [row] = await tx
      .insert(products)
      .values({ shopId, ...productColumns(input, imgs), ...figures, createdAt: now, updatedAt: now })
      .returning({ prodId: products.prodId });
    const id = row!.prodId;
    await tx
      .insert(skus)
      .values(input.skuList.map((sku, i) => ({ prodId: id, ...skuColumns(sku, prices[i]!) })));
    return id;
  });
  forgetProduct(db, prodId);
  return prodId;
}

/** The shop's product (any status), or merchantProdNotFound. */
async function ownProduct(tx: Database, shopId: number, prodId: number) {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.prodId, prodId), eq(products.shopId, shopId)))
    .limit(1);
  if (!row) throw new BusinessError(messages.merchantProdNotFound);
  return row;
}

/** Whether a flash sale or group buy that has not ended at `now` holds one of the SKUs. */
async function skusInActivity(tx: Database, skuIds: readonly number[], now: Date): Promise<boolean> {
  if (skuIds.length === 0) return false;
  const [seckill] = await tx
    .select({ id: seckillSkus.seckillSkuId })
    .from(seckillSkus)
    .innerJoin(seckills, eq(seckills.seckillId, seckillSkus.seckillId))
    .where(and(inArray(seckillSkus.skuId, [...skuIds]), gt(seckills.endTime, now)))
    .limit(1);
  if (seckill) return true;
  const [group] = await tx
    .select({ id: groupSkus.groupSkuId })
    .from(groupSkus)
    .innerJoin(groupActivities, eq(groupActivities.activityId, groupSkus.activityId))
    .where(and(inArray(groupSkus.skuId, [...skuIds]), gt(groupActivities.endTime, now)))
    .limit(1);
  return group !== undefined;
}

/** Whether a flash sale or group buy of the product runs at `now`. */
async function productInActivity(tx: Database, prodId: number, now: Date): Promise<boolean> {
  const [seckill] = await tx
    .select({ id: seckills.seckillId })
    .from(seckills)
    .where(and(eq(seckills.prodId, prodId), lte(seckills.startTime, now), gt(seckills.endTime, now)))
    .limit(1);
  if (seckill) return true;
  const [group] = await tx
    .select({ id: groupActivities.activityId })
    .from(groupActivities)
    .where(
      and(
        eq(groupActivities.prodId, prodId),
        lte(groupActivities.startTime, now),
        gt(groupActivities.endTime, now),
      ),
    )
    .limit(1);
  return group !== undefined;
}

/** PUT /merchant/prod: the shop's product edited as a whole (see the file's comment for the rules). */
export async function updateMerchantProd(
  db: Database,
  shopId: number,
  input: ProdUpdateInput,
  now: Date,
): Promise<void> {
  const imgs = imageList(input.imgs);
  const prices = skuPrices(input.skuList);
  const named = input.skuList.flatMap((sku) => (sku.skuId === undefined ? [] : [sku.skuId]));
  if (new Set(named).size !== named.length) throw new BusinessError(messages.merchantProdSkuInvalid);
  await db.transaction(async (tx) => {
    const product = await ownProduct(tx, shopId, input.prodId);
    await checkCategory(tx, input.categoryId);
    // The SKUs' row locks by id, before the product's row: the order every submit takes them in.
    const current = await tx
      .select()
      .from(skus)
      .where(eq(skus.prodId, product.prodId))
      .orderBy(asc(skus.skuId))
      .for('update');
    const byId = new Map(current.map((row) => [row.skuId, row]));
    if (named.some((skuId) => !byId.has(skuId))) throw new BusinessError(messages.merchantProdSkuInvalid);
    for (const sku of input.skuList) {
      const row = sku.skuId === undefined ? undefined : byId.get(sku.skuId);
      if (row && sku.stocks !== row.stocks && sku.expectedStocks !== row.stocks) {
        throw new BusinessError(messages.merchantProdStockChanged);
      }
    }
    const kept = new Set(named);
    const dropped = current.filter((row) => row.status === 1 && !kept.has(row.skuId)).map((r) => r.skuId);
    if (await skusInActivity(tx, dropped, now)) throw new BusinessError(messages.merchantProdSkuInActivity);
    // An activity's price was set below its SKU's (seckill/service.ts): the SKU's price stays while it runs.
    const repriced = input.skuList.flatMap((sku, i) => {
      const row = sku.skuId === undefined ? undefined : byId.get(sku.skuId);
      return row && row.price !== prices[i]!.price ? [row.skuId] : [];
    });
    if (await skusInActivity(tx, repriced, now)) {
      throw new BusinessError(messages.merchantProdSkuPriceInActivity);
    }
    if (input.status === 0 && product.status === 1 && (await productInActivity(tx, product.prodId, now))) {
      throw new BusinessError(messages.merchantProdInActivity);
    }
    const held = new Set([product.pic, ...product.imgs.split(','), ...current.map((row) => row.pic)]);
    await claimPictures(tx, shopId, [input.pic, ...imgs, ...input.skuList.map((s) => s.pic)], held, now);

    if (dropped.length > 0) await tx.update(skus).set({ status: 0 }).where(inArray(skus.skuId, dropped));
    const fresh: SkuInput[] = [];
    const freshPrices: { price: number; oriPrice: number }[] = [];
    for (const [i, sku] of input.skuList.entries()) {
      if (sku.skuId === undefined) {
        fresh.push(sku);
        freshPrices.push(prices[i]!);
      } else {
        await tx.update(skus).set(skuColumns(sku, prices[i]!)).where(eq(skus.skuId, sku.skuId));
      }
    }
    if (fresh.length > 0) {
      await tx
        .insert(skus)
        .values(fresh.map((sku, i) => ({ prodId: product.prodId, ...skuColumns(sku, freshPrices[i]!) })));
    }
    // The figures of every SKU after the edit: the ones sent are on sale, the others off.
    const figures = productFigures([
      ...input.skuList.map((sku, i) => ({ ...prices[i]!, stocks: sku.stocks, onSale: true })),
      ...current
        .filter((row) => !kept.has(row.skuId))
        .map((row) => ({ price: row.price, oriPrice: row.oriPrice, stocks: row.stocks, onSale: false })),
    ]);
    await tx
      .update(products)
      .set({ ...productColumns(input, imgs), ...figures, updatedAt: now })
      .where(eq(products.prodId, product.prodId));
  });
  forgetProduct(db, input.prodId);
}

/** PUT /merchant/prod/status: the shop's product on sale (1) or off sale (0). */
export async function setMerchantProdStatus(
  db: Database,
  shopId: number,
  input: { prodId: number; status: 0 | 1 },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await ownProduct(tx, shopId, input.prodId);
    if (input.status === 0 && product.status === 1 && (await productInActivity(tx, product.prodId, now))) {
      throw new BusinessError(messages.merchantProdInActivity);
    }
    await tx
      .update(products)
      .set({ status: input.status, updatedAt: now })
      .where(eq(products.prodId, product.prodId));
  });
  forgetProduct(db, input.prodId);
}

/** GET /merchant/prod/page: the shop's products, last changed first. */
export async function merchantProdPage(
  db: Database,
  shopId: number,
  query: MerchantProdQuery & { current: number; size: number },
): Promise<{ records: MerchantProdRow[]; total: number }> {
  const pattern = query.prodName ? containsPattern(query.prodName) : null;
  const where = and(
    eq(products.shopId, shopId),
    query.status === -1 || query.status === undefined ? undefined : eq(products.status, query.status),
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    pattern ? or(ilike(products.nameZh, pattern), ilike(products.nameEn, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: products,
        // Marked as a whole, or some of its on-sale SKUs are (issue 13 item 5).
        preSale: sql<boolean>`${products.preSale} OR EXISTS (SELECT 1 FROM ${skus} WHERE ${skus.prodId} = ${products.prodId} AND ${skus.status} = 1 AND ${skus.preSale})`,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.prodId))
      .offset((query.current - 1) * query.size)
      .limit(query.size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    records: rows.map(({ row, preSale }) => ({
      prodId: row.prodId,
      prodName: row.nameZh,
      prodNameEn: row.nameEn,
      pic: row.pic,
      categoryId: row.categoryId,
      price: centsToYuan(row.price),
      oriPrice: centsToYuan(row.oriPrice),
      totalStocks: row.totalStocks,
      soldNum: row.soldNum,
      status: row.status,
      preSale,
      updateTime: formatDate(row.updatedAt),
    })),
    total: total?.n ?? 0,
  };
}

/** GET /merchant/prod/info: the editing form's values of the shop's product, every SKU included. */
export async function merchantProdInfo(
  db: Database,
  shopId: number,
  prodId: number,
): Promise<MerchantProdDetail> {
  const product = await ownProduct(db, shopId, prodId);
  const [rows, tree] = await Promise.all([
    db.select().from(skus).where(eq(skus.prodId, prodId)).orderBy(asc(skus.skuId)),
    allCategories(db),
  ]);
  const parentOf = new Map(tree.map((c) => [c.categoryId, c.parentId]));
  const categoryPath: number[] = [];
  for (let id = product.categoryId; id && categoryPath.length < 3; id = parentOf.get(id) ?? 0) {
    categoryPath.unshift(id);
  }
  return {
    prodId: product.prodId,
    prodName: product.nameZh,
    prodNameEn: product.nameEn,
    categoryId: product.categoryId,
    categoryPath,
    brief: product.briefZh,
    briefEn: product.briefEn,
    content: product.contentZh,
    contentEn: product.contentEn,
    pic: product.pic,
    imgs: product.imgs,
    status: product.status,
    soldNum: product.soldNum,
    skuList: rows.map((row) => ({
      skuId: row.skuId,
      skuName: row.skuNameZh,
      skuNameEn: row.skuNameEn,
      properties: row.propertiesZh,
      propertiesEn: row.propertiesEn,
      price: centsToYuan(row.price),
      oriPrice: centsToYuan(row.oriPrice),
      stocks: row.stocks,
      pic: row.pic,
      status: row.status,
    })),
  };
}
