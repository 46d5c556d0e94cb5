// The points mall through the API on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097), with a fake clock (issue 14 item 6, decisions/0047): the merchant's prices (ownership,
// refusals changing nothing), the public list and detail, confirm and submit with the exact ledger, too
// few points at confirm and at submit (nothing changed), a points price changed between them, parallel
// submits of one shopper spending within the balance, stock, payment (points refused for a cash part),
// cancel and expiry giving the points back, and refunds (the after-sales flow, and partial ones) giving
// back the points per unit, once, and the refundable answer of a points-only order (its units and points
// left) beside a cash one's, and its whole-order request refused unless it names every unit left.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  messages,
  OrderStatus,
  OrderType,
  type Page,
  type ScoreProdCard,
  type ScoreProdInfo,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { expireUnpaidOrders } from '../../jobs/expire-orders.ts';
import { translate } from '../../i18n.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  activityMall,
  newShopper,
  releaseRefundedUnits,
  refundApplication,
  type Shopper,
} from '../../test/mall.ts';
import { skus } from '../catalog/tables.ts';
import { orderRefunds } from '../refund/tables.ts';
import { orderItems, orders } from '../order/tables.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { seedDemoScoreMall } from './demo.ts';
import { scoreMallParticipant } from './settlement.ts';
import { scoreOrders, scoreSkus } from './tables.ts';

const MIN = 60_000;
const silentLog = { error: () => {}, info: () => {}, warn: () => {} };

