// The store's settings (issue 17 item 9, settings.ts, decisions/0065) through the API, on PostgreSQL
// (PGlite instead where PostgreSQL is unavailable, decisions/0097): the owner reads and saves them; the
// store's page (GET /shop/headInfo) shows them; every bad field is refused with its message and changes
// nothing; the logo must be an upload of this store; the checkout's freight follows a template change at
// once; a staff account without `store` is refused; and the storefront's cached product detail shows a new
// store name at once; the logo survives the uploads' cleanup.
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MerchantShopParam, type MerchantShopSettings, type ShopHeadInfo } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { hashPassword } from '../account/passwords.ts';
import { uploads } from '../file/tables.ts';
import { issueMerchantToken } from '../merchant/auth.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { signedRequest, testServer } from '../../test/inject.ts';
import {
  changedTables,
  demoProducts,
  merchantTokenOf,
  newShopper,
  openTestMall,
  tableChecksums,
  unthrottled,
  type TestMall,
} from '../../test/mall.ts';
import { merchantUploadRequest, png } from '../../test/uploads.ts';

type Descriptor = (typeof messages)[keyof typeof messages];

describeEachDatabase('store settings', (database) => {
  let mall: TestMall;
  let shop1 = '';
  let shop2 = '';
  let logo1 = '';
  let logo2 = '';

  const upload = async (token: string) => {
    const res = await mall.app.inject(merchantUploadRequest(token, png()));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<string>();
  };
  const settings = (token = shop1) => mall.ok<MerchantShopSettings>('GET', '/merchant/shop', { token });
  const form = (over: Partial<MerchantShopParam> = {}): MerchantShopParam => ({
    shopName: '官方自营旗舰店',
    shopNameEn: 'Official Store',
    logo: logo1,
    intro: '正品保障，七天无理由退货，极速发货。',
    introEn: 'Genuine goods, seven-day returns and fast shipping.',
    tel: '0755-86001234',
    address: '广东省深圳市南山区科技园 1 号',
    businessHours: '周一至周日 9:00-21:00',
    notices: ['双十一全场包邮', '  春节期间 2 月 1 日起停止发货  '],
    freightFee: 12.5,
    freeFrom: 199,
    ...over,
  });
  const save = (body: unknown, token = shop1) => mall.send('PUT', '/merchant/shop', { token, body });
  const refused = async (body: unknown, message: Descriptor) => {
    const before = await tableChecksums(mall.db);
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(translate('zh', message));
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
  };

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
    logo1 = await upload(shop1);
    logo2 = await upload(shop2);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it('saves the settings whole and shows them on the store page', async () => {
    const before = await settings();
    expect(before.shopId).toBe(1);
    expect(await mall.ok('PUT', '/merchant/shop', { token: shop1, body: form() })).toBe(true);
    const after = await settings();
    expect(after).toEqual({
      shopId: 1,
      ...form(),
      notices: ['双十一全场包邮', '春节期间 2 月 1 日起停止发货'],
    });
    const zh = await mall.ok<ShopHeadInfo>('GET', '/shop/headInfo?shopId=1');
    expect(zh.shopName).toBe('官方自营旗舰店');
    expect(zh.shopLogo).toBe(logo1);
    expect(zh.service).toEqual({
      tel: '0755-86001234',
      address: '广东省深圳市南山区科技园 1 号',
      businessHours: '周一至周日 9:00-21:00',
      notices: ['双十一全场包邮', '春节期间 2 月 1 日起停止发货'],
      freight: { fee: 12.5, freeFrom: 199 },
    });
    const en = await mall.ok<ShopHeadInfo>('GET', '/shop/headInfo?shopId=1', {
      headers: { 'accept-language': 'en' },
    });
    expect(en.shopName).toBe('Official Store');
    expect(en.intro).toBe('Genuine goods, seven-day returns and fast shipping.');
    // Another store's settings are untouched by shop 1's save.
    expect((await settings(shop2)).shopName).not.toBe('官方自营旗舰店');
    // The same logo again needs no new upload; empty contact fields are allowed.
    expect(
      await mall.ok('PUT', '/merchant/shop', {
        token: shop1,
        body: form({ tel: '', address: '', businessHours: '', notices: [] }),
      }),
    ).toBe(true);
    expect((await mall.ok<ShopHeadInfo>('GET', '/shop/headInfo?shopId=1')).service.notices).toEqual([]);
  });

  it('refuses every bad field with its message, changing nothing', async () => {
    await mall.ok('PUT', '/merchant/shop', { token: shop1, body: form() });
    await refused(form({ shopName: '' }), messages.storeNameRequired);
    await refused(form({ shopName: '店'.repeat(21) }), messages.storeNameTooLong);
    await refused(form({ shopNameEn: 'Shop <b>' }), messages.storeNameInvalid);
    await refused(form({ intro: '太短' }), messages.storeDescriptionLength);
    await refused(form({ tel: '12345' }), messages.contactPhoneInvalid);
    await refused(form({ address: '地'.repeat(101) }), messages.storeAddressTooLong);
    await refused(form({ address: '<script>alert(1)</script>' }), messages.plainTextNoHtml);
    await refused(form({ businessHours: '时'.repeat(51) }), messages.storeHoursTooLong);
    await refused(form({ notices: Array(6).fill('公告') }), messages.storeNoticeInvalid);
    await refused(form({ notices: ['   '] }), messages.storeNoticeInvalid);
    await refused(form({ notices: ['<img src=x onerror=alert(1)>'] }), messages.plainTextNoHtml);
    await refused(form({ freightFee: -1 }), messages.storeFreightInvalid);
    await refused(form({ freightFee: 1000 }), messages.storeFreightInvalid);
    await refused(form({ freeFrom: 0.001 }), messages.storeFreightInvalid);
    await refused(form({ logo: '' }), messages.storeLogoRequired);
    // The logo: another store's upload, or any address that is not an upload of this store.
    await refused(form({ logo: logo2 }), messages.storeLogoInvalid);
    await refused(form({ logo: 'https://evil.example/logo.png' }), messages.storeLogoInvalid);
    // Another store's name, in either language and any case, is never taken.
    const theirs = await settings(shop2);
    await refused(form({ shopName: theirs.shopName }), messages.storeNameTaken);
    await refused(form({ shopNameEn: theirs.shopNameEn.toUpperCase() }), messages.storeNameTaken);
  });

  it('charges the new freight at the very next checkout', async () => {
    const [product] = demoProducts(1);
    const buyer = await newShopper(mall.db, 'freight');
    const transfee = async () => {
      const answer = await mall.ok<{ totalTransFee: number; shopCartOrders: { transfee: number }[] }>(
        'POST',
        '/p/order/confirm',
        {
          token: buyer.token,
          body: {
            orderItem: { prodId: product!.prodId, skuId: product!.skuId, prodCount: 1 },
            couponIds: [],
          },
        },
      );
      expect(answer.shopCartOrders[0]!.transfee).toBe(answer.totalTransFee);
      return answer.totalTransFee;
    };
    const price = product!.price / 100;
    await mall.ok('PUT', '/merchant/shop', { token: shop1, body: form({ freightFee: 8.8, freeFrom: 0 }) });
    expect(await transfee()).toBe(8.8);
    // Free from the item's price: no freight; from just above it: the fee again.
    await mall.ok('PUT', '/merchant/shop', {
      token: shop1,
      body: form({ freightFee: 8.8, freeFrom: price }),
    });
    expect(await transfee()).toBe(0);
    await mall.ok('PUT', '/merchant/shop', {
      token: shop1,
      body: form({ freightFee: 6, freeFrom: Math.round(price * 100 + 1) / 100 }),
    });
    expect(await transfee()).toBe(6);
    await mall.ok('PUT', '/merchant/shop', { token: shop1, body: form({ freightFee: 0, freeFrom: 0 }) });
    expect(await transfee()).toBe(0);
  });

  it("keeps the store's logo through the uploads' cleanup", async () => {
    const { removeOrphanUploads } = await import('../file/service.ts');
    const unused = await upload(shop1);
    await mall.ok('PUT', '/merchant/shop', { token: shop1, body: form() });
    await removeOrphanUploads(mall.db, null, new Date(Date.now() + 365 * 24 * 3_600_000), {
      graceMs: 1,
      batch: 1_000,
    });
    const left = await mall.db
      .select({ url: uploads.url })
      .from(uploads)
      .where(inArray(uploads.url, [logo1, unused]));
    expect(left.map((r) => r.url)).toEqual([logo1]);
  });

  describe('staff', () => {
    it('needs the store permission', async () => {
      const passwordHash = await hashPassword('Staff@1234');
      const tokenOf = async (role: 'orders' | 'all') => {
        const [row] = await mall.db
          .insert(merchantAccounts)
          .values({ username: `settings_${role}`, passwordHash, shopId: 1, role })
          .returning({ merchantId: merchantAccounts.merchantId });
        return issueMerchantToken(mall.db, row!.merchantId, Date.now());
      };
      const orders = await tokenOf('orders');
      expect((await mall.send('GET', '/merchant/shop', { token: orders })).statusCode).toBe(403);
      expect((await save(form(), orders)).statusCode).toBe(403);
      const all = await tokenOf('all');
      expect((await settings(all)).shopId).toBe(1);
      expect((await save(form(), all)).statusCode).toBe(200);
    });
  });

  it("shows a new store name in the storefront's cached product detail at once", async () => {
    const [product] = demoProducts(1);
    const cached: FastifyInstance = await testServer({
      db: mall.db,
      rateLimiter: unthrottled,
      cacheTtlMs: 60_000,
    });
    try {
      const shopName = async () =>
        (
          await cached.inject(signedRequest('GET', `/prod/prodInfo?prodId=${product!.prodId}`, undefined))
        ).json<{ shopName: string }>().shopName;
      await mall.ok('PUT', '/merchant/shop', { token: shop1, body: form() });
      expect(await shopName()).toBe('官方自营旗舰店');
      const res = await cached.inject(
        signedRequest('PUT', '/merchant/shop', form({ shopName: '新名字小店' }), { token: shop1 }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await shopName()).toBe('新名字小店');
    } finally {
      await cached.close();
    }
  });
});
