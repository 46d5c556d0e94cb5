// Confirm and submit (decisions/0013). Confirm reads the lines (cart items or one "buy now" item), the
// address, freight, usable coupons and points, runs the pure calculation and saves it as a settlement
// under a fresh uuid. Submit turns that settlement into one order per shop in one transaction: stock by
// conditional updates, coupons marked used, points spent, cart lines removed; the settlement's
// conditional open -> submitted update and UNIQUE (settlement_uuid, shop_id) make a repeated uuid answer
// the first submit's order numbers and create nothing.
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DeliveryType } from '@mall/domain';
import { messages, OrderStatus, SETTLEMENT_TTL_MS, type Cents, type Locale } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { userAddresses } from '../address/tables.ts';
import { baskets } from '../cart/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { coupons, userCoupons } from '../coupon/tables.ts';
import { usableCoupons, type CouponRow } from '../coupon/service.ts';
import { localized } from '../../lib/text.ts';
import { shops } from '../shop/tables.ts';
import { CalcError, calcSettlement, type CalcResult, type CalcShop } from './calc.ts';
import { readScore, spendPoints } from './points.ts';
import { orderCoupons, orderItems, orders, orderSettlements, shopFreight } from './tables.ts';

export interface ConfirmInput {
  addrId: number;
  basketIds?: number[] | undefined;
  orderItem?: { prodId: number; skuId: number; prodCount: number; shopId?: number | undefined } | undefined;
  couponIds?: number[] | undefined;
  isScorePay: boolean;
  userUseScore?: number | undefined;
  dvyType: DeliveryType;
}

/** The contract's userAddr. */
export interface UserAddr {
  addrId: number;
  receiver: string;
  mobile: string;
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
  areaId: number;
  area: string;
  addr: string;
}

export interface SettlementLine {
  key: number;
  /** 0 for a "buy now" line. */
  basketId: number;
  prodId: number;
  skuId: number;
  shopId: number;
  categoryId: number;
  price: Cents;
  oriPrice: Cents;
  count: number;
  stocks: number;
  prodNameZh: string;
  prodNameEn: string;
  skuNameZh: string;
  skuNameEn: string;
  pic: string;
}

/** What a settlement row keeps (jsonb). */
export interface SettlementData {
  addr: UserAddr;
  dvyType: DeliveryType;
  lines: SettlementLine[];
  shops: { shopId: number; nameZh: string; nameEn: string }[];
  calc: CalcResult;
  isScorePay: boolean;
}

export interface Confirmed {
  uuid: string;
  data: SettlementData;
  coupons: (CouponRow & { couponUserId: number })[];
}

const lineColumns = {
  basketId: baskets.basketId,
  prodId: products.prodId,
  skuId: skus.skuId,
  shopId: products.shopId,
  categoryId: products.categoryId,
  prodStatus: products.status,
  skuStatus: skus.status,
  price: skus.price,
  oriPrice: skus.oriPrice,
  stocks: skus.stocks,
  prodNameZh: products.nameZh,
  prodNameEn: products.nameEn,
  skuNameZh: skus.skuNameZh,
  skuNameEn: skus.skuNameEn,
  skuPic: skus.pic,
  prodPic: products.pic,
};

