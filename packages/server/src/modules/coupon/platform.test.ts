// The platform console's coupons (issue 18 item 5, decisions/0101) on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097), with a fake clock: a platform coupon created (for all
// products: the coupon centre lists it, shop 0), listed with its figures and filters, read, edited before
// its start, refused an edit once claimed, stopped (the centre hides it, a claim is refused); every
// refusal changes nothing and writes no audit row; a shop's coupon is not found through the platform's
// routes and a platform coupon not through the merchant's; the roles (everyone reads, the auditor may not
// change; no platform token is a 401). A coupon limited to chosen products of any store (decisions/0109):
// created, read with each product's store, edited, refused for a missing or deleted product or too many,
// and at settlement taking off only the chosen products.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  messages,
  type PlatformCouponDetail,
  type PlatformCouponPage,
  type PlatformRole,
} from '@mall/domain';
import type { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { merchantTokenOf, newShopper, type Shopper } from '../../test/mall.ts';
import { addPlatformAccount } from '../platform/accounts.ts';
import { issuePlatformToken } from '../platform/auth.ts';
import { products } from '../catalog/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { coupons, userCoupons } from './tables.ts';

const HOUR = 3600_000;
const demo = generateDemo({ perLeaf: 1 });
/** Products on sale of a store, each with a SKU in stock. */
const onSale = (shopId: number) =>
  demo.products
    .filter((p) => p.status === 1 && p.shopId === shopId)
    .map((p) => ({ ...p, sku: demo.skus.find((s) => s.prodId === p.prodId && s.stocks >= 20)! }))
    .filter((p) => p.sku);

interface Centre {
  couponId: number;
  shopId: number;
  canReceive: boolean;
}

describeEachDatabase('platform coupons', (database) => {
  let app: FastifyInstance;
  const clock = Date.now();
  let merchant1: string;
  let shopper: Shopper;
  let shopCoupon: number;
  const tokens = new Map<PlatformRole, string>();
  const db = () => database().handle.db;

  beforeAll(async () => {
    await seedIfEmpty(db(), { perLeaf: 1 });
    app = await testServer({ db: db(), now: () => clock });
    merchant1 = await merchantTokenOf(db(), 1);
    shopper = await newShopper(db(), '平台券');
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const id = await addPlatformAccount(db(), {
        username: `coupon_${role}`,
        role,
        password: `Test-${role}-9876`,
      });
      tokens.set(role, (await issuePlatformToken(db(), id, clock)).token);
    }
    shopCoupon = await expectOk<number>(
      app,
      signedRequest('POST', '/merchant/coupon', coupon({ prodIds: [] }), { token: merchant1, lang: 'zh' }),
    );
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const at = (ms: number) => formatDate(ms);
  function coupon(over: Record<string, unknown> = {}) {
    return {
      couponName: '全场满100减10',
      couponType: 1,
      cashCondition: 100,
      reduceAmount: 10,
      startTime: at(clock - HOUR),
      endTime: at(clock + 24 * HOUR),
      stocks: 50,
      limitNum: 1,
      ...over,
    };
  }
  const call = (method: Method, url: string, body?: unknown, role: PlatformRole | null = 'operator') =>
    app.inject(
      signedRequest(method, url, body, {
        lang: 'zh',
        now: clock,
        ...(role ? { token: tokens.get(role)! } : {}),
      }),
    );
  const create = (over: Record<string, unknown> = {}) =>
    expectOk<number>(app, call('POST', '/platform/coupon', coupon(over)));
  const info = (couponId: number) =>
    expectOk<PlatformCouponDetail>(app, call('GET', `/platform/coupon/info?couponId=${couponId}`));
  const page = (query = '') =>
    expectOk<PlatformCouponPage>(app, call('GET', `/platform/coupon/page?current=1&size=100${query}`));
  const centre = async (token?: string) =>
    (
      await expectOk<{ records: Centre[] }>(
        app,
        app.inject({
          url: '/api/coupon/getCouponPage?current=1&size=100',
          headers: token ? { authorization: `bearer ${token}` } : {},
        }),
      )
    ).records;
  const receive = (couponId: number) =>
    app.inject(
      signedRequest('POST', '/p/myCoupon/receive', couponId, {
        token: shopper.token,
        lang: 'zh',
        now: clock,
      }),
    );
  const audit = platformAuditProbe(() => app, db);
  const logMark = audit.mark;
  const logSince = audit.since;
  const allCoupons = () => db().select().from(coupons).orderBy(coupons.couponId);
  /** A refusal (400 with its message, or another status) that changed no coupon and wrote no audit row. */
  const refusedUnchanged = (
    sent: () => ReturnType<typeof call>,
    message: Parameters<typeof translate>[1],
    status = 400,
  ) => audit.refusedUnchanged(sent, message, allCoupons, status);

  it('creates a platform coupon for all products, with its audit row; the centre lists it', async () => {
    const mark = await logMark();
    const id = await create({ couponName: '平台满100减10' });
    const [row] = await db().select().from(coupons).where(eq(coupons.couponId, id));
    expect(row).toMatchObject({
      shopId: 0,
      suitableProdType: 0,
      prodIds: [],
      cashCondition: 10_000,
      reduceAmount: 1_000,
      stocks: 50,
      totalStocks: 50,
    });
    const log = await logSince(mark);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'coupon.create',
      targetType: 'coupon',
      targetId: String(id),
      actorRole: 'operator',
      before: null,
      after: { nameZh: '平台满100减10', cashCondition: 10_000, reduceAmount: 1_000, stopped: false },
    });
    expect((await centre()).find((c) => c.couponId === id)).toMatchObject({ shopId: 0, canReceive: true });
    expect(await info(id)).toMatchObject({
      couponId: id,
      couponName: '平台满100减10',
      cashCondition: 100,
      reduceAmount: 10,
      suitableProdType: 0,
      status: 1,
      stopped: false,
      totalStocks: 50,
      claimed: 0,
      used: 0,
      left: 50,
      prods: [],
    });
  });

  it('lists the platform coupons only, by status and name, with their figures', async () => {
    const later = await create({
      couponName: '明日平台9折',
      couponType: 2,
      couponDiscount: 9,
      startTime: at(clock + HOUR),
    });
    const all = await page();
    expect(all.records.every((r) => r.couponId !== shopCoupon)).toBe(true);
    expect(all.records.find((r) => r.couponId === later)).toMatchObject({
      couponType: 2,
      couponDiscount: 9,
      status: 0,
    });
    const notStarted = await page('&status=0');
    expect(notStarted.records.map((r) => r.couponId)).toContain(later);
    expect(notStarted.records.every((r) => r.status === 0)).toBe(true);
    const named = await page(`&name=${encodeURIComponent('明日平台')}`);
    expect(named.records.map((r) => r.couponId)).toEqual([later]);
    expect(named.total).toBe(1);
    await expectRefused(app, call('GET', '/platform/coupon/page?status=7'), messages.queryStatusInvalid);
    await expectRefused(
      app,
      call('GET', `/platform/coupon/page?name=${'x'.repeat(101)}`),
      messages.queryTextTooLong,
    );
  });

  it('refuses bad values, changing nothing', async () => {
    const post = (over: Record<string, unknown>) => () => call('POST', '/platform/coupon', coupon(over));
    await refusedUnchanged(post({ reduceAmount: 100 }), messages.couponAmountsInvalid);
    await refusedUnchanged(post({ couponType: 2, couponDiscount: 0 }), messages.couponAmountsInvalid);
    await refusedUnchanged(
      post({ startTime: at(clock - HOUR), endTime: at(clock - 60_000) }),
      messages.activityWindowInvalid,
    );
    await refusedUnchanged(post({ couponName: '' }), messages.invalid);
  });

  it('edits before the start with an audit row; refuses once claimed, started or stopped', async () => {
    const later = await create({ couponName: '待改平台券', startTime: at(clock + HOUR) });
    const mark = await logMark();
    await expectOk(
      app,
      call('PUT', '/platform/coupon', {
        ...coupon({ couponName: '改后平台券', startTime: at(clock + 2 * HOUR), stocks: 80 }),
        couponId: later,
      }),
    );
    expect(await info(later)).toMatchObject({ couponName: '改后平台券', totalStocks: 80, left: 80 });
    const log = await logSince(mark);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'coupon.update',
      targetId: String(later),
      before: { nameZh: '待改平台券', stocks: 50 },
      after: { nameZh: '改后平台券', stocks: 80, totalStocks: 80 },
    });
    // Bad values on an edit change nothing either.
    await refusedUnchanged(
      () =>
        call('PUT', '/platform/coupon', {
          ...coupon({ reduceAmount: 200, startTime: at(clock + HOUR) }),
          couponId: later,
        }),
      messages.couponAmountsInvalid,
    );

    // Claimed (and so started): refused.
    const live = await create({ couponName: '已领平台券' });
    await expectOk(app, receive(live));
    await refusedUnchanged(
      () => call('PUT', '/platform/coupon', { ...coupon({ startTime: at(clock + HOUR) }), couponId: live }),
      messages.promoStarted,
    );
    expect(await info(live)).toMatchObject({ claimed: 1, used: 0, left: 49 });
  });

  it('stops a coupon: its audit row, the centre hides it, no claim nor edit; a second stop is nothing', async () => {
    const id = await create({ couponName: '将停平台券' });
    const later = await create({ couponName: '将停未开始券', startTime: at(clock + HOUR) });
    const mark = await logMark();
    await expectOk(app, call('PUT', `/platform/coupon/${id}/stop`));
    await expectOk(app, call('PUT', `/platform/coupon/${later}/stop`));
    const log = await logSince(mark);
    expect(log.map((l) => [l.action, l.targetId])).toEqual([
      ['coupon.stop', String(id)],
      ['coupon.stop', String(later)],
    ]);
    expect(log[0]).toMatchObject({ before: { stopped: false }, after: { stopped: true } });
    expect((await centre()).map((c) => c.couponId)).not.toContain(id);
    expect(await info(id)).toMatchObject({ stopped: true, status: 2 });
    await refusedUnchanged(() => receive(id), messages.couponStopped);
    await refusedUnchanged(
      () => call('PUT', '/platform/coupon', { ...coupon({ startTime: at(clock + HOUR) }), couponId: later }),
      messages.promoStopped,
    );
    const again = await logMark();
    await expectOk(app, call('PUT', `/platform/coupon/${id}/stop`));
    expect(await logSince(again)).toEqual([]);
  });

  it("keeps a shop's coupons and the platform's apart", async () => {
    const platformCoupon = await create({ couponName: '互不可见券', startTime: at(clock + HOUR) });
    // Missing on the platform's routes: 404 (decisions/0105); on the merchant's: 400, as every merchant route.
    await refusedUnchanged(
      () => call('GET', `/platform/coupon/info?couponId=${shopCoupon}`),
      messages.activityNotFound,
      404,
    );
    await refusedUnchanged(
      () =>
        call('PUT', '/platform/coupon', { ...coupon({ startTime: at(clock + HOUR) }), couponId: shopCoupon }),
      messages.activityNotFound,
      404,
    );
    await refusedUnchanged(
      () => call('PUT', `/platform/coupon/${shopCoupon}/stop`),
      messages.activityNotFound,
      404,
    );
    await refusedUnchanged(() => call('PUT', '/platform/coupon/999999/stop'), messages.activityNotFound, 404);
    await refusedUnchanged(
      () => call('GET', '/platform/coupon/info?couponId=999999'),
      messages.activityNotFound,
      404,
    );
    await refusedUnchanged(
      () =>
        call('PUT', '/platform/coupon', { ...coupon({ startTime: at(clock + HOUR) }), couponId: 999_999 }),
      messages.activityNotFound,
      404,
    );
    const merchant = (method: Method, url: string, body?: unknown) => () =>
      app.inject(signedRequest(method, url, body, { token: merchant1, lang: 'zh', now: clock }));
    await refusedUnchanged(
      merchant('GET', `/merchant/coupon/info?couponId=${platformCoupon}`),
      messages.activityNotFound,
    );
    await refusedUnchanged(
      merchant('PUT', '/merchant/coupon', {
        ...coupon({ startTime: at(clock + HOUR), prodIds: [] }),
        couponId: platformCoupon,
      }),
      messages.activityNotFound,
    );
    await refusedUnchanged(
      merchant('PUT', `/merchant/coupon/${platformCoupon}/stop`),
      messages.activityNotFound,
    );
    const shopPage = await expectOk<PlatformCouponPage>(
      app,
      merchant('GET', '/merchant/coupon/page?size=100')(),
    );
    expect(shopPage.records.map((r) => r.couponId)).not.toContain(platformCoupon);
  });

  it('lets everyone read and only admin and operator change; no token is a 401', async () => {
    const id = await create({ couponName: '角色平台券', startTime: at(clock + HOUR) });
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      await expectOk(app, call('GET', '/platform/coupon/page', undefined, role));
      await expectOk(app, call('GET', `/platform/coupon/info?couponId=${id}`, undefined, role));
    }
    const asAuditor = (method: Method, url: string, body?: unknown) => () =>
      call(method, url, body, 'auditor');
    await refusedUnchanged(asAuditor('POST', '/platform/coupon', coupon()), messages.platformForbidden, 403);
    await refusedUnchanged(
      asAuditor('PUT', '/platform/coupon', { ...coupon({ startTime: at(clock + HOUR) }), couponId: id }),
      messages.platformForbidden,
      403,
    );
    await refusedUnchanged(asAuditor('PUT', `/platform/coupon/${id}/stop`), messages.platformForbidden, 403);
    await refusedUnchanged(
      () => call('GET', '/platform/coupon/page', undefined, null),
      messages.loginFirst,
      401,
    );
    await refusedUnchanged(() => call('POST', '/platform/coupon', coupon(), null), messages.loginFirst, 401);
    // The admin changes too.
    await expectOk(app, call('PUT', `/platform/coupon/${id}/stop`, undefined, 'admin'));
    const [row] = await db()
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.couponId, id)));
    expect(row?.n).toBe(0);
  });
  describe('limited to chosen products of any store (decisions/0109)', () => {
    const [a1, a2] = onSale(1);
    const [b1] = onSale(2);

    it('creates and edits a coupon with products of several stores, with the ids in its audit rows', async () => {
      const mark = await logMark();
      const id = await create({ couponName: '指定商品券', prodIds: [b1!.prodId, a1!.prodId, a1!.prodId] });
      const [row] = await db().select().from(coupons).where(eq(coupons.couponId, id));
      const both = [a1!.prodId, b1!.prodId].sort((x, y) => x - y);
      expect(row).toMatchObject({ shopId: 0, suitableProdType: 1, prodIds: both });
      const detail = await info(id);
      expect(detail.suitableProdType).toBe(1);
      // The list says what each coupon applies to: the count of its products, 0 for all products.
      const listed = (couponId: number) => page().then((p) => p.records.find((r) => r.couponId === couponId));
      expect(await listed(id)).toMatchObject({ suitableProdType: 1, prodCount: 2 });
      expect(detail.prods.map((p) => [p.prodId, p.shopId])).toEqual(
        both.map((prodId) => [prodId, prodId === a1!.prodId ? 1 : 2]),
      );
      expect(detail.prods.every((p) => p.shopName.length > 0 && p.prodName.length > 0)).toBe(true);
      expect(detail.prods.find((p) => p.prodId === a1!.prodId)).toMatchObject({
        prodName: a1!.nameZh,
        prodNameEn: a1!.nameEn,
        status: 1,
      });
      const [created] = await logSince(mark);
      expect(created).toMatchObject({
        action: 'coupon.create',
        after: { suitableProdType: 1, prodIds: both },
      });

      const later = await create({ couponName: '待改指定券', startTime: at(clock + HOUR), prodIds: both });
      const edit = await logMark();
      await expectOk(
        app,
        call('PUT', '/platform/coupon', {
          ...coupon({ couponName: '待改指定券', startTime: at(clock + HOUR), prodIds: [a2!.prodId] }),
          couponId: later,
        }),
      );
      expect((await info(later)).prods.map((p) => p.prodId)).toEqual([a2!.prodId]);
      const [updated] = await logSince(edit);
      expect(updated).toMatchObject({
        action: 'coupon.update',
        before: { suitableProdType: 1, prodIds: both },
        after: { suitableProdType: 1, prodIds: [a2!.prodId] },
      });
      // Back to all products.
      await expectOk(
        app,
        call('PUT', '/platform/coupon', {
          ...coupon({ startTime: at(clock + HOUR), prodIds: [] }),
          couponId: later,
        }),
      );
      expect(await info(later)).toMatchObject({ suitableProdType: 0, prods: [] });
      expect(await listed(later)).toMatchObject({ suitableProdType: 0, prodCount: 0 });
    });

    it('refuses a missing or deleted product by its id, and too many products, changing nothing', async () => {
      const later = await create({ couponName: '拒绝指定券', startTime: at(clock + HOUR) });
      const missing = 999_999_998;
      await audit.refusedUnchanged(
        () => call('POST', '/platform/coupon', coupon({ prodIds: [a1!.prodId, missing, missing - 1] })),
        messages.couponProductNotFound,
        allCoupons,
        400,
        { prodId: missing - 1 },
      );
      await audit.refusedUnchanged(
        () =>
          call('PUT', '/platform/coupon', {
            ...coupon({ startTime: at(clock + HOUR), prodIds: [missing] }),
            couponId: later,
          }),
        messages.couponProductNotFound,
        allCoupons,
        400,
        { prodId: missing },
      );
      // A deleted product (status below 0) is missing too, as for the merchant's check.
      const gone = onSale(2)[1]!;
      await db().update(products).set({ status: -1 }).where(eq(products.prodId, gone.prodId));
      try {
        await audit.refusedUnchanged(
          () => call('POST', '/platform/coupon', coupon({ prodIds: [gone.prodId] })),
          messages.couponProductNotFound,
          allCoupons,
          400,
          { prodId: gone.prodId },
        );
      } finally {
        await db().update(products).set({ status: 1 }).where(eq(products.prodId, gone.prodId));
      }
      // At most 500 products, as the merchant's.
      const tooMany = Array.from({ length: 501 }, (_, i) => a1!.prodId + i);
      await refusedUnchanged(
        () => call('POST', '/platform/coupon', coupon({ prodIds: tooMany })),
        messages.couponProdsInvalid,
      );
      await refusedUnchanged(
        () => call('POST', '/platform/coupon', coupon({ prodIds: [0] })),
        messages.couponProdsInvalid,
      );
      await refusedUnchanged(
        () => call('POST', '/platform/coupon', coupon({ prodIds: [a1!.prodId, -3] })),
        messages.couponProdsInvalid,
      );
      // The auditor may not, products or not.
      await refusedUnchanged(
        () => call('POST', '/platform/coupon', coupon({ prodIds: [a1!.prodId] }), 'auditor'),
        messages.platformForbidden,
        403,
      );
      await refusedUnchanged(
        () => call('POST', '/platform/coupon', coupon({ prodIds: [a1!.prodId] }), null),
        messages.loginFirst,
        401,
      );
    });

    it('takes off a chosen product of a store at settlement, not an unchosen one; centre and my coupons show it', async () => {
      const buyer = await newShopper(db(), '指定券买家');
      const id = await create({
        couponName: '指定商品减5',
        cashCondition: 0,
        reduceAmount: 5,
        prodIds: [a1!.prodId, b1!.prodId],
      });
      expect((await centre()).find((c) => c.couponId === id)).toMatchObject({ shopId: 0 });
      await expectOk(
        app,
        app.inject(
          signedRequest('POST', '/p/myCoupon/receive', id, { token: buyer.token, lang: 'zh', now: clock }),
        ),
      );
      const mine = await expectOk<{ records: { couponId: number }[] }>(
        app,
        app.inject(
          signedRequest('GET', '/p/myCoupon/getCouponList?status=1&current=1&size=100', undefined, {
            token: buyer.token,
            lang: 'zh',
            now: clock,
          }),
        ),
      );
      expect(mine.records.map((c) => c.couponId)).toContain(id);
      interface Confirmed {
        coupons: { couponId: number; canUse: boolean; reduce: number }[];
        shopCartOrders: { shopId: number; couponReduce: number }[];
      }
      const confirm = (p: { prodId: number; shopId: number; sku: { skuId: number } }) =>
        expectOk<Confirmed>(
          app,
          app.inject(
            signedRequest(
              'POST',
              '/p/order/confirm',
              {
                addrId: 0,
                orderItem: { prodId: p.prodId, skuId: p.sku.skuId, prodCount: 1, shopId: p.shopId },
              },
              { token: buyer.token, lang: 'zh', now: clock },
            ),
          ),
        );
      const chosen = await confirm(a1!);
      expect(chosen.coupons.find((c) => c.couponId === id)).toMatchObject({ canUse: true, reduce: 5 });
      expect(chosen.shopCartOrders[0]).toMatchObject({ shopId: 1, couponReduce: 5 });
      const unchosen = await confirm(a2!);
      expect(unchosen.coupons.find((c) => c.couponId === id)).toMatchObject({ canUse: false, reduce: 0 });
      expect(unchosen.shopCartOrders[0]).toMatchObject({ shopId: 1, couponReduce: 0 });
    });
  });
});
