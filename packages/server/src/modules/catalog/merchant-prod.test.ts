// The merchant's products (issue 17 item 3, merchant.ts, decisions/0061) through the API, on PostgreSQL
// (PGlite instead where PostgreSQL is unavailable, decisions/0097): the store's picture upload; create,
// edit, on/off sale, the list and the editing form; every refusal changing nothing; a SKU left out goes
// off sale and stays; the stock rule under 20 parallel buy-now submits; a flash sale's SKUs; and the
// storefront seeing an edit at once (hot cache on).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, messages, type MerchantProdDetail, type MerchantProdParam } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { signedRequest, testServer } from '../../test/inject.ts';
import { merchantUploadRequest, png } from '../../test/uploads.ts';
import {
  changedTables,
  merchantTokenOf,
  newShopper,
  openTestMall,
  tableChecksums,
  unthrottled,
  type TestMall,
} from '../../test/mall.ts';
import { uploads } from '../file/tables.ts';
import { createSeckill } from '../seckill/service.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { categories, products, skus } from './tables.ts';

const uploadRequest = merchantUploadRequest;

const zh = (d: (typeof messages)[keyof typeof messages]) => translate('zh', d);

describeEachDatabase('merchant products', (database) => {
  let mall: TestMall;
  let clock = Date.now();
  let shop1 = '';
  let shop2 = '';
  /** An enabled third-level category, a second-level one, a disabled third-level one. */
  let leaf = 0;
  let middle = 0;
  let disabledLeaf = 0;
  /** Pictures shop 1 uploaded, and one of shop 2. */
  let pics: string[] = [];
  let theirs = '';

  const upload = async (token: string) => {
    const res = await mall.app.inject(uploadRequest(token, png(), clock));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<string>();
  };
  const body = (over: Partial<MerchantProdParam> = {}): MerchantProdParam => ({
    prodName: '测试商品',
    prodNameEn: 'Test product',
    categoryId: leaf,
    brief: '简介',
    briefEn: 'Brief',
    content: '<p onclick="x()">好<script>alert(1)</script></p>',
    contentEn: '<p>Good <a href="javascript:alert(1)">link</a></p>',
    pic: pics[0]!,
    imgs: `${pics[0]},${pics[1]}`,
    skuList: [
      {
        skuName: '红色',
        skuNameEn: 'Red',
        properties: '颜色:红色',
        propertiesEn: 'Colour:Red',
        price: 20,
        oriPrice: 25,
        stocks: 5,
        pic: pics[2]!,
      },
      {
        skuName: '蓝色',
        skuNameEn: 'Blue',
        properties: '颜色:蓝色',
        propertiesEn: 'Colour:Blue',
        price: 12.5,
        oriPrice: 30,
        stocks: 7,
        pic: '',
      },
    ],
    status: 1,
    ...over,
  });
  const info = (prodId: number, token = shop1) =>
    mall.ok<MerchantProdDetail>('GET', `/merchant/prod/info?prodId=${prodId}`, { token });
  /** The edit body of a product as its form loads it (every SKU on sale kept, expectedStocks set). */
  const editOf = (d: MerchantProdDetail) => ({
    prodId: d.prodId,
    prodName: d.prodName,
    prodNameEn: d.prodNameEn,
    categoryId: d.categoryId,
    brief: d.brief,
    briefEn: d.briefEn,
    content: d.content,
    contentEn: d.contentEn,
    pic: d.pic,
    imgs: d.imgs,
    status: d.status as 0 | 1,
    skuList: d.skuList
      .filter((s) => s.status === 1)
      .map(({ status: _status, ...s }) => ({ ...s, expectedStocks: s.stocks })),
  });
  /** Expects a 400 with exactly `message`, and no table changed. */
  const refusedUnchanged = async (
    method: string,
    url: string,
    payload: unknown,
    message: (typeof messages)[keyof typeof messages],
    token = shop1,
  ) => {
    const before = await tableChecksums(mall.db);
    const res = await mall.send(method, url, { token, body: payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(zh(message));
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
  };

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db, { now: () => clock });
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
    const rows = await db.select().from(categories);
    leaf = rows.find((c) => c.grade === 3 && c.status === 1)!.categoryId;
    middle = rows.find((c) => c.grade === 2 && c.status === 1)!.categoryId;
    const other = rows.filter((c) => c.grade === 3 && c.status === 1)[1]!;
    await db.update(categories).set({ status: 0 }).where(eq(categories.categoryId, other.categoryId));
    disabledLeaf = other.categoryId;
    pics = [await upload(shop1), await upload(shop1), await upload(shop1), await upload(shop1)];
    theirs = await upload(shop2);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it("uploads the store's pictures, content-checked, recorded as the store's", async () => {
    expect(pics[0]).toMatch(/^\/api\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const [row] = await mall.db.select().from(uploads).where(eq(uploads.url, pics[0]!));
    expect(row).toMatchObject({ shopId: 1, userId: null });
    const res = await mall.app.inject(uploadRequest(shop1, Buffer.from('<svg onload=alert(1)>'), clock));
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(zh(messages.imageType));
    const served = await mall.app.inject({ url: pics[0]! });
    expect(served.statusCode).toBe(200);
  });

  it('creates a product: figures from its SKUs, content cleaned, the form and the list answer it', async () => {
    const prodId = await mall.ok<number>('POST', '/merchant/prod', { token: shop1, body: body() });
    const d = await info(prodId);
    expect(d).toMatchObject({
      prodName: '测试商品',
      prodNameEn: 'Test product',
      categoryId: leaf,
      content: '<p>好</p>',
      contentEn: '<p>Good link</p>',
      status: 1,
      pic: pics[0],
      imgs: `${pics[0]},${pics[1]}`,
    });
    expect(d.categoryPath).toHaveLength(3);
    expect(d.categoryPath[2]).toBe(leaf);
    expect(d.skuList.map((s) => [s.skuName, s.price, s.oriPrice, s.stocks, s.status])).toEqual([
      ['红色', 20, 25, 5, 1],
      ['蓝色', 12.5, 30, 7, 1],
    ]);
    const shown = await mall.ok<{ price: number; oriPrice: number; totalStocks: number; prodName: string }>(
      'GET',
      `/prod/prodInfo?prodId=${prodId}`,
    );
    expect(shown).toMatchObject({ price: 12.5, oriPrice: 30, totalStocks: 12, prodName: '测试商品' });
    const page = await mall.ok<{ records: { prodId: number }[]; total: number }>(
      'GET',
      '/merchant/prod/page?current=1&size=5&status=1&prodName=Test%20prod',
      { token: shop1 },
    );
    expect(page.records[0]?.prodId).toBe(prodId);
    // Shop 2 neither lists nor reads it.
    const other = await mall.ok<{ records: { prodId: number }[] }>(
      'GET',
      '/merchant/prod/page?current=1&size=100&prodName=Test%20prod',
      { token: shop2 },
    );
    expect(other.records.map((r) => r.prodId)).not.toContain(prodId);
    const read = await mall.send('GET', `/merchant/prod/info?prodId=${prodId}`, { token: shop2 });
    expect(read.statusCode).toBe(400);
    expect(read.body).toBe(zh(messages.merchantProdNotFound));
  });

  it('refuses a bad category, pictures not the store’s own, prices and SKU ids, changing nothing', async () => {
    const post = (payload: unknown, message: (typeof messages)[keyof typeof messages]) =>
      refusedUnchanged('POST', '/merchant/prod', payload, message);
    for (const categoryId of [middle, disabledLeaf, 999_999])
      await post(body({ categoryId }), messages.merchantProdCategoryInvalid);
    await post(body({ pic: theirs }), messages.merchantProdImageInvalid);
    await post(body({ imgs: `${pics[0]},https://evil.example/x.png` }), messages.merchantProdImageInvalid);
    await post(
      body({ pic: '/api/uploads/2026/01/00000000000000000000000000000000.png' }),
      messages.merchantProdImageInvalid,
    );
    const sku = body().skuList[0]!;
    await post(body({ skuList: [{ ...sku, pic: theirs }] }), messages.merchantProdImageInvalid);
    await post(body({ skuList: [{ ...sku, price: 30, oriPrice: 29.99 }] }), messages.merchantProdOriPriceLow);
    await post(body({ skuList: [{ ...sku, skuId: 1 }] }), messages.merchantProdSkuInvalid);
    await post(body({ skuList: [] }), messages.invalid);
    await post(body({ prodName: ' ' }), messages.invalid);
    await post(body({ imgs: Array(10).fill(pics[0]).join(',') }), messages.invalid);
    await post({ ...body(), status: 2 }, messages.invalid);
  });

  it('edits: a SKU left out goes off sale and stays; stock changes only from the expected stock', async () => {
    const prodId = await mall.ok<number>('POST', '/merchant/prod', { token: shop1, body: body() });
    const loaded = await info(prodId);
    const edit = editOf(loaded);
    const [red, blue] = edit.skuList;
    // Another product's SKU, a SKU named twice, another shop's product: refused.
    const [foreign] = await mall.db
      .select({ skuId: skus.skuId })
      .from(skus)
      .innerJoin(products, eq(products.prodId, skus.prodId))
      .where(eq(products.shopId, 1))
      .limit(1);
    const put = (payload: unknown, message: (typeof messages)[keyof typeof messages], token = shop1) =>
      refusedUnchanged('PUT', '/merchant/prod', payload, message, token);
    await put({ ...edit, skuList: [{ ...red!, skuId: foreign!.skuId }] }, messages.merchantProdSkuInvalid);
    await put({ ...edit, skuList: [red!, red!] }, messages.merchantProdSkuInvalid);
    await put(edit, messages.merchantProdNotFound, shop2);
    // A stock changed without the stock it was loaded with, or from a stale one.
    await put(
      { ...edit, skuList: [{ ...red!, stocks: 9, expectedStocks: undefined }, blue!] },
      messages.merchantProdStockChanged,
    );
    await put(
      { ...edit, skuList: [{ ...red!, stocks: 9, expectedStocks: 4 }, blue!] },
      messages.merchantProdStockChanged,
    );
    await put({ ...edit, pic: theirs }, messages.merchantProdImageInvalid);

    // Blue left out, red from 5 to 9, a new green one, the content cleaned, a new picture.
    await mall.ok('PUT', '/merchant/prod', {
      token: shop1,
      body: {
        ...edit,
        prodName: '改过的商品',
        pic: pics[3],
        content: '<img src="x" onerror="alert(1)"><p>新</p>',
        skuList: [
          { ...red!, stocks: 9, expectedStocks: 5 },
          { ...body().skuList[0]!, skuName: '绿色', price: 50, oriPrice: 50, stocks: 2 },
        ],
      },
    });
    const after = await info(prodId);
    expect(after.prodName).toBe('改过的商品');
    expect(after.content).toBe('<p>新</p>');
    expect(after.skuList.map((s) => [s.skuName, s.stocks, s.status])).toEqual([
      ['红色', 9, 1],
      ['蓝色', 7, 0],
      ['绿色', 2, 1],
    ]);
    const shown = await mall.ok<{ price: number; totalStocks: number; skuList: { skuId: number }[] }>(
      'GET',
      `/prod/prodInfo?prodId=${prodId}`,
    );
    expect(shown).toMatchObject({ price: 20, totalStocks: 11 });
    expect(shown.skuList.map((s) => s.skuId)).not.toContain(blue!.skuId);

    // Blue comes back when named again; the seed's pictures a product holds stay acceptable.
    await mall.ok('PUT', '/merchant/prod', {
      token: shop1,
      body: { ...editOf(after), skuList: [...editOf(after).skuList, { ...blue! }] },
    });
    expect((await info(prodId)).skuList.every((s) => s.status === 1)).toBe(true);
  });

  it("gives a cancelled order's units back to a dropped SKU without counting them in the product", async () => {
    const shopper = await newShopper(mall.db, '取消者');
    const prodId = await mall.ok<number>('POST', '/merchant/prod', { token: shop1, body: body() });
    const loaded = await info(prodId);
    const [red, blue] = loaded.skuList;
    const buy = async (skuId: number, prodCount: number) => {
      const { uuid } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
        token: shopper.token,
        body: { orderItem: { prodId, skuId, prodCount }, couponIds: [] },
      });
      const { orderNumbers } = await mall.ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
        token: shopper.token,
        body: { uuid, orderShopParam: [] },
      });
      return orderNumbers;
    };
    const blueOrder = await buy(blue!.skuId, 3);
    const redOrder = await buy(red!.skuId, 2);
    // Red 5 - 2 and blue 7 - 3 on sale: 7. The merchant drops blue: red's 3 alone.
    const edit = editOf(await info(prodId));
    await mall.ok('PUT', '/merchant/prod', {
      token: shop1,
      body: { ...edit, skuList: edit.skuList.filter((s) => s.skuId === red!.skuId) },
    });
    const total = async () =>
      (await mall.db.select().from(products).where(eq(products.prodId, prodId)))[0]!.totalStocks;
    expect(await total()).toBe(3);
    // Cancelling the blue order gives blue its units, not the product; the red one gives both.
    await mall.ok('PUT', `/p/myOrder/cancel/${blueOrder}`, { token: shopper.token });
    const after = await info(prodId);
    expect(after.skuList.map((s) => [s.skuName, s.stocks, s.status])).toEqual([
      ['红色', 3, 1],
      ['蓝色', 7, 0],
    ]);
    expect(await total()).toBe(3);
    await mall.ok('PUT', `/p/myOrder/cancel/${redOrder}`, { token: shopper.token });
    expect(await total()).toBe(5);
  });

  it('puts a product off and on sale, only its own', async () => {
    const prodId = await mall.ok<number>('POST', '/merchant/prod', {
      token: shop1,
      body: body({ status: 0 }),
    });
    const status = async () =>
      (await mall.ok<{ status: number }>('GET', `/prod/prodInfo?prodId=${prodId}`)).status;
    expect(await status()).toBe(0);
    await refusedUnchanged(
      'PUT',
      '/merchant/prod/status',
      { prodId, status: 1 },
      messages.merchantProdNotFound,
      shop2,
    );
    await mall.ok('PUT', '/merchant/prod/status', { token: shop1, body: { prodId, status: 1 } });
    expect(await status()).toBe(1);
    const off = await mall.ok<{ records: { prodId: number }[] }>(
      'GET',
      '/merchant/prod/page?status=0&size=100',
      {
        token: shop1,
      },
    );
    expect(off.records.map((r) => r.prodId)).not.toContain(prodId);
  });

  it('keeps the SKUs of a flash sale that has not ended on sale, and the product while it runs', async () => {
    const prodId = await mall.ok<number>('POST', '/merchant/prod', { token: shop1, body: body() });
    const loaded = await info(prodId);
    const [red, blue] = loaded.skuList;
    const hour = 3_600_000;
    await createSeckill(
      mall.db,
      1,
      {
        prodId,
        startTime: formatDate(clock + hour),
        endTime: formatDate(clock + 3 * hour),
        maxNum: 1,
        skus: [{ skuId: red!.skuId, seckillPrice: 1, seckillStocks: 1 }],
      },
      new Date(clock),
    );
    const edit = editOf(await info(prodId));
    const withoutRed = { ...edit, skuList: edit.skuList.filter((s) => s.skuId !== red!.skuId) };
    await refusedUnchanged('PUT', '/merchant/prod', withoutRed, messages.merchantProdSkuInActivity);
    const redCheaper = {
      ...edit,
      skuList: edit.skuList.map((s) => (s.skuId === red!.skuId ? { ...s, price: 0.5 } : s)),
    };
    await refusedUnchanged('PUT', '/merchant/prod', redCheaper, messages.merchantProdSkuPriceInActivity);
    // Before its start the product may go off sale; while it runs, not.
    await mall.ok('PUT', '/merchant/prod/status', { token: shop1, body: { prodId, status: 0 } });
    await mall.ok('PUT', '/merchant/prod/status', { token: shop1, body: { prodId, status: 1 } });
    clock += 2 * hour;
    try {
      await refusedUnchanged(
        'PUT',
        '/merchant/prod/status',
        { prodId, status: 0 },
        messages.merchantProdInActivity,
      );
      await refusedUnchanged(
        'PUT',
        '/merchant/prod',
        { ...edit, status: 0 },
        messages.merchantProdInActivity,
      );
      // Blue, not in it, may go.
      await mall.ok('PUT', '/merchant/prod', {
        token: shop1,
        body: { ...edit, skuList: edit.skuList.filter((s) => s.skuId !== blue!.skuId) },
      });
    } finally {
      clock -= 2 * hour;
    }
  });

  it('never sells more than exists while the merchant lowers the stock (20 buy-now submits, 10 units -> 3)', async () => {
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => newShopper(mall.db, `抢购${i}`)));
    /** One race on a fresh product; the edit sent `headStartMs` before the submits. */
    const race = async (headStartMs: number) => {
      const one = body().skuList[0]!;
      const prodId = await mall.ok<number>('POST', '/merchant/prod', {
        token: shop1,
        body: body({ skuList: [{ ...one, stocks: 10, price: 1, oriPrice: 1 }] }),
      });
      const loaded = await info(prodId);
      const skuId = loaded.skuList[0]!.skuId;
      const confirmed = [];
      for (const s of shoppers) {
        const { uuid } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
          token: s.token,
          body: { orderItem: { prodId, skuId, prodCount: 1 }, couponIds: [] },
        });
        confirmed.push({ token: s.token, uuid });
      }
      const edit = editOf(loaded);
      const lower = { ...edit, skuList: [{ ...edit.skuList[0]!, stocks: 3, expectedStocks: 10 }] };
      const editing = mall.send('PUT', '/merchant/prod', { token: shop1, body: lower });
      if (headStartMs > 0) await new Promise((resolve) => setTimeout(resolve, headStartMs));
      const [editAnswer, ...answers] = await Promise.all([
        editing,
        ...confirmed.map((c) =>
          mall.send('POST', '/p/order/submit', {
            token: c.token,
            body: { uuid: c.uuid, orderShopParam: [] },
          }),
        ),
      ]);
      const sold = answers.filter((a) => a.statusCode === 200).length;
      for (const a of answers) {
        if (a.statusCode !== 200) expect(a.body).toBe(zh(messages.stockInsufficient));
      }
      const [row] = await mall.db.select().from(skus).where(eq(skus.skuId, skuId));
      const [prod] = await mall.db.select().from(products).where(eq(products.prodId, prodId));
      expect(row!.stocks).toBeGreaterThanOrEqual(0);
      expect(prod!.totalStocks).toBe(row!.stocks);
      if (editAnswer!.statusCode === 200) {
        // Applied before the sales: 3 to sell, and no more sold.
        expect(sold).toBe(3);
        expect(row!.stocks).toBe(0);
      } else {
        // A sale came first: the edit changed nothing, the 10 units sold as they were.
        expect(editAnswer!.body).toBe(zh(messages.merchantProdStockChanged));
        expect(sold).toBe(10);
        expect(row!.stocks).toBe(0);
      }
      return editAnswer!.statusCode;
    };
    // Sent together (the submits usually win), and with the edit a moment ahead (it usually wins).
    await race(0);
    await race(100);
  });

  describe('the storefront', () => {
    it('sees an edit and an off sale at once, on this server and on another', async () => {
      const cached = () =>
        testServer({ db: mall.db, rateLimiter: unthrottled, cacheTtlMs: 60_000, now: () => clock });
      const one = await cached();
      const two = await cached();
      try {
        const prodId = await mall.ok<number>('POST', '/merchant/prod', { token: shop1, body: body() });
        const detail = async (app: FastifyInstance) =>
          (
            await app.inject(
              signedRequest('GET', `/prod/prodInfo?prodId=${prodId}`, undefined, { now: clock }),
            )
          ).json<{
            prodName: string;
            status: number;
          }>();
        for (const app of [one, two]) expect((await detail(app)).prodName).toBe('测试商品');
        const edit = { ...editOf(await info(prodId)), prodName: '新名字' };
        const res = await one.inject(
          signedRequest('PUT', '/merchant/prod', edit, { token: shop1, now: clock }),
        );
        expect(res.statusCode, res.body).toBe(200);
        // This server: at once, not a moment later.
        expect((await detail(one)).prodName).toBe('新名字');
        await expect.poll(async () => (await detail(two)).prodName, { timeout: 5_000 }).toBe('新名字');
        const off = await one.inject(
          signedRequest('PUT', '/merchant/prod/status', { prodId, status: 0 }, { token: shop1, now: clock }),
        );
        expect(off.statusCode, off.body).toBe(200);
        expect((await detail(one)).status).toBe(0);
        await expect.poll(async () => (await detail(two)).status, { timeout: 5_000 }).toBe(0);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  });

  it('keeps the uploads a product shows through the cleanup', async () => {
    const { removeOrphanUploads } = await import('../file/service.ts');
    const prodId = await mall.ok<number>('POST', '/merchant/prod', { token: shop1, body: body() });
    const unused = await upload(shop1);
    const later = new Date(clock + 365 * 24 * 3_600_000);
    await removeOrphanUploads(mall.db, null, later, { graceMs: 1, batch: 1_000 });
    const left = await mall.db
      .select({ url: uploads.url })
      .from(uploads)
      .where(and(eq(uploads.shopId, 1), inArray(uploads.url, [...pics.slice(0, 3), unused])));
    expect(left.map((r) => r.url).sort()).toEqual(pics.slice(0, 3).sort());
    expect(prodId).toBeGreaterThan(0);
  });
});
