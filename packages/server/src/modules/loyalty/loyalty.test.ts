// Issue 14, server half: the daily sign-in on the Beijing day with a fake clock (a streak over 9 days,
// 15:59/16:00 UTC, a missed day, 20 parallel sign-ins credit once, disabled, the clock moved back), the
// level following growth up and down with an order's completion and refunds, the score info, the ledger
// page and its filters, balance_after on the ledger, the level page and the rights agreement, the
// member price and free shipping of a level at checkout (free shipping lost before submit refuses it),
// the member price's group named in the request's language (a settlement confirmed in one language
// submitted in the other).
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  centsToYuan,
  memberPriceReduction,
  messages,
  SIGN_IN_SCORES_DEFAULT,
  type ScoreInfo,
  type ScoreLevel,
  type ScoreLog,
  type SignInAnswer,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, shenzhenAddress, signedRequest, testServer } from '../../test/inject.ts';
import { insertAddress } from '../address/service.ts';
import { freightedItem, makeShopper } from '../../test/mall.ts';
import { demoShoppers } from '../account/demo.ts';
import { issueToken } from '../account/tokens.ts';
import { orders } from '../order/tables.ts';
import { creditGrowth, creditPoints, spendPoints } from '../points/service.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { DEMO_LEVELS, DEMO_PAID_PLAN, seedDemoLevels } from './demo.ts';
import { orderCompleted, orderRefunded } from './earning.ts';
import { ordinaryLevels } from './levels.ts';
import { pruneSignIns } from './signin.ts';
import { levelRights, levelRightsLinks, levels, loyaltySettings, orderGrowth, signIns } from './tables.ts';

const DAY = 24 * 60 * 60 * 1000;
type Page<T> = { records: T[]; total: number };

