// Confirm, submit and cancel (decisions/0013, 0021, 0022). Confirm reads the lines (cart items or one
// "buy now" item), the address, freight, usable coupons and points, prices them with pricing's `quote`
// and saves the result as a settlement under a fresh uuid. Submit turns that settlement into one order
// per shop in one transaction: the shopper's row locked and the caps checked (at most UNPAID_ORDERS_MAX
// unpaid orders, LINE_UNITS_MAX units of one SKU a line: decisions/0033), the prices must still be the
// confirmed ones (a fresh quote of the promotions agrees), then every settlement participant reserves
// its resource (cart lines, stock, coupons, points; order/participants.ts); the settlement's conditional
// open -> submitted update and UNIQUE (settlement_uuid, shop_id) make a repeated uuid answer the first
// submit's order numbers and create nothing. Cancel (and the unpaid expiry job) moves the order out of
// pending payment with one conditional update, then every participant releases what the order took.
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DeliveryType, UserAddr } from '@mall/domain';
import {
  LINE_UNITS_MAX,
  messages,
  OrderStatus,
  OrderType,
  SETTLEMENT_TTL_MS,
  UNPAID_ORDERS_MAX,
  type Cents,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { users } from '../account/tables.ts';
import { userAddresses } from '../address/tables.ts';
import type { OrderActivity, ReleaseReason } from '../../lib/settlement.ts';
import { baskets } from '../cart/tables.ts';
import { skuShipDate } from '../catalog/presale.ts';
import { products, skus } from '../catalog/tables.ts';
import { ShopStatus } from '../shop/status.ts';
import { shops } from '../shop/tables.ts';
import { usableCoupons, type CouponRow } from '../coupon/service.ts';
import { localized } from '../../lib/text.ts';
import type { CalcResult } from '../pricing/calc.ts';
import { allInOrder } from '../../lib/all-in-order.ts';
import { quoteShopsOf, type Pricing } from '../pricing/quote.ts';
import { readScore } from '../points/service.ts';
import { releaseAll, reserveAll } from './participants.ts';
import { orderCoupons, orderItems, orders, orderSettlements, shopFreight } from './tables.ts';
import { shopperRights } from '../loyalty/rights.ts';

export interface ConfirmInput {
  addrId: number;
  basketIds?: number[] | undefined;
  orderItem?: { prodId: number; skuId: number; prodCount: number; shopId?: number | undefined } | undefined;
  couponIds?: number[] | undefined;
  isScorePay: boolean;
  userUseScore?: number | undefined;
  dvyType: DeliveryType;
  /**
   * Buying in an activity (a flash sale or a group buy, issue 13): handed to the pricing providers as the
   * shopper's choice, kept in the settlement and written on the order. A flash sale's units are its own
   * (taken from the SKU when the activity was created), so its line is not held to the SKU's stock here:
   * the flash-sale participant checks the activity's stock.
   */
  activity?: OrderActivity | undefined;
  /**
   * A checkout that takes no coupon and no points (the flash sale, decisions/0042): the shopper's coupons
   * and points are then not read, and the confirm lists none.
   */
  noCouponsOrPoints?: boolean | undefined;
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
  /** Pre-sale at confirm, with its shipping date (YYYY-MM-DD); absent in settlements before issue 13. */
  preSale?: boolean;
  shipDate?: string | null;
}

/** What a settlement row keeps (jsonb). */
export interface SettlementData {
  addr: UserAddr;
  dvyType: DeliveryType;
  lines: SettlementLine[];
  shops: { shopId: number; nameZh: string; nameEn: string }[];
  calc: CalcResult;
  isScorePay: boolean;
  /** The activity bought in (absent in settlements saved before issue 13: none). */
  activity?: OrderActivity | null;
  /**
   * The shopper's level gave free shipping at confirm (its freight was left out); submit checks the level
   * still gives it. Absent in settlements saved before: no free shipping.
   */
  freeShipping?: boolean;
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
  /** A store that is not open (offline, decisions/0050) sells nothing: its lines are off sale. */
  shopStatus: shops.status,
  price: skus.price,
  oriPrice: skus.oriPrice,
  stocks: skus.stocks,
  prodNameZh: products.nameZh,
  prodNameEn: products.nameEn,
  skuNameZh: skus.skuNameZh,
  skuNameEn: skus.skuNameEn,
  skuPic: skus.pic,
  prodPic: products.pic,
  /** The SKU's pre-sale shipping date (null: not pre-sale; catalog/presale.ts). */
  shipDate: skuShipDate(),
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
    shopStatus: number;
    price: number;
    oriPrice: number;
    stocks: number;
    prodNameZh: string;
    prodNameEn: string;
    skuNameZh: string;
    skuNameEn: string;
    skuPic: string;
    prodPic: string;
    shipDate: string | null;
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
        .innerJoin(shops, eq(shops.shopId, products.shopId))
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
        .innerJoin(shops, eq(shops.shopId, products.shopId))
        .where(and(eq(skus.skuId, item.skuId), eq(skus.prodId, item.prodId)))
    ).map((r) => ({ ...r, count: item.prodCount }));
    if (rows.length === 0) throw new BusinessError(messages.productNotFound);
  } else {
    throw new BusinessError(messages.cartNoneSelected);
  }
  return rows.map((r, i) => {
    if (r.prodStatus !== 1 || r.skuStatus !== 1 || r.shopStatus !== ShopStatus.open)
      throw new BusinessError(messages.orderProductOffSale, {
        name: localized(locale, r.prodNameZh, r.prodNameEn),
      });
    checkLineUnits(r.count);
    if (input.activity?.orderType !== OrderType.seckill && r.count > r.stocks)
      throw new BusinessError(messages.stockInsufficient);
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
      preSale: r.shipDate !== null,
      shipDate: r.shipDate,
    };
  });
}