async function readLines(
  db: Database,
  userId: string,
  input: ConfirmInput,
  locale: Locale,
): Promise<SettlementLine[]> {
  type Row = {
    basketId: number;
    prodId: number;
    skuId: number;
    shopId: number;
    categoryId: number;
    prodStatus: number;
    skuStatus: number;
    price: number;
    oriPrice: number;
    stocks: number;
    prodNameZh: string;
    prodNameEn: string;
    skuNameZh: string;
    skuNameEn: string;
    skuPic: string;
    prodPic: string;
    count: number;
  };
  let rows: Row[];
  if (input.basketIds && input.basketIds.length > 0) {
    const ids = [...new Set(input.basketIds)];
    rows = (
      await db
        .select({ ...lineColumns, count: baskets.prodCount })
        .from(baskets)
        .innerJoin(products, eq(products.prodId, baskets.prodId))
        .innerJoin(skus, eq(skus.skuId, baskets.skuId))
        .where(and(eq(baskets.userId, userId), inArray(baskets.basketId, ids)))
        .orderBy(asc(baskets.createdAt), asc(baskets.basketId))
    ).map((r) => ({ ...r }));
    // Another user's (or a removed) cart item counts for nothing: refuse rather than buy part of it.
    if (rows.length !== ids.length) throw new BusinessError(messages.notFound);
  } else if (input.orderItem) {
    const item = input.orderItem;
    rows = (
      await db
        .select({ ...lineColumns, basketId: sql<number>`0`.mapWith(Number) })
        .from(skus)
        .innerJoin(products, eq(products.prodId, skus.prodId))
        .where(and(eq(skus.skuId, item.skuId), eq(skus.prodId, item.prodId)))
    ).map((r) => ({ ...r, count: item.prodCount }));
    if (rows.length === 0) throw new BusinessError(messages.productNotFound);
  } else {
    throw new BusinessError(messages.cartNoneSelected);
  }
  return rows.map((r, i) => {
    if (r.prodStatus !== 1 || r.skuStatus !== 1)
      throw new BusinessError(messages.orderProductOffSale, {
        name: localized(locale, r.prodNameZh, r.prodNameEn),
      });
    if (r.count > r.stocks) throw new BusinessError(messages.stockInsufficient);
    return {
      key: i + 1,
      basketId: r.basketId,
      prodId: r.prodId,
      skuId: r.skuId,
      shopId: r.shopId,
      categoryId: r.categoryId,
      price: r.price,
      oriPrice: r.oriPrice,
      count: r.count,
      stocks: r.stocks,
      prodNameZh: r.prodNameZh,
      prodNameEn: r.prodNameEn,
      skuNameZh: r.skuNameZh,
      skuNameEn: r.skuNameEn,
      pic: r.skuPic || r.prodPic,
    };
  });
}

async function readAddress(db: Database, userId: string, addrId: number): Promise<UserAddr> {
  const [row] = await db
    .select({
      addrId: userAddresses.addrId,
      receiver: userAddresses.receiver,
      mobile: userAddresses.mobile,
      provinceId: userAddresses.provinceId,
      province: userAddresses.province,
      cityId: userAddresses.cityId,
      city: userAddresses.city,
      areaId: userAddresses.areaId,
      area: userAddresses.area,
      addr: userAddresses.addr,
    })
    .from(userAddresses)
    .where(
      and(
        eq(userAddresses.userId, userId),
        addrId === 0 ? eq(userAddresses.commonAddr, 1) : eq(userAddresses.addrId, addrId),
      ),
    )
    .limit(1);
  if (!row) throw new BusinessError(messages.orderAddressMissing);
  return row;
}

/** The localized message of a CalcError as a BusinessError. */
function calc(input: Parameters<typeof calcSettlement>[0]): CalcResult {
  try {
    return calcSettlement(input);
  } catch (error) {
    if (error instanceof CalcError) throw new BusinessError(error.descriptor);
    throw error;
  }
}

/** Runs the calculation for the user's request and saves it; answers what the route shows. */
export async function confirmOrder(
  db: Database,
  userId: string,
  input: ConfirmInput,
  now: Date,
  locale: Locale,
): Promise<Confirmed> {
  const lines = await readLines(db, userId, input, locale);
  const addr = await readAddress(db, userId, input.addrId);
  const shopIds = [...new Set(lines.map((l) => l.shopId))];
  const [shopRows, freightRows, usable, score] = await Promise.all([
    db
      .select({ shopId: shops.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn })
      .from(shops)
      .where(inArray(shops.shopId, shopIds)),
    db.select().from(shopFreight).where(inArray(shopFreight.shopId, shopIds)),
    usableCoupons(db, userId, now),
    readScore(db, userId),
  ]);
  const calcShops: CalcShop[] = shopIds.map((shopId) => {
    const freight = freightRows.find((f) => f.shopId === shopId);
    return {
      shopId,
      lines: lines.filter((l) => l.shopId === shopId),
      freight: freight ? { fee: freight.fee, freeFrom: freight.freeFrom } : null,
      dvyType: input.dvyType,
    };
  });
  // Only the coupons of the shops in this order and the platform's matter.
  const relevant = usable.filter((c) => c.shopId === 0 || shopIds.includes(c.shopId));
  const result = calc({
    shops: calcShops,
    coupons: relevant,
    couponIds: input.couponIds,
    points: { available: score, use: input.isScorePay, requested: input.userUseScore },
  });
  const data: SettlementData = {
    addr,
    dvyType: input.dvyType,
    lines,
    shops: shopIds.map((shopId) => {
      const shop = shopRows.find((s) => s.shopId === shopId);
      return { shopId, nameZh: shop?.nameZh ?? '', nameEn: shop?.nameEn ?? '' };
    }),
    calc: result,
    isScorePay: input.isScorePay,
  };
  const uuid = randomUUID();
  await db
    .insert(orderSettlements)
    .values({ uuid, userId, data, expiresAt: new Date(now.getTime() + SETTLEMENT_TTL_MS), createdAt: now });
  return { uuid, data, coupons: relevant.map((c) => c.row) };
}