describeEachDatabase('loyalty', (database) => {
  let db: Database;
  let app: FastifyInstance;
  // 2026-03-01 12:00 UTC = 20:00 in Beijing, day 2026-03-01.
  const start = Date.parse('2026-03-01T12:00:00Z');
  let clock = start;

  beforeAll(async () => {
    db = database().handle.db;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db, now: () => clock });
    await app.ready();
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  /** A new shopper and their token (valid for a year of the fake clock). */
  const shopper = () => makeShopper(db, { label: 'l', address: null, now: clock, ttlMs: 365 * DAY });
  const get = (url: string, token?: string, lang = 'zh') =>
    app.inject(signedRequest('GET', url, undefined, { token, now: clock, lang }));
  const signIn = (token: string) => get('/p/score/updateUserScore', token);
  const info = (token: string, lang = 'zh') =>
    expectOk<ScoreInfo>(app, get('/p/score/scoreInfo', token, lang));
  const ledger = (userId: string) =>
    db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
  /** Confirms one unit of `item` bought at once for the shopper of `token`, in `lang` (none: the default). */
  const confirmOne = <T>(token: string, item: { prodId: number; skuId: number }, lang?: string) =>
    expectOk<T>(
      app,
      app.inject(
        signedRequest(
          'POST',
          '/p/order/confirm',
          {
            orderItem: { prodId: item.prodId, skuId: item.skuId, prodCount: 1 },
            couponIds: [],
            isScorePay: 0,
          },
          { token, now: clock, lang },
        ),
      ),
    );
  const points = async (userId: string) =>
    (await db.select().from(userPoints).where(eq(userPoints.userId, userId)))[0];

  it('builds a streak over 9 Beijing days: the 7 scores, then day 7 again, once a day', async () => {
    clock = start;
    const { userId, token } = await shopper();
    const before = await info(token);
    expect(before).toMatchObject({ score: 0, isSignIn: false, signInCount: 0, signInEnabled: true });
    expect(before.signInScores).toEqual([...SIGN_IN_SCORES_DEFAULT]);
    let total = 0;
    for (let day = 1; day <= 9; day++) {
      const answer = await expectOk<SignInAnswer>(app, signIn(token));
      const expected = SIGN_IN_SCORES_DEFAULT[Math.min(day, 7) - 1]!;
      total += expected;
      expect(answer).toMatchObject({ addScore: expected, addGrowth: 1, score: total, growth: day });
      expect(answer).toMatchObject({ isSignIn: true, signInCount: day });
      // A second one the same day: refused, nothing written.
      await expectRefused(app, signIn(token), messages.signInAlready);
      clock += DAY;
    }
    const rows = await ledger(userId);
    expect(rows.map((r) => r.reason)).toEqual(Array(9).fill('sign_in'));
    expect(rows.map((r) => r.ref)).toEqual(Array.from({ length: 9 }, (_, i) => `2026-03-0${i + 1}`));
    // balance_after: the running score.
    let running = 0;
    for (const row of rows) {
      running += row.change;
      expect(row.balanceAfter).toBe(running);
    }
    expect(await points(userId)).toMatchObject({ score: total, growth: 9 });
    // The next day (not signed yet): the streak of yesterday is still shown.
    expect(await info(token)).toMatchObject({ isSignIn: false, signInCount: 9 });
  });

  it('starts a Beijing day at 16:00 UTC', async () => {
    clock = Date.parse('2026-04-10T15:59:59Z'); // 23:59:59 on 04-10 in Beijing
    const { userId, token } = await shopper();
    expect(await expectOk<SignInAnswer>(app, signIn(token))).toMatchObject({ signInCount: 1 });
    clock = Date.parse('2026-04-10T15:59:59.999Z');
    await expectRefused(app, signIn(token), messages.signInAlready);
    clock = Date.parse('2026-04-10T16:00:00Z'); // 00:00 on 04-11 in Beijing
    expect(await expectOk<SignInAnswer>(app, signIn(token))).toMatchObject({
      signInCount: 2,
      addScore: SIGN_IN_SCORES_DEFAULT[1],
    });
    const days = await db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(asc(signIns.day));
    expect(days.map((d) => [d.day, d.streak])).toEqual([
      ['2026-04-10', 1],
      ['2026-04-11', 2],
    ]);
  });

  it('starts again at day 1 after a missed day', async () => {
    clock = Date.parse('2026-05-01T02:00:00Z');
    const { token } = await shopper();
    await expectOk(app, signIn(token));
    clock += DAY;
    await expectOk(app, signIn(token));
    clock += 2 * DAY; // 05-03 missed
    expect(await info(token)).toMatchObject({ signInCount: 0, isSignIn: false });
    expect(await expectOk<SignInAnswer>(app, signIn(token))).toMatchObject({
      signInCount: 1,
      addScore: SIGN_IN_SCORES_DEFAULT[0],
    });
  });

  it('credits 20 parallel sign-ins of one shopper once', async () => {
    clock = Date.parse('2026-06-01T04:00:00Z');
    const { userId, token } = await shopper();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(token)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(19);
    expect(await ledger(userId)).toHaveLength(1);
    expect(await points(userId)).toMatchObject({ score: SIGN_IN_SCORES_DEFAULT[0], growth: 1 });
  });

  it('refuses a sign-in while it is turned off, changing nothing', async () => {
    clock = Date.parse('2026-06-05T04:00:00Z');
    const { userId, token } = await shopper();
    await db.update(loyaltySettings).set({ signInEnabled: false }).where(eq(loyaltySettings.id, 1));
    try {
      expect(await info(token)).toMatchObject({ signInEnabled: false });
      await expectRefused(app, signIn(token), messages.signInNotAvailable);
      expect(await ledger(userId)).toHaveLength(0);
      expect(await db.select().from(signIns).where(eq(signIns.userId, userId))).toHaveLength(0);
    } finally {
      await db.update(loyaltySettings).set({ signInEnabled: true }).where(eq(loyaltySettings.id, 1));
    }
    await expectOk(app, signIn(token));
  });

  it('never signs a day twice when the clock moves back', async () => {
    clock = Date.parse('2026-07-10T04:00:00Z');
    const { userId, token } = await shopper();
    await expectOk(app, signIn(token));
    clock -= DAY; // the day before: not after the last sign-in
    await expectRefused(app, signIn(token), messages.signInAlready);
    clock += DAY;
    await expectRefused(app, signIn(token), messages.signInAlready);
    expect(await ledger(userId)).toHaveLength(1);
  });

  it("adds the level's extra sign-in points", async () => {
    clock = Date.parse('2026-07-20T04:00:00Z');
    const { userId, token } = await shopper();
    await creditPoints(db, userId, 1, 'seed', null, new Date(clock));
    await db
      .update(userPoints)
      .set({ growth: DEMO_LEVELS[0].needGrowth })
      .where(eq(userPoints.userId, userId));
    expect(await expectOk<SignInAnswer>(app, signIn(token))).toMatchObject({
      addScore: SIGN_IN_SCORES_DEFAULT[0]! + DEMO_LEVELS[0].bonus,
      levelName: DEMO_LEVELS[0].nameZh,
    });
    expect(await points(userId)).toMatchObject({ level: (await info(token)).levelId });
  });

  it('moves the level with growth: up on completion, down in proportion on refunds', async () => {
    clock = Date.parse('2026-08-01T04:00:00Z');
    const now = new Date(clock);
    const { userId, token } = await shopper();
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `2026080100${String(Date.now()).slice(-10)}`,
        settlementUuid: randomUUID(),
        userId,
        shopId: 1,
        total: 60_000,
        actualTotal: 60_000,
        productNums: 1,
        userAddr: {},
      })
      .returning();
    const done = { ...order!, orderType: 0 };
    expect(await db.transaction((tx) => orderCompleted(tx, done, 0, now))).toEqual({
      points: 600,
      growth: 600,
    });
    let shown = await info(token, 'en');
    expect(shown).toMatchObject({ growth: 600, levelName: 'Gold', nextLevelName: 'Diamond' });
    expect(shown.nextLevelGrowth).toBe(2000);
    expect((await points(userId))!.level).toBe(shown.levelId);
    // A second completion of the same order fails loudly and changes nothing.
    await expect(db.transaction((tx) => orderCompleted(tx, done, 0, now))).rejects.toThrow();
    expect(await points(userId)).toMatchObject({ score: 600, growth: 600 });
    // A third refunded: a third of both back, the level down to Silver.
    const refund = (refunded: number) =>
      db.transaction((tx) => orderRefunded(tx, { ...done, refunded }, now));
    expect(await refund(20_000)).toEqual({ points: 200, growth: 200 });
    shown = await info(token, 'en');
    expect(shown).toMatchObject({ score: 400, growth: 400, levelName: 'Silver', nextLevelName: 'Gold' });
    // The same cumulative amount again (a retried payout): nothing more.
    expect(await refund(20_000)).toEqual({ points: 0, growth: 0 });
    // Everything refunded: all of it back, no level.
    expect(await refund(60_000)).toEqual({ points: 400, growth: 400 });
    expect(await info(token, 'en')).toMatchObject({ score: 0, growth: 0, levelName: null, levelId: null });
    expect((await points(userId))!.level).toBe(0);
    expect(
      (await db.select().from(orderGrowth).where(eq(orderGrowth.orderId, order!.orderId)))[0],
    ).toMatchObject({ earned: 600, reversed: 600 });
    // A points-mall order earns nothing.
    expect(await db.transaction((tx) => orderCompleted(tx, { ...done, orderType: 3 }, 0, now))).toEqual({
      points: 0,
      growth: 0,
    });
  });

  it('pages the ledger newest first with balances, by direction and source; shows points expiring soon', async () => {
    clock = Date.parse('2026-09-01T04:00:00Z');
    const { userId, token } = await shopper();
    // 100 earned 340 days ago: they expire in 25 days.
    await creditPoints(db, userId, 100, 'order_earn', 'O-OLD', new Date(clock - 340 * DAY));
    await expectOk(app, signIn(token));
    expect(
      await db.transaction((tx) => spendPoints(tx, userId, 30, 'order_use', randomUUID(), new Date(clock))),
    ).toBe(true);
    await creditPoints(db, userId, 5, 'seed', 'demo', new Date(clock));
    const page = (query: string) => expectOk<Page<ScoreLog>>(app, get(`/p/score/page?${query}`, token));
    const all = await page('current=1&size=10');
    expect(all.total).toBe(4);
    expect(all.records.map((r) => [r.source, r.ioType, r.score, r.balance])).toEqual([
      [7, 1, 5, 85],
      [3, 0, 30, 80],
      [2, 1, 10, 110],
      [1, 1, 100, 100],
    ]);
    expect(all.records[3]!.bizId).toBe('O-OLD');
    expect(all.records[3]!.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(all.records[1]!.expireTime).toBeNull();
    expect((await page('ioType=0')).records.map((r) => r.score)).toEqual([30]);
    expect((await page('ioType=1&source=2')).records.map((r) => r.score)).toEqual([10]);
    expect((await page('source=7')).records.map((r) => r.score)).toEqual([5]);
    expect((await page('current=2&size=3')).records.map((r) => r.score)).toEqual([100]);
    const res = await get('/p/score/page?ioType=5', token);
    expect(res.statusCode).toBe(400);
    // Of the 100 (30 were spent from them, oldest first), 70 expire within 30 days.
    const shown = await info(token);
    expect(shown.expiringScore).toBe(70);
    expect(shown.expiringTime).toMatch(/^2026-09-26 /);
  });

  it('lists the levels with their rights in the language asked, by type', async () => {
    const { token } = await shopper();
    const all = await expectOk<Page<ScoreLevel>>(app, get('/p/score/scoreLevel/page', token, 'en'));
    expect(all.records.map((l) => [l.levelName, l.needGrowth, l.levelType, l.price])).toEqual([
      ...DEMO_LEVELS.map((l) => [l.nameEn, l.needGrowth, 0, null]),
      [DEMO_PAID_PLAN.nameEn, 0, 1, centsToYuan(DEMO_PAID_PLAN.price)],
    ]);
    expect(all.records[0]!.rights[0]).toMatchObject({ signInScore: DEMO_LEVELS[0].bonus });
    const zh = await expectOk<Page<ScoreLevel>>(app, get('/p/score/scoreLevel/page?levelType=1', token));
    expect(zh.records.map((l) => [l.levelName, l.termDays])).toEqual([
      [DEMO_PAID_PLAN.nameZh, DEMO_PAID_PLAN.termDays],
    ]);
    // The seed inserts levels once.
    expect(await seedDemoLevels(db)).toBe(0);
    expect((await get('/p/score/scoreLevel/page')).statusCode).toBe(401);
  });

  it('records the rights agreement once read; a visitor gets a 401', async () => {
    const { userId, token } = await shopper();
    expect(await expectOk<boolean>(app, get('/special/rights/read', token))).toBe(false);
    const post = () =>
      app.inject(signedRequest('POST', '/special/rights/read', undefined, { token, now: clock }));
    expect(await expectOk<boolean>(app, post())).toBe(true);
    expect(await expectOk<boolean>(app, post())).toBe(true);
    expect(await expectOk<boolean>(app, get('/special/rights/read', token))).toBe(true);
    expect((await get('/special/rights/read')).statusCode).toBe(401);
    expect(userId).toBeTruthy();
  });

  it("prices the level's member price and free shipping at checkout; submit refuses once the level changed", async () => {
    clock = Date.parse('2026-11-01T04:00:00Z');
    const now = new Date(clock);
    const buyer = demoShoppers[1].userId;
    const { token } = await issueToken(db, buyer, { now: clock, ttlMs: 365 * DAY });
    const item = await freightedItem(db);
    const freight = item;
    type Confirm = {
      uuid: string;
      actualTotal: number;
      totalTransFee: number;
      shopCartOrders: {
        discountReduce: number;
        shopCartItemDiscounts: { chooseDiscountItemDto: Record<string, unknown> | null }[];
      }[];
    };
    const confirm = () => confirmOne<Confirm>(token, item);
    const grow = async (delta: number) =>
      db.transaction(async (tx) => creditGrowth(tx, buyer, delta, await ordinaryLevels(tx), now));

    const plain = await confirm();
    expect(plain.totalTransFee).toBe(centsToYuan(freight!.fee));
    expect(plain.shopCartOrders[0]!.discountReduce).toBe(0);
    // Silver: no member price.
    await grow(DEMO_LEVELS[0].needGrowth);
    expect((await confirm()).shopCartOrders[0]!.discountReduce).toBe(0);
    // Gold: 9.8.
    await grow(DEMO_LEVELS[1].needGrowth - DEMO_LEVELS[0].needGrowth);
    const gold = await confirm();
    expect(gold.shopCartOrders[0]!.discountReduce).toBe(centsToYuan(memberPriceReduction(item!.price, 9.8)));
    expect(gold.shopCartOrders[0]!.shopCartItemDiscounts[0]!.chooseDiscountItemDto).toMatchObject({
      discountRule: 2,
      discount: 9.8,
      discountName: DEMO_LEVELS[1].nameZh,
    });
    expect(gold.totalTransFee).toBe(plain.totalTransFee);
    // Diamond: 9.5 and free shipping.
    await grow(DEMO_LEVELS[2].needGrowth - DEMO_LEVELS[1].needGrowth);
    const diamond = await confirm();
    const reduce = memberPriceReduction(item!.price, 9.5);
    expect(reduce).toBeGreaterThan(0);
    expect(diamond.totalTransFee).toBe(0);
    expect(diamond.actualTotal).toBe(centsToYuan(item!.price - reduce));
    // The level drops before submit: the price changed, no order.
    await grow(-DEMO_LEVELS[2].needGrowth);
    const res = await app.inject(
      signedRequest('POST', '/p/order/submit', { uuid: diamond.uuid }, { token, now: clock }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(await db.select().from(orders).where(eq(orders.settlementUuid, diamond.uuid))).toHaveLength(0);
    // A submit at the confirmed level goes through with the member price.
    await grow(DEMO_LEVELS[1].needGrowth);
    const again = await confirm();
    const { orderNumbers } = await expectOk<{ orderNumbers: string }>(
      app,
      app.inject(signedRequest('POST', '/p/order/submit', { uuid: again.uuid }, { token, now: clock })),
    );
    const [placed] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumbers));
    expect(placed!.actualTotal).toBe(item!.price - memberPriceReduction(item!.price, 9.8) + freight!.fee);
  });

  it('refuses a submit confirmed with free shipping once the level no longer gives it', async () => {
    clock = Date.parse('2026-11-02T04:00:00Z');
    const now = new Date(clock);
    const { userId: buyer, token } = await shopper();
    await insertAddress(db, buyer, { ...shenzhenAddress('包邮'), commonAddr: 1 });
    await db.transaction(async (tx) =>
      creditGrowth(tx, buyer, DEMO_LEVELS[2].needGrowth, await ordinaryLevels(tx), now),
    );
    const item = await freightedItem(db);
    const confirm = () => confirmOne<{ uuid: string; totalTransFee: number }>(token, item);
    const submit = (uuid: string) =>
      app.inject(signedRequest('POST', '/p/order/submit', { uuid }, { token, now: clock }));
    const [diamond] = await db.select().from(levels).where(eq(levels.nameEn, DEMO_LEVELS[2].nameEn));
    const [free] = await db
      .select({ rightsId: levelRights.rightsId })
      .from(levelRights)
      .innerJoin(levelRightsLinks, eq(levelRightsLinks.rightsId, levelRights.rightsId))
      .where(and(eq(levelRightsLinks.levelId, diamond!.levelId), eq(levelRights.freeShipping, true)));
    const setFree = (on: boolean) =>
      db.update(levelRights).set({ freeShipping: on }).where(eq(levelRights.rightsId, free!.rightsId));

    const confirmed = await confirm();
    expect(confirmed.totalTransFee).toBe(0);
    // The level keeps its member price (the fresh quote agrees) but loses free shipping before submit.
    await setFree(false);
    try {
      await expectRefused(app, submit(confirmed.uuid), messages.orderFreeShippingLost);
      expect(await db.select().from(orders).where(eq(orders.settlementUuid, confirmed.uuid))).toHaveLength(0);
      // Confirmed again without free shipping: the freight is charged and the submit goes through.
      const charged = await confirm();
      expect(charged.totalTransFee).toBe(centsToYuan(item!.fee));
      // Free shipping coming back before submit keeps the confirmed freight (no refusal).
      await setFree(true);
      const { orderNumbers } = await expectOk<{ orderNumbers: string }>(app, submit(charged.uuid));
      const [placed] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumbers));
      expect(placed!.freight).toBe(item!.fee);
    } finally {
      await setFree(true);
    }
    // With free shipping throughout, the submit goes through with no freight.
    const kept = await confirm();
    expect(kept.totalTransFee).toBe(0);
    await expectOk(app, submit(kept.uuid));
  });

  it("names the member-price group in the request's language; submit takes a settlement confirmed in another", async () => {
    clock = Date.parse('2026-11-03T04:00:00Z');
    const now = new Date(clock);
    const { userId: buyer, token } = await shopper();
    await insertAddress(db, buyer, { ...shenzhenAddress('会员价'), commonAddr: 1 });
    await db.transaction(async (tx) =>
      creditGrowth(tx, buyer, DEMO_LEVELS[1].needGrowth, await ordinaryLevels(tx), now),
    );
    const item = await freightedItem(db);
    const gold = {
      discountRule: 2,
      discount: 9.8,
      reduceAmount: centsToYuan(memberPriceReduction(item.price, 9.8)),
    };
    type Groups = { shopCartItemDiscounts: { chooseDiscountItemDto: Record<string, unknown> | null }[] }[];
    const post = (url: string, body: unknown, lang?: string) =>
      app.inject(signedRequest('POST', url, body, { token, now: clock, lang }));
    const groupOf = (shops: Groups) => shops[0]!.shopCartItemDiscounts[0]!.chooseDiscountItemDto;

    // The cart: in Chinese without a language, in English when asked for.
    await expectOk(app, post('/p/shopCart/changeItem', { prodId: item.prodId, skuId: item.skuId, count: 1 }));
    expect(groupOf(await expectOk<Groups>(app, post('/p/shopCart/info', [])))).toMatchObject({
      ...gold,
      discountName: DEMO_LEVELS[1].nameZh,
    });
    expect(groupOf(await expectOk<Groups>(app, post('/p/shopCart/info', [], 'en')))).toMatchObject({
      ...gold,
      discountName: DEMO_LEVELS[1].nameEn,
    });
    expect(
      groupOf(await expectOk<Groups>(app, post('/p/shopCart/info', [], 'en-US,en;q=0.9'))),
    ).toMatchObject({
      discountName: DEMO_LEVELS[1].nameEn,
    });

    // Confirm in each language; each settlement submitted in the other language goes through.
    const confirm = (lang?: string) =>
      confirmOne<{ uuid: string; shopCartOrders: Groups }>(token, item, lang);
    const inEnglish = await confirm('en');
    expect(groupOf(inEnglish.shopCartOrders)).toMatchObject({ ...gold, discountName: DEMO_LEVELS[1].nameEn });
    const inChinese = await confirm();
    expect(groupOf(inChinese.shopCartOrders)).toMatchObject({ ...gold, discountName: DEMO_LEVELS[1].nameZh });
    for (const [uuid, lang] of [
      [inEnglish.uuid, 'zh'],
      [inChinese.uuid, 'en'],
    ] as const) {
      const { orderNumbers } = await expectOk<{ orderNumbers: string }>(
        app,
        post('/p/order/submit', { uuid, orderShopParam: [] }, lang),
      );
      const [placed] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumbers));
      expect(placed!.actualTotal).toBe(item.price - memberPriceReduction(item.price, 9.8) + item.fee);
    }
  });

  it("prunes sign-ins older than 60 days but keeps each shopper's last one", async () => {
    clock = Date.parse('2026-10-01T04:00:00Z');
    const { userId, token } = await shopper();
    for (let i = 0; i < 3; i++) {
      await expectOk(app, signIn(token));
      clock += DAY;
    }
    clock += 100 * DAY;
    expect(await pruneSignIns(db, new Date(clock))).toBeGreaterThanOrEqual(2);
    const left = await db
      .select()
      .from(signIns)
      .where(and(eq(signIns.userId, userId)));
    expect(left.map((r) => r.day)).toEqual(['2026-10-03']);
    expect(await pruneSignIns(db, new Date(clock))).toBe(0);
    // The streak continues from the kept row's rule: a missed day starts again.
    expect(await expectOk<SignInAnswer>(app, signIn(token))).toMatchObject({ signInCount: 1 });
  });
});
