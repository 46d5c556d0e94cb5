// After-sales through inject on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097): every transition, every refusal (400, nothing changes), the refundable amounts with the
// last item's freight, the 7-day rule, parallel applications and parallel merchant agreements, payouts to
// balance, points and the provider, and the jobs with a fake time (a refund only after receipt is
// auto-accepted only within 7 days of it); the points a completed order earned taken back in proportion
// (decisions/0033). Orders are written straight into the tables in the state each test needs.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { messages, pointsEarnedFor as pointsEarned } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { UnauthorizedError } from '../../plugins/errors.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer } from '../../test/inject.ts';
import { users } from '../account/tables.ts';
import { issueToken } from '../account/tokens.ts';
import { recordUpload } from '../file/service.ts';
import { orderItems, orders } from '../order/tables.ts';
import { confirmReceipt } from '../order/lifecycle.ts';
import { creditPoints, EARNED_REVERSAL, spendPoints } from '../points/service.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { userWallets, walletLedger } from '../wallet/tables.ts';
import { refundJobs } from './jobs.ts';
import type { PayoutMethod, RefundPayments } from './payout.ts';
import { merchantScope, mount } from '../../scopes.ts';
import { refundMerchantRoutes } from './routes.merchant.ts';
import { refundShopperRoutes } from './routes.shopper.ts';
import { acceptOverdueRefunds, closeUnshippedReturns, refundableOf } from './service.ts';
import { orderRefunds } from './tables.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-20T02:00:00Z');

it('computes the refundable amount: the item share, minus refunds, with the freight on the last item', () => {
  const order = { actualTotal: 10_000 + 5_000 + 800, freight: 800, productNums: 3 };
  const items = [
    { orderItemId: 1, actualTotal: 10_000, prodCount: 2 },
    { orderItemId: 2, actualTotal: 5_000, prodCount: 1 },
  ];
  expect(refundableOf(order, items, [], 1)).toMatchObject({ max: 10_000, isLast: false, freightLeft: 0 });
  expect(refundableOf(order, items, [], null)).toMatchObject({
    max: 15_800,
    isLast: true,
    orderedQuantity: 3,
  });
  const first = [{ orderItemId: 1, refundAmount: 4_000, freightAmount: 0 }];
  expect(refundableOf(order, items, first, 1)).toMatchObject({ max: 6_000 });
  expect(refundableOf(order, items, first, 2)).toMatchObject({ max: 5_800, isLast: true, goodsLeft: 5_000 });
  expect(refundableOf(order, items, first, null)).toMatchObject({ max: 11_800 });
  // A partial whole-order refund counts against every item.
  const whole = [{ orderItemId: null, refundAmount: 12_000, freightAmount: 0 }];
  expect(refundableOf(order, items, whole, 1)).toMatchObject({ goodsLeft: 3_000, isLast: true, max: 3_800 });
});

