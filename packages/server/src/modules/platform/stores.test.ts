// The console's store screens' routes (issue 18 items 1 and 8, decisions/0084), on PostgreSQL (PGlite
// instead where PostgreSQL is unavailable, decisions/0097) over the seeded demo mall: an application's
// detail with its audit history (reject, resubmit: under review again, approve), the applications' search
// word, the stores' list (name, status, owner, counts) and detail (owner, application documents only for
// the roles that read applications, offline reason and time, the platform's actions on it), the audit
// log's filters; every refusal (400 with its message, 401 without a platform token, 403 for the roles that
// may not) and that a refused change writes nothing.
import { randomBytes, randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  formatDate,
  isPlatformAuditAction,
  isPlatformAuditTarget,
  messages,
  platformAuditTargetOf,
  type AuditLogRecord,
  type Page,
  type PlatformRole,
  type PlatformShopDetail,
  type PlatformShopRecord,
  type ShopApplyDetail,
  type ShopApplyRecord,
} from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectNotFound, expectRefused } from '../../test/inject.ts';
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { demoProducts, makeShopper, newShopper, openTestMall, type TestMall } from '../../test/mall.ts';
import { users } from '../account/tables.ts';
import { products } from '../catalog/tables.ts';
import { recordUpload } from '../file/service.ts';
import { orders } from '../order/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { shops } from '../shop/tables.ts';
import { addPlatformAccount } from './accounts.ts';
import { issuePlatformToken } from './auth.ts';
import { platformAuditLog } from './tables.ts';

