// The merchant centre's special discounts, shop coupons and points prices (issue 17 item 7,
// decisions/0067) through inject, on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097), with a fake clock: the lists and their figures, an edit before the start with the
// create's checks and its refusal once started (also when the start passes while the edit waits for the
// row, decisions/0074), claimed or stopped, the stop (a stopped session prices nothing; a stopped coupon
// can no longer be claimed while the claimed ones stay usable), the points-price list, and another shop's
// ids refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  formatDate,
  messages,
  type MerchantCouponDetail,
  type MerchantCouponRow,
  type MerchantDiscountDetail,
  type MerchantDiscountRow,
  type MerchantScoreProd,
  type Page,
} from '@mall/domain';
import { translate } from './i18n.ts';
import type { Database } from './db/connection.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from './test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Method } from './test/inject.ts';
import { whileLocked } from './test/lockWait.ts';
import { merchantTokenOf, newShopper, type Shopper } from './test/mall.ts';
import { coupons, userCoupons } from './modules/coupon/tables.ts';
import { discounts } from './modules/discount/tables.ts';
import { generateDemo } from './modules/seed/generate.ts';
import { seedIfEmpty } from './modules/seed/index.ts';

const demo = generateDemo({ perLeaf: 1 });
const HOUR = 3600_000;
const onSale = (shopId: number) =>
  demo.products
    .filter((p) => p.status === 1 && p.shopId === shopId)
    .map((p) => ({ prodId: p.prodId, sku: demo.skus.find((s) => s.prodId === p.prodId && s.stocks >= 20)! }))
    .filter((p) => p.sku);

