// The coupon centre (issue 13 item 4) through inject, on PostgreSQL (PGlite instead where PostgreSQL is
// unavailable, decisions/0097), with a fake clock: the merchant's coupon and its refusals, the centre's
// lists for a visitor and a shopper, the claim's refusals, parallel claims (one shopper past the limit,
// many shoppers past the stock) and the claimed coupon used at checkout.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatDate, messages } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  expectOk,
  expectRefused,
  newUserId,
  signedRequest,
  testServer,
  type Method,
} from '../../test/inject.ts';
import { merchantTokenOf, newShopper, type Shopper } from '../../test/mall.ts';
import { users } from '../account/tables.ts';
import { issueToken } from '../account/tokens.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { shops } from '../shop/tables.ts';
import { coupons, userCoupons } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
const HOUR = 3600_000;
const onSale = (shopId: number) =>
  demo.products
    .filter((p) => p.status === 1 && p.shopId === shopId)
    .map((p) => ({ ...p, sku: demo.skus.find((s) => s.prodId === p.prodId && s.stocks >= 20)! }))
    .filter((p) => p.sku);

interface Centre {
  couponId: number;
  stocks: number;
  limitNum: number;
  receivedNum: number;
  canReceive: boolean;
  shopId: number;
}

describeEachDatabase('the coupon centre', (database) => {
  let app: FastifyInstance;
  let clock = Date.now();
  let merchant1: string;
  let shopper: Shopper;
  const [p1, p2] = onSale(1);
  const other = onSale(2)[0]!;

  const send = (method: Method, url: string, body: unknown, token?: string) =>
    signedRequest(method, url, body, { token, lang: 'zh', now: clock });
  const get = (url: string, token?: string) =>
    app.inject({ url: `/api${url}`, headers: token ? { authorization: `bearer ${token}` } : {} });
  const at = (ms: number) => formatDate(ms);
  const coupon = (over: Record<string, unknown> = {}) => ({
    couponName: '满100减10',
    couponType: 1,
    cashCondition: 100,
    reduceAmount: 10,
    startTime: at(clock - HOUR),
    endTime: at(clock + 24 * HOUR),
    stocks: 50,
    limitNum: 1,
    prodIds: [],
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) =>
    expectOk<number>(app, send('POST', '/merchant/coupon', coupon(over), merchant1));
  const receive = (couponId: number | string, token: string) =>
    send('POST', '/p/myCoupon/receive', couponId, token);
  const claimsOf = async (couponId: number, userId?: string) => {
    const [row] = await database()
      .handle.db.select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.couponId, couponId), userId ? eq(userCoupons.userId, userId) : undefined));
    return row?.n ?? 0;
  };
  const stocksOf = async (couponId: number) =>
    (
      await database()
        .handle.db.select({ stocks: coupons.stocks })
        .from(coupons)
        .where(eq(coupons.couponId, couponId))
    )[0]!.stocks;

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db, now: () => clock });
    merchant1 = await merchantTokenOf(db, 1);
    shopper = await newShopper(db, '领券');
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it("refuses a merchant's coupon with bad amounts, window or another shop's product", async () => {
    const { db } = database().handle;
    const [before] = await db.select({ n: count() }).from(coupons);
    const refused = (over: Record<string, unknown>, message: (typeof messages)[keyof typeof messages]) =>
      expectRefused(app, send('POST', '/merchant/coupon', coupon(over), merchant1), message);
    await refused({ reduceAmount: 100 }, messages.couponAmountsInvalid);
    await refused({ reduceAmount: 0.001 }, messages.couponAmountsInvalid);
    await refused({ couponType: 2, couponDiscount: 0 }, messages.couponAmountsInvalid);
    await refused({ couponType: 2, couponDiscount: 8.55 }, messages.couponAmountsInvalid);
    await refused(
      { endTime: at(clock - 60_000), startTime: at(clock - HOUR) },
      messages.activityWindowInvalid,
    );
    await refused({ prodIds: [p1!.prodId, other.prodId] }, messages.activityProductNotOwned);
    // A malformed product list says what a list may hold (as the platform's, decisions/0109).
    await refused({ prodIds: [p1!.prodId, 0] }, messages.couponProdsInvalid);
    await refused({ prodIds: [-1] }, messages.couponProdsInvalid);
    const [after] = await db.select({ n: count() }).from(coupons);
    expect(after?.n).toBe(before?.n);
  });

  it('lists claimable coupons for a visitor and a shopper, and those of a product', async () => {
    const all = await create({ couponName: '全店满100减10' });
    const scoped = await create({
      couponName: '指定商品8.5折',
      couponType: 2,
      couponDiscount: 8.5,
      prodIds: [p1!.prodId],
    });
    const later = await create({ couponName: '明日券', startTime: at(clock + HOUR) });
    const page = await expectOk<{ records: Centre[] }>(app, get('/coupon/getCouponPage?current=1&size=50'));
    const byId = (records: Centre[], id: number) => records.find((r) => r.couponId === id);
    expect(byId(page.records, all)).toMatchObject({
      stocks: 50,
      limitNum: 1,
      receivedNum: 0,
      canReceive: true,
      shopId: 1,
    });
    expect(byId(page.records, later)).toMatchObject({ canReceive: false });
    // The demo coupons given to shoppers directly are not in the centre.
    expect(byId(page.records, 1)).toBeUndefined();
    await expectOk(app, receive(all, shopper.token));
    const mine = await expectOk<{ records: Centre[] }>(
      app,
      get('/coupon/getCouponPage?current=1&size=50', shopper.token),
    );
    expect(byId(mine.records, all)).toMatchObject({ stocks: 49, receivedNum: 1, canReceive: false });
    const forP1 = await expectOk<Centre[]>(app, get(`/coupon/listByProdId?prodId=${p1!.prodId}&shopId=1`));
    const forP2 = await expectOk<Centre[]>(app, get(`/coupon/listByProdId?prodId=${p2!.prodId}&shopId=1`));
    expect(forP1.map((c) => c.couponId)).toEqual(expect.arrayContaining([all, scoped]));
    expect(forP2.map((c) => c.couponId)).toContain(all);
    expect(forP2.map((c) => c.couponId)).not.toContain(scoped);
    expect(forP1.every((c) => c.shopId === 0 || c.shopId === 1)).toBe(true);
  });

  it('refuses a claim before the start, after the end, above the limit, when none is left, of no coupon', async () => {
    const token = shopper.token;
    const later = await create({ startTime: at(clock + HOUR) });
    await expectRefused(app, receive(later, token), messages.eventNotStarted);
    const twice = await create({ limitNum: 2, stocks: 3 });
    await expectOk(app, receive(twice, token));
    await expectOk(app, receive(String(twice), token));
    await expectRefused(app, receive(twice, token), messages.couponLimitReached, { max: 2 });
    const last = await create({ stocks: 1 });
    const someone = await newShopper(database().handle.db, '抢券');
    await expectOk(app, receive(last, someone.token));
    const before = await stocksOf(last);
    await expectRefused(app, receive(last, token), messages.couponNoneLeft);
    expect(await stocksOf(last)).toBe(before);
    expect(await claimsOf(last, shopper.userId)).toBe(0);
    // No such coupon, a coupon not in the centre (given directly), a visitor.
    await expectRefused(app, receive(999_999, token), messages.activityNotFound);
    await expectRefused(app, receive(1, token), messages.activityNotFound);
    expect((await app.inject(send('POST', '/p/myCoupon/receive', last, undefined))).statusCode).toBe(401);
    const ending = await create({ endTime: at(clock + HOUR) });
    clock += HOUR;
    await expectRefused(app, receive(ending, token), messages.eventEnded);
    expect(await claimsOf(ending)).toBe(0);
    // A closed store's coupon: not in the centre, and not claimable by its id either.
    const closedShops = await create();
    const { db } = database().handle;
    await db.update(shops).set({ status: 0 }).where(eq(shops.shopId, 1));
    try {
      await expectRefused(app, receive(closedShops, token), messages.activityNotFound);
    } finally {
      await db.update(shops).set({ status: 1 }).where(eq(shops.shopId, 1));
    }
    expect(await claimsOf(closedShops)).toBe(0);
  });

  it('gives one shopper exactly their limit from 64 parallel claims', async () => {
    const id = await create({ limitNum: 1, stocks: 100 });
    const answers = await Promise.all(
      Array.from({ length: 64 }, () => app.inject(receive(id, shopper.token))),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(63);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.body).toBe(translate('zh', messages.couponLimitReached, { max: 1 }));
    }
    expect(await claimsOf(id, shopper.userId)).toBe(1);
    expect(await stocksOf(id)).toBe(99);
  });

  it('gives 200 shoppers exactly the 50 coupons in stock', async () => {
    const { db } = database().handle;
    const id = await create({ limitNum: 1, stocks: 50 });
    const ids = Array.from({ length: 200 }, () => newUserId());
    await db
      .insert(users)
      .values(
        ids.map((userId, i) => ({ userId, userName: `claim_${i}_${userId.slice(1, 9)}`, nickName: `C${i}` })),
      );
    const tokens = await Promise.all(ids.map(async (userId) => (await issueToken(db, userId)).token));
    const answers = await Promise.all(tokens.map((token) => app.inject(receive(id, token))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(50);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(
      refused.every((r) => r.statusCode === 400 && r.body === translate('zh', messages.couponNoneLeft)),
    ).toBe(true);
    expect(await claimsOf(id)).toBe(50);
    expect(await stocksOf(id)).toBe(0);
    // Exhausted: out of the centre for those who hold none, still there (not claimable) for a holder.
    const winner = tokens[answers.findIndex((r) => r.statusCode === 200)]!;
    const visitor = await expectOk<{ records: Centre[] }>(
      app,
      get('/coupon/getCouponPage?current=1&size=100'),
    );
    expect(visitor.records.some((r) => r.couponId === id)).toBe(false);
    const holder = await expectOk<{ records: Centre[] }>(
      app,
      get('/coupon/getCouponPage?current=1&size=100', winner),
    );
    expect(holder.records.find((r) => r.couponId === id)).toMatchObject({
      stocks: 0,
      receivedNum: 1,
      canReceive: false,
    });
  });

  it('lets the shopper use a claimed coupon at checkout', async () => {
    const token = shopper.token;
    const id = await create({
      couponName: '结算可用',
      cashCondition: 0,
      reduceAmount: 5,
      limitNum: 1,
      stocks: 5,
    });
    await expectOk(app, receive(id, token));
    const orderItem = { prodId: p2!.prodId, skuId: p2!.sku.skuId, prodCount: 1, shopId: 1 };
    const confirmed = await expectOk<{
      uuid: string;
      shopCartOrders: { couponReduce: number; coupons: { couponId: number; canUse: boolean }[] }[];
    }>(app, send('POST', '/p/order/confirm', { addrId: 0, orderItem, couponIds: [id] }, token));
    expect(confirmed.shopCartOrders[0]!.couponReduce).toBe(5);
    await expectOk(
      app,
      send(
        'POST',
        '/p/order/submit',
        { uuid: confirmed.uuid, orderShopParam: [{ shopId: 1, remarks: '' }] },
        token,
      ),
    );
    const [held] = await database()
      .handle.db.select({ status: userCoupons.status })
      .from(userCoupons)
      .where(and(eq(userCoupons.couponId, id), eq(userCoupons.userId, shopper.userId)));
    expect(held?.status).toBe(2);
  });
});
