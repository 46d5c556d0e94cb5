// Confirm, submit, the buyer's orders and cancel through inject, on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097), over the small demo catalogue with the seeded demo shoppers
// (coupons, points, default address).
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LINE_UNITS_MAX, messages } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  expectOk,
  expectRefused,
  newUserId,
  shenzhenAddress,
  signedRequest,
  testServer,
} from '../../test/inject.ts';
import { demoShoppers } from '../account/demo.ts';
import { users } from '../account/tables.ts';
import { issueToken } from '../account/tokens.ts';
import { insertAddress } from '../address/service.ts';
import { userAddresses } from '../address/tables.ts';
import { baskets } from '../cart/tables.ts';
import { products, skus } from '../catalog/tables.ts';
import { userCoupons } from '../coupon/tables.ts';
import { creditPoints } from '../points/service.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { newOrderNumber } from './service.ts';
import { orderCoupons, orderItems, orders, orderSettlements } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
const inStock = demo.products.filter(
  (p) => p.status === 1 && demo.skus.some((s) => s.prodId === p.prodId && s.stocks >= 5),
);
const skuOf = (prodId: number) => demo.skus.find((s) => s.prodId === prodId && s.stocks >= 5)!;
/** A product of the mall's own store (shop 1: coupon 5, free shipping) and one of shop 2 (coupon 6). */
const p1 = inStock.find((p) => p.shopId === 1)!;
const p2 = inStock.find((p) => p.shopId === 2)!;
/** Products of other shops for the refusal and concurrency tests (each test its own SKU). */
const others = inStock.filter((p) => p.shopId > 2);

interface ConfirmAnswer {
  actualTotal: number;
  total: number;
  totalCount: number;
  orderReduce: number;
  userAddr: { addrId: number; receiver: string };
  coupons: { couponId: number; canUse: boolean; choose: boolean; reduce: number }[];
  isScorePay: number;
  maxUsableScore: number;
  userUseScore: number;
  totalScoreAmount: number;
  totalTransFee: number;
  shopCartOrders: {
    shopId: number;
    shopName: string;
    actualTotal: number;
    total: number;
    transfee: number;
    couponReduce: number;
    scoreReduce: number;
    coupons: { couponId: number; canUse: boolean; choose: boolean; reduce: number }[];
    shopCartItemDiscounts: {
      chooseDiscountItemDto: unknown;
      shopCartItems: {
        basketId: number;
        skuId: number;
        prodName: string;
        price: number;
        prodCount: number;
      }[];
    }[];
  }[];
  uuid: string;
}

const cents = (yuan: number) => Math.round(yuan * 100);

describe('order numbers', () => {
  it('are 20 digits, the day first, then random digits that do not follow each other', () => {
    const now = new Date('2026-11-23T18:00:00Z');
    const numbers = Array.from({ length: 2000 }, () => newOrderNumber(now));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^20261124\d{12}$/);
    const tails = numbers.map((n) => Number(n.slice(8)));
    const steps = tails.slice(1).filter((t, i) => Math.abs(t - tails[i]!) < 1000);
    expect(steps.length).toBeLessThan(5);
  });
});

