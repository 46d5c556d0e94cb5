// The platform console's coupons (issue 18 item 5, decisions/0101) on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097), with a fake clock: a platform coupon created (for all
// products: the coupon centre lists it, shop 0), listed with its figures and filters, read, edited before
// its start, refused an edit once claimed, stopped (the centre hides it, a claim is refused); every
// refusal changes nothing and writes no audit row; a shop's coupon is not found through the platform's
// routes and a platform coupon not through the merchant's; the roles (everyone reads, the auditor may not
// change; no platform token is a 401).
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
import { seedIfEmpty } from '../seed/index.ts';
import { coupons, userCoupons } from './tables.ts';

const HOUR = 3600_000;

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
});