describeEachDatabase('merchant centre: discounts, coupons, points prices', (database) => {
  let app: FastifyInstance;
  let clock = Date.now();
  let merchant1: string;
  let merchant2: string;
  let shopper: Shopper;
  let other: Shopper;
  const [a, b, c] = onSale(1);
  const theirs = onSale(2)[0]!;

  const send = (method: Method, url: string, body: unknown, token?: string) =>
    signedRequest(method, url, body, { token, lang: 'zh', now: clock });
  const get = <T>(url: string, token = merchant1) => expectOk<T>(app, send('GET', url, undefined, token));
  const at = (ms: number) => formatDate(ms);
  const session = (over: Record<string, unknown> = {}) => ({
    discountName: '周末满减',
    discountType: 0,
    rules: [{ needAmount: 100, discount: 10 }],
    startTime: at(clock + HOUR),
    endTime: at(clock + 5 * HOUR),
    prodIds: [a!.prodId, b!.prodId],
    ...over,
  });
  const coupon = (over: Record<string, unknown> = {}) => ({
    couponName: '店铺券',
    couponType: 1,
    cashCondition: 0,
    reduceAmount: 5,
    startTime: at(clock + HOUR),
    endTime: at(clock + 48 * HOUR),
    stocks: 50,
    limitNum: 1,
    prodIds: [],
    ...over,
  });

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db, now: () => clock });
    merchant1 = await merchantTokenOf(db, 1);
    merchant2 = await merchantTokenOf(db, 2);
    shopper = await newShopper(db, '促销');
    other = await newShopper(db, '促销2');
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('lists, reads and edits a discount session before its start, with the checks of its creation', async () => {
    const { db } = database().handle;
    const id = await expectOk<number>(app, send('POST', '/merchant/discount', session(), merchant1));
    const page = await get<Page<MerchantDiscountRow>>('/merchant/discount/page?status=0');
    const row = page.records.find((r) => r.discountId === id)!;
    expect(row).toMatchObject({ status: 0, stopped: false, prodCount: 2, allProducts: false });
    expect((await get<Page<MerchantDiscountRow>>('/merchant/discount/page?status=1')).records).toEqual([]);
    const info = await get<MerchantDiscountDetail>(`/merchant/discount/info?discountId=${id}`);
    expect(info.prods.map((p) => p.prodId)).toEqual([a!.prodId, b!.prodId].sort((x, y) => x - y));

    const edit = (over: Record<string, unknown>, token = merchant1) =>
      send('PUT', '/merchant/discount', { ...session(over), discountId: id }, token);
    const before = await db.select().from(discounts).where(eq(discounts.discountId, id));
    await expectRefused(
      app,
      edit({ rules: [{ needAmount: 100, discount: 100 }] }),
      messages.discountRulesInvalid,
    );
    await expectRefused(app, edit({ prodIds: [theirs.prodId] }), messages.activityProductNotOwned);
    await expectRefused(
      app,
      edit({ startTime: at(clock + 2 * HOUR), endTime: at(clock + HOUR) }),
      messages.activityWindowInvalid,
    );
    // Another session of product c in the window: moving this one onto c overlaps it.
    const onC = await expectOk<number>(
      app,
      send(
        'POST',
        '/merchant/discount',
        session({ prodIds: [c!.prodId], startTime: at(clock + 10 * HOUR), endTime: at(clock + 12 * HOUR) }),
        merchant1,
      ),
    );
    await expectRefused(
      app,
      edit({ prodIds: [c!.prodId], endTime: at(clock + 11 * HOUR) }),
      messages.activityOverlap,
    );
    // Another shop's merchant: the session does not exist for it.
    await expectRefused(app, edit({ prodIds: [theirs.prodId] }, merchant2), messages.activityNotFound);
    await expectRefused(
      app,
      send('GET', `/merchant/discount/info?discountId=${id}`, undefined, merchant2),
      messages.activityNotFound,
    );
    await expectRefused(
      app,
      send('PUT', `/merchant/discount/${id}/stop`, undefined, merchant2),
      messages.activityNotFound,
    );
    expect(await db.select().from(discounts).where(eq(discounts.discountId, id))).toEqual(before);

    // The edit itself: its own window and products are no overlap with itself.
    await expectOk(
      app,
      edit({ discountName: '改名', prodIds: [b!.prodId], rules: [{ needAmount: 200, discount: 30 }] }),
    );
    const edited = await get<MerchantDiscountDetail>(`/merchant/discount/info?discountId=${id}`);
    expect(edited).toMatchObject({
      discountName: '改名',
      prodCount: 1,
      rules: [{ needAmount: 200, discount: 30 }],
    });
    expect(edited.prods.map((p) => p.prodId)).toEqual([b!.prodId]);

    // Once started by the server's clock, refused and unchanged.
    clock += HOUR;
    await expectRefused(app, edit({ discountName: '太晚' }), messages.promoStarted);
    expect((await get<MerchantDiscountDetail>(`/merchant/discount/info?discountId=${id}`)).discountName).toBe(
      '改名',
    );
    expect(
      (await get<Page<MerchantDiscountRow>>('/merchant/discount/page?status=1')).records.map(
        (r) => r.discountId,
      ),
    ).toEqual([id]);

    // Stopped: ended now, off the shoppers' list; a session not started is stopped before it runs.
    clock += 60_000;
    await expectOk(app, send('PUT', `/merchant/discount/${id}/stop`, undefined, merchant1));
    const stopped = await get<MerchantDiscountDetail>(`/merchant/discount/info?discountId=${id}`);
    expect(stopped).toMatchObject({ status: 2, stopped: true, endTime: at(clock) });
    const shopperPage = await expectOk<Page<{ discountId: number }>>(
      app,
      send('GET', '/discount/page', undefined),
    );
    expect(shopperPage.records.map((r) => r.discountId)).not.toContain(id);
    await expectOk(app, send('PUT', `/merchant/discount/${onC}/stop`, undefined, merchant1));
    await expectRefused(
      app,
      send('PUT', '/merchant/discount', { ...session({ prodIds: [c!.prodId] }), discountId: onC }, merchant1),
      messages.promoStopped,
    );
    // A stopped session blocks no new one over its products.
    await expectOk(
      app,
      send(
        'POST',
        '/merchant/discount',
        session({ prodIds: [c!.prodId], startTime: at(clock + 10 * HOUR), endTime: at(clock + 12 * HOUR) }),
        merchant1,
      ),
    );
    expect(
      (await get<Page<MerchantDiscountRow>>('/merchant/discount/page?status=2')).records
        .map((r) => r.discountId)
        .sort(),
    ).toEqual([id, onC].sort());
    await expectRefused(
      app,
      send('GET', '/merchant/discount/page?status=7', undefined, merchant1),
      messages.queryStatusInvalid,
    );
  });

  it('edits a coupon before its start, counts its claims and stops it while the claimed stay usable', async () => {
    const { db } = database().handle;
    const id = await expectOk<number>(app, send('POST', '/merchant/coupon', coupon(), merchant1));
    const edit = (over: Record<string, unknown>, token = merchant1) =>
      send('PUT', '/merchant/coupon', { ...coupon(over), couponId: id }, token);
    await expectRefused(app, edit({ reduceAmount: 0 }), messages.couponAmountsInvalid);
    await expectRefused(app, edit({ prodIds: [theirs.prodId] }), messages.activityProductNotOwned);
    await expectRefused(app, edit({}, merchant2), messages.activityNotFound);
    await expectRefused(
      app,
      send('GET', `/merchant/coupon/info?couponId=${id}`, undefined, merchant2),
      messages.activityNotFound,
    );
    await expectRefused(
      app,
      send('PUT', `/merchant/coupon/${id}/stop`, undefined, merchant2),
      messages.activityNotFound,
    );
    await expectOk(app, edit({ couponName: '改过的券', stocks: 3, limitNum: 2, prodIds: [a!.prodId] }));
    const info = await get<MerchantCouponDetail>(`/merchant/coupon/info?couponId=${id}`);
    expect(info).toMatchObject({
      couponName: '改过的券',
      status: 0,
      totalStocks: 3,
      left: 3,
      claimed: 0,
      used: 0,
      limitNum: 2,
      suitableProdType: 1,
    });
    expect(info.prods.map((p) => p.prodId)).toEqual([a!.prodId]);

    // Started: claims counted, the edit refused.
    clock += HOUR;
    await expectOk(app, send('POST', '/p/myCoupon/receive', id, shopper.token));
    await expectRefused(app, edit({ couponName: '太晚' }), messages.promoStarted);
    const row = (await get<Page<MerchantCouponRow>>('/merchant/coupon/page?status=1')).records.find(
      (r) => r.couponId === id,
    );
    expect(row).toMatchObject({ claimed: 1, used: 0, left: 2, stopped: false });

    // Stopped: no claim, not in the centre; the shopper's claimed coupon still usable.
    await expectOk(app, send('PUT', `/merchant/coupon/${id}/stop`, undefined, merchant1));
    await expectRefused(app, send('POST', '/p/myCoupon/receive', id, other.token), messages.couponStopped);
    await expectRefused(app, send('POST', '/p/myCoupon/receive', id, shopper.token), messages.couponStopped);
    const centre = await expectOk<Page<{ couponId: number }>>(
      app,
      send('GET', '/coupon/getCouponPage?size=100', undefined),
    );
    expect(centre.records.map((r) => r.couponId)).not.toContain(id);
    const usable = await expectOk<Page<{ couponId: number }>>(
      app,
      send('GET', '/p/myCoupon/getCouponList?status=1&size=100', undefined, shopper.token),
    );
    expect(usable.records.map((r) => r.couponId)).toContain(id);
    const confirmed = await expectOk<{ shopCartOrders: { couponReduce: number }[] }>(
      app,
      send(
        'POST',
        '/p/order/confirm',
        {
          addrId: 0,
          orderItem: { prodId: a!.prodId, skuId: a!.sku.skuId, prodCount: 1, shopId: 1 },
          couponIds: [id],
        },
        shopper.token,
      ),
    );
    expect(confirmed.shopCartOrders[0]!.couponReduce).toBe(5);
    const stopped = await get<MerchantCouponDetail>(`/merchant/coupon/info?couponId=${id}`);
    expect(stopped).toMatchObject({ status: 2, stopped: true, claimed: 1, left: 2 });
    expect(
      (await get<Page<MerchantCouponRow>>('/merchant/coupon/page?status=2')).records.map((r) => r.couponId),
    ).toContain(id);
    expect((await db.select().from(userCoupons).where(eq(userCoupons.couponId, id))).length).toBe(1);
  });

  it('refuses an edit once a claim exists, and one of a stopped coupon, changing nothing', async () => {
    const { db } = database().handle;
    const id = await expectOk<number>(app, send('POST', '/merchant/coupon', coupon(), merchant1));
    // A claim committed before the edit held the row (as at the very start): the edit is refused.
    await db.insert(userCoupons).values({ userId: other.userId, couponId: id, receivedAt: new Date(clock) });
    const before = await db.select().from(coupons).where(eq(coupons.couponId, id));
    await expectRefused(
      app,
      send('PUT', '/merchant/coupon', { ...coupon({ stocks: 9 }), couponId: id }, merchant1),
      messages.promoStarted,
    );
    const fresh = await expectOk<number>(app, send('POST', '/merchant/coupon', coupon(), merchant1));
    await expectOk(app, send('PUT', `/merchant/coupon/${fresh}/stop`, undefined, merchant1));
    await expectRefused(
      app,
      send('PUT', '/merchant/coupon', { ...coupon(), couponId: fresh }, merchant1),
      messages.promoStopped,
    );
    expect(await db.select().from(coupons).where(eq(coupons.couponId, id))).toEqual(before);
  });

  it('keeps the stock whole when an edit on a slow clock races with claims at the start', async () => {
    const { db } = database().handle;
    // Another instance whose clock is a minute behind: it still sees the coupon as not started.
    let behind = clock - 60_000;
    const slow = await testServer({ db, now: () => behind });
    try {
      const id = await expectOk<number>(
        app,
        send(
          'POST',
          '/merchant/coupon',
          coupon({ startTime: at(clock + 30_000), stocks: 20, limitNum: 1 }),
          merchant1,
        ),
      );
      clock += 30_000;
      behind = clock - 60_000;
      const shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => newShopper(db, `抢券${i}`)));
      const edit = slow.inject(
        signedRequest(
          'PUT',
          '/merchant/coupon',
          { ...coupon({ startTime: at(clock + HOUR), stocks: 5 }), couponId: id },
          {
            token: merchant1,
            lang: 'zh',
            now: behind,
          },
        ),
      );
      const claims = shoppers.map((s) => app.inject(send('POST', '/p/myCoupon/receive', id, s.token)));
      const [edited, ...claimed] = await Promise.all([edit, ...claims]);
      const [row] = await db.select().from(coupons).where(eq(coupons.couponId, id));
      const held = (await db.select().from(userCoupons).where(eq(userCoupons.couponId, id))).length;
      // Whatever the order: every claim is counted against the stock the coupon has now.
      expect(row!.totalStocks - row!.stocks).toBe(held);
      expect(held).toBe(claimed.filter((r) => r.statusCode === 200).length);
      if (edited.statusCode === 200) {
        // The edit came first: the coupon moved an hour on, so every claim was refused (not started).
        expect(held).toBe(0);
        expect(row!.totalStocks).toBe(5);
      } else {
        expect(edited.body).toBe(translate('zh', messages.promoStarted));
        expect(row!.totalStocks).toBe(20);
      }
    } finally {
      await slow.close();
    }
  });

  it("lists the shop's products with their points prices, priced and removed through the price route", async () => {
    const find = async (inMall: 0 | 1, token = merchant1) =>
      (await get<Page<MerchantScoreProd>>(`/merchant/scorePrice/page?inMall=${inMall}&size=100`, token))
        .records;
    const all = await find(0);
    const prod = all.find((p) => p.prodId === a!.prodId)!;
    expect(prod.skus.find((s) => s.skuId === a!.sku.skuId)).toMatchObject({
      scorePrice: null,
      scoreCash: null,
    });
    expect((await find(0, merchant2)).map((p) => p.prodId)).not.toContain(a!.prodId);
    await expectOk(
      app,
      send(
        'PUT',
        '/merchant/prod/scorePrice',
        { prodId: a!.prodId, skus: [{ skuId: a!.sku.skuId, scorePrice: 300, price: 1.5 }] },
        merchant1,
      ),
    );
    const priced = (await find(1)).find((p) => p.prodId === a!.prodId)!;
    expect(priced.skus.find((s) => s.skuId === a!.sku.skuId)).toMatchObject({
      scorePrice: 300,
      scoreCash: 1.5,
    });
    expect((await find(1, merchant2)).map((p) => p.prodId)).not.toContain(a!.prodId);
    await expectOk(app, send('PUT', '/merchant/prod/scorePrice', { prodId: a!.prodId, skus: [] }, merchant1));
    expect((await find(1)).map((p) => p.prodId)).not.toContain(a!.prodId);
  });

  /**
   * An edit sent 1 ms before the start that waits for the row's lock while the start passes: refused by
   * the clock read under the lock, and the row unchanged (decisions/0074).
   */
  async function editWaitingPastStart(
    what: string,
    lock: (tx: Database) => Promise<unknown>,
    read: () => Promise<unknown>,
    start: number,
    request: () => InjectOptions,
  ) {
    const { db } = database().handle;
    const before = await read();
    const saved = clock;
    try {
      clock = start - 1;
      let edit: Promise<{ statusCode: number; body: string }> | undefined;
      await whileLocked(db, database().kind, lock, async (waiting) => {
        edit = app.inject(request());
        await waiting();
        clock = start;
      });
      await expectRefused(app, edit!, messages.promoStarted);
    } finally {
      clock = saved;
    }
    expect(await read(), what).toEqual(before);
  }

  it("refuses a discount session's edit that waited for its lock past the start", async () => {
    const { db } = database().handle;
    const far = (h: number) => at(clock + h * HOUR);
    const id = await expectOk<number>(
      app,
      send(
        'POST',
        '/merchant/discount',
        session({ prodIds: [a!.prodId], startTime: far(500), endTime: far(501) }),
        merchant1,
      ),
    );
    const read = () => db.select().from(discounts).where(eq(discounts.discountId, id));
    const start = (await read())[0]!.startTime.getTime();
    await editWaitingPastStart(
      'the session',
      (tx) => tx.select().from(discounts).where(eq(discounts.discountId, id)).for('update'),
      read,
      start,
      () =>
        send(
          'PUT',
          '/merchant/discount',
          {
            ...session({
              discountName: '等锁',
              prodIds: [a!.prodId],
              startTime: at(start),
              endTime: at(start + HOUR),
            }),
            discountId: id,
          },
          merchant1,
        ),
    );
  });

  it("refuses a coupon's edit that waited for its lock past the start", async () => {
    const { db } = database().handle;
    const id = await expectOk<number>(app, send('POST', '/merchant/coupon', coupon(), merchant1));
    const read = () => db.select().from(coupons).where(eq(coupons.couponId, id));
    const start = (await read())[0]!.startTime.getTime();
    await editWaitingPastStart(
      'the coupon',
      (tx) => tx.select().from(coupons).where(eq(coupons.couponId, id)).for('update'),
      read,
      start,
      () =>
        send(
          'PUT',
          '/merchant/coupon',
          { ...coupon({ couponName: '等锁', startTime: at(start), stocks: 7 }), couponId: id },
          merchant1,
        ),
    );
  });

  it("refuses a shopper's claim that waited for the coupon's lock past its end", async () => {
    const { db } = database().handle;
    const id = await expectOk<number>(
      app,
      send(
        'POST',
        '/merchant/coupon',
        coupon({ couponName: '等锁领券', endTime: at(clock + 2 * HOUR) }),
        merchant1,
      ),
    );
    const [row] = await db.select().from(coupons).where(eq(coupons.couponId, id));
    const end = row!.endTime.getTime();
    const saved = clock;
    try {
      clock = end - 1;
      let claim: Promise<{ statusCode: number; body: string }> | undefined;
      await whileLocked(
        db,
        database().kind,
        (tx) => tx.select().from(coupons).where(eq(coupons.couponId, id)).for('update'),
        async (waiting) => {
          claim = app.inject(send('POST', '/p/myCoupon/receive', id, shopper.token));
          await waiting();
          clock = end;
        },
      );
      await expectRefused(app, claim!, messages.eventEnded);
    } finally {
      clock = saved;
    }
    expect(await db.select().from(userCoupons).where(eq(userCoupons.couponId, id))).toEqual([]);
    expect((await db.select().from(coupons).where(eq(coupons.couponId, id)))[0]!.stocks).toBe(row!.stocks);
  });
});