/** At most LINE_UNITS_MAX units of one SKU on a line: a cart line, a "buy now", a submitted line. */
function checkLineUnits(count: number): void {
  if (count > LINE_UNITS_MAX) throw new BusinessError(messages.lineUnitsTooMany);
}

/**
 * At most UNPAID_ORDERS_MAX orders pending payment per shopper, `adding` the new ones included. Submit
 * calls it holding the shopper's `users` row (`lockShopper`), so two submits at once count one after
 * the other and cannot both pass; confirm calls it without the lock, to say so before the checkout.
 */
export async function checkUnpaidOrders(db: Database, userId: string, adding: number): Promise<void> {
  checkUnpaidCap(await unpaidOrders(db, userId), adding);
}

/** The shopper's orders pending payment. */
async function unpaidOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, OrderStatus.pendingPayment)));
  return row?.n ?? 0;
}

/** Refuses `adding` more unpaid orders beyond UNPAID_ORDERS_MAX. */
function checkUnpaidCap(unpaid: number, adding: number): void {
  if (unpaid + adding > UNPAID_ORDERS_MAX) throw new BusinessError(messages.unpaidOrdersTooMany);
}

/**
 * Locks the shopper's row for the rest of the transaction: their submits run one after the other. NO KEY
 * UPDATE, not UPDATE: rows that merely reference the shopper (a points ledger row, a cart line) take a
 * KEY SHARE lock on it, which UPDATE would block, so a points payment holding the score row would wait
 * here while this submit waits for the score row.
 */
export async function lockShopper(tx: Database, userId: string): Promise<void> {
  await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).for('no key update');
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