describeEachDatabase('confirm and submit', (database) => {
  let app: FastifyInstance;
  /** demo, demo2, then three fresh shoppers with an address and points but no coupons. */
  const tokens: string[] = [];
  const userIds: string[] = [];

  const call = (method: 'POST' | 'PUT', url: string, body: unknown, token?: string, lang = 'zh') =>
    signedRequest(method, url, body, { token, lang });
  const get = (url: string, token: string) =>
    app.inject({ url: `/api${url}`, headers: { authorization: `bearer ${token}` } });
  const ok = <T>(options: InjectOptions) => expectOk<T>(app, options);
  const refused = (
    options: InjectOptions,
    message: (typeof messages)[keyof typeof messages],
    values?: Record<string, unknown>,
  ) => expectRefused(app, options, message, values);
  const addToCart = async (token: string, prodId: number, skuId: number, count: number) => {
    const res = await app.inject(call('POST', '/p/shopCart/changeItem', { prodId, skuId, count }, token));
    expect(res.statusCode, res.body).toBe(200);
  };
  const cartIds = async (userId: string) =>
    (
      await database()
        .handle.db.select({ id: baskets.basketId })
        .from(baskets)
        .where(eq(baskets.userId, userId))
    ).map((r) => r.id);
  const confirm = (token: string, body: unknown) => call('POST', '/p/order/confirm', body, token);
  const submit = (token: string, body: unknown) => call('POST', '/p/order/submit', body, token);

  /** Everything a refused submit must leave as it was. */
  async function snapshot(userId: string) {
    const { db } = database().handle;
    const [o] = await db.select({ n: count() }).from(orders);
    const [i] = await db.select({ n: count() }).from(orderItems);
    const stock = await db.select({ skuId: skus.skuId, stocks: skus.stocks }).from(skus).orderBy(skus.skuId);
    const coupons = await db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.userId, userId))
      .orderBy(userCoupons.couponUserId);
    const [points] = await db.select().from(userPoints).where(eq(userPoints.userId, userId));
    const [ledger] = await db
      .select({ n: count() })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId));
    const cart = await cartIds(userId);
    return { orders: o?.n, items: i?.n, stock, coupons, points, ledger: ledger?.n, cart };
  }

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db });
    for (const s of demoShoppers) {
      userIds.push(s.userId);
      tokens.push((await issueToken(db, s.userId)).token);
    }
    for (let n = 0; n < 3; n++) {
      const userId = newUserId();
      await db
        .insert(users)
        .values({ userId, userName: `order_${n}_${userId.slice(1, 7)}`, nickName: `Order ${n}` });
      await db.transaction(async (tx) => {
        await insertAddress(tx, userId, shenzhenAddress('王五'));
        await creditPoints(tx, userId, 1000, 'seed', 'test', new Date());
      });
      userIds.push(userId);
      tokens.push((await issueToken(db, userId)).token);
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('needs a token on every order and coupon path', async () => {
    for (const options of [
      call('POST', '/p/order/confirm', {}),
      call('POST', '/p/order/submit', {}),
      call('PUT', '/p/myOrder/cancel/1', undefined),
      { url: '/api/p/myOrder/myOrder' },
      { url: '/api/p/myOrder/orderDetail?orderNumber=1' },
      { url: '/api/p/user/centerInfo' },
      { url: '/api/p/myCoupon/getCouponList?status=1' },
      { url: '/api/p/myCoupon/getMyCouponsStatusCount' },
    ]) {
      expect((await app.inject(options)).statusCode, String(options.url)).toBe(401);
    }
  });

  it('lists the seeded coupons by status with their counts', async () => {
    const [me] = tokens as [string];
    expect((await get('/p/myCoupon/getMyCouponsStatusCount', me)).json()).toEqual({
      expiredCount: 1,
      unUseCount: 7,
      usedCount: 0,
    });
    const usable = (await get('/p/myCoupon/getCouponList?status=1&size=20', me)).json<{
      records: { couponId: number; status: number; couponName: string }[];
      total: number;
    }>();
    expect(usable.total).toBe(7);
    expect(usable.records.every((c) => c.status === 1)).toBe(true);
    const expired = (await get('/p/myCoupon/getCouponList?status=0', me)).json<{
      records: { couponId: number }[];
    }>();
    expect(expired.records.map((c) => c.couponId)).toEqual([8]);
    expect((await get('/p/myCoupon/getCouponList?status=9', me)).statusCode).toBe(400);
  });

  it('confirms a cart over two shops, submits it once, and a repeated uuid answers the same orders', async () => {
    const [me] = tokens as [string];
    const [myId] = userIds as [string];
    const { db } = database().handle;
    const s1 = skuOf(p1.prodId);
    const s2 = skuOf(p2.prodId);
    await addToCart(me, p1.prodId, s1.skuId, 2);
    await addToCart(me, p2.prodId, s2.skuId, 1);
    const ids = await cartIds(myId);
    const answer = await ok<ConfirmAnswer>(
      confirm(me, { addrId: 0, basketIds: ids, isScorePay: 1, userUseScore: 100 }),
    );

    const goods = s1.price * 2 + s2.price;
    expect(cents(answer.total)).toBe(goods);
    expect(answer.totalCount).toBe(3);
    expect(answer.userAddr.receiver).toBe('张三');
    expect(answer.shopCartOrders.map((s) => s.shopId)).toEqual([1, 2]);
    expect(answer.shopCartOrders[0]!.shopCartItemDiscounts).toMatchObject([
      { chooseDiscountItemDto: null, shopCartItems: [{ skuId: s1.skuId, prodCount: 2 }] },
    ]);
    // Shop 2 has the 95 % coupon: preselected; shop 1's coupon needs ¥199 of goods.
    const shop2 = answer.shopCartOrders[1]!;
    expect(shop2.coupons.find((c) => c.couponId === 6)).toMatchObject({ canUse: true, choose: true });
    const sum = (f: (s: ConfirmAnswer['shopCartOrders'][number]) => number) =>
      answer.shopCartOrders.reduce((a, s) => a + cents(f(s)), 0);
    expect(sum((s) => s.total)).toBe(cents(answer.total));
    expect(sum((s) => s.actualTotal)).toBe(cents(answer.actualTotal));
    expect(sum((s) => s.transfee)).toBe(cents(answer.totalTransFee));
    expect(cents(answer.actualTotal)).toBe(
      cents(answer.total) - cents(answer.orderReduce) + cents(answer.totalTransFee),
    );
    // At most one platform coupon, the one taking the most off.
    const platform = answer.coupons.filter((c) => c.choose);
    expect(platform.length).toBeLessThanOrEqual(1);
    const best = Math.max(0, ...answer.coupons.filter((c) => c.canUse).map((c) => c.reduce));
    if (best > 0) expect(platform[0]!.reduce).toBe(best);
    expect(answer.userUseScore).toBe(100);
    expect(cents(answer.totalScoreAmount)).toBe(100);
    expect(answer.maxUsableScore % 10).toBe(0);
    expect(answer.maxUsableScore).toBeLessThanOrEqual(5000);

    const before = await snapshot(myId);
    const body = {
      uuid: answer.uuid,
      orderShopParam: [
        { shopId: 1, remarks: '请尽快发货' },
        { shopId: 2, remarks: '' },
      ],
      invoice: { headerType: 2, headerName: '张三' },
    };
    const { orderNumbers } = await ok<{ orderNumbers: string }>(submit(me, body));
    const numbers = orderNumbers.split(',');
    expect(numbers).toHaveLength(2);
    for (const n of numbers) expect(n).toMatch(/^\d{20}$/);

    const made = await db
      .select()
      .from(orders)
      .where(eq(orders.settlementUuid, answer.uuid))
      .orderBy(orders.shopId);
    expect(made.map((o) => [o.shopId, o.status, o.remarks, o.invoiceHeaderType])).toEqual([
      [1, 1, '请尽快发货', 2],
      [2, 1, '', 2],
    ]);
    expect(made.reduce((a, o) => a + o.actualTotal, 0)).toBe(cents(answer.actualTotal));
    expect(made.reduce((a, o) => a + o.pointsUsed, 0)).toBe(100);
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          made.map((o) => o.orderId),
        ),
      );
    expect(items.map((i) => [i.skuId, i.prodCount, i.price])).toEqual(
      expect.arrayContaining([
        [s1.skuId, 2, s1.price],
        [s2.skuId, 1, s2.price],
      ]),
    );
    // Stock taken, coupons used, points spent with a ledger row, the cart lines gone.
    const after = await snapshot(myId);
    const stockOf = (snap: typeof before, skuId: number) => snap.stock.find((s) => s.skuId === skuId)!.stocks;
    expect(stockOf(after, s1.skuId)).toBe(stockOf(before, s1.skuId) - 2);
    expect(stockOf(after, s2.skuId)).toBe(stockOf(before, s2.skuId) - 1);
    const chosen = [...answer.coupons, ...answer.shopCartOrders.flatMap((s) => s.coupons)].filter(
      (c) => c.choose,
    );
    expect(
      after.coupons
        .filter((c) => c.status === 2)
        .map((c) => c.couponId)
        .sort(),
    ).toEqual(chosen.map((c) => c.couponId).sort());
    const [oc] = await db
      .select({ n: count() })
      .from(orderCoupons)
      .where(
        inArray(
          orderCoupons.orderId,
          made.map((o) => o.orderId),
        ),
      );
    expect(oc?.n).toBeGreaterThanOrEqual(chosen.length);
    expect(after.points!.score).toBe(before.points!.score - 100);
    expect(after.ledger).toBe(before.ledger! + 1);
    expect(after.cart).toEqual([]);

    // The same uuid again (double click, retry, another tab): the same numbers, nothing new.
    expect(await ok(submit(me, body))).toEqual({ orderNumbers });
    expect(await snapshot(myId)).toEqual(after);

    // The buyer's list, detail and counts.
    const list = (await get('/p/myOrder/myOrder?status=1', me)).json<{
      records: { orderNumber: string }[];
    }>();
    expect(list.records.map((r) => r.orderNumber).sort()).toEqual([...numbers].sort());
    const detail = (await get(`/p/myOrder/orderDetail?orderNumber=${numbers[0]}`, me)).json<{
      remarks: string;
      invoice: unknown;
      orderItemDtos: unknown[];
    }>();
    expect(detail).toMatchObject({ remarks: '请尽快发货', invoice: { headerType: 2, headerName: '张三' } });
    expect((await get('/p/user/centerInfo', me)).json()).toMatchObject({
      orderCountData: { unPay: 2, close: 0 },
    });
    // Another user sees none of it.
    const [, them] = tokens as [string, string];
    await refused(submit(them, body), messages.orderSettlementMissing);
    const res = await get(`/p/myOrder/orderDetail?orderNumber=${numbers[0]}`, them);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(translate('zh', messages.orderNotFound));
    await refused(call('PUT', `/p/myOrder/cancel/${numbers[0]}`, undefined, them), messages.orderNotFound);

    // Cancelling gives back stock, coupons and points, once. A coupon the other order still uses (a
    // platform coupon spread over both) stays used until that order is cancelled too.
    expect(await ok(call('PUT', `/p/myOrder/cancel/${numbers[0]}`, undefined, me))).toBe(true);
    const second = made.find((o) => o.orderNumber === numbers[1])!;
    const stillUsed = (
      await db
        .select({ id: orderCoupons.couponUserId })
        .from(orderCoupons)
        .where(eq(orderCoupons.orderId, second.orderId))
    ).map((r) => r.id);
    const half = await snapshot(myId);
    for (const c of half.coupons) expect(c.status).toBe(stillUsed.includes(c.couponUserId) ? 2 : 1);
    expect(await ok(call('PUT', `/p/myOrder/cancel/${numbers[1]}`, undefined, me))).toBe(true);
    const cancelled = await snapshot(myId);
    expect(stockOf(cancelled, s1.skuId)).toBe(stockOf(before, s1.skuId));
    expect(stockOf(cancelled, s2.skuId)).toBe(stockOf(before, s2.skuId));
    expect(cancelled.coupons.every((c) => c.status === 1)).toBe(true);
    expect(cancelled.points!.score).toBe(before.points!.score);
    await refused(call('PUT', `/p/myOrder/cancel/${numbers[0]}`, undefined, me), messages.orderCannotCancel);
    expect((await get('/p/user/centerInfo', me)).json()).toMatchObject({
      orderCountData: { unPay: 0, close: 2 },
    });
  });

  it('refuses bad confirms and submits with a clear 400 that changes nothing', async () => {
    const [me, them] = tokens as [string, string];
    const [myId, theirId] = userIds as [string, string];
    const { db } = database().handle;
    const product = others[0]!;
    const sku = skuOf(product.prodId);
    const buyNow = {
      orderItem: { prodId: product.prodId, skuId: sku.skuId, prodCount: 1, shopId: product.shopId },
    };

    // Confirm: nothing chosen, both kinds at once, another user's cart, address or coupon, bad points.
    await refused(confirm(me, { addrId: 0 }), messages.cartNoneSelected);
    await addToCart(them, product.prodId, sku.skuId, 1);
    const theirBaskets = await cartIds(theirId);
    await refused(confirm(me, { basketIds: theirBaskets }), messages.notFound);
    const [theirAddr] = await db.select().from(userAddresses).where(eq(userAddresses.userId, theirId));
    await refused(confirm(me, { ...buyNow, addrId: theirAddr!.addrId }), messages.orderAddressMissing);
    // Coupon 6 is shop 2's: not usable for this shop's product; 99 nobody holds; coupon 8 expired.
    for (const couponIds of [[6], [99], [8]])
      await refused(confirm(me, { ...buyNow, couponIds }), messages.couponUnusable);
    // A fresh shopper holds no coupons: the demo shopper's coupon ids count for nothing.
    await refused(confirm(tokens[2]!, { ...buyNow, couponIds: [1] }), messages.couponUnusable);
    await refused(confirm(me, { ...buyNow, isScorePay: 1, userUseScore: 15 }), messages.pointsStep);
    await refused(confirm(me, { ...buyNow, isScorePay: 1, userUseScore: 999_990 }), messages.pointsTooMany);
    // More than the stock (lowered below the line cap for this check), and more than a line may hold.
    const [{ stocks }] = (await db
      .select({ stocks: skus.stocks })
      .from(skus)
      .where(eq(skus.skuId, sku.skuId))) as [{ stocks: number }];
    await db.update(skus).set({ stocks: 5 }).where(eq(skus.skuId, sku.skuId));
    await refused(
      confirm(me, { orderItem: { ...buyNow.orderItem, prodCount: 6 } }),
      messages.stockInsufficient,
    );
    await db.update(skus).set({ stocks }).where(eq(skus.skuId, sku.skuId));
    await refused(
      confirm(me, { orderItem: { ...buyNow.orderItem, prodCount: LINE_UNITS_MAX + 1 } }),
      messages.lineUnitsTooMany,
    );
    expect((await app.inject(confirm(me, { ...buyNow, basketIds: [1] }))).statusCode).toBe(400);

    const fresh = async () =>
      (await ok<ConfirmAnswer>(confirm(me, { ...buyNow, couponIds: [], isScorePay: 1 }))).uuid;
    let uuid = await fresh();
    const before = await snapshot(myId);
    // Submit: unknown uuid, another shop, remarks too long.
    await refused(submit(me, { uuid: randomUUID(), orderShopParam: [] }), messages.orderSettlementMissing);
    await refused(submit(me, { uuid: 'not-a-uuid', orderShopParam: [] }), messages.orderSettlementMissing);
    await refused(
      submit(me, { uuid, orderShopParam: [{ shopId: 1, remarks: '' }] }),
      messages.orderShopUnknown,
    );
    await refused(
      submit(me, { uuid, orderShopParam: [{ shopId: product.shopId, remarks: '字'.repeat(101) }] }),
      messages.orderRemarksTooLong,
    );
    await refused(
      submit(me, { uuid, orderShopParam: [], invoice: { headerType: 1, headerName: 'ACME' } }),
      messages.invoiceTaxNumberInvalid,
    );
    expect(await snapshot(myId)).toEqual(before);

    // The price changed since confirm.
    await db
      .update(skus)
      .set({ price: sku.price + 100 })
      .where(eq(skus.skuId, sku.skuId));
    await refused(submit(me, { uuid, orderShopParam: [] }), messages.orderPriceChanged, {
      name: product.nameZh,
    });
    await db.update(skus).set({ price: sku.price }).where(eq(skus.skuId, sku.skuId));
    expect(await snapshot(myId)).toEqual(before);
    // Taken off sale since confirm.
    await db.update(products).set({ status: 0 }).where(eq(products.prodId, product.prodId));
    await refused(submit(me, { uuid, orderShopParam: [] }), messages.orderProductOffSale, {
      name: product.nameZh,
    });
    await refused(confirm(me, buyNow), messages.orderProductOffSale, { name: product.nameZh });
    await db.update(products).set({ status: 1 }).where(eq(products.prodId, product.prodId));
    expect(await snapshot(myId)).toEqual(before);
    // Sold out since confirm: 库存不足, and the points are not spent.
    await db.update(skus).set({ stocks: 0 }).where(eq(skus.skuId, sku.skuId));
    await refused(submit(me, { uuid, orderShopParam: [] }), messages.stockInsufficient);
    expect(await snapshot(myId)).toEqual({
      ...before,
      stock: before.stock.map((s) => (s.skuId === sku.skuId ? { ...s, stocks: 0 } : s)),
    });
    await db.update(skus).set({ stocks: sku.stocks }).where(eq(skus.skuId, sku.skuId));
    // The same settlement goes through once the stock is back; then it has expired for nobody else.
    const { orderNumbers } = await ok<{ orderNumbers: string }>(submit(me, { uuid, orderShopParam: [] }));
    expect(orderNumbers).toMatch(/^\d{20}$/);
    await refused(submit(them, { uuid, orderShopParam: [] }), messages.orderSettlementMissing);
    // An expired settlement.
    uuid = await fresh();
    await db
      .update(orderSettlements)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orderSettlements.uuid, uuid));
    await refused(submit(me, { uuid, orderShopParam: [] }), messages.orderSettlementMissing);
    expect(await ok(call('PUT', `/p/myOrder/cancel/${orderNumbers}`, undefined, me))).toBe(true);
    await db.delete(baskets).where(eq(baskets.userId, theirId));
  });

  it('two confirms of one cart (two tabs): the first submit buys it, the second is refused', async () => {
    const token = tokens[3]!;
    const userId = userIds[3]!;
    const product = others[3]!;
    const sku = skuOf(product.prodId);
    await addToCart(token, product.prodId, sku.skuId, 1);
    const ids = await cartIds(userId);
    const first = await ok<ConfirmAnswer>(confirm(token, { basketIds: ids, couponIds: [] }));
    const second = await ok<ConfirmAnswer>(confirm(token, { basketIds: ids, couponIds: [] }));
    await ok(submit(token, { uuid: first.uuid, orderShopParam: [] }));
    const before = await snapshot(userId);
    await refused(submit(token, { uuid: second.uuid, orderShopParam: [] }), messages.orderCartChanged);
    expect(await snapshot(userId)).toEqual(before);
  });

  it('50 parallel submits for the last units of one SKU create exactly as many orders as there is stock', async () => {
    const { db } = database().handle;
    const product = others[1]!;
    const sku = skuOf(product.prodId);
    const buyers = tokens.slice(2);
    const uuids: { token: string; uuid: string }[] = [];
    for (let n = 0; n < 50; n++) {
      const token = buyers[n % buyers.length]!;
      const answer = await ok<ConfirmAnswer>(
        confirm(token, {
          orderItem: { prodId: product.prodId, skuId: sku.skuId, prodCount: 1 },
          couponIds: [],
        }),
      );
      uuids.push({ token, uuid: answer.uuid });
    }
    const left = 7;
    await db.update(skus).set({ stocks: left }).where(eq(skus.skuId, sku.skuId));
    const results = await Promise.all(
      uuids.map(({ token, uuid }) => app.inject(submit(token, { uuid, orderShopParam: [] }))),
    );
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(left);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.body).toBe(translate('zh', messages.stockInsufficient));
    }
    const [row] = await db.select({ stocks: skus.stocks }).from(skus).where(eq(skus.skuId, sku.skuId));
    expect(row!.stocks).toBe(0);
    const [made] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.skuId, sku.skuId));
    expect(made!.n).toBe(left);
  });

  it('parallel submits of one uuid create one order set and all answer its numbers', async () => {
    const { db } = database().handle;
    const token = tokens[4]!;
    const product = others[2]!;
    const sku = skuOf(product.prodId);
    const answer = await ok<ConfirmAnswer>(
      confirm(token, {
        orderItem: { prodId: product.prodId, skuId: sku.skuId, prodCount: 2 },
        isScorePay: 1,
        couponIds: [],
      }),
    );
    const [points] = await db.select().from(userPoints).where(eq(userPoints.userId, userIds[4]!));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => app.inject(submit(token, { uuid: answer.uuid, orderShopParam: [] }))),
    );
    const bodies = new Set(results.map((r) => `${r.statusCode} ${r.body}`));
    expect(bodies.size, [...bodies].join('\n')).toBe(1);
    expect(results[0]!.statusCode).toBe(200);
    const [made] = await db.select({ n: count() }).from(orders).where(eq(orders.settlementUuid, answer.uuid));
    expect(made!.n).toBe(1);
    const [row] = await db.select({ stocks: skus.stocks }).from(skus).where(eq(skus.skuId, sku.skuId));
    expect(row!.stocks).toBe(sku.stocks - 2);
    const [after] = await db.select().from(userPoints).where(eq(userPoints.userId, userIds[4]!));
    expect(after!.score).toBe(points!.score - answer.userUseScore);
    const [coupons] = await db
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userIds[4]!), eq(userCoupons.status, 2)));
    expect(coupons!.n).toBe(0);
  });
});