describeEachDatabase('platform console: applications, stores, audit log', (database) => {
  let mall: TestMall;
  const db = () => database().handle.db;
  const tokens = new Map<PlatformRole, string>();
  const names = new Map<PlatformRole, string>();

  beforeAll(async () => {
    await seedIfEmpty(db(), { perLeaf: 1 });
    mall = await openTestMall(db());
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const username = `Stores_${role}`;
      const id = await addPlatformAccount(db(), { username, role, password: `Test-${role}-9876` });
      tokens.set(role, (await issuePlatformToken(db(), id, Date.now())).token);
      names.set(role, username);
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  const as = (role: PlatformRole | null, method: string, url: string, body?: unknown) =>
    mall.send(method, url, { ...(role ? { token: tokens.get(role)! } : {}), body });
  const ok = async <T>(role: PlatformRole, method: string, url: string, body?: unknown): Promise<T> => {
    const res = await as(role, method, url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const expectStatus = async (status: number, sent: ReturnType<typeof as>, text?: string) => {
    const res = await sent;
    expect(res.statusCode, res.body).toBe(status);
    if (text !== undefined) expect(res.body).toBe(text);
  };
  const zh = (d: Parameters<typeof translate>[1]) => translate('zh', d);
  const logCount = async () => (await db().select({ n: count() }).from(platformAuditLog))[0]!.n;
  const lastLogId = platformAuditProbe(() => mall.app, db).mark;

  let sequence = 0;
  async function upload(userId: string, kind: 'public' | 'private'): Promise<string> {
    const folder = kind === 'public' ? 'uploads' : 'private-uploads';
    const url = `/api/${folder}/2026/11/${randomBytes(16).toString('hex')}.png`;
    await recordUpload(db(), url, userId, new Date());
    return url;
  }
  /** A shopper (nickname `label`, a mobile) with an application under review. */
  async function applicant(label: string) {
    sequence += 1;
    const made = await makeShopper(db(), { label, address: null });
    const mobile = `13${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    await db().update(users).set({ mobile }).where(eq(users.userId, made.userId));
    const form = async () => ({
      shopName: `${label}茶铺${sequence}`,
      tel: '13800138000',
      provinceId: 110000,
      cityId: 110100,
      areaId: 110105,
      shopAddress: '建国路88号',
      intro: '一家卖手工茶具和本地茶叶的小店。',
      shopLogo: await upload(made.userId, 'public'),
      businessLicense: await upload(made.userId, 'private'),
      identityCardFront: await upload(made.userId, 'private'),
      identityCardLater: await upload(made.userId, 'private'),
    });
    const res = await mall.send('POST', '/p/shop/apply', { token: made.token, body: await form() });
    expect(res.statusCode, res.body).toBe(200);
    return { ...made, mobile, applyId: res.json<number>(), form };
  }
  const audit = (applyId: number, agree: boolean, remark?: string, role: PlatformRole = 'auditor') =>
    as(role, 'PUT', '/platform/shopApply/audit', { applyId, agree, ...(remark ? { remark } : {}) });
  const applyInfo = (applyId: number, role: PlatformRole = 'auditor') =>
    ok<ShopApplyDetail>(role, 'GET', `/platform/shopApply/info?applyId=${applyId}`);
  const applyList = (query: string, role: PlatformRole = 'auditor') =>
    ok<Page<ShopApplyRecord>>(role, 'GET', `/platform/shopApply/page?size=100&${query}`);

  it('shows an application with its documents and its whole audit history; a resubmitted one is under review again', async () => {
    const shopper = await applicant('详情');
    const first = await applyInfo(shopper.applyId);
    expect(first).toMatchObject({ applyId: shopper.applyId, status: 0, userId: shopper.userId, history: [] });
    expect(first.userMobile).toBe(`${shopper.mobile.slice(0, 3)}****${shopper.mobile.slice(-4)}`);
    expect(first.businessLicense).toMatch(/^\/api\/private-uploads\/.+\?expires=\d+&sig=[0-9a-f]{32}$/);
    expect(first.identityCardFront).toMatch(/\?expires=\d+&sig=/);

    expect((await audit(shopper.applyId, false, '执照模糊')).statusCode).toBe(200);
    const rejected = await applyInfo(shopper.applyId);
    expect(rejected.status).toBe(-1);
    expect(rejected.history).toEqual([
      expect.objectContaining({
        action: 'shopApply.reject',
        actorUsername: names.get('auditor'),
        actorRole: 'auditor',
        remark: '执照模糊',
      }),
    ]);

    // The shopper fixes and resubmits (spec section 4): under review again, in the list's first tab.
    const resubmitted = await mall.send('PUT', '/p/shop/apply', {
      token: shopper.token,
      body: await shopper.form(),
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const again = await applyInfo(shopper.applyId);
    expect(again).toMatchObject({ status: 0, auditRemark: null, auditTime: null });
    expect(again.history).toHaveLength(1);
    expect((await applyList('status=0')).records.map((r) => r.applyId)).toContain(shopper.applyId);
    expect((await applyList('status=-1')).records.map((r) => r.applyId)).not.toContain(shopper.applyId);

    expect((await audit(shopper.applyId, true, '资料齐全', 'admin')).statusCode).toBe(200);
    const approved = await applyInfo(shopper.applyId, 'admin');
    expect(approved.status).toBe(1);
    expect(approved.shopId).toBeGreaterThan(0);
    expect(approved.history.map((h) => [h.action, h.actorRole, h.remark])).toEqual([
      ['shopApply.reject', 'auditor', '执照模糊'],
      ['shopApply.approve', 'admin', '资料齐全'],
    ]);
  });

  it('finds applications by a part of the store name or nickname, or the whole mobile', async () => {
    const a = await applicant('搜索甲');
    const b = await applicant('搜索乙');
    const ids = async (query: string) => (await applyList(query)).records.map((r) => r.applyId);
    expect(await ids(`keyword=${encodeURIComponent('搜索甲茶')}`)).toEqual([a.applyId]);
    expect(await ids(`keyword=${encodeURIComponent('搜索')}`)).toEqual([b.applyId, a.applyId]);
    expect(await ids(`keyword=${b.mobile}`)).toEqual([b.applyId]);
    expect(await ids(`keyword=${b.mobile.slice(0, 5)}`)).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(await ids('keyword=%25')).toEqual([]);
    const page = await applyList(`keyword=${encodeURIComponent('搜索')}&status=0`);
    expect(page.total).toBe(2);
    await expectStatus(
      400,
      as('auditor', 'GET', `/platform/shopApply/page?keyword=${'长'.repeat(101)}`),
      zh(messages.queryTextTooLong),
    );
  });

  it('refuses the application routes: unknown or malformed id, no token, the operator', async () => {
    const { applyId } = await applicant('拒绝');
    await expectNotFound(
      mall.app,
      as('auditor', 'GET', '/platform/shopApply/info?applyId=999999'),
      messages.storeApplyNotFound,
    );
    await expectRefused(
      mall.app,
      as('auditor', 'GET', '/platform/shopApply/info?applyId=abc'),
      messages.queryIdInvalid,
    );
    await expectRefused(mall.app, as('auditor', 'GET', '/platform/shopApply/info'), messages.queryIdInvalid);
    await expectStatus(
      401,
      as(null, 'GET', `/platform/shopApply/info?applyId=${applyId}`),
      zh(messages.loginFirst),
    );
    await expectStatus(
      403,
      as('operator', 'GET', `/platform/shopApply/info?applyId=${applyId}`),
      zh(messages.platformForbidden),
    );
    await expectStatus(
      403,
      as('operator', 'GET', '/platform/shopApply/page'),
      zh(messages.platformForbidden),
    );
    const logs = await logCount();
    await expectStatus(403, audit(applyId, true, undefined, 'operator'), zh(messages.platformForbidden));
    expect(await logCount()).toBe(logs);
    expect((await applyInfo(applyId)).status).toBe(0);
    expect((await applyInfo(applyId, 'admin')).applyId).toBe(applyId);
  });

  const shopList = (query: string, role: PlatformRole = 'operator') =>
    ok<Page<PlatformShopRecord>>(role, 'GET', `/platform/shop/page?size=100&${query}`);
  const shopInfo = (shopId: number, role: PlatformRole = 'auditor') =>
    ok<PlatformShopDetail>(role, 'GET', `/platform/shop/info?shopId=${shopId}`);

  it('lists the stores by name and status with their owner and counts; everyone reads them', async () => {
    const owner = await applicant('列表');
    expect((await audit(owner.applyId, true)).statusCode).toBe(200);
    const shopId = (await applyInfo(owner.applyId)).shopId!;
    const found = await shopList(`shopName=${encodeURIComponent('列表茶铺')}`);
    expect(found.records).toHaveLength(1);
    expect(found.records[0]).toMatchObject({
      shopId,
      status: 1,
      type: 0,
      productCount: 0,
      orderCount: 0,
      owner: { userId: owner.userId, userName: '列表', merchantUsername: expect.any(String) },
    });
    expect(found.records[0]!.owner.userMobile).toContain('****');

    // Shop 1 of the demo: its products counted, an order placed counts.
    const [seeded] = await db().select({ n: count() }).from(products).where(eq(products.shopId, 1));
    const [product] = demoProducts(1);
    const buyer = await newShopper(db(), 'counts');
    const { uuid } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
      token: buyer.token,
      body: { orderItem: { prodId: product!.prodId, skuId: product!.skuId, prodCount: 1 }, couponIds: [] },
    });
    await mall.ok('POST', '/p/order/submit', { token: buyer.token, body: { uuid, orderShopParam: [] } });
    const [placed] = await db().select({ n: count() }).from(orders).where(eq(orders.shopId, 1));
    expect(placed!.n).toBeGreaterThan(0);
    const shop1 = await shopInfo(1, 'operator');
    expect(shop1).toMatchObject({ productCount: seeded!.n, orderCount: placed!.n, owner: { userId: null } });
    expect(shop1.productCount).toBeGreaterThan(0);

    // The status filter: an offline store is only under "offline".
    expect(
      (await as('auditor', 'PUT', '/platform/shop/offline', { shopId, reason: '资质过期' })).statusCode,
    ).toBe(200);
    const offline = (await shopList('status=2', 'auditor')).records.map((r) => r.shopId);
    expect(offline).toContain(shopId);
    expect((await shopList('status=1')).records.map((r) => r.shopId)).not.toContain(shopId);
    const all = await shopList(`shopName=${encodeURIComponent('列表茶')}&status=-9`, 'admin');
    expect(all.records.map((r) => r.status)).toEqual([2]);
    // Newest first.
    const ids = (await shopList('')).records.map((r) => r.shopId);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    await expectRefused(
      mall.app,
      as('operator', 'GET', '/platform/shop/page?status=5'),
      messages.queryStatusInvalid,
    );
    await expectStatus(401, as(null, 'GET', '/platform/shop/page'), zh(messages.loginFirst));
  });

  it("shows a store's detail: owner, documents only to those who read applications, offline reason and time, the platform's actions", async () => {
    const owner = await applicant('详情店');
    expect((await audit(owner.applyId, true)).statusCode).toBe(200);
    const shopId = (await applyInfo(owner.applyId)).shopId!;
    const open = await shopInfo(shopId);
    expect(open).toMatchObject({ shopId, status: 1, offlineReason: null, offlineTime: null, actions: [] });
    expect(open.application).toMatchObject({ applyId: owner.applyId, shopAddress: '建国路88号' });
    expect(open.application!.identityCardFront).toMatch(/\?expires=\d+&sig=/);
    const forOperator = await shopInfo(shopId, 'operator');
    expect(forOperator.application).toMatchObject({
      applyId: owner.applyId,
      businessLicense: null,
      identityCardFront: null,
      identityCardLater: null,
    });
    // The applicant's number: in full for those who see the documents, masked for the operator.
    expect(open.application!.tel).toMatch(/^1\d{10}$/);
    expect(forOperator.application!.tel).toBe(
      `${open.application!.tel.slice(0, 3)}****${open.application!.tel.slice(-4)}`,
    );

    const before = Date.now();
    expect((await as('admin', 'PUT', '/platform/shop/offline', { shopId, reason: '售假' })).statusCode).toBe(
      200,
    );
    const down = await shopInfo(shopId);
    expect(down).toMatchObject({ status: 2, offlineReason: '售假' });
    expect(down.offlineTime! >= formatDate(before - 1000)).toBe(true);
    expect((await as('auditor', 'PUT', '/platform/shop/online', { shopId })).statusCode).toBe(200);
    const up = await shopInfo(shopId, 'admin');
    expect(up).toMatchObject({ status: 1, offlineReason: null, offlineTime: null });
    expect(up.actions.map((a) => [a.action, a.actorRole, a.remark])).toEqual([
      ['shop.online', 'auditor', null],
      ['shop.offline', 'admin', '售假'],
    ]);

    // A demo store (no application): no owner applicant, no application.
    const demo = await shopInfo(1, 'operator');
    expect(demo).toMatchObject({ shopId: 1, application: null, owner: { userId: null, userName: null } });

    await expectNotFound(
      mall.app,
      as('auditor', 'GET', '/platform/shop/info?shopId=999999'),
      messages.shopNotFound,
    );
    await expectRefused(
      mall.app,
      as('auditor', 'GET', '/platform/shop/info?shopId=0'),
      messages.queryIdInvalid,
    );
    await expectStatus(401, as(null, 'GET', `/platform/shop/info?shopId=${shopId}`), zh(messages.loginFirst));
  });

  it('lets an operator read the stores but not take one offline or bring it online: nothing changes, no log row', async () => {
    const owner = await applicant('角色');
    expect((await audit(owner.applyId, true)).statusCode).toBe(200);
    const shopId = (await applyInfo(owner.applyId)).shopId!;
    const logs = await logCount();
    await expectStatus(
      403,
      as('operator', 'PUT', '/platform/shop/offline', { shopId, reason: '测试' }),
      zh(messages.platformForbidden),
    );
    expect(
      (await db().select({ status: shops.status }).from(shops).where(eq(shops.shopId, shopId)))[0]!.status,
    ).toBe(1);
    expect(
      (await as('auditor', 'PUT', '/platform/shop/offline', { shopId, reason: '测试' })).statusCode,
    ).toBe(200);
    const afterOffline = await logCount();
    await expectStatus(
      403,
      as('operator', 'PUT', '/platform/shop/online', { shopId }),
      zh(messages.platformForbidden),
    );
    await expectRefused(
      mall.app,
      as('auditor', 'PUT', '/platform/shop/offline', { shopId, reason: '再来' }),
      messages.shopNotOpen,
    );
    expect(await logCount()).toBe(afterOffline);
    expect(afterOffline).toBe(logs + 1);
    expect((await shopInfo(shopId, 'operator')).status).toBe(2);
  });

  const logPage = (query: string, role: PlatformRole = 'auditor') =>
    ok<Page<AuditLogRecord>>(role, 'GET', `/platform/auditLog/page?size=100&${query}`);

  it('searches the audit log by actor, action, target and days, newest first, with before and after', async () => {
    const mark = await lastLogId();
    const owner = await applicant('日志');
    expect((await audit(owner.applyId, false, '名称不符', 'admin')).statusCode).toBe(200);
    const resubmitted = await mall.send('PUT', '/p/shop/apply', {
      token: owner.token,
      body: await owner.form(),
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect((await audit(owner.applyId, true)).statusCode).toBe(200);
    const shopId = (await applyInfo(owner.applyId)).shopId!;
    expect(
      (await as('auditor', 'PUT', '/platform/shop/offline', { shopId, reason: '日志测试' })).statusCode,
    ).toBe(200);

    const target = await logPage(`targetType=shopApply&targetId=${owner.applyId}`);
    expect(target.records.map((r) => r.action)).toEqual(['shopApply.approve', 'shopApply.reject']);
    const reject = target.records[1]!;
    expect(reject).toMatchObject({
      actorUsername: names.get('admin'),
      actorRole: 'admin',
      targetId: String(owner.applyId),
    });
    expect(reject.before).toMatchObject({ status: 0 });
    expect(reject.after).toMatchObject({ status: -1, auditRemark: '名称不符', remark: '名称不符' });
    expect(target.records[0]!.createTime >= reject.createTime).toBe(true);

    // The actor's name in any case; an action's beginning; a day range.
    const byAdmin = await logPage(`actor=${names.get('admin')!.toUpperCase()}`);
    expect(byAdmin.records.length).toBeGreaterThan(0);
    expect(byAdmin.records.every((r) => r.actorUsername === names.get('admin'))).toBe(true);
    const shopActions = await logPage(`action=shop.&targetId=${shopId}`);
    expect(shopActions.records.map((r) => r.action)).toEqual(['shop.offline']);
    expect(shopActions.records[0]!.after).toEqual({ status: 2, offlineReason: '日志测试' });
    // Only the domain's actions and target types (or a target type's actions) are searched
    // (decisions/0099): anything else is a translated 400, not an empty page.
    expect((await logPage('action=shopApply.&targetType=shopApply')).total).toBeGreaterThanOrEqual(2);
    await expectRefused(
      mall.app,
      as('auditor', 'GET', '/platform/auditLog/page?action=shop_'),
      messages.auditActionUnknown,
    );
    await expectRefused(
      mall.app,
      as('auditor', 'GET', '/platform/auditLog/page?action=shop.close'),
      messages.auditActionUnknown,
    );
    await expectRefused(
      mall.app,
      as('auditor', 'GET', '/platform/auditLog/page?targetType=shops'),
      messages.auditTargetUnknown,
    );
    const today = formatDate(Date.now(), 'YYYY-MM-DD');
    const newest = await logPage(`startDate=${today}&endDate=${today}`);
    expect(newest.records[0]!.id).toBeGreaterThan(mark);
    const ids = newest.records.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect((await logPage('startDate=2000-01-01&endDate=2000-01-02')).total).toBe(0);
    expect((await logPage(`startDate=2000-01-01`, 'admin')).total).toBeGreaterThanOrEqual(4);

    await expectRefused(
      mall.app,
      as('auditor', 'GET', '/platform/auditLog/page?startDate=2026-13-01'),
      messages.queryDateInvalid,
    );
    await expectRefused(
      mall.app,
      as('auditor', 'GET', '/platform/auditLog/page?startDate=2026-11-02&endDate=2026-11-01'),
      messages.queryDateRangeInvalid,
    );
    await expectRefused(
      mall.app,
      as('auditor', 'GET', `/platform/auditLog/page?actor=${'a'.repeat(51)}`),
      messages.queryTextTooLong,
    );
    await expectStatus(403, as('operator', 'GET', '/platform/auditLog/page'), zh(messages.platformForbidden));
    await expectStatus(401, as(null, 'GET', '/platform/auditLog/page'), zh(messages.loginFirst));
  });

  it('writes only actions and target types that have words, the action on its own target type', async () => {
    const written = await db()
      .selectDistinct({ action: platformAuditLog.action, targetType: platformAuditLog.targetType })
      .from(platformAuditLog);
    expect(written.length).toBeGreaterThanOrEqual(4);
    for (const { action, targetType } of written) {
      expect(isPlatformAuditAction(action), action).toBe(true);
      expect(isPlatformAuditTarget(targetType), targetType).toBe(true);
      if (isPlatformAuditAction(action)) expect(platformAuditTargetOf(action)).toBe(targetType);
    }
  });
});