/** 20 digits: the day (China time) and 12 random digits from the CSPRNG. */
export function newOrderNumber(now: Date): string {
  const day = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`;
}

export interface SubmitInput {
  uuid: string;
  orderShopParam: { shopId: number; remarks: string }[];
  invoice?: { headerType: 1 | 2; headerName: string; invoiceTaxNumber?: string | undefined } | undefined;
}

async function existingOrderNumbers(db: Database, userId: string, uuid: string): Promise<string[]> {
  const rows = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.settlementUuid, uuid), eq(orders.userId, userId)))
    .orderBy(asc(orders.orderId));
  return rows.map((r) => r.orderNumber);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505' && (e.constraint === constraint || e.message?.includes(constraint))) return true;
  }
  return false;
}

/** Submits a confirmed settlement; answers the order numbers (the same ones on every repeat). */
export async function submitOrder(
  db: Database,
  userId: string,
  input: SubmitInput,
  now: Date,
  locale: Locale,
): Promise<string[]> {
  const created = await db
    .transaction(async (tx) => {
      const [settlement] = await tx
        .update(orderSettlements)
        .set({ status: 1, submittedAt: now })
        .where(
          and(
            eq(orderSettlements.uuid, input.uuid),
            eq(orderSettlements.userId, userId),
            eq(orderSettlements.status, 0),
            gt(orderSettlements.expiresAt, now),
          ),
        )
        .returning({ data: orderSettlements.data });
      if (!settlement) return null;
      const data = settlement.data as SettlementData;
      const remarksOf = new Map<number, string>();
      for (const param of input.orderShopParam) {
        if (!data.shops.some((s) => s.shopId === param.shopId))
          throw new BusinessError(messages.orderShopUnknown);
        remarksOf.set(param.shopId, param.remarks);
      }

      // The bought cart lines leave the cart. They must all still be there: a second confirm of the same
      // cart (another tab) cannot buy it twice once one of them was submitted.
      const basketIds = data.lines.map((l) => l.basketId).filter((id) => id > 0);
      if (basketIds.length > 0) {
        const removed = await tx
          .delete(baskets)
          .where(and(eq(baskets.userId, userId), inArray(baskets.basketId, basketIds)))
          .returning({ basketId: baskets.basketId });
        if (removed.length !== basketIds.length) throw new BusinessError(messages.orderCartChanged);
      }

      // Products still on sale, SKUs still there, prices as confirmed.
      const skuIds = [...new Set(data.lines.map((l) => l.skuId))];
      const current = await tx
        .select({
          skuId: skus.skuId,
          price: skus.price,
          skuStatus: skus.status,
          prodStatus: products.status,
        })
        .from(skus)
        .innerJoin(products, eq(products.prodId, skus.prodId))
        .where(inArray(skus.skuId, skuIds));
      for (const line of data.lines) {
        const sku = current.find((c) => c.skuId === line.skuId);
        if (!sku || sku.skuStatus !== 1 || sku.prodStatus !== 1)
          throw new BusinessError(messages.orderProductOffSale, {
            name: localized(locale, line.prodNameZh, line.prodNameEn),
          });
        if (sku.price !== line.price)
          throw new BusinessError(messages.orderPriceChanged, {
            name: localized(locale, line.prodNameZh, line.prodNameEn),
          });
      }

      // Stock, in SKU id order (no two submits wait on each other crosswise).
      const bySku = new Map<number, { count: number; prodId: number }>();
      for (const line of data.lines) {
        const entry = bySku.get(line.skuId) ?? { count: 0, prodId: line.prodId };
        entry.count += line.count;
        bySku.set(line.skuId, entry);
      }
      const byProd = new Map<number, number>();
      for (const skuId of [...bySku.keys()].sort((a, b) => a - b)) {
        const { count, prodId } = bySku.get(skuId)!;
        const taken = await tx
          .update(skus)
          .set({ stocks: sql`${skus.stocks} - ${count}::integer` })
          .where(and(eq(skus.skuId, skuId), sql`${skus.stocks} >= ${count}::integer`))
          .returning({ skuId: skus.skuId });
        if (taken.length === 0) throw new BusinessError(messages.stockInsufficient);
        byProd.set(prodId, (byProd.get(prodId) ?? 0) + count);
      }
      for (const prodId of [...byProd.keys()].sort((a, b) => a - b)) {
        const count = byProd.get(prodId)!;
        await tx
          .update(products)
          .set({ totalStocks: sql`greatest(${products.totalStocks} - ${count}::integer, 0)`, updatedAt: now })
          .where(eq(products.prodId, prodId));
      }

      // Coupons: still unused and valid, then used by this settlement.
      const couponUserIds = data.calc.chosenCouponUserIds;
      if (couponUserIds.length > 0) {
        const used = await tx
          .update(userCoupons)
          .set({ status: 2, usedSettlement: input.uuid, usedAt: now })
          .where(
            and(
              eq(userCoupons.userId, userId),
              inArray(userCoupons.couponUserId, couponUserIds),
              eq(userCoupons.status, 1),
              sql`EXISTS (SELECT 1 FROM ${coupons} WHERE ${coupons.couponId} = ${userCoupons.couponId} AND ${coupons.status} = 1 AND ${coupons.endTime} > ${now.toISOString()}::timestamptz)`,
            ),
          )
          .returning({ id: userCoupons.couponUserId });
        if (used.length !== couponUserIds.length) throw new BusinessError(messages.couponUnusable);
      }

      // Points.
      if (data.calc.pointsUsed > 0) {
        const spent = await spendPoints(tx, userId, data.calc.pointsUsed, 'order_use', input.uuid, now);
        if (!spent) throw new BusinessError(messages.pointsTooMany);
      }

      // The orders, their items and coupons.
      const numbers: string[] = [];
      for (const shop of data.calc.shops) {
        const orderNumber = newOrderNumber(now);
        const shopLines = data.lines.filter((l) => l.shopId === shop.shopId);
        const [order] = await tx
          .insert(orders)
          .values({
            orderNumber,
            settlementUuid: input.uuid,
            userId,
            shopId: shop.shopId,
            orderType: 0,
            status: OrderStatus.pendingPayment,
            dvyType: data.dvyType,
            total: shop.total,
            freight: shop.transfee,
            discountReduce: shop.discountReduce,
            couponReduce: shop.couponReduce,
            pointsReduce: shop.pointsReduce,
            actualTotal: shop.actualTotal,
            pointsUsed: shop.pointsUsed,
            productNums: shop.count,
            userAddr: data.addr,
            remarks: remarksOf.get(shop.shopId) ?? '',
            invoiceHeaderType: input.invoice?.headerType ?? null,
            invoiceHeaderName: input.invoice?.headerName ?? null,
            invoiceTaxNumber: input.invoice?.invoiceTaxNumber || null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ orderId: orders.orderId });
        const orderId = order!.orderId;
        await tx.insert(orderItems).values(
          shopLines.map((line) => {
            const share = shop.lines.find((l) => l.key === line.key)!;
            return {
              orderId,
              orderNumber,
              shopId: shop.shopId,
              prodId: line.prodId,
              skuId: line.skuId,
              categoryId: line.categoryId,
              prodNameZh: line.prodNameZh,
              prodNameEn: line.prodNameEn,
              skuNameZh: line.skuNameZh,
              skuNameEn: line.skuNameEn,
              pic: line.pic,
              price: line.price,
              prodCount: line.count,
              shareReduce: share.shareReduce,
              actualTotal: share.actualTotal,
              createdAt: now,
            };
          }),
        );
        if (shop.couponShares.length > 0)
          await tx
            .insert(orderCoupons)
            .values(
              shop.couponShares.map((c) => ({ orderId, couponUserId: c.couponUserId, reduce: c.reduce })),
            );
        numbers.push(orderNumber);
      }

      return numbers;
    })
    .catch((error: unknown) => {
      // A parallel submit of the same uuid that slipped past the settlement row: the unique key stops it.
      if (isUniqueViolation(error, 'orders_settlement_shop_key')) return null;
      throw error;
    });
  if (created) return created;
  // Submitted before (or by a parallel request that won): the same order numbers; else unknown/expired.
  const [settlement] = await db
    .select({ status: orderSettlements.status })
    .from(orderSettlements)
    .where(and(eq(orderSettlements.uuid, input.uuid), eq(orderSettlements.userId, userId)));
  if (settlement?.status === 1) {
    const numbers = await existingOrderNumbers(db, userId, input.uuid);
    if (numbers.length > 0) return numbers;
  }
  throw new BusinessError(messages.orderSettlementMissing);
}
