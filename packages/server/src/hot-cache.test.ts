// The hot cache against its writers (decisions/0039), on PGlite and PostgreSQL, with a TTL of 60 s so
// that only the database's change messages (drizzle/0016_cache_triggers.sql) can explain a fresh read:
// first that answers are kept (a change made with the triggers off is not seen), then, per family of
// writers, that the next read shows the change: orders (submit, balance payment, a refund before
// shipping, cancel), an edit of a
// product, SKU, shop or category by SQL (as an operator or a later merchant screen writes it), the site
// content, and the sessions (logout, password change, a disabled account). On PostgreSQL the message
// reaches the listening connection asynchronously, hence the reads polled for up to 2 s: far inside the TTL.
import { constants, publicEncrypt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@mall/domain';
import { queryRows, type Database } from './db/connection.ts';
import { translate } from './i18n.ts';
import { hashPassword } from './modules/account/passwords.ts';
import { users } from './modules/account/tables.ts';
import { issueToken } from './modules/account/tokens.ts';
import { categories, products, prodTagItems, prodTags, skus } from './modules/catalog/tables.ts';
import { levels, loyaltySettings } from './modules/loyalty/tables.ts';
import { hotSearches, indexImgs, notices } from './modules/notice/tables.ts';
import { seedIfEmpty } from './modules/seed/index.ts';
import { shops } from './modules/shop/tables.ts';
import { siteConfig } from './modules/site/tables.ts';
import { DATABASE_HOOK_TIMEOUT, databaseKinds, describeEachDatabase } from './test/databases.ts';
import { expectOk, signedRequest, testServer } from './test/inject.ts';
import { demoProducts, merchantTokenOf, newShopper, type Shopper } from './test/mall.ts';

const TTL_MS = 60_000;
const poll = { timeout: 2_000, interval: 20 };

interface Detail {
  prodName: string;
  shopName: string;
  totalStocks: number;
  soldNum: number;
  skuList: { skuId: number; stocks: number; skuName: string }[];
}
interface CardPage {
  records: { prodId: number; prodName: string; totalStocks: number }[];
}

/** Runs `write` with the triggers off (no change message): what the cache keeps then stays. */
async function silently(db: Database, write: (tx: Database) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await write(tx as unknown as Database);
  });
}

