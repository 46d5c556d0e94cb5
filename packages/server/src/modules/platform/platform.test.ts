// The platform's accounts and its store offline/online (issue 15, decisions/0050), on PostgreSQL (PGlite
// instead where PostgreSQL is unavailable, decisions/0097) over the seeded demo mall (which holds admin,
// operator and auditor): the login (right, wrong, unknown, disabled, the failure waits), the logout, the
// token kinds kept apart in both directions, the roles, the offline/online transitions and their refusals
// (nothing changed), the audit log rows, and the effects of an offline store: its products leave search,
// lists, the home page and the store page, detail answers "not in stock", the cart and checkout refuse,
// while its merchant still signs in, decides a refund and ships an order in progress; two cached servers
// drop what they hold of it at once. The command line's account functions (accounts.ts) and the production
// check of demo passwords (demo.ts) close the file.
import { constants, publicEncrypt } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { messages, type PlatformLoginResult } from '@mall/domain';
import { queryRows } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectNotFound, expectRefused, signedRequest, testServer } from '../../test/inject.ts';
import {
  demoProducts,
  merchantTokenOf,
  newShopper,
  openTestMall,
  refundApplication,
  unthrottled,
  type Shopper,
  type TestMall,
} from '../../test/mall.ts';
import { loadRsaKeys } from '../account/rsa.ts';
import { products } from '../catalog/tables.ts';
import { DEMO_MERCHANT_PASSWORD } from '../merchant/demo.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { shops } from '../shop/tables.ts';
import {
  addPlatformAccount,
  PlatformAccountError,
  setPlatformPassword,
  setPlatformRole,
  setPlatformStatus,
} from './accounts.ts';
import { demoPlatformAccounts, demoPlatformAccountsIn } from './demo.ts';
import { platformAuditLog, platformTokens, platformUsers } from './tables.ts';

const zh = (d: Parameters<typeof translate>[1]) => translate('zh', d);
const encrypt = (password: string) =>
  publicEncrypt(
    { key: loadRsaKeys(null).publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password),
  ).toString('base64');
type DemoProduct = ReturnType<typeof demoProducts>[number];
const demoPassword = (username: string) =>
  demoPlatformAccounts.find((a) => a.username === username)!.password;