describeEachDatabase('after-sales', (database) => {
  let app: FastifyInstance;
  let clock = T0;
  const methods = new Map<string, PayoutMethod>();
  const providerCalls: string[] = [];
  let providerUp = true;
  const payments: RefundPayments = {
    methodOf: (_tx, order) => Promise.resolve(methods.get(order.orderNumber) ?? 'balance'),
    providerRefund: (refund) => {
      providerCalls.push(refund.refundSn);
      return Promise.resolve(providerUp);
    },
  };
  /** The merchant of shop `x-test-shop` (the merchant module's guard in production). */
  const merchant = (request: FastifyRequest) => {
    if (!request.headers['x-test-shop']) return Promise.reject(new UnauthorizedError());
    request.merchant = { merchantId: 0, shopId: Number(request.headers['x-test-shop']), role: 'owner' };
    return Promise.resolve();
  };

  const buyers: { userId: string; token: string }[] = [];
  let db: Database;
  let orderSeq = 0;

  const call = (method: 'POST' | 'PUT', url: string, body: unknown, headers: Record<string, string>) =>
    signedRequest(method, `/t${url}`, body, { lang: 'zh', now: clock, headers });
  const buyer = (n: number) => ({ authorization: `bearer ${buyers[n]!.token}` });
  const shop = (shopId: number) => ({ 'x-test-shop': String(shopId) });
  const ok = <T>(options: InjectOptions) => expectOk<T>(app, options);
  const get = <T>(url: string, headers: Record<string, string>) =>
    ok<T>({ url: `/api/t${url}`, headers: { 'accept-language': 'zh', ...headers } });

  /** Everything a refused request must leave as it was. */
  async function snapshot() {
    return {
      refunds: await db.select().from(orderRefunds).orderBy(asc(orderRefunds.refundId)),
      items: await db.select().from(orderItems).orderBy(asc(orderItems.orderItemId)),
      orders: await db.select().from(orders).orderBy(asc(orders.orderId)),
      wallets: await db.select().from(userWallets).orderBy(asc(userWallets.userId)),
      walletLedger: await db.select({ n: count() }).from(walletLedger),
      points: await db.select().from(userPoints).orderBy(asc(userPoints.userId)),
      pointsLedger: await db.select({ n: count() }).from(pointsLedger),
    };
  }
  const refused = async (
    options: InjectOptions,
    message: (typeof messages)[keyof typeof messages],
    values?: Record<string, unknown>,
  ) => {
    const before = await snapshot();
    await expectRefused(app, options, message, values);
    expect(await snapshot()).toEqual(before);
  };

  interface OrderSpec {
    user?: number;
    status?: number;
    shopId?: number;
    freight?: number;
    /** price, count, share of the reductions (cents). */
    items?: [number, number, number][];
    received?: number | null;
    method?: PayoutMethod;
  }
  /** A paid order written straight into the tables; answers its number and item ids. */
  async function makeOrder(spec: OrderSpec = {}) {
    const items = spec.items ?? [
      [5_000, 2, 1_000],
      [3_000, 1, 0],
    ];
    const freight = spec.freight ?? 800;
    const total = items.reduce((a, [p, c]) => a + p * c, 0);
    const reduce = items.reduce((a, [, , s]) => a + s, 0);
    const orderNumber = `2026112${String(++orderSeq).padStart(13, '0')}`;
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber,
        settlementUuid: randomUUID(),
        userId: buyers[spec.user ?? 0]!.userId,
        shopId: spec.shopId ?? 1,
        status: spec.status ?? 3,
        total,
        freight,
        couponReduce: reduce,
        actualTotal: total - reduce + freight,
        productNums: items.reduce((a, [, c]) => a + c, 0),
        userAddr: {},
        payTime: new Date(T0 - 5 * DAY),
        finallyTime: spec.received === undefined || spec.received === null ? null : new Date(spec.received),
        createdAt: new Date(T0 - 5 * DAY),
      })
      .returning({ orderId: orders.orderId });
    const rows = await db
      .insert(orderItems)
      .values(
        items.map(([price, prodCount, shareReduce], i) => ({
          orderId: order!.orderId,
          orderNumber,
          shopId: spec.shopId ?? 1,
          prodId: 1,
          skuId: 1,
          categoryId: 1,
          prodNameZh: `商品${i}`,
          prodNameEn: `Product ${i}`,
          price,
          prodCount,
          shareReduce,
          actualTotal: price * prodCount - shareReduce,
        })),
      )
      .returning({ id: orderItems.orderItemId });
    methods.set(orderNumber, spec.method ?? 'balance');
    return { orderNumber, orderId: order!.orderId, itemIds: rows.map((r) => r.id) };
  }

  const application = (orderNumber: string, orderItemId: number, more: Record<string, unknown> = {}) => ({
    orderNumber,
    orderItemId,
    refundType: 2,
    applyType: 1,
    isReceiver: 0,
    buyerReason: 'quality',
    buyerDesc: '有划痕',
    buyerMobile: '13800000000',
    goodsNum: 1,
    refundAmount: 10,
    photoFiles: '',
    ...more,
  });
  const apply = (user: number, body: unknown) => call('POST', '/p/orderRefund/apply', body, buyer(user));
  const process = (shopId: number, body: unknown) =>
    call('PUT', '/merchant/orderRefund/process', body, shop(shopId));
  const receive = (shopId: number, refundSn: string) =>
    call('PUT', '/merchant/orderRefund/receive', { refundSn }, shop(shopId));
  interface Detail {
    returnMoneySts: number;
    refundAmount: number;
    freightAmount: number;
    lastStatus: number | null;
    refuseReason: string | null;
    applyTime: string;
    handleTime: string | null;
    shipTime: string | null;
    receiveTime: string | null;
    refundTime: string | null;
    cancelTime: string | null;
    closeTime: string | null;
    payoutMethod: string | null;
    autoAccepted: boolean;
    orderItems: { orderItemId: number }[];
    expressNo: string | null;
  }
  const info = (user: number, refundSn: string) =>
    get<Detail>(`/p/orderRefund/info?refundSn=${refundSn}`, buyer(user));
  const balance = async (user: number) =>
    (await db.select().from(userWallets).where(eq(userWallets.userId, buyers[user]!.userId)))[0]
      ?.balanceCents ?? 0;
  const itemSts = async (orderItemId: number) =>
    (await db.select().from(orderItems).where(eq(orderItems.orderItemId, orderItemId)))[0]!.refundStatus;
  const orderOf = async (orderId: number) =>
    (await db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!;

  beforeAll(async () => {
    db = database().handle.db;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({
      db,
      now: () => clock,
      extraApiRoutes: [
        async (scope) => {
          const options = { db, now: () => clock, payments };
          await scope.register(
            async (t) => {
              await t.register(refundShopperRoutes, options);
              await t.register(merchantScope(merchant, [mount(refundMerchantRoutes, options)]));
            },
            { prefix: '/t' },
          );
        },
      ],
    });
    for (let n = 0; n < 3; n++) {
      const userId = `u${randomUUID().replaceAll('-', '')}`;
      await db
        .insert(users)
        .values({ userId, userName: `refund_${n}_${userId.slice(1, 7)}`, nickName: `R${n}` });
      buyers.push({ userId, token: (await issueToken(db, userId)).token });
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('needs a buyer token on /p/ and a merchant on /merchant/', async () => {
    const o = await makeOrder();
    const res = await app.inject(
      call('POST', '/p/orderRefund/apply', application(o.orderNumber, o.itemIds[0]!), {}),
    );
    expect(res.statusCode).toBe(401);
    expect(
      (await app.inject(call('PUT', '/merchant/orderRefund/receive', { refundSn: '1' }, {}))).statusCode,
    ).toBe(401);
  });

  it('refund only: apply (1), the merchant agrees and it is paid out to the balance at once (2 then 5)', async () => {
    const o = await makeOrder({ status: 2 });
    const [a, b] = o.itemIds as [number, number];
    const refundable = await get<{ maxRefundable: number; isLast: boolean; goodsNum: number }>(
      `/p/orderRefund/refundable?orderNumber=${o.orderNumber}&orderItemId=${a}`,
      buyer(0),
    );
    expect(refundable).toEqual({ maxRefundable: 90, freight: 0, isLast: false, goodsNum: 2 });
    const sn = await ok<string>(apply(0, application(o.orderNumber, a, { goodsNum: 2, refundAmount: 90 })));
    expect(sn).toMatch(/^\d{20}$/);
    expect(await itemSts(a)).toBe(1);
    const list = await get<{ records: { refundSn: string; returnMoneySts: number }[]; total: number }>(
      '/p/orderRefund/list',
      buyer(0),
    );
    expect(list.records[0]).toMatchObject({ refundSn: sn, returnMoneySts: 1 });
    const pending = await get<{ records: { refundSn: string }[] }>(
      '/merchant/orderRefunds?status=1',
      shop(1),
    );
    expect(pending.records.map((r) => r.refundSn)).toContain(sn);
    // Another shop's merchant cannot see or answer it.
    const other = await get<{ records: { refundSn: string }[] }>('/merchant/orderRefunds?status=1', shop(2));
    expect(other.records.map((r) => r.refundSn)).not.toContain(sn);
    await refused(process(2, { refundSn: sn, agree: true }), messages.refundNotFound);

    const before = await balance(0);
    clock += 60_000;
    expect(await ok(process(1, { refundSn: sn, agree: true }))).toBe(true);
    const detail = await info(0, sn);
    expect(detail).toMatchObject({
      returnMoneySts: 5,
      refundAmount: 90,
      payoutMethod: 'balance',
      autoAccepted: false,
    });
    expect(detail.handleTime).not.toBeNull();
    expect(detail.refundTime).not.toBeNull();
    expect((await balance(0)) - before).toBe(9_000);
    const ledger = await db.select().from(walletLedger).where(eq(walletLedger.ref, sn));
    expect(ledger).toMatchObject([{ changeCents: 9_000, reason: 'refund' }]);
    expect(await itemSts(a)).toBe(5);
    expect((await orderOf(o.orderId)).status).toBe(2);
    // Agreeing again pays nothing more.
    await refused(process(1, { refundSn: sn, agree: true }), messages.refundStatusChanged);

    // The last item: its share plus the freight; above it is refused, the exact maximum closes the order.
    const last = await get<{ maxRefundable: number; freight: number; isLast: boolean }>(
      `/p/orderRefund/refundable?orderNumber=${o.orderNumber}&orderItemId=${b}`,
      buyer(0),
    );
    expect(last).toMatchObject({ maxRefundable: 38, freight: 8, isLast: true });
    await refused(
      apply(0, application(o.orderNumber, b, { refundAmount: 38.01 })),
      messages.refundAmountTooHigh,
    );
    const sn2 = await ok<string>(apply(0, application(o.orderNumber, b, { refundAmount: 38 })));
    expect((await info(0, sn2)).freightAmount).toBe(8);
    // A refund of the whole order (the last item's, freight included) cannot be withdrawn.
    await refused(call('PUT', '/p/orderRefund/cancel', sn2, buyer(0)), messages.refundCannotWithdraw);
    await ok(process(1, { refundSn: sn2, agree: true }));
    const closed = await orderOf(o.orderId);
    expect(closed).toMatchObject({ status: 6, closeType: 3 });
    expect((await balance(0)) - before).toBe(12_800);
    // Nothing is left: a closed order takes no more applications.
    await refused(apply(0, application(o.orderNumber, a, { refundAmount: 1 })), messages.refundOrderNotPaid);
  });

  it('return and refund: 1 -> 2 -> 3 -> 4 -> 5 with the step times, paid out on receipt', async () => {
    const o = await makeOrder({ status: 5, received: T0 - DAY });
    const [a] = o.itemIds as [number];
    const sn = await ok<string>(
      apply(
        0,
        application(o.orderNumber, a, {
          applyType: 2,
          isReceiver: 1,
          buyerReason: 'wrongOrDislike',
          refundAmount: 45,
        }),
      ),
    );
    // Logistics before the merchant accepted, or a receipt before shipping: refused.
    const express = {
      refundSn: sn,
      expressId: 3,
      expressName: '顺丰速运',
      expressNo: 'SF1234567890',
      mobile: '13800000000',
      senderRemarks: '',
      imgs: '',
    };
    await refused(
      call('POST', '/p/orderRefund/submitExpress', express, buyer(0)),
      messages.refundStatusChanged,
    );
    await ok(process(1, { refundSn: sn, agree: true }));
    expect((await info(0, sn)).returnMoneySts).toBe(2);
    expect(await itemSts(a)).toBe(2);
    await refused(receive(1, sn), messages.refundStatusChanged);
    // Another buyer's request counts for nothing.
    await refused(call('POST', '/p/orderRefund/submitExpress', express, buyer(1)), messages.refundNotFound);
    await refused(
      call('POST', '/p/orderRefund/submitExpress', { ...express, expressNo: ' ' }, buyer(0)),
      messages.refundExpressNoRequired,
    );
    await refused(
      call('POST', '/p/orderRefund/submitExpress', { ...express, mobile: '1380000' }, buyer(0)),
      messages.phoneInvalid,
    );
    // The parcel's pictures (shown to the merchant) are the buyer's own uploads, never any URL.
    for (const imgs of ['https://evil.example/x.png', 'javascript:alert(1)', '/api/uploads/2026/11/x.png']) {
      await refused(
        call('POST', '/p/orderRefund/submitExpress', { ...express, imgs }, buyer(0)),
        messages.imageNotUploaded,
      );
    }
    clock += 60_000;
    await ok(call('POST', '/p/orderRefund/submitExpress', express, buyer(0)));
    expect((await info(0, sn)).returnMoneySts).toBe(3);
    await refused(receive(2, sn), messages.refundNotFound);
    const before = await balance(0);
    clock += 60_000;
    await ok(receive(1, sn));
    const detail = await info(0, sn);
    expect(detail).toMatchObject({ returnMoneySts: 5, expressNo: 'SF1234567890', payoutMethod: 'balance' });
    for (const key of ['applyTime', 'handleTime', 'shipTime', 'receiveTime', 'refundTime'] as const)
      expect(detail[key], key).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await balance(0)) - before).toBe(4_500);
    await refused(receive(1, sn), messages.refundStatusChanged);
  });

  it('refuses bad applications and changes nothing', async () => {
    const o = await makeOrder({ status: 3 });
    const [a] = o.itemIds as [number];
    const unpaid = await makeOrder({ status: 1 });
    const cancelled = await makeOrder({ status: 6 });
    const pendingDelivery = await makeOrder({ status: 2 });
    await refused(apply(0, application(unpaid.orderNumber, unpaid.itemIds[0]!)), messages.refundOrderNotPaid);
    await refused(
      apply(0, application(cancelled.orderNumber, cancelled.itemIds[0]!)),
      messages.refundOrderNotPaid,
    );
    // Another buyer's order, or an item of another order.
    await refused(apply(1, application(o.orderNumber, a)), messages.orderNotFound);
    await refused(apply(0, application(o.orderNumber, unpaid.itemIds[0]!)), messages.refundItemNotFound);
    await refused(apply(0, application(o.orderNumber, a, { goodsNum: 3 })), messages.refundQuantity);
    await refused(apply(0, application(o.orderNumber, a, { goodsNum: 0 })), messages.refundQuantity);
    await refused(
      apply(0, application(o.orderNumber, a, { refundAmount: 90.01 })),
      messages.refundAmountTooHigh,
    );
    await refused(apply(0, application(o.orderNumber, a, { refundAmount: 0 })), messages.refundAmountInvalid);
    await refused(
      apply(0, application(o.orderNumber, a, { refundAmount: 1.001 })),
      messages.refundAmountInvalid,
    );
    await refused(
      apply(0, application(o.orderNumber, a, { buyerReason: 'groupFailure' })),
      messages.refundReasonRequired,
    );
    await refused(apply(0, application(o.orderNumber, a, { buyerMobile: '1234' })), messages.phoneInvalid);
    await refused(
      apply(0, application(o.orderNumber, a, { buyerDesc: '长'.repeat(201) })),
      messages.refundNoteTooLong,
    );
    await refused(
      apply(0, application(o.orderNumber, a, { photoFiles: 'a,b,c,d,e,f' })),
      messages.refundTooManyVouchers,
    );
    await refused(
      apply(0, application(pendingDelivery.orderNumber, pendingDelivery.itemIds[0]!, { applyType: 2 })),
      messages.refundNotShipped,
    );
    // Vouchers: only the buyer's own uploads (not another URL, not another buyer's upload).
    const mine = `/api/uploads/2026/06/${'a'.repeat(31)}1.png`;
    const theirs = `/api/uploads/2026/06/${'b'.repeat(31)}1.png`;
    await recordUpload(db, mine, buyers[0]!.userId, new Date(clock));
    await recordUpload(db, theirs, buyers[1]!.userId, new Date(clock));
    for (const photoFiles of [
      'https://evil.example/x.png',
      '/api/file/a.png',
      `${mine},/api/uploads/2026/06/${'c'.repeat(32)}.png`,
      `${mine},${theirs}`,
    ]) {
      await refused(apply(0, application(o.orderNumber, a, { photoFiles })), messages.imageNotUploaded);
    }
    // One open request per item.
    const sn = await ok<string>(apply(0, application(o.orderNumber, a, { photoFiles: mine })));
    expect((await db.select().from(orderRefunds).where(eq(orderRefunds.refundSn, sn)))[0]?.photoFiles).toBe(
      mine,
    );
    await refused(apply(0, application(o.orderNumber, a)), messages.refundOpenExists);
    await refused(
      apply(0, application(o.orderNumber, 0, { refundType: 1, goodsNum: 3, refundAmount: 10 })),
      messages.refundOpenExists,
    );
    // Another buyer's refundSn.
    await refused(call('PUT', '/p/orderRefund/cancel', sn, buyer(1)), messages.refundNotFound);
    const res = await app.inject({
      url: `/api/t/p/orderRefund/info?refundSn=${sn}`,
      headers: { ...buyer(1), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(translate('en', messages.refundNotFound));
    // A refusal needs its reason; express on a refund-only request.
    await refused(process(1, { refundSn: sn, agree: false }), messages.refundRefuseReasonRequired);
    await refused(
      process(1, { refundSn: sn, agree: false, refuseReason: '  ' }),
      messages.refundRefuseReasonRequired,
    );
  });

  it('no-reason returns only within 7 days after receipt', async () => {
    const late = await makeOrder({ status: 5, received: T0 - 8 * DAY });
    await refused(
      apply(
        0,
        application(late.orderNumber, late.itemIds[0]!, {
          applyType: 2,
          isReceiver: 1,
          buyerReason: 'wrongOrDislike',
        }),
      ),
      messages.refundNoReasonExpired,
      { days: 7 },
    );
    // With a reason it is fine; within 7 days too; before receipt there is no limit.
    await ok(apply(0, application(late.orderNumber, late.itemIds[0]!, { applyType: 2, isReceiver: 1 })));
    const recent = await makeOrder({ status: 5, received: T0 - 6 * DAY });
    await ok(
      apply(0, application(recent.orderNumber, recent.itemIds[0]!, { buyerReason: 'wrongOrDislike' })),
    );
    const shipped = await makeOrder({ status: 3 });
    await ok(
      apply(0, application(shipped.orderNumber, shipped.itemIds[0]!, { buyerReason: 'wrongOrDislike' })),
    );
  });

  it('refuse (7), edit and resubmit (7 -> 1), withdraw (6); ended requests move no more', async () => {
    const o = await makeOrder({ status: 3 });
    const [a] = o.itemIds as [number];
    const sn = await ok<string>(apply(0, application(o.orderNumber, a)));
    await ok(process(1, { refundSn: sn, agree: false, refuseReason: '商品无质量问题' }));
    expect(await info(0, sn)).toMatchObject({
      returnMoneySts: 7,
      refuseReason: '商品无质量问题',
      lastStatus: 1,
    });
    expect(await itemSts(a)).toBe(7);
    await refused(process(1, { refundSn: sn, agree: true }), messages.refundStatusChanged);
    await refused(call('PUT', '/p/orderRefund/cancel', sn, buyer(0)), messages.refundStatusChanged);
    const reapply = {
      ...application(o.orderNumber, a, { refundAmount: 20, buyerDesc: '补充照片' }),
      refundSn: sn,
    };
    delete (reapply as Record<string, unknown>).orderNumber;
    delete (reapply as Record<string, unknown>).orderItemId;
    delete (reapply as Record<string, unknown>).refundType;
    await refused(
      call('PUT', '/p/orderRefund/reapply', { ...reapply, refundAmount: 1000 }, buyer(0)),
      messages.refundAmountTooHigh,
    );
    await refused(call('PUT', '/p/orderRefund/reapply', reapply, buyer(1)), messages.refundNotFound);
    await refused(
      call(
        'PUT',
        '/p/orderRefund/reapply',
        { ...reapply, photoFiles: 'https://evil.example/x.png' },
        buyer(0),
      ),
      messages.imageNotUploaded,
    );
    expect(await ok(call('PUT', '/p/orderRefund/reapply', reapply, buyer(0)))).toBe(sn);
    expect(await info(0, sn)).toMatchObject({ returnMoneySts: 1, refundAmount: 20, refuseReason: null });
    await refused(call('PUT', '/p/orderRefund/reapply', reapply, buyer(0)), messages.refundStatusChanged);
    // Withdraw: bare refundSn body.
    clock += 1000;
    expect(await ok(call('PUT', '/p/orderRefund/cancel', sn, buyer(0)))).toBe(true);
    expect(await info(0, sn)).toMatchObject({ returnMoneySts: 6, lastStatus: 1 });
    expect((await info(0, sn)).cancelTime).not.toBeNull();
    expect(await itemSts(a)).toBe(6);
    await refused(call('PUT', '/p/orderRefund/cancel', sn, buyer(0)), messages.refundStatusChanged);
    await refused(process(1, { refundSn: sn, agree: true }), messages.refundStatusChanged);
    // A new request for the item is possible again.
    await ok(apply(0, application(o.orderNumber, a)));
  });

  it('a whole-order refund covers every item and the freight, pays points back, and closes the order', async () => {
    const o = await makeOrder({ status: 3, method: 'points', user: 1 });
    const [row] = await db.select().from(userPoints).where(eq(userPoints.userId, buyers[1]!.userId));
    const sn = await ok<string>(
      apply(1, application(o.orderNumber, 0, { refundType: 1, goodsNum: 3, refundAmount: 128 })),
    );
    for (const id of o.itemIds) expect(await itemSts(id)).toBe(1);
    await refused(apply(1, application(o.orderNumber, o.itemIds[1]!)), messages.refundOpenExists);
    await refused(call('PUT', '/p/orderRefund/cancel', sn, buyer(1)), messages.refundCannotWithdraw);
    await ok(process(1, { refundSn: sn, agree: true }));
    expect(await info(1, sn)).toMatchObject({ returnMoneySts: 5, payoutMethod: 'points', freightAmount: 8 });
    const [after] = await db.select().from(userPoints).where(eq(userPoints.userId, buyers[1]!.userId));
    expect(after!.score - (row?.score ?? 0)).toBe(12_800);
    const ledger = await db.select().from(pointsLedger).where(eq(pointsLedger.ref, sn));
    expect(ledger).toMatchObject([{ change: 12_800, reason: 'refund' }]);
    for (const id of o.itemIds) expect(await itemSts(id)).toBe(5);
    expect(await orderOf(o.orderId)).toMatchObject({ status: 6, closeType: 3 });
  });

  it('a completed order refunded in full keeps its final status; its items show the refund', async () => {
    const o = await makeOrder({ status: 5, received: T0 - DAY });
    const sn = await ok<string>(
      apply(0, application(o.orderNumber, 0, { refundType: 1, goodsNum: 3, refundAmount: 128 })),
    );
    await ok(process(1, { refundSn: sn, agree: true }));
    expect((await orderOf(o.orderId)).status).toBe(5);
    for (const id of o.itemIds) expect(await itemSts(id)).toBe(5);
    await refused(apply(0, application(o.orderNumber, o.itemIds[0]!)), messages.refundNothingLeft);
  });

  it('a provider payment is recorded as owed and settled by the provider once', async () => {
    const o = await makeOrder({ status: 2, method: 'provider' });
    const sn = await ok<string>(apply(0, application(o.orderNumber, o.itemIds[0]!, { refundAmount: 12.34 })));
    providerUp = false;
    const before = await balance(0);
    await ok(process(1, { refundSn: sn, agree: true }));
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.refundSn, sn));
    expect(row).toMatchObject({ status: 5, payoutMethod: 'provider', providerState: 'owed' });
    expect(await balance(0)).toBe(before);
    providerUp = true;
    const retry = refundJobs({ payments }).find((j) => j.name === 'refund-provider-retry')!;
    await retry.run(db, new Date(clock));
    await retry.run(db, new Date(clock));
    const [done] = await db.select().from(orderRefunds).where(eq(orderRefunds.refundSn, sn));
    expect(done!.providerState).toBe('done');
    expect(providerCalls.filter((c) => c === sn)).toHaveLength(2);
  });

  it('parallel applications for one item create one refund', async () => {
    const o = await makeOrder({ status: 3, user: 2 });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => app.inject(apply(2, application(o.orderNumber, o.itemIds[0]!)))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(11);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.body).toBe(translate('zh', messages.refundOpenExists));
    const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.orderId));
    expect(rows).toHaveLength(1);
  });

  it('parallel merchant agreements pay out once', async () => {
    const o = await makeOrder({ status: 2, user: 2 });
    const sn = await ok<string>(apply(2, application(o.orderNumber, o.itemIds[0]!, { refundAmount: 50 })));
    const before = await balance(2);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => app.inject(process(1, { refundSn: sn, agree: true }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await balance(2)) - before).toBe(5_000);
    const ledger = await db.select().from(walletLedger).where(eq(walletLedger.ref, sn));
    expect(ledger).toHaveLength(1);
  });

  it('jobs with a fake time: the merchant time-out accepts, a return not shipped in time closes', async () => {
    const start = T0 + 30 * DAY;
    clock = start;
    // The requests the tests before left open are not this test's business.
    await db
      .update(orderRefunds)
      .set({ status: 6 })
      .where(inArray(orderRefunds.status, [1, 2, 3, 4]));
    const onlyRefund = await makeOrder({ status: 2, user: 2 });
    const ret = await makeOrder({ status: 3, user: 2 });
    const sn1 = await ok<string>(
      apply(2, application(onlyRefund.orderNumber, onlyRefund.itemIds[0]!, { refundAmount: 30 })),
    );
    const sn2 = await ok<string>(
      apply(
        2,
        application(ret.orderNumber, ret.itemIds[0]!, { applyType: 2, isReceiver: 1, refundAmount: 40 }),
      ),
    );
    const before = await balance(2);
    expect(await acceptOverdueRefunds(db, payments, new Date(start + 3 * DAY - 1000), 3)).toBe(0);
    const due = new Date(start + 3 * DAY + 1000);
    const runs = await Promise.all([
      acceptOverdueRefunds(db, payments, due, 3),
      acceptOverdueRefunds(db, payments, due, 3),
    ]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await acceptOverdueRefunds(db, payments, due, 3)).toBe(0);
    expect(await info(2, sn1)).toMatchObject({ returnMoneySts: 5, autoAccepted: true });
    expect(await info(2, sn2)).toMatchObject({ returnMoneySts: 2, autoAccepted: true });
    expect((await balance(2)) - before).toBe(3_000);

    // Shipping window: MALL_REFUND_SHIP_DAYS from the acceptance (the job's setting from the environment).
    const jobs = refundJobs({ payments, env: { MALL_REFUND_SHIP_DAYS: '7' } });
    const close = jobs.find((j) => j.name === 'refund-close-unshipped')!;
    expect(await close.run(db, new Date(due.getTime() + 7 * DAY - 1000))).toBe(0);
    const late = new Date(due.getTime() + 7 * DAY + 1000);
    const closes = await Promise.all([close.run(db, late), closeUnshippedReturns(db, late, 7)]);
    expect(closes[0]! + closes[1]!).toBe(1);
    expect(await info(2, sn2)).toMatchObject({ returnMoneySts: -1, lastStatus: 2 });
    expect(await itemSts(ret.itemIds[0]!)).toBe(-1);
    expect((await balance(2)) - before).toBe(3_000);
    const [n] = await db
      .select({ n: count() })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.refundSn, sn2), eq(orderRefunds.status, -1)));
    expect(n!.n).toBe(1);
  });

  it('refund only after receipt: the time-out accepts it only when made within 7 days of receipt', async () => {
    // (Before the tokens, issued at the real time, expire on the fake clock.)
    const start = T0 + 31 * DAY;
    clock = start;
    const received = start - 7 * DAY;
    // Made exactly 7 days after receipt (still inside), and 1 ms later (outside).
    const inside = await makeOrder({ status: 5, received, user: 2 });
    const outside = await makeOrder({ status: 5, received: received - 1, user: 2 });
    const returned = await makeOrder({ status: 5, received: received - DAY, user: 2 });
    const body = (o: { orderNumber: string; itemIds: number[] }, more: Record<string, unknown> = {}) =>
      application(o.orderNumber, o.itemIds[0]!, { refundAmount: 20, ...more });
    const snIn = await ok<string>(apply(2, body(inside)));
    const snOut = await ok<string>(apply(2, body(outside)));
    // A return made late is still accepted by the time-out: its money waits for the merchant's receipt.
    const snReturn = await ok<string>(apply(2, body(returned, { applyType: 2, isReceiver: 1 })));
    const before = await balance(2);
    for (const late of [3 * DAY + 1000, 30 * DAY])
      await acceptOverdueRefunds(db, payments, new Date(start + late), 3);
    expect(await info(2, snIn)).toMatchObject({ returnMoneySts: 5, autoAccepted: true });
    expect(await info(2, snOut)).toMatchObject({ returnMoneySts: 1, autoAccepted: false, refundTime: null });
    expect(await info(2, snReturn)).toMatchObject({ returnMoneySts: 2, autoAccepted: true });
    expect((await balance(2)) - before).toBe(2_000);
    // The merchant's explicit agreement pays it.
    await ok(process(1, { refundSn: snOut, agree: true }));
    expect(await info(2, snOut)).toMatchObject({ returnMoneySts: 5, autoAccepted: false });
    expect((await balance(2)) - before).toBe(4_000);
  });

  it('takes back the points a completed order earned, in proportion, never below 0 nor beyond what it earned', async () => {
    clock = T0 + 31 * DAY;
    const userId = `u${randomUUID().replaceAll('-', '')}`;
    await db.insert(users).values({ userId, userName: `refund_p_${userId.slice(1, 7)}`, nickName: 'P' });
    buyers.push({ userId, token: (await issueToken(db, userId)).token });
    const me = buyers.length - 1;
    const now = () => new Date(clock);
    const score = async () =>
      (await db.select().from(userPoints).where(eq(userPoints.userId, userId)))[0]?.score ?? 0;
    const reversals = async (orderNumber: string) =>
      (
        await db
          .select({ change: pointsLedger.change })
          .from(pointsLedger)
          .where(and(eq(pointsLedger.ref, orderNumber), eq(pointsLedger.reason, EARNED_REVERSAL)))
          .orderBy(asc(pointsLedger.id))
      ).map((r) => r.change);
    // ¥128 paid (items 90 + 30, freight 8): 128 points earned on receipt.
    const o = await makeOrder({ status: 5, received: clock - DAY, user: me });
    const [a, b] = o.itemIds as [number, number];
    await creditPoints(db, userId, pointsEarned(12_800), 'order_earn', o.orderNumber, now());
    expect(await score()).toBe(128);
    const refundOf = async (itemId: number, refundAmount: number, more: Record<string, unknown> = {}) => {
      const sn = await ok<string>(apply(me, application(o.orderNumber, itemId, { refundAmount, ...more })));
      await ok(process(1, { refundSn: sn, agree: true }));
    };
    // ¥45 of ¥128: 45 points back in the same transaction as the payout.
    await refundOf(a, 45);
    expect(await reversals(o.orderNumber)).toEqual([-45]);
    expect(await score()).toBe(83);
    // ¥0.50 more: 45.5 points in all, rounded toward the shopper: nothing more.
    await refundOf(a, 0.5);
    expect(await reversals(o.orderNumber)).toEqual([-45]);
    // The shopper spent all but 10: ¥10 more is due 10 (55 in all), taken; the score reaches 0.
    await db.transaction((tx) => spendPoints(tx, userId, 73, 'order_use', 'spent', now()));
    await refundOf(b, 10);
    expect(await reversals(o.orderNumber)).toEqual([-45, -10]);
    expect(await score()).toBe(0);
    // The rest (¥72.50 of goods and freight): 73 more are due, only 20 are there: 20 taken, never below 0.
    await creditPoints(db, userId, 20, 'seed', 'test', now());
    const rest = await get<{ maxRefundable: number }>(
      `/p/orderRefund/refundable?orderNumber=${o.orderNumber}&orderItemId=0`,
      buyer(me),
    );
    expect(rest.maxRefundable).toBe(72.5);
    await refundOf(0, 72.5, { refundType: 1, goodsNum: 3 });
    expect(await reversals(o.orderNumber)).toEqual([-45, -10, -20]);
    expect(await score()).toBe(0);
    expect(-(await reversals(o.orderNumber)).reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(128);
  });

  it('a refund paid before receipt takes its share of the points back when the order completes', async () => {
    clock = T0 + 31 * DAY;
    const me = buyers.length - 1;
    const { userId } = buyers[me]!;
    const score = async () =>
      (await db.select().from(userPoints).where(eq(userPoints.userId, userId)))[0]?.score ?? 0;
    const o = await makeOrder({ status: 3, user: me });
    const sn = await ok<string>(apply(me, application(o.orderNumber, o.itemIds[0]!, { refundAmount: 32 })));
    await ok(process(1, { refundSn: sn, agree: true }));
    const before = await score();
    // Nothing was earned yet: nothing taken.
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.ref, o.orderNumber))).toEqual([]);
    await confirmReceipt(db, userId, o.orderNumber, new Date(clock));
    // 128 earned on ¥128, 32 of it taken back at once: 96 kept.
    const ledger = await db
      .select({ change: pointsLedger.change, reason: pointsLedger.reason })
      .from(pointsLedger)
      .where(eq(pointsLedger.ref, o.orderNumber))
      .orderBy(asc(pointsLedger.id));
    expect(ledger).toEqual([
      { change: 128, reason: 'order_earn' },
      { change: -32, reason: EARNED_REVERSAL },
    ]);
    expect((await score()) - before).toBe(96);
  });
});
