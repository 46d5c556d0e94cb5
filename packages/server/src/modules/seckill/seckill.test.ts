// Flash sales through the API on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097), with a fake clock (issue 13 item 1, decisions/0042): the merchant's create (units out
// of the SKUs, every refusal changing nothing), the public list and detail, the hidden order path, confirm
// and submit with their refusals, maxNum under parallel submits of one shopper, 200 parallel submits on 10
// units, cancel and expiry giving units back, the return job run twice, a stop, and a unit released after
// the return going straight to the SKU.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  formatDate,
  messages,
  OrderStatus,
  OrderType,
  SECKILL_PATH_TTL_MS,
  SECKILL_PAY_MINUTES,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { expireUnpaidOrders } from '../../jobs/expire-orders.ts';
import { translate } from '../../i18n.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { activityMall, newShopper, releaseRefundedUnits, type Shopper } from '../../test/mall.ts';
import { products, skus } from '../catalog/tables.ts';
import { orderItems, orders } from '../order/tables.ts';
import { admission, SOLD_OUT_MEMO_MS, soldOutMemo } from './admission.ts';
import { seedDemoSeckills } from './demo.ts';
import { returnEndedSeckills, statusOf } from './service.ts';
import { seckillParticipant } from './settlement.ts';
import { seckills, seckillSkus } from './tables.ts';

const MIN = 60_000;
const silentLog = { error: () => {}, info: () => {}, warn: () => {} };

it('refuses at once beyond the in-flight limit', async () => {
  const gate = admission(1);
  let release!: () => void;
  expect(gate.full).toBe(false);
  const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
  expect(gate.full).toBe(true);
  await expect(gate.run(() => Promise.resolve(1))).rejects.toMatchObject({
    descriptor: messages.seckillBusy,
  });
  release();
  await first;
  await expect(gate.run(() => Promise.resolve(2))).resolves.toBe(2);
});

it('remembers a sold-out activity for SOLD_OUT_MEMO_MS, by the clock it is given', () => {
  const memo = soldOutMemo();
  const t = new Date('2026-11-26T10:00:00Z');
  expect(memo.activitySoldOut(7, t)).toBe(false);
  memo.rememberActivity(7, t);
  expect(memo.activitySoldOut(7, new Date(t.getTime() + SOLD_OUT_MEMO_MS - 1))).toBe(true);
  expect(memo.activitySoldOut(8, t)).toBe(false);
  expect(memo.activitySoldOut(7, new Date(t.getTime() + SOLD_OUT_MEMO_MS))).toBe(false);
  // Lapsed: forgotten, not revived by an earlier clock.
  expect(memo.activitySoldOut(7, t)).toBe(false);
});