describeEachDatabase('platform accounts and store offline', (database) => {
  let mall: TestMall;
  let shopper: Shopper;
  const db = () => database().handle.db;
  // Shop 1's products of the demo catalogue: a bought before the store goes offline, b in the cart.
  const [a, b] = demoProducts(2) as [DemoProduct, DemoProduct];

  beforeAll(async () => {
    await seedIfEmpty(db(), { perLeaf: 1 });
    mall = await openTestMall(db());
    shopper = await newShopper(db(), 'platform');
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  const loginRequest = (username: string, password: string, ip = '127.0.0.1'): InjectOptions => ({
    ...signedRequest('POST', '/platform/login', { username, password: encrypt(password) }),
    remoteAddress: ip,
  });
  const login = async (username: string, app: FastifyInstance = mall.app) => {
    const res = await app.inject(loginRequest(username, demoPassword(username)));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlatformLoginResult>();
  };
  const tokenOf = async (username: string) => (await login(username)).access_token;
  const offline = (token: string | undefined, body: unknown) =>
    mall.send('PUT', '/platform/shop/offline', { token, body });
  const online = (token: string | undefined, body: unknown) =>
    mall.send('PUT', '/platform/shop/online', { token, body });
  const shopRow = async (shopId: number) =>
    (await db().select().from(shops).where(eq(shops.shopId, shopId)))[0]!;
  const refused = (
    sent: Promise<{ statusCode: number; body: string }>,
    message: (typeof messages)[keyof typeof messages],
    values?: Record<string, unknown>,
  ) => expectRefused(mall.app, sent, message, values);
  const auditRows = () => db().select().from(platformAuditLog).orderBy(platformAuditLog.id);

  it('signs in the demo accounts with their roles; a wrong password, an unknown name and a disabled account get one answer', async () => {
    for (const { username, role } of demoPlatformAccounts) {
      const answer = await login(username);
      expect(answer).toMatchObject({ token_type: 'bearer', expires_in: 12 * 60 * 60, username, role });
      expect(answer.access_token.length).toBeGreaterThan(40);
    }
    // Only the hash is kept.
    const { access_token } = await login('admin');
    expect(
      await db().select().from(platformTokens).where(eq(platformTokens.tokenHash, access_token)),
    ).toEqual([]);

    await expectRefused(mall.app, loginRequest('admin', 'Wrong@1234'), messages.platformLoginFailed);
    await expectRefused(mall.app, loginRequest('nobody', 'Admin@1234'), messages.platformLoginFailed);
    // Shoppers' and merchants' credentials are nothing here.
    await expectRefused(
      mall.app,
      loginRequest('shop1', DEMO_MERCHANT_PASSWORD),
      messages.platformLoginFailed,
    );
    await addPlatformAccount(db(), { username: 'disabled_one', role: 'admin', password: 'Disabled#12345' });
    await setPlatformStatus(db(), 'disabled_one', 0);
    await expectRefused(
      mall.app,
      loginRequest('disabled_one', 'Disabled#12345'),
      messages.platformLoginFailed,
    );
    await setPlatformStatus(db(), 'disabled_one', 1);
    expect((await mall.app.inject(loginRequest('disabled_one', 'Disabled#12345'))).statusCode).toBe(200);
  });

  it("makes a stranger's address wait after 5 failures on two servers and after a restart, never the owner elsewhere", async () => {
    // No limiter given: the servers count in the database's shared store, as several instances do.
    const a = await testServer({ db: db() });
    const b = await testServer({ db: db() });
    let c: FastifyInstance | undefined;
    try {
      for (const app of [a, b, a, b, a]) {
        await expectRefused(
          app,
          loginRequest('auditor', 'Wrong@1234', '10.7.0.1'),
          messages.platformLoginFailed,
        );
      }
      // Even the right password waits, from that address, on either server and after a restart.
      for (const app of [a, b]) {
        await expectRefused(
          app,
          loginRequest('auditor', demoPassword('auditor'), '10.7.0.1'),
          messages.loginTooManyFailures,
        );
      }
      await a.close();
      c = await testServer({ db: db() });
      await expectRefused(
        c,
        loginRequest('auditor', demoPassword('auditor'), '10.7.0.1'),
        messages.loginTooManyFailures,
      );
      for (const app of [b, c]) {
        expect(
          (await app.inject(loginRequest('auditor', demoPassword('auditor'), '10.7.0.2'))).statusCode,
        ).toBe(200);
      }
      // The merchants' login counts apart (its own purpose), and is not slowed by these failures.
      const merchant = await b.inject({
        ...signedRequest('POST', '/merchant/login', {
          username: 'shop1',
          password: encrypt(DEMO_MERCHANT_PASSWORD),
        }),
        remoteAddress: '10.7.0.1',
      });
      expect(merchant.statusCode, merchant.body).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close(), c?.close()]);
    }
  });

  it('tells the signed-in account who it is (GET /platform/me): any role; 401 without or after logout', async () => {
    for (const username of ['admin', 'operator', 'auditor'] as const) {
      const token = await tokenOf(username);
      const res = await mall.send('GET', '/platform/me', { token });
      expect(res.statusCode, res.body).toBe(200);
      const me = JSON.parse(res.body) as { platformUserId: number; username: string; role: string };
      expect(me).toEqual({ platformUserId: expect.any(Number), username, role: username });
      await mall.send('POST', '/platform/logout', { token });
      const after = await mall.send('GET', '/platform/me', { token });
      expect(after.statusCode).toBe(401);
      expect(after.body).toBe(zh(messages.tokenInvalid));
    }
    const none = await mall.send('GET', '/platform/me');
    expect(none.statusCode).toBe(401);
    expect(none.body).toBe(zh(messages.loginFirst));
    const merchant = await mall.send('GET', '/platform/me', { token: await merchantTokenOf(db(), 1) });
    expect(merchant.statusCode).toBe(401);
  });

  it("logs out: the token is refused at once, the account's other sessions stay", async () => {
    const token = await tokenOf('admin');
    const other = await tokenOf('admin');
    // Through the guard: shop 1 is open, so "only an offline store comes back".
    await refused(online(token, { shopId: 1 }), messages.shopNotOffline);
    expect((await mall.send('POST', '/platform/logout', { token })).statusCode).toBe(200);
    const after = await online(token, { shopId: 1 });
    expect(after.statusCode).toBe(401);
    expect(after.body).toBe(zh(messages.tokenInvalid));
    expect((await mall.send('POST', '/platform/logout', { token })).statusCode).toBe(401);
    const none = await mall.send('POST', '/platform/logout');
    expect(none.statusCode).toBe(401);
    expect(none.body).toBe(zh(messages.loginFirst));
    await refused(online(other, { shopId: 1 }), messages.shopNotOffline);
  });

  it("keeps the kinds apart: a shopper's or merchant's token is no platform token, and a platform token nothing else", async () => {
    const platform = await tokenOf('admin');
    const merchant = await merchantTokenOf(db(), 1);
    for (const token of [shopper.token, merchant]) {
      const res = await offline(token, { shopId: 1, reason: '测试' });
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(zh(messages.tokenInvalid));
    }
    expect((await mall.send('GET', '/p/user/userInfo', { token: platform })).statusCode).toBe(401);
    expect((await mall.send('GET', '/merchant/orders', { token: platform })).statusCode).toBe(401);
    // Nothing changed.
    expect((await shopRow(1)).status).toBe(1);
  });

  it('lets only the roles a route names call it: an operator cannot take a store offline, an auditor can', async () => {
    const operator = await tokenOf('operator');
    const before = (await auditRows()).length;
    for (const send of [offline(operator, { shopId: 2, reason: '违规' }), online(operator, { shopId: 2 })]) {
      const res = await send;
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(zh(messages.platformForbidden));
    }
    const en = await mall.app.inject(
      signedRequest(
        'PUT',
        '/platform/shop/offline',
        { shopId: 2, reason: 'x' },
        { token: operator, lang: 'en' },
      ),
    );
    expect(en.body).toBe(translate('en', messages.platformForbidden));
    expect((await shopRow(2)).status).toBe(1);
    expect((await auditRows()).length).toBe(before);
    // A role changed on the command line holds from the next request.
    await setPlatformRole(db(), 'operator', 'auditor');
    try {
      await mall.ok('PUT', '/platform/shop/offline', {
        token: operator,
        body: { shopId: 2, reason: '违规' },
      });
      await mall.ok('PUT', '/platform/shop/online', { token: operator, body: { shopId: 2 } });
    } finally {
      await setPlatformRole(db(), 'operator', 'operator');
    }
    expect((await offline(operator, { shopId: 2, reason: '违规' })).statusCode).toBe(403);
  });

  it('takes only an open store offline and brings only an offline one back, each with its audit row', async () => {
    const auditor = await tokenOf('auditor');
    const admin = await tokenOf('admin');
    const before = (await auditRows()).length;
    // Refusals change nothing.
    await refused(online(admin, { shopId: 3 }), messages.shopNotOffline);
    await expectNotFound(
      mall.app,
      offline(admin, { shopId: 999_999, reason: '违规' }),
      messages.shopNotFound,
    );
    await expectNotFound(mall.app, online(admin, { shopId: 999_999 }), messages.shopNotFound);
    await refused(offline(admin, { shopId: 3, reason: '  ' }), messages.offlineReasonRequired);
    await refused(offline(admin, { shopId: 3, reason: 'x'.repeat(201) }), messages.auditRemarkTooLong);
    expect((await auditRows()).length).toBe(before);
    expect(await shopRow(3)).toMatchObject({ status: 1, offlineReason: null, offlineAt: null });

    await mall.ok('PUT', '/platform/shop/offline', { token: auditor, body: { shopId: 3, reason: ' 售假 ' } });
    expect(await shopRow(3)).toMatchObject({ status: 2, offlineReason: '售假' });
    expect((await shopRow(3)).offlineAt).toBeInstanceOf(Date);
    await refused(offline(admin, { shopId: 3, reason: '再次' }), messages.shopNotOpen);
    expect((await shopRow(3)).offlineReason).toBe('售假');
    await mall.ok('PUT', '/platform/shop/online', { token: admin, body: { shopId: 3 } });
    expect(await shopRow(3)).toMatchObject({ status: 1, offlineReason: null, offlineAt: null });
    await refused(online(admin, { shopId: 3 }), messages.shopNotOffline);
    // A closed store (0) is neither.
    await db().update(shops).set({ status: 0 }).where(eq(shops.shopId, 3));
    try {
      await refused(offline(admin, { shopId: 3, reason: '违规' }), messages.shopNotOpen);
      await refused(online(admin, { shopId: 3 }), messages.shopNotOffline);
    } finally {
      await db().update(shops).set({ status: 1 }).where(eq(shops.shopId, 3));
    }

    const rows = (await auditRows()).slice(before);
    expect(rows).toHaveLength(2);
    const [auditorRow, adminRow] = rows;
    const ids = await db()
      .select({ id: platformUsers.platformUserId, username: platformUsers.username })
      .from(platformUsers);
    expect(auditorRow).toMatchObject({
      actorId: ids.find((r) => r.username === 'auditor')!.id,
      actorUsername: 'auditor',
      actorRole: 'auditor',
      action: 'shop.offline',
      targetType: 'shop',
      targetId: '3',
      before: { status: 1, offlineReason: null },
      after: { status: 2, offlineReason: '售假' },
    });
    expect(adminRow).toMatchObject({
      actorUsername: 'admin',
      actorRole: 'admin',
      action: 'shop.online',
      targetId: '3',
      before: { status: 2, offlineReason: '售假' },
      after: { status: 1, offlineReason: null },
    });
    expect(auditorRow!.createdAt.getTime()).toBeLessThanOrEqual(adminRow!.createdAt.getTime());
  });

  it('takes one of two concurrent offlines of a store: one answer, one audit row', async () => {
    const admin = await tokenOf('admin');
    const before = (await auditRows()).length;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => offline(admin, { shopId: 4, reason: '并发' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(r.body).toBe(zh(messages.shopNotOpen));
    expect((await auditRows()).length).toBe(before + 1);
    await mall.ok('PUT', '/platform/shop/online', { token: admin, body: { shopId: 4 } });
  });

  it('hides an offline store and stops its sales; its merchant still ships and refunds its orders; back online, all returns', async () => {
    const token = shopper.token;
    const auditor = await tokenOf('auditor');
    // An order paid before, and a cart line.
    const { uuid } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: a.prodId, skuId: a.skuId, prodCount: 1 }, couponIds: [] },
    });
    const { orderNumbers } = await mall.ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
      token,
      body: { uuid, orderShopParam: [] },
    });
    await mall.ok('POST', '/p/order/pay', { token, body: { orderNumbers, payType: 9 } });
    await mall.ok('POST', '/p/shopCart/changeItem', {
      token,
      body: { prodId: b.prodId, skuId: b.skuId, count: 1 },
    });
    const { uuid: pending } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: b.prodId, skuId: b.skuId, prodCount: 1 }, couponIds: [] },
    });
    const shop1Total = async () =>
      (await mall.ok<{ total: number }>('GET', '/search/searchProdPage?shopId=1&current=1&size=10')).total;
    const listed = async (url: string) =>
      (await mall.ok<{ records: { shopId: number }[] }>('GET', url)).records.some((r) => r.shopId === 1);
    expect(await shop1Total()).toBeGreaterThan(0);
    expect(await listed('/prod/lastedProdPage?current=1&size=100')).toBe(true);

    await mall.ok('PUT', '/platform/shop/offline', {
      token: auditor,
      body: { shopId: 1, reason: '资质过期' },
    });
    try {
      // Search, lists, home sections, the store page and store search.
      expect(await shop1Total()).toBe(0);
      expect(await listed('/prod/lastedProdPage?current=1&size=100')).toBe(false);
      expect(await listed('/prod/moreBuyProdList?current=1&size=100')).toBe(false);
      const sections = await mall.ok<{ productDtoList: { shopId: number }[] }[]>('GET', '/prod/tagProdList');
      expect(sections.flatMap((s) => s.productDtoList).some((p) => p.shopId === 1)).toBe(false);
      expect(await mall.ok('GET', '/shop/headInfo?shopId=1')).toMatchObject({ shopStatus: 2, prodCount: 0 });
      const stores = await mall.ok<{ records: { shopId: number }[] }>(
        'GET',
        '/search/searchShopPage?current=1&size=100',
      );
      expect(stores.records.some((s) => s.shopId === 1)).toBe(false);
      // Detail: "not in stock"; the cart and checkout refuse.
      await refused(mall.send('GET', `/prod/prodInfo?prodId=${a.prodId}`), messages.productNotInStock);
      await refused(
        mall.send('POST', '/p/shopCart/changeItem', {
          token,
          body: { prodId: a.prodId, skuId: a.skuId, count: 1 },
        }),
        messages.productNotInStock,
      );
      const [{ name }] = (await db()
        .select({ name: products.nameZh })
        .from(products)
        .where(eq(products.prodId, b.prodId))) as [{ name: string }];
      await refused(
        mall.send('POST', '/p/order/confirm', {
          token,
          body: { orderItem: { prodId: b.prodId, skuId: b.skuId, prodCount: 1 }, couponIds: [] },
        }),
        messages.orderProductOffSale,
        { name },
      );
      // The cart shows its line as off the shelf, out of the totals.
      type CartShop = {
        shopCartItemDiscounts: { shopCartItems: { prodId: number; prodStatus: number; stocks: number }[] }[];
      };
      const cart = await mall.ok<CartShop[]>('POST', '/p/shopCart/info', { token, body: [] });
      const line = cart
        .flatMap((s) => s.shopCartItemDiscounts.flatMap((d) => d.shopCartItems))
        .find((i) => i.prodId === b.prodId);
      expect(line).toMatchObject({ prodStatus: 0, stocks: 0 });
      // A settlement confirmed before is refused at submit.
      await refused(
        mall.send('POST', '/p/order/submit', { token, body: { uuid: pending, orderShopParam: [] } }),
        messages.orderProductOffSale,
        { name },
      );
      // The merchant signs in and ships the order in progress.
      const merchantLogin = await mall.send('POST', '/merchant/login', {
        body: { username: 'shop1', password: encrypt(DEMO_MERCHANT_PASSWORD) },
      });
      expect(merchantLogin.statusCode, merchantLogin.body).toBe(200);
      const merchant = merchantLogin.json<{ access_token: string }>().access_token;
      await mall.ok('GET', '/merchant/orders?status=2&current=1&size=10', { token: merchant });
      await mall.ok('PUT', '/merchant/order/delivery', {
        token: merchant,
        body: { orderNumber: orderNumbers, expressName: '顺丰速运', expressNo: 'SF0000000001' },
      });
      // The shopper asks for a refund of it, and the merchant decides it.
      const [item] = await queryRows<{ order_item_id: number }>(
        db(),
        sql`SELECT i.order_item_id FROM order_items i JOIN orders o ON o.order_id = i.order_id WHERE o.order_number = ${orderNumbers}`,
      );
      const refundSn = await mall.ok<string>('POST', '/p/orderRefund/apply', {
        token,
        body: refundApplication(orderNumbers, Number(item!.order_item_id), 1, 0.01),
      });
      await mall.ok('PUT', '/merchant/orderRefund/process', {
        token: merchant,
        body: { refundSn, agree: true },
      });
    } finally {
      await mall.ok('PUT', '/platform/shop/online', { token: auditor, body: { shopId: 1 } });
    }
    expect(await shop1Total()).toBeGreaterThan(0);
    await mall.ok('GET', `/prod/prodInfo?prodId=${a.prodId}`);
    await mall.ok('POST', '/p/shopCart/changeItem', {
      token,
      body: { prodId: a.prodId, skuId: a.skuId, count: 1 },
    });
  });

  it("takes an offline store's products out of the flash sale, group buying and points mall lists", async () => {
    const auditor = await tokenOf('auditor');
    const lists = [
      '/seckill/pageSeckill?current=1&size=100',
      '/group/prod/page?current=1&size=100',
      '/score/prod/page?current=1&size=100',
    ];
    const listed = async () =>
      (
        await Promise.all(
          lists.map(async (url) => (await mall.ok<{ records: { prodId: number }[] }>('GET', url)).records),
        )
      ).map((records) => records.map((r) => r.prodId));
    const shopOf = async (prodId: number) =>
      (await db().select({ shopId: products.shopId }).from(products).where(eq(products.prodId, prodId)))[0]!
        .shopId;
    const before = await listed();
    // Every list of the demo mall has something; take the stores of their first products offline.
    const targets = [...new Set(await Promise.all(before.map((ids) => shopOf(ids[0]!))))];
    for (const shopId of targets) {
      await mall.ok('PUT', '/platform/shop/offline', { token: auditor, body: { shopId, reason: '活动' } });
    }
    try {
      for (const ids of await listed()) {
        for (const id of ids) expect(targets).not.toContain(await shopOf(id));
      }
    } finally {
      for (const shopId of targets) {
        await mall.ok('PUT', '/platform/shop/online', { token: auditor, body: { shopId } });
      }
    }
    expect(await listed()).toEqual(before);
  });

  it('drops what two cached servers hold of the store at once', async () => {
    const cached = () => testServer({ db: db(), rateLimiter: unthrottled, cacheTtlMs: 60_000 });
    const one = await cached();
    const two = await cached();
    try {
      const detail = (app: FastifyInstance) =>
        app.inject(signedRequest('GET', `/prod/prodInfo?prodId=${a.prodId}`));
      const search = async (app: FastifyInstance) =>
        (await app.inject(signedRequest('GET', '/search/searchProdPage?shopId=1&current=1&size=10'))).json<{
          total: number;
        }>().total;
      for (const app of [one, two]) {
        expect((await detail(app)).statusCode).toBe(200);
        expect(await search(app)).toBeGreaterThan(0);
      }
      const auditor = (await login('auditor', one)).access_token;
      const res = await one.inject(
        signedRequest('PUT', '/platform/shop/offline', { shopId: 1, reason: '缓存' }, { token: auditor }),
      );
      expect(res.statusCode, res.body).toBe(200);
      try {
        for (const app of [one, two]) {
          // The other server learns by the database's notification: give it a moment to arrive.
          await expect
            .poll(async () => (await detail(app)).body, { timeout: 5_000 })
            .toBe(zh(messages.productNotInStock));
          expect(await search(app)).toBe(0);
        }
      } finally {
        await one.inject(signedRequest('PUT', '/platform/shop/online', { shopId: 1 }, { token: auditor }));
      }
      for (const app of [one, two]) {
        await expect.poll(async () => (await detail(app)).statusCode, { timeout: 5_000 }).toBe(200);
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('manages accounts from the command line: rules, a new password or disabling ends the sessions', async () => {
    await expect(
      addPlatformAccount(db(), { username: 'ab', role: 'admin', password: 'Good#Pass123' }),
    ).rejects.toThrow(PlatformAccountError);
    await expect(
      addPlatformAccount(db(), { username: 'ops_lead', role: 'root', password: 'Good#Pass123' }),
    ).rejects.toThrow(/role/);
    await expect(
      addPlatformAccount(db(), { username: 'ops_lead', role: 'admin', password: 'short1!' }),
    ).rejects.toThrow(/password/);
    await expect(
      addPlatformAccount(db(), { username: 'ops_lead', role: 'admin', password: 'Operator@1234' }),
    ).rejects.toThrow(/demo password/);
    await addPlatformAccount(db(), { username: 'ops_lead', role: 'operator', password: 'Good#Pass123' });
    await expect(
      addPlatformAccount(db(), { username: 'ops_lead', role: 'admin', password: 'Good#Pass123' }),
    ).rejects.toThrow(/exists/);
    const signIn = async (password: string) => mall.app.inject(loginRequest('ops_lead', password));
    const first = (await signIn('Good#Pass123')).json<PlatformLoginResult>();
    expect(first.role).toBe('operator');
    const alive = async (token: string) =>
      (await mall.send('PUT', '/platform/shop/online', { token, body: { shopId: 1 } })).statusCode;
    expect(await alive(first.access_token)).toBe(403);
    await setPlatformPassword(db(), 'ops_lead', 'Better#Pass456');
    expect(await alive(first.access_token)).toBe(401);
    expect((await signIn('Good#Pass123')).statusCode).toBe(400);
    const second = (await signIn('Better#Pass456')).json<PlatformLoginResult>();
    await setPlatformStatus(db(), 'ops_lead', 0);
    expect(await alive(second.access_token)).toBe(401);
    await setPlatformStatus(db(), 'ops_lead', 1);
    // Disabling revoked the token: enabling does not revive it.
    expect(await alive(second.access_token)).toBe(401);
    await expect(setPlatformPassword(db(), 'nobody_here', 'Better#Pass456')).rejects.toThrow(
      /no platform account/,
    );
  });

  it('names the accounts that still have their demo password, for a production start to refuse', async () => {
    expect((await demoPlatformAccountsIn(db())).sort()).toEqual(['admin', 'auditor', 'operator']);
    await setPlatformPassword(db(), 'operator', 'Changed#Pass789');
    expect((await demoPlatformAccountsIn(db())).sort()).toEqual(['admin', 'auditor']);
    const [n] = await db()
      .select({ n: count() })
      .from(platformUsers)
      .where(eq(platformUsers.username, 'operator'));
    expect(n?.n).toBe(1);
  });
});