describeEachDatabase(
  'the hot cache and its writers',
  (database) => {
    let app: FastifyInstance;
    let shopper: Shopper;
    const db = () => database().handle.db;
    const [product] = demoProducts(1) as [{ prodId: number; skuId: number; price: number }];

    beforeAll(async () => {
      await seedIfEmpty(db(), { perLeaf: 1 });
      app = await testServer({ db: db(), cacheTtlMs: TTL_MS, account: { devOutbox: true } });
      shopper = await newShopper(db(), 'cache');
    }, DATABASE_HOOK_TIMEOUT);
    afterAll(() => app?.close());

    const get = <T>(url: string, token?: string) =>
      expectOk<T>(app, signedRequest('GET', url, undefined, token ? { token } : {}));
    const detail = () => get<Detail>(`/prod/prodInfo?prodId=${product.prodId}`);
    const shopPage = () => get<CardPage>('/search/searchProdPage?shopId=1&current=1&size=100');
    const card = async () => (await shopPage()).records.find((r) => r.prodId === product.prodId);
    const ok = <T>(method: 'POST' | 'PUT', url: string, body: unknown, token = shopper.token) =>
      expectOk<T>(app, signedRequest(method, url, body, { token }));

    it('keeps answers: a change that sends no message is not seen within the TTL', async () => {
      const before = await detail();
      const page = await shopPage();
      const config = await get<{ pcWelcomeCn: string }>('/webConfig/getPcWebConfig');
      await silently(db(), async (tx) => {
        await tx.update(products).set({ nameZh: '无声的改名' }).where(eq(products.prodId, product.prodId));
        await tx.update(siteConfig).set({ value: '无声' }).where(eq(siteConfig.key, 'pcWelcomeCn'));
      });
      expect(await detail()).toEqual(before);
      expect(await shopPage()).toEqual(page);
      expect(await get('/webConfig/getPcWebConfig')).toEqual(config);
      // Any later change of the product (here the name again, with its message) shows both.
      await db().update(products).set({ nameZh: '有声的改名' }).where(eq(products.prodId, product.prodId));
      await expect.poll(async () => (await detail()).prodName, poll).toBe('有声的改名');
      await expect.poll(async () => (await card())?.prodName, poll).toBe('有声的改名');
    });

    it('shows the stock an order takes, the sold count a payment adds, the stock a refund and a cancel return', async () => {
      const before = await detail();
      const stocksOf = (d: Detail) => d.skuList.find((s) => s.skuId === product.skuId)?.stocks;
      const cardBefore = await card();
      const { uuid } = await ok<{ uuid: string }>('POST', '/p/order/confirm', {
        orderItem: { prodId: product.prodId, skuId: product.skuId, prodCount: 2 },
        couponIds: [],
      });
      const { orderNumbers } = await ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
        uuid,
        orderShopParam: [],
      });
      await expect.poll(async () => stocksOf(await detail()), poll).toBe(stocksOf(before)! - 2);
      expect((await detail()).totalStocks).toBe(before.totalStocks - 2);
      await expect.poll(async () => (await card())?.totalStocks, poll).toBe(cardBefore!.totalStocks - 2);

      await ok('POST', '/p/order/pay', { orderNumbers, payType: 9 });
      await expect.poll(async () => (await detail()).soldNum, poll).toBe(before.soldNum + 2);

      // A refund of both units before shipping, agreed by the merchant: their stock comes back.
      const [item] = await queryRows<{ order_item_id: number }>(
        db(),
        sql`SELECT i.order_item_id FROM order_items i JOIN orders o ON o.order_id = i.order_id WHERE o.order_number = ${orderNumbers}`,
      );
      const refundSn = await ok<string>('POST', '/p/orderRefund/apply', {
        orderNumber: orderNumbers,
        orderItemId: Number(item!.order_item_id),
        refundType: 1,
        applyType: 1,
        isReceiver: 0,
        buyerReason: 'quality',
        buyerDesc: '不想要了',
        buyerMobile: '13800000000',
        goodsNum: 2,
        refundAmount: 0.01,
        photoFiles: '',
      });
      const merchant = await merchantTokenOf(db(), 1);
      await ok('PUT', '/merchant/orderRefund/process', { refundSn, agree: true }, merchant);
      await expect.poll(async () => stocksOf(await detail()), poll).toBe(stocksOf(before));
      await card();

      // A second order, cancelled: its stock comes back.
      const base = stocksOf(await detail())!;
      const second = await ok<{ uuid: string }>('POST', '/p/order/confirm', {
        orderItem: { prodId: product.prodId, skuId: product.skuId, prodCount: 1 },
        couponIds: [],
      });
      const { orderNumbers: cancelled } = await ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
        uuid: second.uuid,
        orderShopParam: [],
      });
      await expect.poll(async () => stocksOf(await detail()), poll).toBe(base - 1);
      await ok('PUT', `/p/myOrder/cancel/${cancelled}`, undefined);
      await expect.poll(async () => stocksOf(await detail()), poll).toBe(base);
    });

    it('shows edits of a SKU, a new SKU, the shop and the categories', async () => {
      await detail();
      await db().update(skus).set({ skuNameZh: '新规格名' }).where(eq(skus.skuId, product.skuId));
      await expect
        .poll(async () => (await detail()).skuList.find((s) => s.skuId === product.skuId)?.skuName, poll)
        .toBe('新规格名');
      const count = (await detail()).skuList.length;
      await db().insert(skus).values({
        prodId: product.prodId,
        skuNameZh: '加的规格',
        skuNameEn: 'Added',
        price: product.price,
        oriPrice: product.price,
        stocks: 1,
      });
      await expect.poll(async () => (await detail()).skuList.length, poll).toBe(count + 1);

      await card();
      await db().update(shops).set({ nameZh: '改名的店' }).where(eq(shops.shopId, 1));
      await expect.poll(async () => (await detail()).shopName, poll).toBe('改名的店');

      const tree = async () =>
        JSON.stringify(await get<unknown>('/category/categoryInfo')).includes('改名的类目');
      expect(await tree()).toBe(false);
      const [top] = await db()
        .select()
        .from(categories)
        .where(and(eq(categories.parentId, 0), eq(categories.status, 1)))
        .limit(1);
      await db()
        .update(categories)
        .set({ nameZh: '改名的类目' })
        .where(eq(categories.categoryId, top!.categoryId));
      // The category rows' own cache (modules/catalog/category-cache.ts, 10 s) forgets them too.
      await expect.poll(tree, poll).toBe(true);
    });

    it('shows the site content changed: config, pinned notices, banners, hot words', async () => {
      const text = async () =>
        JSON.stringify([
          await get('/webConfig/getPcWebConfig'),
          await get('/shop/notice/topNoticeList'),
          await get('/indexImgs'),
          await get('/search/hotSearch'),
        ]);
      await text();
      await db().update(siteConfig).set({ value: '欢迎新版' }).where(eq(siteConfig.key, 'pcWelcomeCn'));
      await expect.poll(async () => (await text()).includes('欢迎新版'), poll).toBe(true);
      await db().update(notices).set({ titleZh: '新的置顶公告', isTop: 1, status: 1 });
      await expect.poll(async () => (await text()).includes('新的置顶公告'), poll).toBe(true);
      await db().update(indexImgs).set({ titleZh: '新的横幅' });
      await expect.poll(async () => (await text()).includes('新的横幅'), poll).toBe(true);
      await db().update(hotSearches).set({ titleZh: '新热词' });
      await expect.poll(async () => (await text()).includes('新热词'), poll).toBe(true);
    });

    it("shows the home page's sections changed: a section's row, its products' places", async () => {
      type Sections = { id: number; title: string; productDtoList: { prodId: number }[] }[];
      const sections = () => get<Sections>('/prod/tagProdList');
      const [tag] = await db().select().from(prodTags).where(eq(prodTags.status, 1)).limit(1);
      expect(tag, 'the demo mall has a shown section').toBeDefined();
      const before = await sections();
      await silently(db(), (tx) =>
        tx.update(prodTags).set({ titleZh: '无声的栏目' }).where(eq(prodTags.id, tag!.id)),
      );
      expect(await sections()).toEqual(before);
      await db().update(prodTags).set({ titleZh: '有声的栏目' }).where(eq(prodTags.id, tag!.id));
      await expect
        .poll(async () => (await sections()).find((s) => s.id === tag!.id)?.title, poll)
        .toBe('有声的栏目');
      // The places of its products: the section shows exactly the one product left in it.
      await db().delete(prodTagItems).where(eq(prodTagItems.tagId, tag!.id));
      await db().insert(prodTagItems).values({ tagId: tag!.id, prodId: product.prodId, seq: 0 });
      await expect
        .poll(
          async () => (await sections()).find((s) => s.id === tag!.id)?.productDtoList.map((p) => p.prodId),
          poll,
        )
        .toEqual([product.prodId]);
    });

    it('keeps the loyalty settings and levels, and shows their changes', async () => {
      type Info = { signInEnabled: boolean; signInScores: number[]; nextLevelName: string };
      const info = () => get<Info>('/p/score/scoreInfo', shopper.token);
      const before = await info();
      expect(before.signInEnabled).toBe(true);
      expect(before.nextLevelName).toBeTruthy();
      await silently(db(), async (tx) => {
        await tx.update(loyaltySettings).set({ signInEnabled: false });
        await tx.update(levels).set({ nameZh: sql`${levels.nameZh} || '无声'` });
      });
      expect(await info()).toEqual(before);
      await db()
        .update(loyaltySettings)
        .set({ signInEnabled: false, signInScores: [1, 2, 3, 4, 5, 6, 7] });
      await expect.poll(async () => (await info()).signInScores, poll).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect((await info()).signInEnabled).toBe(false);
      await db()
        .update(levels)
        .set({ nameZh: sql`replace(${levels.nameZh}, '无声', '有声')` });
      await expect.poll(async () => (await info()).nextLevelName, poll).toBe(`${before.nextLevelName}有声`);
      await db()
        .update(loyaltySettings)
        .set({ signInEnabled: true, signInScores: [...before.signInScores] });
      await db()
        .update(levels)
        .set({ nameZh: sql`replace(${levels.nameZh}, '有声', '')` });
      await expect.poll(async () => await info(), poll).toEqual(before);
    });

    it('refuses a session at once after logout, a password change and a disabled account', async () => {
      const userInfo = (token: string) =>
        app.inject(signedRequest('GET', '/p/user/userInfo', undefined, { token }));
      const refused = async (token: string) => {
        const res = await userInfo(token);
        return res.statusCode === 401 && res.body === translate('zh', messages.tokenInvalid);
      };
      // Logout.
      const { token: a } = await issueToken(db(), shopper.userId);
      await expectOk(app, userInfo(a));
      await ok('POST', '/p/user/logOut', undefined, a);
      await expect.poll(() => refused(a), poll).toBe(true);

      // A password change ends every session of the account.
      await db()
        .update(users)
        .set({ userName: 'cache_pw_user', passwordHash: await hashPassword('Cache@1234') })
        .where(eq(users.userId, shopper.userId));
      const { token: other } = await issueToken(db(), shopper.userId);
      await expectOk(app, userInfo(other));
      const answer = (await app.inject(signedRequest('GET', '/rsa/publicKey'))).body;
      const pem = answer.startsWith('"') ? (JSON.parse(answer) as string) : answer;
      const encrypt = (text: string) =>
        publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString(
          'base64',
        );
      const before = shopper.token;
      await ok('PUT', '/p/user/changePassword', {
        oldPassword: encrypt('Cache@1234'),
        newPassword: encrypt('Cache@5678'),
      });
      // Every session ends, the one that made the change included (cached ones too).
      await expect.poll(() => refused(other), poll).toBe(true);
      await expect.poll(() => refused(before), poll).toBe(true);
      shopper = { ...shopper, token: (await issueToken(db(), shopper.userId)).token };
      await expectOk(app, userInfo(shopper.token));

      // A disabled account.
      await db().update(users).set({ status: 0 }).where(eq(users.userId, shopper.userId));
      await expect.poll(() => refused(shopper.token), poll).toBe(true);
      await db().update(users).set({ status: 1 }).where(eq(users.userId, shopper.userId));
      await expectOk(app, userInfo(shopper.token));
    });
  },
  databaseKinds,
);
