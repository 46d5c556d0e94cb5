// Settlement participants (decisions/0022): what a submit reserves (cart lines, stock, coupons, points)
// comes back exactly through their release when the order is cancelled by the buyer, when both orders of a
// submit sharing a platform coupon are cancelled by several requests at once, or when they expire unpaid
// under two job runs at once; a refund gives back the stock of the units it covers when the order was not
// shipped, nothing else beyond the money (decisions/0018, 0033). On PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097). Tests run in file order on one database: each leaves no
// order pending, so the expiry job sees only its own test's orders.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PAY_MINUTES } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { expireUnpaidOrders } from '../../jobs/expire-orders.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  merchantTokenOf,
  newShopper,
  openTestMall,
  refundApplication,
  type Shopper,
  type TestMall,
} from '../../test/mall.ts';
import { baskets } from '../cart/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { seedDemoCoupons } from '../coupon/demo.ts';
import { coupons, userCoupons } from '../coupon/tables.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { settlementParticipants } from './participants.ts';
import { orderCoupons, orderItems, orders } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
/** A product with plenty of stock in each of shops 1 and 2 (shop coupons 5 and 6 exist for both). */
const lines = [1, 2].map((shopId) => {
  const sku = demo.skus.find(
    (s) =>
      s.stocks >= 200 &&
      demo.products.some((p) => p.prodId === s.prodId && p.shopId === shopId && p.status === 1),
  )!;
  // Enough pieces for the coupons' thresholds (up to ¥500).
  return { shopId, prodId: sku.prodId, skuId: sku.skuId, count: Math.min(20, Math.ceil(50_000 / sku.price)) };
});

describe('the participants', () => {
  it('are listed in the documented lock order', () => {
    expect(settlementParticipants.map((p) => p.name)).toEqual([
      'cart-lines',
      'stock',
      'coupons',
      'points',
      'score-mall',
      'seckill',
      'group-seats',
    ]);
  });
});