describeEachDatabase('flash sale', (database) => {
  let clock = Date.now();
  const mall = activityMall(database, () => clock);
  const { send, ok, refused, freshProduct } = mall;
  let db: Database;
  let app: FastifyInstance;
  let merchant1: string;
  let merchant2: string;
  beforeAll(() => {
    ({ db, app, merchant1, merchant2 } = mall);
  });

  const at = (offsetMs: number) => formatDate(new Date(clock + offsetMs));
  const skuStocks = async (skuId: number) =>
    (await db.select({ n: skus.stocks }).from(skus).where(eq(skus.skuId, skuId)))[0]!.n;
  const prodStocks = async (prodId: number) =>
    (await db.select({ n: products.totalStocks }).from(products).where(eq(products.prodId, prodId)))[0]!.n;
  const activityStocks = async (seckillId: number) =>
    (
      await db.select({ n: seckillSkus.stocks }).from(seckillSkus).where(eq(seckillSkus.seckillId, seckillId))
    )[0]!.n;
  const seckillCount = async () => (await db.select({ n: count() }).from(seckills))[0]!.n;
  const ordersOf = async (seckillId: number, status?: number) =>
    (
      await db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.orderType, OrderType.seckill),
            eq(orders.activityId, seckillId),
            status === undefined ? undefined : eq(orders.status, status),
          ),
        )
    )[0]!.n;

  /** A flash sale of `product` by shop 1's merchant: starts `startMs` from now, lasts `lengthMs`. */
  const create = async (
    product: { prodId: number; skuId: number },
    options: { startMs?: number; lengthMs?: number; units?: number; maxNum?: number; price?: number } = {},
  ) => {
    const { startMs = -MIN, lengthMs = 60 * MIN, units = 10, maxNum = 2, price = 1 } = options;
    const seckillId = await ok<number>('POST', '/merchant/seckill', merchant1, {
      prodId: product.prodId,
      startTime: at(startMs),
      endTime: at(startMs + lengthMs),
      maxNum,
      skus: [{ skuId: product.skuId, seckillPrice: price, seckillStocks: units }],
    });
    const [row] = await db.select().from(seckillSkus).where(eq(seckillSkus.seckillId, seckillId));
    return { seckillId, seckillSkuId: row!.seckillSkuId };
  };
  const pathOf = (shopper: Shopper, seckillId: number) =>
    ok<string>('GET', `/p/seckill/orderPath?seckillId=${seckillId}`, shopper.token);
  const confirm = (shopper: Shopper, path: string, seckillSkuId: number, prodCount = 1) =>
    send('POST', `/p/seckill/${path}/confirm`, shopper.token, { addrId: 0, prodCount, seckillSkuId });
  const submit = (shopper: Shopper, path: string, uuid: string) =>
    send('POST', `/p/seckill/${path}/submit`, shopper.token, { uuid, remarks: '' });
  /** An answer other than "too busy" (the admission limit), asking again as the page tells the shopper to. */
  const untilDecided = async (ask: () => Promise<{ statusCode: number; body: string }>) => {
    const busy = translate('zh', messages.seckillBusy);
    for (;;) {
      const res = await ask();
      if (res.body !== busy) return res;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  /** Path, confirm and submit: the order number. */
  const buy = async (
    shopper: Shopper,
    activity: { seckillId: number; seckillSkuId: number },
    prodCount = 1,
  ) => {
    const path = await pathOf(shopper, activity.seckillId);
    const res = await confirm(shopper, path, activity.seckillSkuId, prodCount);
    expect(res.statusCode, res.body).toBe(200);
    const { uuid } = JSON.parse(res.body) as { uuid: string };
    const submitted = await submit(shopper, path, uuid);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return (JSON.parse(submitted.body) as { orderNumbers: string }).orderNumbers;
  };

  it('seeds an ongoing, an upcoming and an ended flash sale in several shops, once', async () => {
    const now = new Date();
    const rows = await db.select().from(seckills);
    const states = new Map<number, Set<number>>();
    for (const row of rows) {
      const status = statusOf(row, now);
      if (status === 0) expect(row.startTime.getTime() - now.getTime()).toBeLessThanOrEqual(3600_000);
      states.set(row.shopId, (states.get(row.shopId) ?? new Set()).add(status));
    }
    const complete = [...states.values()].filter((s) => s.size === 3);
    expect(complete.length).toBeGreaterThanOrEqual(3);
    expect(await seedDemoSeckills(db, now)).toBe(0);
  });

  it("takes the units from the SKU at create; another shop's product, a bad window, an overlap change nothing", async () => {
    const product = freshProduct();
    const other = freshProduct();
    const [skuBefore, prodBefore] = [await skuStocks(product.skuId), await prodStocks(product.prodId)];
    const activity = await create(product, { units: 7 });
    expect(await skuStocks(product.skuId)).toBe(skuBefore - 7);
    expect(await prodStocks(product.prodId)).toBe(prodBefore - 7);
    expect(await activityStocks(activity.seckillId)).toBe(7);

    const before = [await seckillCount(), await skuStocks(product.skuId), await skuStocks(other.skuId)];
    const param = (patch: Record<string, unknown>) => ({
      prodId: other.prodId,
      startTime: at(2 * 3600_000),
      endTime: at(3 * 3600_000),
      maxNum: 1,
      skus: [{ skuId: other.skuId, seckillPrice: 1, seckillStocks: 1 }],
      ...patch,
    });
    await refused(send('POST', '/merchant/seckill', merchant2, param({})), messages.activityProductNotOwned);
    await refused(
      send(
        'POST',
        '/merchant/seckill',
        merchant1,
        param({ skus: [{ skuId: product.skuId, seckillPrice: 1, seckillStocks: 1 }] }),
      ),
      messages.activityProductNotOwned,
    );
    await refused(
      send('POST', '/merchant/seckill', merchant1, param({ endTime: at(2 * 3600_000) })),
      messages.activityWindowInvalid,
    );
    await refused(
      send(
        'POST',
        '/merchant/seckill',
        merchant1,
        param({ startTime: at(-2 * 3600_000), endTime: at(-3600_000) }),
      ),
      messages.activityWindowInvalid,
    );
    await refused(
      send('POST', '/merchant/seckill', merchant1, {
        ...param({}),
        prodId: product.prodId,
        startTime: at(30 * MIN),
        endTime: at(90 * MIN),
        skus: [{ skuId: product.skuId, seckillPrice: 1, seckillStocks: 1 }],
      }),
      messages.activityOverlap,
    );
    await refused(
      send(
        'POST',
        '/merchant/seckill',
        merchant1,
        param({ skus: [{ skuId: other.skuId, seckillPrice: 1, seckillStocks: 999_999 }] }),
      ),
      messages.stockInsufficient,
    );
    // A flash-sale price not below the SKU's price is no flash sale.
    await refused(
      send(
        'POST',
        '/merchant/seckill',
        merchant1,
        param({ skus: [{ skuId: other.skuId, seckillPrice: 99_999_999, seckillStocks: 1 }] }),
      ),
      messages.invalid,
    );
    expect([await seckillCount(), await skuStocks(product.skuId), await skuStocks(other.skuId)]).toEqual(
      before,
    );

    // Two creates of one product at once: one passes, the other overlaps.
    const twice = await Promise.all(
      [0, 1].map(() => send('POST', '/merchant/seckill', merchant1, param({}))),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(twice.find((r) => r.statusCode === 400)!.body).toBe(translate('zh', messages.activityOverlap));

    // Stopped before its start: ended at once, its unit back on the SKU.
    const upcomingId = JSON.parse(twice.find((r) => r.statusCode === 200)!.body) as number;
    const otherSku = await skuStocks(other.skuId);
    await ok('PUT', `/merchant/seckill/${upcomingId}/stop`, merchant1);
    expect(await skuStocks(other.skuId)).toBe(otherSku + 1);
    expect((await ok<{ status: number }>('GET', `/seckill/prod?seckillId=${upcomingId}`)).status).toBe(2);
  });

  it('lists and details activities with the status of the server clock', async () => {
    const product = freshProduct();
    const upcoming = await create(product, { startMs: 30 * MIN, lengthMs: 30 * MIN, units: 3 });
    const detail = await ok<{
      status: number;
      serverTime: string;
      skuList: { seckillPrice: number }[];
      seckillStocks: number;
    }>('GET', `/seckill/prod?seckillId=${upcoming.seckillId}`);
    expect(detail).toMatchObject({ status: 0, serverTime: formatDate(new Date(clock)), seckillStocks: 3 });
    expect(detail.skuList[0]!.seckillPrice).toBe(1);
    const upcomingPage = await ok<{ records: { seckillId: number; status: number }[] }>(
      'GET',
      '/seckill/pageSeckill?status=0&current=1&size=50',
    );
    expect(upcomingPage.records.some((r) => r.seckillId === upcoming.seckillId)).toBe(true);
    expect(upcomingPage.records.every((r) => r.status === 0)).toBe(true);
    await refused(send('GET', '/seckill/prod?seckillId=999999'), messages.activityNotFound);

    clock += 30 * MIN;
    expect(
      (await ok<{ status: number }>('GET', `/seckill/prod?seckillId=${upcoming.seckillId}`)).status,
    ).toBe(1);
    const all = await ok<{ records: { seckillId: number; status: number }[] }>(
      'GET',
      '/seckill/pageSeckill?current=1&size=50',
    );
    const statuses = all.records.map((r) => r.status);
    expect(statuses).toEqual(
      [...statuses].sort((a, b) => (a === 2 ? 3 : a === 0 ? 2 : 1) - (b === 2 ? 3 : b === 0 ? 2 : 1)),
    );

    // Stopped: ended at once, its units back on the SKU, once; another shop's stop is refused.
    const sku = await skuStocks(product.skuId);
    await refused(
      send('PUT', `/merchant/seckill/${upcoming.seckillId}/stop`, merchant2),
      messages.activityNotFound,
    );
    await ok('PUT', `/merchant/seckill/${upcoming.seckillId}/stop`, merchant1);
    await ok('PUT', `/merchant/seckill/${upcoming.seckillId}/stop`, merchant1);
    expect(await skuStocks(product.skuId)).toBe(sku + 3);
    expect(
      (await ok<{ status: number }>('GET', `/seckill/prod?seckillId=${upcoming.seckillId}`)).status,
    ).toBe(2);
    const mine = await ok<{ records: { seckillId: number; stopped: boolean; status: number }[] }>(
      'GET',
      '/merchant/seckill/page?current=1&size=50',
      merchant1,
    );
    expect(mine.records.find((r) => r.seckillId === upcoming.seckillId)).toMatchObject({
      stopped: true,
      status: 2,
    });
    const theirs = await ok<{ records: unknown[] }>(
      'GET',
      '/merchant/seckill/page?current=1&size=50',
      merchant2,
    );
    expect(theirs.records).toEqual([]);
  });

  it('gives a path only while ongoing, bound to the shopper and expiring', async () => {
    const product = freshProduct();
    const soon = await create(product, { startMs: 10 * MIN, lengthMs: 8 * MIN });
    const [alice, bob] = [await newShopper(db, 'sk_path_a'), await newShopper(db, 'sk_path_b')];
    await refused(
      send('GET', `/p/seckill/orderPath?seckillId=${soon.seckillId}`, alice.token),
      messages.eventNotStarted,
    );
    await refused(
      send('GET', '/p/seckill/orderPath?seckillId=999999', alice.token),
      messages.activityNotFound,
    );
    clock += 10 * MIN;
    const path = await pathOf(alice, soon.seckillId);
    await refused(confirm(bob, path, soon.seckillSkuId), messages.seckillPathInvalid);
    await refused(confirm(alice, `${path.slice(0, -2)}AA`, soon.seckillSkuId), messages.seckillPathInvalid);
    await refused(confirm(alice, 'x'.repeat(30), soon.seckillSkuId), messages.seckillPathInvalid);
    // Another activity's SKU under this path.
    const other = await create(freshProduct());
    await refused(confirm(alice, path, other.seckillSkuId), messages.seckillPathInvalid);
    clock += SECKILL_PATH_TTL_MS;
    await refused(confirm(alice, path, soon.seckillSkuId), messages.seckillPathInvalid);
    // Past the end: refused as ended.
    const late = await pathOf(alice, soon.seckillId);
    clock += 3 * MIN;
    await refused(confirm(alice, late, soon.seckillSkuId), messages.eventEnded);
    await refused(
      send('GET', `/p/seckill/orderPath?seckillId=${soon.seckillId}`, alice.token),
      messages.eventEnded,
    );
    expect(await ordersOf(soon.seckillId)).toBe(0);
  });

  it('sells at the seckill price within maxNum; the plain submit cannot take its settlement', async () => {
    const product = freshProduct();
    const activity = await create(product, { units: 10, maxNum: 2, price: 0.5 });
    const sku = await skuStocks(product.skuId);
    const shopper = await newShopper(db, 'sk_buy');
    const path = await pathOf(shopper, activity.seckillId);
    const res = await confirm(shopper, path, activity.seckillSkuId, 2);
    expect(res.statusCode, res.body).toBe(200);
    const answer = JSON.parse(res.body) as {
      uuid: string;
      total: number;
      actualTotal: number;
      orderReduce: number;
    };
    expect(answer.total).toBe(product.price / 50);
    expect(answer.actualTotal).toBe(1);
    await refused(
      send('POST', '/p/order/submit', shopper.token, { uuid: answer.uuid, orderShopParam: [] }),
      messages.orderSettlementMissing,
    );
    const submitted = await submit(shopper, path, answer.uuid);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { orderNumbers } = JSON.parse(submitted.body) as { orderNumbers: string };
    // The same uuid again: the same order.
    expect(JSON.parse((await submit(shopper, path, answer.uuid)).body)).toEqual({ orderNumbers });
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumbers));
    expect(order).toMatchObject({
      orderType: OrderType.seckill,
      activityId: activity.seckillId,
      activitySkuId: activity.seckillSkuId,
      actualTotal: 100,
    });
    expect(await activityStocks(activity.seckillId)).toBe(8);
    expect(await skuStocks(product.skuId)).toBe(sku);
    expect(await ok('GET', `/p/seckill/createOrderStatus?orderNumber=${orderNumbers}`, shopper.token)).toBe(
      true,
    );
    const stranger = await newShopper(db, 'sk_stranger');
    expect(await ok('GET', `/p/seckill/createOrderStatus?orderNumber=${orderNumbers}`, stranger.token)).toBe(
      false,
    );

    // maxNum 2 reached: a third unit is refused at confirm.
    await refused(confirm(shopper, path, activity.seckillSkuId, 1), messages.seckillLimitReached, { max: 2 });
    // Cancelled orders do not count; the units go back to the activity, not the SKU.
    await ok('PUT', `/p/myOrder/cancel/${orderNumbers}`, shopper.token);
    expect(await activityStocks(activity.seckillId)).toBe(10);
    expect(await skuStocks(product.skuId)).toBe(sku);
    await buy(shopper, activity, 1);
  });

  it("never prices a cart at a flash sale's price, whatever the cart's body says", async () => {
    const product = freshProduct();
    const activity = await create(product, { units: 5, price: 0.5 });
    const shopper = await newShopper(db, 'sk_cart');
    await ok('POST', '/p/shopCart/changeItem', shopper.token, {
      prodId: product.prodId,
      skuId: product.skuId,
      count: 1,
    });
    // A forged choice naming the activity, as the flash-sale checkout names it.
    const forged = [
      { orderType: OrderType.seckill, activityId: activity.seckillId, activitySkuId: activity.seckillSkuId },
    ];
    const cart = await ok<
      { shopCartItemDiscounts: { chooseDiscountItemDto: unknown; shopCartItems: { price: number }[] }[] }[]
    >('POST', '/p/shopCart/info', shopper.token, forged);
    const groups = cart.flatMap((shop) => shop.shopCartItemDiscounts);
    expect(groups.every((g) => g.chooseDiscountItemDto === null)).toBe(true);
    const totals = await ok<{ subtractMoney: number }>(
      'POST',
      '/p/shopCart/totalPay',
      shopper.token,
      groups.flatMap((g) => g.shopCartItems.map((i) => (i as unknown as { basketId: number }).basketId)),
    );
    expect(totals.subtractMoney).toBe(0);
  });

  it("counts one shopper's parallel submits against maxNum", async () => {
    const activity = await create(freshProduct(), { units: 10, maxNum: 1 });
    const shopper = await newShopper(db, 'sk_par');
    const path = await pathOf(shopper, activity.seckillId);
    const uuids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await confirm(shopper, path, activity.seckillSkuId, 1);
      expect(res.statusCode, res.body).toBe(200);
      uuids.push((JSON.parse(res.body) as { uuid: string }).uuid);
    }
    const answers = await Promise.all(uuids.map((uuid) => submit(shopper, path, uuid)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.body).toBe(translate('zh', messages.seckillLimitReached, { max: 1 }));
    }
    expect(await ordersOf(activity.seckillId)).toBe(1);
    expect(await activityStocks(activity.seckillId)).toBe(9);
  });

  it('sells exactly 10 units to 200 parallel submits', async () => {
    const product = freshProduct();
    const activity = await create(product, { units: 10, maxNum: 1, lengthMs: 3 * 3600_000 });
    const sku = await skuStocks(product.skuId);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 200; i++) shoppers.push(await newShopper(db, `sk_rush${i}`));
    const tickets: { shopper: Shopper; path: string; uuid: string }[] = [];
    for (let i = 0; i < shoppers.length; i += 20)
      tickets.push(
        ...(await Promise.all(
          shoppers.slice(i, i + 20).map(async (shopper) => {
            const path = await pathOf(shopper, activity.seckillId);
            const res = await untilDecided(() => confirm(shopper, path, activity.seckillSkuId, 1));
            expect(res.statusCode, res.body).toBe(200);
            return { shopper, path, uuid: (JSON.parse(res.body) as { uuid: string }).uuid };
          }),
        )),
      );
    const answers = await Promise.all(
      tickets.map((t) => untilDecided(() => submit(t.shopper, t.path, t.uuid))),
    );
    const soldOut = translate('zh', messages.productSoldOut);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.body).toBe(soldOut);
    }
    expect(await ordersOf(activity.seckillId)).toBe(10);
    expect(await activityStocks(activity.seckillId)).toBe(0);
    expect(await skuStocks(product.skuId)).toBe(sku);
    // Sold out now: a new confirm is refused (from the memo or the database) and writes nothing.
    const late = await newShopper(db, 'sk_late');
    const latePath = await pathOf(late, activity.seckillId);
    await refused(confirm(late, latePath, activity.seckillSkuId), messages.productSoldOut);
    // The whole activity is known sold out: a confirm or submit on the shopper's own path is answered
    // from the path alone, before its body and signature are read (an answer that changes nothing).
    const unsigned = (action: 'confirm' | 'submit', token?: string, path = latePath) =>
      app.inject({
        method: 'POST',
        url: `/api/p/seckill/${path}/${action}`,
        payload: '{}',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `bearer ${token}` } : {}),
        },
      });
    await refused(unsigned('confirm', late.token), messages.productSoldOut);
    await refused(unsigned('submit', late.token), messages.productSoldOut);
    // Without a token, or on another shopper's path, the usual checks answer.
    expect((await unsigned('confirm')).statusCode).toBe(401);
    const other = await newShopper(db, 'sk_late_other');
    await refused(unsigned('confirm', other.token), messages.signatureMissing);

    // An unpaid order expires after SECKILL_PAY_MINUTES (not the usual 30): its unit back to the activity.
    clock += (SECKILL_PAY_MINUTES + 1) * MIN;
    const [paidBy] = tickets.filter((_, i) => answers[i]!.statusCode === 200);
    const paidNumber = (JSON.parse(answers[tickets.indexOf(paidBy!)]!.body) as { orderNumbers: string })
      .orderNumbers;
    const expired = await expireUnpaidOrders(db, new Date(clock), silentLog);
    expect(expired).toBeGreaterThanOrEqual(10);
    expect(await ordersOf(activity.seckillId, OrderStatus.canceled)).toBe(10);
    expect(await activityStocks(activity.seckillId)).toBe(10);
    await refused(
      send('POST', '/p/order/pay', paidBy!.shopper.token, { orderNumbers: paidNumber, payType: 9 }),
      messages.orderExpired,
    );
  });

  it('returns the units left once when the activity ends; a later release goes to the SKU', async () => {
    const product = freshProduct();
    const activity = await create(product, { units: 6, maxNum: 3, lengthMs: 30 * MIN });
    const sku = await skuStocks(product.skuId);
    const shopper = await newShopper(db, 'sk_end');
    const orderNumber = await buy(shopper, activity, 2);
    expect(await activityStocks(activity.seckillId)).toBe(4);
    // Not ended yet: the job leaves it.
    await returnEndedSeckills(db, new Date(clock));
    expect(await skuStocks(product.skuId)).toBe(sku);

    clock += 30 * MIN;
    await refused(
      send('GET', `/p/seckill/orderPath?seckillId=${activity.seckillId}`, shopper.token),
      messages.eventEnded,
    );
    const [first, second] = await Promise.all([
      returnEndedSeckills(db, new Date(clock)),
      returnEndedSeckills(db, new Date(clock)),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await returnEndedSeckills(db, new Date(clock))).toBe(0);
    expect(await skuStocks(product.skuId)).toBe(sku + 4);
    expect(await activityStocks(activity.seckillId)).toBe(0);

    // The order of the ended activity is cancelled: its units go to the SKU.
    await ok('PUT', `/p/myOrder/cancel/${orderNumber}`, shopper.token);
    expect(await skuStocks(product.skuId)).toBe(sku + 6);
    expect(await activityStocks(activity.seckillId)).toBe(0);
  });

  it('gives back the refunded units of an unshipped order, not of a shipped one', async () => {
    const activity = await create(freshProduct(), { units: 5, maxNum: 3 });
    const shopper = await newShopper(db, 'sk_refund');
    const orderNumber = await buy(shopper, activity, 3);
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.orderId));
    const refund = (count: number, shipped: boolean) =>
      releaseRefundedUnits(
        db,
        seckillParticipant,
        { userId: shopper.userId, orderId: order!.orderId, orderType: OrderType.seckill, orderNumber },
        { orderItemId: item!.orderItemId, count, shipped, now: new Date(clock) },
      );
    expect(await activityStocks(activity.seckillId)).toBe(2);
    await refund(1, true);
    expect(await activityStocks(activity.seckillId)).toBe(2);
    await refund(2, false);
    expect(await activityStocks(activity.seckillId)).toBe(4);
  });

  it('refuses a submit after the end', async () => {
    const activity = await create(freshProduct(), { units: 5, lengthMs: 4 * MIN, startMs: -MIN });
    const shopper = await newShopper(db, 'sk_after');
    const path = await pathOf(shopper, activity.seckillId);
    const res = await confirm(shopper, path, activity.seckillSkuId);
    const { uuid } = JSON.parse(res.body) as { uuid: string };
    clock += 3 * MIN;
    await refused(submit(shopper, path, uuid), messages.eventEnded);
    expect(await ordersOf(activity.seckillId)).toBe(0);
    expect(await activityStocks(activity.seckillId)).toBe(5);
  });
});