/** Runs the calculation for the user's request and saves it; answers what the route shows. */
export async function confirmOrder(
  db: Database,
  pricing: Pricing,
  userId: string,
  input: ConfirmInput,
  now: Date,
  locale: Locale,
): Promise<Confirmed> {
  // Independent reads at once (a round trip, not three), their refusals in the order of the checks: the
  // lines, the address, then the unpaid-order cap (which counts the shops).
  const [lines, addr, unpaid] = await allInOrder([
    readLines(db, userId, input, locale),
    readAddress(db, userId, input.addrId),
    unpaidOrders(db, userId),
  ] as const);
  const shopIds = [...new Set(lines.map((l) => l.shopId))];
  checkUnpaidCap(unpaid, shopIds.length);
  const offers = !input.noCouponsOrPoints;
  const [shopRows, freightRows, usable, score, rights] = await Promise.all([
    db
      .select({ shopId: shops.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn })
      .from(shops)
      .where(inArray(shops.shopId, shopIds)),
    db.select().from(shopFreight).where(inArray(shopFreight.shopId, shopIds)),
    offers ? usableCoupons(db, userId, now) : Promise.resolve([]),
    offers ? readScore(db, userId) : Promise.resolve(0),
    // The free-shipping right of the shopper's level (issue 14, loyalty/rights.ts).
    shopperRights(db, userId, now),
  ]);
  const freightOf = (shopId: number) => {
    if (rights?.freeShipping) return null;
    const freight = freightRows.find((f) => f.shopId === shopId);
    return freight ? { fee: freight.fee, freeFrom: freight.freeFrom } : null;
  };
  // Only the coupons of the shops in this order and the platform's matter.
  const relevant = usable.filter((c) => c.shopId === 0 || shopIds.includes(c.shopId));
  const result = await pricing.quote(
    userId,
    {
      shops: quoteShopsOf(lines, { freightOf, dvyType: input.dvyType }),
      choices: choicesOf(input.activity),
      coupons: relevant,
      couponIds: input.couponIds,
      points: { available: score, use: input.isScorePay, requested: input.userUseScore },
      locale,
    },
    now,
  );
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
    activity: input.activity ?? null,
    freeShipping: rights?.freeShipping === true,
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

/** The pricing choices of a checkout: its activity, when it buys in one (providers match on it). */
export function choicesOf(activity: OrderActivity | null | undefined): OrderActivity[] {
  return activity ? [activity] : [];
}

export interface SubmitInput {
  uuid: string;
  /**
   * The activity this submit route is for (the flash-sale and group routes give theirs; the plain
   * /p/order/submit none): a settlement confirmed for another activity, or for none, is refused as
   * unknown, so an activity's checkout cannot be submitted around its own route's checks.
   */
  activity?: { orderType: 1 | 2 | 3; activityId?: number | undefined } | undefined;
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

/**
 * Refuses a line whose SKU, product or store is no longer on sale, or whose SKU's price is not the
 * confirmed one (orderProductOffSale, orderPriceChanged with the product's name); answers each SKU's
 * pre-sale shipping date as it is now (the order items keep it). Called before the participants reserve
 * (an early refusal) and again after them: by then the stock participant holds the SKU and product rows
 * (moveStock's locks), so a merchant's edit of a price or an on-sale mark cannot slip in between this
 * check and the commit (decisions/0061).
 */
async function checkLinesOnSale(
  tx: Database,
  data: SettlementData,
  locale: Locale,
): Promise<Map<number, string>> {
  const skuIds = [...new Set(data.lines.map((l) => l.skuId))];
  // With each SKU, its product's pre-sale shipping date as it is now (the order items keep it).
  const current = await tx
    .select({
      skuId: skus.skuId,
      price: skus.price,
      skuStatus: skus.status,
      prodStatus: products.status,
      shopStatus: shops.status,
      prodId: products.prodId,
      shipDate: skuShipDate(),
    })
    .from(skus)
    .innerJoin(products, eq(products.prodId, skus.prodId))
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(inArray(skus.skuId, skuIds));
  const nameOf = (line: SettlementLine) => ({ name: localized(locale, line.prodNameZh, line.prodNameEn) });
  for (const line of data.lines) {
    const sku = current.find((c) => c.skuId === line.skuId);
    if (!sku || sku.skuStatus !== 1 || sku.prodStatus !== 1 || sku.shopStatus !== ShopStatus.open)
      throw new BusinessError(messages.orderProductOffSale, nameOf(line));
    if (sku.price !== line.price) throw new BusinessError(messages.orderPriceChanged, nameOf(line));
  }
  return new Map(current.flatMap((c) => (c.shipDate ? [[c.skuId, c.shipDate] as const] : [])));
}

/**
 * The settlement's prices still hold: every product on sale with its SKU at the confirmed price, and the
 * promotions (a fresh quote of the lines, without coupons and points) take off what they took at confirm:
 * a promotion that ended or changed in between refuses the submit rather than sell at a stale price. A
 * settlement confirmed with the level's free shipping is refused once the level no longer gives it (the
 * member price is checked by the fresh quote; a level gained since confirm keeps the confirmed freight).
 * Amounts are compared, never the groups' names: a settlement confirmed in one language submits in another.
 */
async function verifyPrices(
  tx: Database,
  pricing: Pricing,
  userId: string,
  data: SettlementData,
  now: Date,
  locale: Locale,
): Promise<Map<number, string>> {
  const preSale = await checkLinesOnSale(tx, data, locale);
  const nameOf = (line: SettlementLine) => ({ name: localized(locale, line.prodNameZh, line.prodNameEn) });
  const fresh = await pricing.quote(
    userId,
    { shops: quoteShopsOf(data.lines, { dvyType: data.dvyType }), choices: choicesOf(data.activity), locale },
    now,
    tx,
  );
  const confirmedReduce = new Map(
    data.calc.shops.flatMap((s) => s.lines.map((l) => [l.key, l.discountReduce])),
  );
  for (const shop of fresh.shops)
    for (const line of shop.lines)
      if (line.discountReduce !== confirmedReduce.get(line.key))
        throw new BusinessError(
          messages.orderPriceChanged,
          nameOf(data.lines.find((l) => l.key === line.key)!),
        );
  if (data.freeShipping && !(await shopperRights(tx, userId, now))?.freeShipping)
    throw new BusinessError(messages.orderFreeShippingLost);
  return preSale;
}

/** Submits a confirmed settlement; answers the order numbers (the same ones on every repeat). */
export async function submitOrder(
  db: Database,
  pricing: Pricing,
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
      if (!sameActivity(data.activity ?? null, input.activity))
        throw new BusinessError(messages.orderSettlementMissing);
      // The caps (decisions/0033): the shopper's row first, so that the count of unpaid orders cannot
      // change under this submit; a settlement confirmed before a lower line cap is checked again.
      await lockShopper(tx, userId);
      await checkUnpaidOrders(tx, userId, data.calc.shops.length);
      for (const line of data.lines) checkLineUnits(line.count);
      const remarksOf = new Map<number, string>();
      for (const param of input.orderShopParam) {
        if (!data.shops.some((s) => s.shopId === param.shopId))
          throw new BusinessError(messages.orderShopUnknown);
        remarksOf.set(param.shopId, param.remarks);
      }

      // Products still on sale, SKUs still there, prices and promotions as confirmed.
      const confirmedPreSale = await verifyPrices(tx, pricing, userId, data, now, locale);

      // Every participant takes its part (cart lines, stock, coupons, points), in the one lock order.
      const late = await reserveAll(tx, {
        userId,
        orderType: data.activity?.orderType ?? OrderType.normal,
        activity: data.activity ?? null,
        uuid: input.uuid,
        now,
        lines: data.lines,
        promotions: data.calc.shops.flatMap((shop) => shop.discountGroups.filter((g) => g.dto !== null)),
        couponUserIds: data.calc.chosenCouponUserIds,
        pointsUsed: data.calc.pointsUsed,
      });
      // Checked again now that the stock participant holds the SKU and product rows. A flash sale takes
      // no SKU stock (its units are the activity's) and the merchant can neither reprice nor drop a SKU
      // of an activity that has not ended, so its first check stands (and its rush pays no extra read).
      const preSale =
        data.activity?.orderType === OrderType.seckill
          ? confirmedPreSale
          : await checkLinesOnSale(tx, data, locale);

      // The orders, their items and coupons; a pre-sale item keeps its SKU's shipping date as it is now.
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
            orderType: data.activity?.orderType ?? OrderType.normal,
            activityId: data.activity?.activityId ?? null,
            activitySkuId: data.activity?.activitySkuId ?? null,
            teamId: data.activity?.teamId || null,
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
              shipDate: preSale.get(line.skuId) ?? null,
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
      // The participants' last steps (a flash sale's units): their rows are locked until the commit only.
      for (const take of late) await take();
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

/** Whether a settlement's activity is the one the submit route is for (none for the plain route). */
function sameActivity(saved: OrderActivity | null, wanted: SubmitInput['activity']): boolean {
  if (!saved || !wanted) return !saved && !wanted;
  return (
    saved.orderType === wanted.orderType &&
    (wanted.activityId === undefined || saved.activityId === wanted.activityId)
  );
}

/**
 * Cancels the user's unpaid order and gives back what it took (every participant's release), in one
 * transaction. `closeType` 1 by the buyer, 2 unpaid in time (the expiry job). The conditional
 * pending-payment -> cancelled update comes first: of two cancels at once (a double click, the buyer and
 * the expiry job) one moves the order and releases, the other changes nothing and is refused.
 */
export async function cancelOrder(
  db: Database,
  userId: string,
  orderNumber: string,
  now: Date,
  closeType: 1 | 2 = 1,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: OrderStatus.canceled, closeType, cancelTime: now, updatedAt: now })
      .where(
        and(
          eq(orders.orderNumber, orderNumber),
          eq(orders.userId, userId),
          eq(orders.status, OrderStatus.pendingPayment),
        ),
      )
      .returning({ orderId: orders.orderId, pointsUsed: orders.pointsUsed, orderType: orders.orderType });
    if (!order) {
      const [exists] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
      throw new BusinessError(exists ? messages.orderCannotCancel : messages.orderNotFound);
    }
    const reason: Exclude<ReleaseReason, 'refund'> = closeType === 2 ? 'expire' : 'cancel';
    await releaseAll(tx, {
      userId,
      orderId: order.orderId,
      orderType: order.orderType,
      orderNumber,
      pointsUsed: order.pointsUsed,
      reason,
      now,
    });
  });
}