describeEachDatabase('settlement participants', (database) => {
  let mall: TestMall;

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
  }, DATABASE_HOOK_TIMEOUT);

  /** Everything the participants touch for this shopper and these lines. */
  const snapshot = async (db: Database, userId: string) => ({
    skus: await db
      .select({ skuId: skus.skuId, stocks: skus.stocks })
      .from(skus)
      .where(
        inArray(
          skus.skuId,
          lines.map((l) => l.skuId),
        ),
      )
      .orderBy(asc(skus.skuId)),
    products: await db
      .select({ prodId: products.prodId, totalStocks: products.totalStocks })
      .from(products)
      .where(
        inArray(
          products.prodId,
          lines.map((l) => l.prodId),
        ),
      )
      .orderBy(asc(products.prodId)),
    coupons: await db
      .select({ id: userCoupons.couponUserId, status: userCoupons.status, used: userCoupons.usedSettlement })
      .from(userCoupons)
      .where(eq(userCoupons.userId, userId))
      .orderBy(asc(userCoupons.couponUserId)),
    score: (
      await db.select({ score: userPoints.score }).from(userPoints).where(eq(userPoints.userId, userId))
    )[0]!.score,
    unspent: Number(
      (
        await db
          .select({ n: sql<string>`coalesce(sum(${pointsLedger.remaining}), 0)` })
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, userId))
      )[0]!.n,
    ),
  });

  /** A shopper with coupons and points who submits both lines with the best coupons and all points. */
  const submitted = async (label: string, which = lines) => {
    const shopper = await newShopper(mall.db, label);
    await mall.db.transaction((tx) => seedDemoCoupons(tx, [shopper.userId], new Date()));
    const before = await snapshot(mall.db, shopper.userId);
    for (const l of which)
      await mall.ok('POST', '/p/shopCart/changeItem', {
        token: shopper.token,
        body: { basketId: 0, prodId: l.prodId, skuId: l.skuId, shopId: l.shopId, count: l.count },
      });
    const basketIds = (
      await mall.db.select({ id: baskets.basketId }).from(baskets).where(eq(baskets.userId, shopper.userId))
    ).map((r) => r.id);
    const confirm = await mall.ok<{ uuid: string; userUseScore: number }>('POST', '/p/order/confirm', {
      token: shopper.token,
      body: { addrId: 0, basketIds, isScorePay: 1 },
    });
    const { orderNumbers } = await mall.ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
      token: shopper.token,
      body: { uuid: confirm.uuid, orderShopParam: which.map((l) => ({ shopId: l.shopId, remarks: '' })) },
    });
    return { shopper, before, numbers: orderNumbers.split(','), pointsUsed: confirm.userUseScore };
  };
  const cancel = (shopper: Shopper, orderNumber: string) =>
    mall.send('PUT', `/p/myOrder/cancel/${orderNumber}`, { token: shopper.token });

  it('reserve takes every resource; cancelling every order gives each back exactly', async () => {
    const { shopper, before, numbers, pointsUsed } = await submitted('participants');
    expect(numbers).toHaveLength(2);
    const taken = await snapshot(mall.db, shopper.userId);
    // Stock: each SKU and product down by its count.
    for (const l of lines) {
      expect(taken.skus.find((s) => s.skuId === l.skuId)!.stocks).toBe(
        before.skus.find((s) => s.skuId === l.skuId)!.stocks - l.count,
      );
      expect(taken.products.find((p) => p.prodId === l.prodId)!.totalStocks).toBe(
        before.products.find((p) => p.prodId === l.prodId)!.totalStocks - l.count,
      );
    }
    // Coupons: the chosen ones used by the settlement (a shop coupon each at least).
    expect(taken.coupons.filter((c) => c.status === 2).length).toBeGreaterThanOrEqual(2);
    // Points: spent.
    expect(pointsUsed).toBeGreaterThan(0);
    expect(taken.score).toBe(before.score - pointsUsed);
    // Cart lines: gone.
    expect(await mall.db.select().from(baskets).where(eq(baskets.userId, shopper.userId))).toEqual([]);

    for (const n of numbers) expect((await cancel(shopper, n)).statusCode).toBe(200);
    const back = await snapshot(mall.db, shopper.userId);
    expect(back).toEqual(before);
  });

  it('gives back once, a shared platform coupon included, when both orders are cancelled by several requests at once', async () => {
    const { shopper, before, numbers } = await submitted('parallel');
    // The submit's platform coupon covers both orders (the case where each cancel could think the other
    // still uses it).
    const shared = await mall.db
      .select({ couponUserId: orderCoupons.couponUserId })
      .from(orderCoupons)
      .innerJoin(orders, eq(orders.orderId, orderCoupons.orderId))
      .innerJoin(userCoupons, eq(userCoupons.couponUserId, orderCoupons.couponUserId))
      .innerJoin(coupons, eq(coupons.couponId, userCoupons.couponId))
      .where(and(inArray(orders.orderNumber, numbers), eq(coupons.shopId, 0)));
    expect(shared).toHaveLength(2);
    expect(shared[0]!.couponUserId).toBe(shared[1]!.couponUserId);
    const answers = await Promise.all(
      numbers.flatMap((n) => Array.from({ length: 3 }, () => cancel(shopper, n))),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect(await snapshot(mall.db, shopper.userId)).toEqual(before);
  });

  it('gives back what an order took when it expires unpaid, also with two job runs at once', async () => {
    const { shopper, before, numbers } = await submitted('expiry');
    const later = new Date(Date.now() + (ORDER_PAY_MINUTES + 1) * 60_000);
    const [first, second] = await Promise.all([
      expireUnpaidOrders(mall.db, later),
      expireUnpaidOrders(mall.db, later),
    ]);
    expect(first + second).toBe(numbers.length);
    const closed = await mall.db
      .select({ status: orders.status, closeType: orders.closeType })
      .from(orders)
      .where(inArray(orders.orderNumber, numbers));
    expect(closed).toEqual(numbers.map(() => ({ status: 6, closeType: 2 })));
    expect(await snapshot(mall.db, shopper.userId)).toEqual(before);
  });

  /** Pays `orderNumber` with the balance; answers a refund application for it (item 0: the whole order). */
  const paid = async (shopper: Shopper, orderNumber: string) => {
    await mall.ok('POST', '/p/order/pay', {
      token: shopper.token,
      body: { orderNumbers: orderNumber, payType: 9 },
    });
    const [order] = await mall.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    const [item] = await mall.db
      .select({ id: orderItems.orderItemId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.orderId));
    /** Applies (refund only) for `goodsNum` units of the item (or the whole order) and the merchant agrees. */
    const refund = async (whole: boolean, goodsNum: number, refundAmount: number) => {
      const refundSn = await mall.ok<string>('POST', '/p/orderRefund/apply', {
        token: shopper.token,
        body: refundApplication(orderNumber, whole ? 0 : item!.id, goodsNum, refundAmount),
      });
      await mall.ok('PUT', '/merchant/orderRefund/process', {
        token: await merchantTokenOf(mall.db, lines[0]!.shopId),
        body: { refundSn, agree: true },
      });
    };
    const status = async () =>
      (await mall.db.select().from(orders).where(eq(orders.orderId, order!.orderId)))[0]!;
    return { refund, status };
  };

  it('a refund that closes an unshipped order gives its stock back, no coupon or points (decisions/0033)', async () => {
    const { shopper, before, numbers } = await submitted('refund', [lines[0]!]);
    const orderNumber = numbers[0]!;
    const order = await paid(shopper, orderNumber);
    const taken = await snapshot(mall.db, shopper.userId);
    const { maxRefundable, goodsNum } = await mall.ok<{ maxRefundable: number; goodsNum: number }>(
      'GET',
      `/p/orderRefund/refundable?orderNumber=${orderNumber}&orderItemId=0`,
      { token: shopper.token },
    );
    await order.refund(true, goodsNum, maxRefundable);
    expect(await order.status()).toMatchObject({ status: 6, closeType: 3 });
    const items = await mall.db
      .select({ refundStatus: orderItems.refundStatus })
      .from(orderItems)
      .where(eq(orderItems.orderId, (await order.status()).orderId));
    expect(items.every((i) => i.refundStatus === 5)).toBe(true);
    // The goods never left: stock is back as before the submit; coupons and points spent stay spent.
    expect(await snapshot(mall.db, shopper.userId)).toEqual({
      ...taken,
      skus: before.skus,
      products: before.products,
    });
  });

  it('partial refunds of an unshipped order give back the units they cover, each unit once', async () => {
    const line = { ...lines[0]!, count: 4 };
    const { shopper, before, numbers } = await submitted('partial', [line]);
    const order = await paid(shopper, numbers[0]!);
    const taken = await snapshot(mall.db, shopper.userId);
    const stockOf = (snap: typeof before) => ({
      sku: snap.skus.find((s) => s.skuId === line.skuId)!.stocks,
      prod: snap.products.find((p) => p.prodId === line.prodId)!.totalStocks,
    });
    const back = async (n: number) => {
      const now = stockOf(await snapshot(mall.db, shopper.userId));
      expect(now).toEqual({ sku: stockOf(taken).sku + n, prod: stockOf(taken).prod + n });
    };
    // One unit for 0.01: one unit back, the order stays to be shipped.
    await order.refund(false, 1, 0.01);
    await back(1);
    expect((await order.status()).status).toBe(2);
    // Two more units, then "all four" again: only the unit no refund covered yet comes back.
    await order.refund(false, 2, 0.01);
    await back(3);
    await order.refund(false, 4, 0.01);
    await back(4);
    // Every unit refunded: the order closes; nothing more comes back.
    expect(await order.status()).toMatchObject({ status: 6, closeType: 3 });
    expect(stockOf(await snapshot(mall.db, shopper.userId))).toEqual(stockOf(before));
  });

  it('a refund of a shipped order gives no stock back (the merchant restocks returned goods)', async () => {
    const { shopper, numbers } = await submitted('shipped', [lines[0]!]);
    const orderNumber = numbers[0]!;
    const order = await paid(shopper, orderNumber);
    await mall.ok('PUT', '/merchant/order/delivery', {
      token: await merchantTokenOf(mall.db, lines[0]!.shopId),
      body: { orderNumber, expressName: '顺丰速运', expressNo: 'SF1234567890' },
    });
    const shipped = await snapshot(mall.db, shopper.userId);
    const { maxRefundable, goodsNum } = await mall.ok<{ maxRefundable: number; goodsNum: number }>(
      'GET',
      `/p/orderRefund/refundable?orderNumber=${orderNumber}&orderItemId=0`,
      { token: shopper.token },
    );
    await order.refund(true, goodsNum, maxRefundable);
    expect(await order.status()).toMatchObject({ status: 6, closeType: 3 });
    expect(await snapshot(mall.db, shopper.userId)).toEqual(shipped);
  });
});