describeEachDatabase('points mall', (database) => {
  let clock = Date.now();
  // Three products a leaf: the refund tests need more fresh products than the flash sale's.
  const mall = activityMall(database, () => clock, { count: 15, perLeaf: 3 });
  const { send, ok, refused, freshProduct, catalogue } = mall;
  let db: Database;
  let merchant1: string;
  let merchant2: string;
  beforeAll(() => {
    ({ db, merchant1, merchant2 } = mall);
  });

  const scoreOf = async (userId: string) =>
    (await db.select({ n: userPoints.score }).from(userPoints).where(eq(userPoints.userId, userId)))[0]?.n ??
    0;
  const skuStocks = async (skuId: number) =>
    (await db.select({ n: skus.stocks }).from(skus).where(eq(skus.skuId, skuId)))[0]!.n;
  const ledgerOf = async (userId: string) =>
    (
      await db
        .select({ change: pointsLedger.change, reason: pointsLedger.reason, ref: pointsLedger.ref })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, userId))
        .orderBy(asc(pointsLedger.id))
    ).filter((r) => r.reason !== 'seed');
  const ordersOf = async (userId: string) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.orderType, OrderType.points)));
  /** An order (by number, or the shopper's only points order) and its only item. */
  const orderAndItem = async (of: { orderNumber: string } | { userId: string }) => {
    const [order] =
      'orderNumber' in of
        ? await db.select().from(orders).where(eq(orders.orderNumber, of.orderNumber))
        : await ordersOf(of.userId);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.orderId));
    return { order: order!, item: item! };
  };
  /** The ledger's entries (not the seed's) as [reason, change, ref]. */
  const ledgerEntries = async (userId: string) =>
    (await ledgerOf(userId)).map((r) => [r.reason, r.change, r.ref]);

  /** Shop 1's merchant puts the product's SKU in the points mall. */
  const price = (product: { prodId: number; skuId: number }, scorePrice: number, cash: number) =>
    ok<boolean>('PUT', '/merchant/prod/scorePrice', merchant1, {
      prodId: product.prodId,
      skus: [{ skuId: product.skuId, scorePrice, price: cash }],
    });
  const confirm = (shopper: Shopper, product: { prodId: number; skuId: number }, prodCount = 1) =>
    send('POST', '/p/score/confirm', shopper.token, {
      prodId: product.prodId,
      skuId: product.skuId,
      prodCount,
      addrId: 0,
    });
  const submit = (shopper: Shopper, uuid: string) =>
    send('POST', '/p/score/submit', shopper.token, { uuid, remarks: '' });
  const buy = async (shopper: Shopper, product: { prodId: number; skuId: number }, prodCount = 1) => {
    const res = await confirm(shopper, product, prodCount);
    expect(res.statusCode, res.body).toBe(200);
    const { uuid } = JSON.parse(res.body) as { uuid: string };
    return (
      await ok<{ orderNumbers: string }>('POST', '/p/score/submit', shopper.token, { uuid, remarks: '' })
    ).orderNumbers;
  };

  it('seeds a few points-mall SKUs once, listed publicly', async () => {
    expect((await db.select().from(scoreSkus)).length).toBeGreaterThanOrEqual(3);
    expect(await seedDemoScoreMall(db)).toBe(0);
    const page = await ok<Page<ScoreProdCard>>('GET', '/score/prod/page?current=1&size=50');
    expect(page.records.length).toBeGreaterThanOrEqual(3);
    expect(page.records.every((r) => r.scorePrice > 0)).toBe(true);
    // Each shop's cheapest product for points and cash (half its points), the next for points alone.
    const mixed = page.records.filter((r) => r.price > 0);
    const pointsOnly = page.records.filter((r) => r.price === 0);
    expect(mixed.length).toBeGreaterThanOrEqual(1);
    expect(pointsOnly.length).toBeGreaterThanOrEqual(1);
    expect(Math.min(...mixed.map((r) => r.scorePrice))).toBeLessThan(
      Math.min(...pointsOnly.map((r) => r.scorePrice)),
    );
  });

  it("sets the merchant's prices; another shop's product or SKU, a bad price change nothing", async () => {
    const product = freshProduct();
    const other = catalogue.find((p) => p.prodId !== product.prodId && p.skuId !== product.skuId)!;
    await refused(
      send('PUT', '/merchant/prod/scorePrice', merchant2, {
        prodId: product.prodId,
        skus: [{ skuId: product.skuId, scorePrice: 100, price: 0 }],
      }),
      messages.activityProductNotOwned,
    );
    await refused(
      send('PUT', '/merchant/prod/scorePrice', merchant1, {
        prodId: product.prodId,
        skus: [{ skuId: other.skuId, scorePrice: 100, price: 0 }],
      }),
      messages.activityProductNotOwned,
    );
    await refused(
      send('PUT', '/merchant/prod/scorePrice', merchant1, {
        prodId: product.prodId,
        skus: [{ skuId: product.skuId, scorePrice: 100, price: product.price / 100 + 0.01 }],
      }),
      messages.scorePriceInvalid,
    );
    const bad = await send('PUT', '/merchant/prod/scorePrice', merchant1, {
      prodId: product.prodId,
      skus: [{ skuId: product.skuId, scorePrice: 0, price: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await db.select().from(scoreSkus).where(eq(scoreSkus.prodId, product.prodId))).toEqual([]);
    await refused(send('GET', `/score/prod/info?prodId=${product.prodId}`), messages.scoreProdNotFound);

    await price(product, 300, 1.5);
    const info = await ok<ScoreProdInfo>('GET', `/score/prod/info?prodId=${product.prodId}`);
    expect(info.scorePrice).toBe(300);
    expect(info.price).toBe(1.5);
    expect(info.skuList).toEqual([
      expect.objectContaining({
        skuId: product.skuId,
        scorePrice: 300,
        price: 1.5,
        oriPrice: product.price / 100,
      }),
    ]);
    await price(product, 200, 0);
    const detail = () => ok<{ scorePrice: number | null }>('GET', `/prod/prodInfo?prodId=${product.prodId}`);
    expect((await detail()).scorePrice).toBe(200);
    expect((await ok<ScoreProdInfo>('GET', `/score/prod/info?prodId=${product.prodId}`)).scorePrice).toBe(
      200,
    );
    // Taken out.
    await ok('PUT', '/merchant/prod/scorePrice', merchant1, { prodId: product.prodId, skus: [] });
    expect((await detail()).scorePrice).toBeNull();
    await refused(send('GET', `/score/prod/info?prodId=${product.prodId}`), messages.scoreProdNotFound);
  });

  it('confirms and submits with the exact ledger; the cash part is paid, not with points', async () => {
    const product = freshProduct();
    await price(product, 300, 1.5);
    const shopper = await newShopper(db, 'sm_buy');
    const stocks = await skuStocks(product.skuId);
    const res = await confirm(shopper, product, 2);
    expect(res.statusCode, res.body).toBe(200);
    const answer = JSON.parse(res.body) as {
      uuid: string;
      actualTotal: number;
      totalScore: number;
      userScore: number;
    };
    expect(answer).toMatchObject({ actualTotal: 3, totalScore: 600, userScore: 2000 });
    // Confirm spends nothing.
    expect(await scoreOf(shopper.userId)).toBe(2000);
    const { orderNumbers } = await ok<{ orderNumbers: string }>('POST', '/p/score/submit', shopper.token, {
      uuid: answer.uuid,
      remarks: '',
    });
    // The same uuid again: the same order, nothing spent twice.
    expect(
      await ok<{ orderNumbers: string }>('POST', '/p/score/submit', shopper.token, {
        uuid: answer.uuid,
        remarks: '',
      }),
    ).toEqual({ orderNumbers });
    expect(await scoreOf(shopper.userId)).toBe(1400);
    expect(await ledgerOf(shopper.userId)).toEqual([
      { change: -600, reason: 'score_order', ref: answer.uuid },
    ]);
    expect(await skuStocks(product.skuId)).toBe(stocks - 2);
    const [order] = await ordersOf(shopper.userId);
    expect(order).toMatchObject({
      orderNumber: orderNumbers,
      actualTotal: 300,
      status: OrderStatus.pendingPayment,
    });
    expect(await db.select().from(scoreOrders).where(eq(scoreOrders.orderId, order!.orderId))).toEqual([
      {
        orderId: order!.orderId,
        userId: shopper.userId,
        scorePrice: 300,
        units: 2,
        scoreTotal: 600,
        returned: 0,
      },
    ]);

    await refused(
      send('POST', '/p/order/pay', shopper.token, {
        orderNumbers,
        payType: 0,
      }),
      messages.scoreCashPayType,
    );
    expect(await scoreOf(shopper.userId)).toBe(1400);
    await ok('POST', '/p/order/pay', shopper.token, {
      orderNumbers,
      payType: 9,
    });
    expect((await ordersOf(shopper.userId))[0]!.status).toBe(OrderStatus.pendingDelivery);
  });

  it('pays a points-only order with payType 0, spending nothing more', async () => {
    const product = freshProduct();
    await price(product, 500, 0);
    const shopper = await newShopper(db, 'sm_zero');
    const orderNumbers = await buy(shopper, product);
    await ok('POST', '/p/order/pay', shopper.token, {
      orderNumbers,
      payType: 0,
    });
    expect(await scoreOf(shopper.userId)).toBe(1500);
    expect((await ordersOf(shopper.userId))[0]!.status).toBe(OrderStatus.pendingDelivery);
  });

  it('refuses too few points at confirm and at submit, and a changed points price, changing nothing', async () => {
    const product = freshProduct();
    await price(product, 900, 0);
    const shopper = await newShopper(db, 'sm_poor');
    await refused(confirm(shopper, product, 3), messages.scoreInsufficient, { need: 2700, have: 2000 });
    const first = JSON.parse((await confirm(shopper, product, 2)).body) as { uuid: string };
    const second = JSON.parse((await confirm(shopper, product, 1)).body) as { uuid: string };
    const stocks = await skuStocks(product.skuId);
    await buy(shopper, product, 1); // 900 spent: 1100 left
    await refused(submit(shopper, first.uuid), messages.scoreInsufficient, { need: 1800, have: 1100 });
    expect(await scoreOf(shopper.userId)).toBe(1100);
    expect(await skuStocks(product.skuId)).toBe(stocks - 1);
    expect(await ordersOf(shopper.userId)).toHaveLength(1);

    await price(product, 1000, 0);
    await refused(submit(shopper, second.uuid), messages.scorePriceChanged, { need: 1000 });
    expect(await scoreOf(shopper.userId)).toBe(1100);
    expect(await ordersOf(shopper.userId)).toHaveLength(1);
    await price(product, 900, 0);
  });

  it('spends once per order under parallel submits of one shopper, within the balance', async () => {
    const product = freshProduct();
    await price(product, 600, 0);
    const shopper = await newShopper(db, 'sm_rush');
    const uuids: string[] = [];
    for (let i = 0; i < 5; i++)
      uuids.push((JSON.parse((await confirm(shopper, product)).body) as { uuid: string }).uuid);
    const answers = await Promise.all([...uuids, uuids[0]!].map((uuid) => submit(shopper, uuid)));
    const okCount = answers.filter((a) => a.statusCode === 200).length;
    // 2000 points buy 3 at 600 (the repeat of the first uuid answers its order again, if it won).
    const made = await ordersOf(shopper.userId);
    expect(made).toHaveLength(3);
    expect(okCount).toBeGreaterThanOrEqual(3);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.body).toBe(translate('zh', messages.scoreInsufficient, { need: 600, have: 200 }));
    expect(await scoreOf(shopper.userId)).toBe(200);
    expect((await ledgerOf(shopper.userId)).map((r) => r.change)).toEqual([-600, -600, -600]);
  });

  it("sells the SKU's own stock: too few units refused, the points of the refused submit kept", async () => {
    const product = freshProduct();
    await price(product, 100, 0);
    await db.update(skus).set({ stocks: 3 }).where(eq(skus.skuId, product.skuId));
    const stocks = 3;
    const a = await newShopper(db, 'sm_stock_a');
    const b = await newShopper(db, 'sm_stock_b');
    await refused(confirm(a, product, stocks + 1), messages.stockInsufficient);
    const uuidA = (JSON.parse((await confirm(a, product, stocks)).body) as { uuid: string }).uuid;
    const uuidB = (JSON.parse((await confirm(b, product, 1)).body) as { uuid: string }).uuid;
    await ok('POST', '/p/score/submit', b.token, { uuid: uuidB, remarks: '' });
    await refused(submit(a, uuidA), messages.stockInsufficient);
    expect(await scoreOf(a.userId)).toBe(2000);
    expect(await scoreOf(b.userId)).toBe(1900);
    expect(await skuStocks(product.skuId)).toBe(stocks - 1);
  });

  it('gives the points back on cancel and on unpaid expiry, once', async () => {
    const product = freshProduct();
    await price(product, 400, 0.5);
    const shopper = await newShopper(db, 'sm_cancel');
    const stocks = await skuStocks(product.skuId);
    const cancelled = await buy(shopper, product, 2);
    await ok('PUT', `/p/myOrder/cancel/${cancelled}`, shopper.token);
    expect(await scoreOf(shopper.userId)).toBe(2000);
    expect(await skuStocks(product.skuId)).toBe(stocks);
    await refused(send('PUT', `/p/myOrder/cancel/${cancelled}`, shopper.token), messages.orderCannotCancel);
    expect(await scoreOf(shopper.userId)).toBe(2000);

    const expiring = await buy(shopper, product, 1);
    expect(await scoreOf(shopper.userId)).toBe(1600);
    clock += 31 * MIN;
    await expireUnpaidOrders(db, new Date(clock), silentLog);
    await expireUnpaidOrders(db, new Date(clock), silentLog);
    expect(await scoreOf(shopper.userId)).toBe(2000);
    expect(await ledgerEntries(shopper.userId)).toEqual([
      ['score_order', -800, expect.any(String)],
      ['score_order_back', 800, cancelled],
      ['score_order', -400, expect.any(String)],
      ['score_order_back', 400, expiring],
    ]);
  });

  it('gives back the points of the units an after-sales refund covers, through the refund flow', async () => {
    const product = freshProduct();
    await price(product, 250, 1);
    const shopper = await newShopper(db, 'sm_aftersales');
    const orderNumbers = await buy(shopper, product, 2);
    await ok('POST', '/p/order/pay', shopper.token, { orderNumbers, payType: 9 });
    const { item } = await orderAndItem({ userId: shopper.userId });
    const refundSn = await ok<string>(
      'POST',
      '/p/orderRefund/apply',
      shopper.token,
      refundApplication(orderNumbers, item!.orderItemId, 1, 1),
    );
    expect(await scoreOf(shopper.userId)).toBe(1500);
    await ok('PUT', '/merchant/orderRefund/process', merchant1, { refundSn, agree: true });
    expect(await scoreOf(shopper.userId)).toBe(1750);
    expect(await ledgerEntries(shopper.userId)).toEqual([
      ['score_order', -500, expect.any(String)],
      ['score_order_back', 250, orderNumbers],
    ]);
  });

  it('refunds a paid points-only order by units with amount 0; no other order accepts 0', async () => {
    const product = freshProduct();
    await price(product, 300, 0);
    const shopper = await newShopper(db, 'sm_zero_refund');
    const orderNumbers = await buy(shopper, product, 3);
    await ok('POST', '/p/order/pay', shopper.token, { orderNumbers, payType: 0 });
    expect(await scoreOf(shopper.userId)).toBe(1100);
    const { order, item } = await orderAndItem({ userId: shopper.userId });
    const application = (goodsNum: number, refundAmount: number | string, orderNumber = orderNumbers) =>
      refundApplication(orderNumber, item!.orderItemId, goodsNum, refundAmount);
    const apply = (body: unknown) => send('POST', '/p/orderRefund/apply', shopper.token, body);
    const refundRows = () => db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order!.orderId));
    // Cash it never paid, more units than ordered, a negative amount: refused, nothing written.
    await refused(apply(application(1, 1)), messages.refundAmountTooHigh);
    await refused(apply(application(4, 0)), messages.refundQuantity);
    await refused(apply(application(1, -1)), messages.refundAmountInvalid);
    expect(await refundRows()).toHaveLength(0);

    // Two units back: 600 points, no payout.
    const first = await ok<string>('POST', '/p/orderRefund/apply', shopper.token, application(2, '0'));
    await ok('PUT', '/merchant/orderRefund/process', merchant1, { refundSn: first, agree: true });
    expect(await scoreOf(shopper.userId)).toBe(1700);
    const [done] = await refundRows();
    expect(done).toMatchObject({
      status: 5,
      refundAmount: 0,
      goodsNum: 2,
      payoutMethod: null,
      providerState: null,
    });
    // The processing repeated changes nothing.
    const again = await send('PUT', '/merchant/orderRefund/process', merchant1, {
      refundSn: first,
      agree: true,
    });
    expect(again.statusCode).toBe(400);
    expect(await scoreOf(shopper.userId)).toBe(1700);
    // One unit is left: two more are refused; the last one comes back and the order closes.
    await refused(apply(application(2, 0)), messages.refundQuantity);
    const last = await ok<string>('POST', '/p/orderRefund/apply', shopper.token, application(1, 0));
    await ok('PUT', '/merchant/orderRefund/process', merchant1, { refundSn: last, agree: true });
    expect(await scoreOf(shopper.userId)).toBe(2000);
    expect((await ordersOf(shopper.userId))[0]!.status).toBe(OrderStatus.canceled);
    await refused(apply(application(1, 0)), messages.refundOrderNotPaid);
    expect((await ledgerOf(shopper.userId)).map((r) => [r.reason, r.change])).toEqual([
      ['score_order', -900],
      ['score_order_back', 600],
      ['score_order_back', 300],
    ]);

    // A points order that cost cash too, and an ordinary order, still refuse an amount of 0.
    const mixed = freshProduct();
    await price(mixed, 100, 1);
    const payer = await newShopper(db, 'sm_zero_mixed');
    const mixedNumbers = await buy(payer, mixed, 1);
    await ok('POST', '/p/order/pay', payer.token, { orderNumbers: mixedNumbers, payType: 9 });
    const [mixedOrder] = await ordersOf(payer.userId);
    const [mixedItem] = await db.select().from(orderItems).where(eq(orderItems.orderId, mixedOrder!.orderId));
    const mixedApply = {
      ...application(1, 0, mixedNumbers),
      orderItemId: mixedItem!.orderItemId,
    };
    await refused(
      send('POST', '/p/orderRefund/apply', payer.token, mixedApply),
      messages.refundAmountInvalid,
    );
    const plain = product; // bought as an ordinary order, outside the points mall
    const { uuid } = await ok<{ uuid: string }>('POST', '/p/order/confirm', payer.token, {
      orderItem: { prodId: plain.prodId, skuId: plain.skuId, prodCount: 1 },
      couponIds: [],
      isScorePay: 0,
    });
    const plainNumbers = (
      await ok<{ orderNumbers: string }>('POST', '/p/order/submit', payer.token, { uuid })
    ).orderNumbers;
    await ok('POST', '/p/order/pay', payer.token, { orderNumbers: plainNumbers, payType: 9 });
    const [plainOrder] = await db.select().from(orders).where(eq(orders.orderNumber, plainNumbers));
    expect(plainOrder).toMatchObject({ orderType: OrderType.normal, status: OrderStatus.pendingDelivery });
    const [plainItem] = await db.select().from(orderItems).where(eq(orderItems.orderId, plainOrder!.orderId));
    await refused(
      send('POST', '/p/orderRefund/apply', payer.token, {
        ...application(1, 0, plainNumbers),
        orderItemId: plainItem!.orderItemId,
      }),
      messages.refundAmountInvalid,
    );
    expect(
      await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, plainOrder!.orderId)),
    ).toHaveLength(0);
    expect(
      await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, mixedOrder!.orderId)),
    ).toHaveLength(0);
  });

  it('refunds a points-only whole order only when it names every unit left, changing nothing otherwise', async () => {
    const product = freshProduct();
    await price(product, 300, 0);
    const shopper = await newShopper(db, 'sm_whole_refund');
    const orderNumbers = await buy(shopper, product, 3);
    await ok('POST', '/p/order/pay', shopper.token, { orderNumbers, payType: 0 });
    expect(await scoreOf(shopper.userId)).toBe(1100);
    const { order, item } = await orderAndItem({ userId: shopper.userId });
    const apply = (body: unknown) => send('POST', '/p/orderRefund/apply', shopper.token, body);
    const refundRows = () => db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.orderId));
    // One unit back first: two are left.
    const first = await ok<string>(
      'POST',
      '/p/orderRefund/apply',
      shopper.token,
      refundApplication(orderNumbers, item.orderItemId, 1, 0),
    );
    await ok('PUT', '/merchant/orderRefund/process', merchant1, { refundSn: first, agree: true });
    expect(await scoreOf(shopper.userId)).toBe(1400);
    // The whole order would give back both units left (600 points) whatever it names: 1 or 3 are
    // refused with the right count, nothing written.
    await refused(apply(refundApplication(orderNumbers, 0, 1, 0)), messages.refundWholeUnitsLeft, {
      count: 2,
    });
    await refused(apply(refundApplication(orderNumbers, 0, 3, 0)), messages.refundWholeUnitsLeft, {
      count: 2,
    });
    expect(await refundRows()).toHaveLength(1);
    expect(await scoreOf(shopper.userId)).toBe(1400);
    // Naming the two units left: 600 points back and the order closes.
    const whole = await ok<string>(
      'POST',
      '/p/orderRefund/apply',
      shopper.token,
      refundApplication(orderNumbers, 0, 2, 0),
    );
    await ok('PUT', '/merchant/orderRefund/process', merchant1, { refundSn: whole, agree: true });
    expect(await scoreOf(shopper.userId)).toBe(2000);
    expect((await refundRows()).find((r) => r.refundSn === whole)).toMatchObject({
      status: 5,
      orderItemId: null,
      goodsNum: 2,
      refundAmount: 0,
    });
    expect((await ordersOf(shopper.userId))[0]!.status).toBe(OrderStatus.canceled);
  });

  it('answers the refundable units and points of a points-only order, before and after a partial refund', async () => {
    const product = freshProduct();
    await price(product, 200, 0);
    const shopper = await newShopper(db, 'sm_refundable');
    const orderNumbers = await buy(shopper, product, 3);
    await ok('POST', '/p/order/pay', shopper.token, { orderNumbers, payType: 0 });
    const [order] = await ordersOf(shopper.userId);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.orderId));
    const refundable = (orderItemId: number, token = shopper.token) =>
      ok<Record<string, unknown>>(
        'GET',
        `/p/orderRefund/refundable?orderNumber=${orderNumbers}&orderItemId=${orderItemId}`,
        token,
      );
    const before = {
      maxRefundable: 0,
      freight: 0,
      isLast: true,
      goodsNum: 3,
      pointsOnly: true,
      unitsLeft: 3,
      scorePrice: 200,
      scoreLeft: 600,
    };
    expect(await refundable(item!.orderItemId)).toEqual(before);
    expect(await refundable(0)).toEqual(before);

    // Two units refunded: one left, worth 200 points; the item still names its ordered count.
    const refundSn = await ok<string>('POST', '/p/orderRefund/apply', shopper.token, {
      orderNumber: orderNumbers,
      orderItemId: item!.orderItemId,
      refundType: 2,
      applyType: 1,
      isReceiver: 0,
      buyerReason: 'wrongOrDislike',
      buyerDesc: '',
      buyerMobile: '13900000000',
      goodsNum: 2,
      refundAmount: 0,
      photoFiles: '',
    });
    // An application not yet paid out leaves the units as they were.
    expect(await refundable(item!.orderItemId)).toEqual(before);
    await ok('PUT', '/merchant/orderRefund/process', merchant1, { refundSn, agree: true });
    const after = { ...before, unitsLeft: 1, scoreLeft: 200 };
    expect(await refundable(item!.orderItemId)).toEqual(after);
    expect(await refundable(0)).toEqual(after);
    // Another shopper learns nothing of it.
    const stranger = await newShopper(db, 'sm_refundable_other');
    await refused(
      send(
        'GET',
        `/p/orderRefund/refundable?orderNumber=${orderNumbers}&orderItemId=${item!.orderItemId}`,
        stranger.token,
      ),
      messages.orderNotFound,
    );

    // A points order that cost cash too keeps the cash answer's shape, without the points fields.
    const mixed = freshProduct();
    await price(mixed, 100, 1);
    const payer = await newShopper(db, 'sm_refundable_mixed');
    const mixedNumbers = await buy(payer, mixed, 2);
    await ok('POST', '/p/order/pay', payer.token, { orderNumbers: mixedNumbers, payType: 9 });
    const [mixedOrder] = await ordersOf(payer.userId);
    const [mixedItem] = await db.select().from(orderItems).where(eq(orderItems.orderId, mixedOrder!.orderId));
    const mixedAnswer = await ok<Record<string, unknown>>(
      'GET',
      `/p/orderRefund/refundable?orderNumber=${mixedNumbers}&orderItemId=${mixedItem!.orderItemId}`,
      payer.token,
    );
    expect(mixedAnswer).toEqual({
      maxRefundable: 2,
      freight: 0,
      isLast: true,
      goodsNum: 2,
    });
  });

  it('gives back points in the share of the cash refunded when the order cost cash too', async () => {
    const product = freshProduct();
    await price(product, 250, 1);
    const shopper = await newShopper(db, 'sm_share');
    const orderNumber = await buy(shopper, product, 2);
    const { order, item } = await orderAndItem({ orderNumber });
    const refund = (refundedTotal: number) =>
      db.transaction((tx) =>
        scoreMallParticipant.release(tx, {
          userId: shopper.userId,
          orderId: order!.orderId,
          orderType: OrderType.points,
          orderNumber,
          pointsUsed: 0,
          now: new Date(clock),
          reason: 'refund',
          refund: {
            items: [{ orderItemId: item!.orderItemId, count: 2 }],
            shipped: true,
            closesOrder: false,
            refundedTotal,
            paidTotal: 200,
          },
        }),
      );
    expect(await scoreOf(shopper.userId)).toBe(1500);
    // A cent of the two yuan, though it names both units: 500 x 1/200 = 2 points, not 500.
    await refund(1);
    expect(await scoreOf(shopper.userId)).toBe(1502);
    // Half the cash in all: half the points; then all of it: every point, never more.
    await refund(100);
    expect(await scoreOf(shopper.userId)).toBe(1750);
    await refund(200);
    expect(await scoreOf(shopper.userId)).toBe(2000);
    await refund(200);
    expect(await scoreOf(shopper.userId)).toBe(2000);
  });

  it('gives back the points of the refunded units, per unit, never more than spent', async () => {
    const product = freshProduct();
    await price(product, 250, 0);
    const shopper = await newShopper(db, 'sm_refund');
    const orderNumber = await buy(shopper, product, 3);
    const { order, item } = await orderAndItem({ orderNumber });
    const refund = (count: number, shipped: boolean) =>
      releaseRefundedUnits(
        db,
        scoreMallParticipant,
        { userId: shopper.userId, orderId: order!.orderId, orderType: OrderType.points, orderNumber },
        { orderItemId: item!.orderItemId, count, shipped, now: new Date(clock) },
      );
    expect(await scoreOf(shopper.userId)).toBe(1250);
    await refund(1, true);
    expect(await scoreOf(shopper.userId)).toBe(1500);
    await refund(1, false);
    expect(await scoreOf(shopper.userId)).toBe(1750);
    // Beyond the units bought: only what is left.
    await refund(5, false);
    expect(await scoreOf(shopper.userId)).toBe(2000);
    await refund(1, false);
    expect(await scoreOf(shopper.userId)).toBe(2000);
    expect(
      (await db.select().from(scoreOrders).where(eq(scoreOrders.orderId, order!.orderId)))[0]!.returned,
    ).toBe(750);
  });
});
