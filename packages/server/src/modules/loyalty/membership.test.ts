// Issue 14 item 5, paid membership (decisions/0049), on PostgreSQL (PGlite instead where PostgreSQL is
// unavailable, decisions/0097) with a fake clock: the rights agreement first, a plan bought with the
// balance (the order completed, the term set, scoreInfo showing the paid level), a double click answering
// the same unpaid order, a second purchase extending the term, another plan refused while one runs, a
// notification applied once however often it comes, the member price and free shipping at confirm while
// the term runs (and not after), after-sales refused, paying with points, an unpaid order's expiry, the
// paid level's sign-in right, and the `paid-level-expiry` job run twice and concurrently.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  centsToYuan,
  formatDate,
  LevelType,
  memberPriceReduction,
  messages,
  OrderStatus,
  OrderType,
  SIGN_IN_SCORES_DEFAULT,
  type ScoreInfo,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { beijingAddress, expectOk, expectRefused, signedRequest, testServer } from '../../test/inject.ts';
import { freightedItem, makeShopper } from '../../test/mall.ts';
import { orders } from '../order/tables.ts';
import { sandboxSecretFrom } from '../payment/config.ts';
import { SandboxProvider } from '../payment/provider.ts';
import { userPoints } from '../points/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { shops } from '../shop/tables.ts';
import { readBalance } from '../wallet/service.ts';
import { expireUnpaidOrders } from '../../jobs/expire-orders.ts';
import { pointsFor } from '../payment/service.ts';
import { creditPoints } from '../points/service.ts';
import { DEMO_PAID_PLAN } from './demo.ts';
import { expirePaidLevels } from './paid.ts';
import { levelRights, levelRightsLinks, levels, memberOrders } from './tables.ts';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('paid membership', (database) => {
  let db: Database;
  let app: FastifyInstance;
  let clock = Date.parse('2026-05-01T04:00:00Z');
  let planId = 0;
  let otherPlanId = 0;
  const sandbox = new SandboxProvider(sandboxSecretFrom(null));

  beforeAll(async () => {
    db = database().handle.db;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db, now: () => clock });
    await app.ready();
    const [plan] = await db
      .select({ levelId: levels.levelId })
      .from(levels)
      .where(eq(levels.levelType, LevelType.paid));
    planId = plan!.levelId;
    const [other] = await db
      .insert(levels)
      .values({ levelType: 1, nameZh: '年卡会员', nameEn: 'Yearly', price: 9900, termDays: 365, seq: 101 })
      .returning({ levelId: levels.levelId });
    otherPlanId = other!.levelId;
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  async function shopper(balance = 100_000, read = true): Promise<{ userId: string; token: string }> {
    const { userId, token } = await makeShopper(db, {
      label: 'm',
      address: beijingAddress('李四'),
      balance,
      now: clock,
      ttlMs: 3 * 365 * DAY,
    });
    if (read)
      await expectOk(
        app,
        app.inject(signedRequest('POST', '/special/rights/read', {}, { token, now: clock })),
      );
    return { userId, token };
  }
  const call = (url: string, body: unknown, token: string, lang = 'zh') =>
    app.inject(signedRequest('POST', url, body, { token, now: clock, lang }));
  const buy = (token: string, id = planId) => call('/p/level/payLevel', { id, payType: 9 }, token);
  const bought = async (token: string, id = planId) =>
    (await expectOk<{ orderNumbers: string }>(app, buy(token, id))).orderNumbers;
  const payBalance = (token: string, orderNumbers: string) =>
    expectOk(
      app,
      call('/p/order/pay', { orderNumbers, payType: 9, systemType: 1, returnUrl: '/member-center' }, token),
    );
  const info = (token: string, lang = 'zh') =>
    expectOk<ScoreInfo>(
      app,
      app.inject(signedRequest('GET', '/p/score/scoreInfo', undefined, { token, now: clock, lang })),
    );
  const orderOf = async (orderNumber: string) =>
    (await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  const pointsRow = async (userId: string) =>
    (await db.select().from(userPoints).where(eq(userPoints.userId, userId)))[0];
  /** The demo's Diamond level: 9.5 折, free shipping, 10 extra sign-in points. */
  const DIAMOND_GROWTH = 2000;
  const reachGrowth = (userId: string, growth: number) =>
    db
      .insert(userPoints)
      .values({ userId, growth, updatedAt: new Date(clock) })
      .onConflictDoUpdate({ target: userPoints.userId, set: { growth } });

  it('refuses without the rights agreement, an unknown level, an ordinary level, one off sale', async () => {
    clock = Date.parse('2026-05-01T04:00:00Z');
    const unread = await shopper(100_000, false);
    await expectRefused(app, buy(unread.token), messages.rightsNotRead);
    const { userId, token } = await shopper();
    await expectRefused(app, buy(token, 99_999_999), messages.levelNotFound);
    const [ordinary] = await db
      .select()
      .from(levels)
      .where(eq(levels.levelType, LevelType.ordinary))
      .limit(1);
    await expectRefused(app, buy(token, ordinary!.levelId), messages.levelPlanNotFound);
    const [hidden] = await db
      .insert(levels)
      .values({ levelType: 1, nameZh: '停售', nameEn: 'Off', price: 100, termDays: 1, status: 0, seq: 102 })
      .returning({ levelId: levels.levelId });
    await expectRefused(app, buy(token, hidden!.levelId), messages.levelPlanNotFound);
    expect(await db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(0);
    expect(await db.select().from(orders).where(eq(orders.userId, unread.userId))).toHaveLength(0);
  });

  it('buys a plan with the balance: one order on a double click, the term set, the order completed', async () => {
    clock = Date.parse('2026-05-01T04:00:00Z');
    const { userId, token } = await shopper();
    const [first, second] = await Promise.all([bought(token), bought(token)]);
    expect(second).toBe(first);
    expect(await bought(token)).toBe(first);
    const order = await orderOf(first);
    const [platform] = await db.select().from(shops).where(eq(shops.shopId, order.shopId));
    expect(platform!.type).toBe(1);
    expect(order).toMatchObject({
      orderType: OrderType.member,
      status: OrderStatus.pendingPayment,
      actualTotal: DEMO_PAID_PLAN.price,
      freight: 0,
      dvyType: 4,
      productNums: 0,
    });
    const payInfo = await expectOk<{ prodNameList: string[]; totalFee: number }>(
      app,
      app.inject(
        signedRequest('GET', `/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${first}`, undefined, {
          token,
          now: clock,
          lang: 'en',
        }),
      ),
    );
    expect(payInfo).toMatchObject({
      prodNameList: [DEMO_PAID_PLAN.nameEn],
      totalFee: centsToYuan(DEMO_PAID_PLAN.price),
    });

    await payBalance(token, first);
    expect(await readBalance(db, userId)).toBe(100_000 - DEMO_PAID_PLAN.price);
    // The buyer's order detail shows it (no items, no address, completed).
    const detail = await expectOk<{ orderType: number; status: number; orderItemDtos: unknown[] }>(
      app,
      app.inject(
        signedRequest('GET', `/p/myOrder/orderDetail?orderNumber=${first}`, undefined, { token, now: clock }),
      ),
    );
    expect(detail).toMatchObject({
      orderType: OrderType.member,
      status: OrderStatus.completed,
      orderItemDtos: [],
    });
    expect(await orderOf(first)).toMatchObject({ status: OrderStatus.completed });
    const end = clock + DEMO_PAID_PLAN.termDays * DAY;
    expect((await pointsRow(userId))!.paidLevelEndsAt!.getTime()).toBe(end);
    expect(await info(token, 'en')).toMatchObject({
      levelName: DEMO_PAID_PLAN.nameEn,
      levelType: LevelType.paid,
      levelId: planId,
      paidLevelEndTime: formatDate(new Date(end)),
    });

    // A second purchase 10 days later extends from the end, not from now.
    clock += 10 * DAY;
    const again = await bought(token);
    expect(again).not.toBe(first);
    await payBalance(token, again);
    expect((await pointsRow(userId))!.paidLevelEndsAt!.getTime()).toBe(end + DEMO_PAID_PLAN.termDays * DAY);

    // Another plan while this one runs: refused, naming the running one and its end.
    await expectRefused(app, buy(token, otherPlanId), messages.levelPaidOther, {
      level: DEMO_PAID_PLAN.nameZh,
      date: formatDate(new Date(end + DEMO_PAID_PLAN.termDays * DAY)),
    });
    // After-sales refuses a membership order, and nothing is recorded.
    await expectRefused(
      app,
      call(
        '/p/orderRefund/apply',
        {
          orderNumber: first,
          orderItemId: 0,
          refundType: 1,
          applyType: 1,
          isReceiver: 0,
          buyerReason: 'other',
          buyerDesc: '',
          buyerMobile: '13800000000',
          goodsNum: 1,
          refundAmount: centsToYuan(DEMO_PAID_PLAN.price),
          photoFiles: '',
        },
        token,
      ),
      messages.memberOrderNotRefundable,
    );

    // Once it ended (before any job run) the other plan can be bought; its own term starts now.
    clock = end + DEMO_PAID_PLAN.termDays * DAY;
    expect((await info(token)).levelType).toBe(LevelType.ordinary);
    const yearly = await bought(token, otherPlanId);
    await payBalance(token, yearly);
    const row = await pointsRow(userId);
    expect(row!.paidLevelId).toBe(otherPlanId);
    expect(row!.paidLevelEndsAt!.getTime()).toBe(clock + 365 * DAY);
  });

  it('never lets two plans be payable at once: a second plan waits for the first order', async () => {
    clock = Date.parse('2026-05-03T04:00:00Z');
    const { userId, token } = await shopper();
    const monthly = await bought(token);
    // Another plan while the first one's order is unpaid: refused, nothing written.
    const before = await db.select().from(orders).where(eq(orders.userId, userId));
    await expectRefused(app, buy(token, otherPlanId), messages.levelUnpaidOther, {
      level: DEMO_PAID_PLAN.nameZh,
    });
    expect(await db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(before.length);
    // Cancelled, the other plan can be bought and paid: its term is its own.
    await expectOk(
      app,
      app.inject(signedRequest('PUT', `/p/myOrder/cancel/${monthly}`, undefined, { token, now: clock })),
    );
    const yearly = await bought(token, otherPlanId);
    await payBalance(token, yearly);
    const row = await pointsRow(userId);
    expect(row!.paidLevelId).toBe(otherPlanId);
    expect(row!.paidLevelEndsAt!.getTime()).toBe(clock + 365 * DAY);
  });

  it('applies a provider notification once, however often it comes', async () => {
    clock = Date.parse('2026-06-01T04:00:00Z');
    const { userId, token } = await shopper(0);
    const number = await bought(token);
    const start = await expectOk<{ payNo: string }>(
      app,
      call(
        '/p/order/pay',
        { orderNumbers: number, payType: 2, returnUrl: '/member-center', systemType: 1 },
        token,
      ),
    );
    const notify = () => {
      const { body, headers } = sandbox.notification(start.payNo, DEMO_PAID_PLAN.price, new Date(clock));
      return app.inject({ method: 'POST', url: '/api/notify/sandbox', payload: body, headers });
    };
    const answers = await Promise.all([notify(), notify(), notify()]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect((await notify()).statusCode).toBe(200);
    expect((await pointsRow(userId))!.paidLevelEndsAt!.getTime()).toBe(clock + DEMO_PAID_PLAN.termDays * DAY);
    expect(await orderOf(number)).toMatchObject({ status: OrderStatus.completed });
    const [applied] = await db
      .select()
      .from(memberOrders)
      .innerJoin(orders, eq(orders.orderId, memberOrders.orderId))
      .where(eq(orders.orderNumber, number));
    expect(applied!.member_orders.appliedAt!.getTime()).toBe(clock);
  });

  it('prices confirm with the plan’s member price and free shipping while the term runs, not after', async () => {
    clock = Date.parse('2026-07-01T04:00:00Z');
    const { token } = await shopper();
    const item = await freightedItem(db);
    type Confirm = {
      actualTotal: number;
      totalTransFee: number;
      shopCartOrders: { discountReduce: number }[];
    };
    const confirm = () =>
      expectOk<Confirm>(
        app,
        call(
          '/p/order/confirm',
          {
            orderItem: { prodId: item!.prodId, skuId: item!.skuId, prodCount: 1 },
            couponIds: [],
            isScorePay: 0,
          },
          token,
        ),
      );
    const plain = await confirm();
    expect(plain.shopCartOrders[0]!.discountReduce).toBe(0);
    expect(plain.totalTransFee).toBe(centsToYuan(item!.fee));
    await payBalance(token, await bought(token));
    const member = await confirm();
    const reduce = memberPriceReduction(item!.price, DEMO_PAID_PLAN.percent / 10);
    expect(reduce).toBeGreaterThan(0);
    expect(member.shopCartOrders[0]!.discountReduce).toBe(centsToYuan(reduce));
    expect(member.totalTransFee).toBe(0);
    expect(member.actualTotal).toBe(centsToYuan(item!.price - reduce));
    clock += DEMO_PAID_PLAN.termDays * DAY;
    const after = await confirm();
    expect(after.shopCartOrders[0]!.discountReduce).toBe(0);
    expect(after.totalTransFee).toBe(centsToYuan(item!.fee));
  });

  it('pays a plan with points; an unpaid one expires like any order and applies nothing', async () => {
    clock = Date.parse('2026-08-01T04:00:00Z');
    const { userId, token } = await shopper(0);
    const cost = pointsFor(DEMO_PAID_PLAN.price);
    await db.transaction((tx) => creditPoints(tx, userId, cost, 'seed', 'test', new Date(clock)));
    const paid = await bought(token);
    await expectOk(
      app,
      call(
        '/p/order/pay',
        { orderNumbers: paid, payType: 0, systemType: 1, returnUrl: '/member-center' },
        token,
      ),
    );
    expect((await pointsRow(userId))!.score).toBe(0);
    expect((await pointsRow(userId))!.paidLevelEndsAt!.getTime()).toBe(clock + DEMO_PAID_PLAN.termDays * DAY);

    const other = await shopper();
    const unpaid = await bought(other.token);
    clock += 31 * 60 * 1000;
    // Past its pay time it is not answered again: a new order is made.
    const fresh = await bought(other.token);
    expect(fresh).not.toBe(unpaid);
    expect(await expireUnpaidOrders(db, new Date(clock))).toBeGreaterThanOrEqual(1);
    expect(await orderOf(unpaid)).toMatchObject({ status: OrderStatus.canceled, closeType: 2 });
    expect((await pointsRow(other.userId))?.paidLevelId ?? null).toBeNull();
  });

  it('gives the larger sign-in right of the paid plan and the growth level, never their sum', async () => {
    clock = Date.parse('2026-10-01T04:00:00Z');
    const [plan] = await db
      .insert(levels)
      .values({ levelType: 1, nameZh: '签到卡', nameEn: 'Sign-in card', price: 500, termDays: 7, seq: 103 })
      .returning({ levelId: levels.levelId });
    const [right] = await db
      .insert(levelRights)
      .values({ nameZh: '签到加赠 7 积分', nameEn: '7 extra points', signInScore: 7 })
      .returning({ rightsId: levelRights.rightsId });
    await db.insert(levelRightsLinks).values({ levelId: plan!.levelId, rightsId: right!.rightsId });
    const { token } = await shopper();
    await payBalance(token, await bought(token, plan!.levelId));
    const signed = await expectOk<{ addScore: number }>(
      app,
      app.inject(signedRequest('GET', '/p/score/updateUserScore', undefined, { token, now: clock })),
    );
    expect(signed.addScore).toBe(SIGN_IN_SCORES_DEFAULT[0]! + 7);
    // A Diamond member (10 extra points) keeps their 10 under the card's 7.
    const diamond = await shopper();
    await reachGrowth(diamond.userId, DIAMOND_GROWTH);
    await payBalance(diamond.token, await bought(diamond.token, plan!.levelId));
    const signedDiamond = await expectOk<{ addScore: number }>(
      app,
      app.inject(
        signedRequest('GET', '/p/score/updateUserScore', undefined, { token: diamond.token, now: clock }),
      ),
    );
    expect(signedDiamond.addScore).toBe(SIGN_IN_SCORES_DEFAULT[0]! + 10);
    await db.update(levels).set({ status: 0 }).where(eq(levels.levelId, plan!.levelId));
  });

  it('never takes away the growth level’s better rights: a Diamond member on a plan without rights', async () => {
    clock = Date.parse('2026-11-01T04:00:00Z');
    const item = await freightedItem(db);
    type Confirm = {
      totalTransFee: number;
      shopCartOrders: {
        discountReduce: number;
        shopCartItemDiscounts: { chooseDiscountItemDto?: { discountName: string } }[];
      }[];
    };
    const { userId, token } = await shopper();
    await reachGrowth(userId, DIAMOND_GROWTH);
    // The Yearly plan has no rights at all: Diamond's 9.5 折 and free shipping stay, named after Diamond.
    await payBalance(token, await bought(token, otherPlanId));
    expect((await pointsRow(userId))!.paidLevelId).toBe(otherPlanId);
    const confirm = await expectOk<Confirm>(
      app,
      call(
        '/p/order/confirm',
        {
          orderItem: { prodId: item!.prodId, skuId: item!.skuId, prodCount: 1 },
          couponIds: [],
          isScorePay: 0,
        },
        token,
      ),
    );
    expect(confirm.shopCartOrders[0]!.discountReduce).toBe(
      centsToYuan(memberPriceReduction(item.price, 9.5)),
    );
    expect(confirm.totalTransFee).toBe(0);
    const names = confirm.shopCartOrders[0]!.shopCartItemDiscounts.map(
      (d) => d.chooseDiscountItemDto?.discountName,
    );
    expect(names).toContain('钻石会员');
  });

  it('expires ended terms once, run twice and concurrently, and never a running one', async () => {
    clock = Date.parse('2026-09-01T04:00:00Z');
    const ended = await Promise.all([shopper(), shopper(), shopper()]);
    for (const s of ended) await payBalance(s.token, await bought(s.token));
    clock += 5 * DAY;
    const running = await shopper();
    await payBalance(running.token, await bought(running.token));
    clock += (DEMO_PAID_PLAN.termDays - 5) * DAY;
    const now = new Date(clock);
    const runs = await Promise.all([expirePaidLevels(db, now), expirePaidLevels(db, now)]);
    // Other tests' ended terms may be cleared here too; these three are cleared once in all.
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(3);
    expect(await expirePaidLevels(db, now)).toBe(0);
    for (const s of ended)
      expect(await pointsRow(s.userId)).toMatchObject({ paidLevelId: null, paidLevelEndsAt: null });
    expect((await pointsRow(running.userId))!.paidLevelId).toBe(planId);
  });
});
