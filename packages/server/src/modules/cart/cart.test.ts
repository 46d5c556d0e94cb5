// The cart through inject, on PostgreSQL (PGlite instead where PostgreSQL is unavailable, decisions/0097),
// over a small seeded catalogue.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { messages } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { users } from '../account/tables.ts';
import { issueToken } from '../account/tokens.ts';
import { products, skus } from '../catalog/tables.ts';
import { seedDemo } from '../seed/index.ts';
import { generateDemo } from '../seed/generate.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, signedRequest, testServer } from '../../test/inject.ts';

const demo = generateDemo({ perLeaf: 1 });
/** Products on sale with at least two SKUs in stock (>= 5 each). */
const candidates = demo.products.filter(
  (p) => p.status === 1 && demo.skus.filter((s) => s.prodId === p.prodId && s.stocks >= 5).length >= 2,
);
const first = candidates[0]!;
const other = candidates.find((p) => p.shopId !== first.shopId)!;
const skusOf = (prodId: number) => demo.skus.filter((s) => s.prodId === prodId && s.stocks >= 5);

interface CartItem {
  basketId: number;
  prodId: number;
  skuId: number;
  prodName: string;
  price: number;
  prodCount: number;
  productTotalAmount: number;
  isChecked: number;
  stocks: number;
  prodStatus: number;
}
interface CartShop {
  shopId: number;
  shopName: string;
  shopCartItemDiscounts: { chooseDiscountItemDto: null; shopCartItems: CartItem[] }[];
}

describeEachDatabase('the cart', (database) => {
  let app: FastifyInstance;
  const tokens: string[] = [];

  const call = (method: 'POST' | 'DELETE', url: string, body: unknown, token?: string, lang?: string) =>
    signedRequest(method, url, body, { token, lang });
  const ok = (options: InjectOptions) => expectOk<unknown>(app, options);
  const change = (token: string, prodId: number, skuId: number, count: number) =>
    app.inject(
      call('POST', '/p/shopCart/changeItem', { basketId: 0, prodId, skuId, shopId: 0, count }, token),
    );
  const info = async (token: string, lang = 'zh') =>
    (await ok(call('POST', '/p/shopCart/info', [], token, lang))) as CartShop[];
  const items = (cart: CartShop[]) =>
    cart.flatMap((s) => s.shopCartItemDiscounts.flatMap((d) => d.shopCartItems));
  const prodCount = async (token: string) =>
    (
      await app.inject({ url: '/api/p/shopCart/prodCount', headers: { authorization: `bearer ${token}` } })
    ).json<number>();

  beforeAll(async () => {
    const { db } = database().handle;
    await seedDemo(db, { perLeaf: 1 });
    app = await testServer({ db });
    for (const n of [1, 2]) {
      const userId = `u${randomUUID().replaceAll('-', '')}`;
      await db
        .insert(users)
        .values({ userId, userName: `cart_${n}_${userId.slice(1, 7)}`, nickName: `Cart ${n}` });
      tokens.push((await issueToken(db, userId)).token);
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('needs a token on every cart path', async () => {
    for (const options of [
      call('POST', '/p/shopCart/changeItem', { prodId: 1, skuId: 1, count: 1 }),
      call('POST', '/p/shopCart/info', []),
      call('POST', '/p/shopCart/totalPay', []),
      call('DELETE', '/p/shopCart/deleteItem', []),
      call('DELETE', '/p/shopCart/deleteAll', undefined),
      { url: '/api/p/shopCart/prodCount' },
    ]) {
      expect((await app.inject(options)).statusCode, String(options.url)).toBe(401);
    }
  });

  it('adds, groups by shop, totals, selects and removes items, per user', async () => {
    const [me, them] = tokens as [string, string];
    const [a, b] = skusOf(first.prodId) as [(typeof demo.skus)[number], (typeof demo.skus)[number]];
    const c = skusOf(other.prodId)[0]!;
    expect((await change(me, first.prodId, a.skuId, 2)).json()).toBe(2);
    expect((await change(me, first.prodId, a.skuId, 1)).json()).toBe(3);
    expect((await change(me, first.prodId, b.skuId, 1)).json()).toBe(1);
    expect((await change(me, other.prodId, c.skuId, 1)).json()).toBe(1);
    expect(await prodCount(me)).toBe(5);
    expect(await prodCount(them)).toBe(0);

    const cart = await info(me);
    expect(cart.map((s) => s.shopId)).toEqual([first.shopId, other.shopId]);
    expect(cart[0]!.shopName).toBe(demo.shops.find((s) => s.shopId === first.shopId)!.nameZh);
    const list = items(cart);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      prodId: first.prodId,
      skuId: a.skuId,
      prodName: first.nameZh,
      price: a.price / 100,
      prodCount: 3,
      productTotalAmount: (a.price * 3) / 100,
      isChecked: 1,
      stocks: a.stocks,
      prodStatus: 1,
    });
    expect(items(await info(me, 'en'))[0]!.prodName).toBe(first.nameEn);
    expect(items(await info(them))).toHaveLength(0);

    const ids = list.map((i) => i.basketId);
    expect(await ok(call('POST', '/p/shopCart/totalPay', ids, me))).toEqual({
      totalMoney: (a.price * 3 + b.price + c.price) / 100,
      finalMoney: (a.price * 3 + b.price + c.price) / 100,
      subtractMoney: 0,
      count: 5,
    });
    // Another user's basket ids count for nothing and cannot be touched.
    expect(await ok(call('POST', '/p/shopCart/totalPay', ids, them))).toMatchObject({
      totalMoney: 0,
      count: 0,
    });
    expect(await ok(call('DELETE', '/p/shopCart/deleteItem', ids, them))).toBe(0);

    expect(await ok(call('POST', '/p/shopCart/checkItems', { basketIds: [ids[1]], isChecked: 0 }, me))).toBe(
      1,
    );
    expect(items(await info(me)).map((i) => i.isChecked)).toEqual([1, 0, 1]);

    expect((await change(me, first.prodId, a.skuId, -1)).json()).toBe(2);
    expect((await change(me, first.prodId, a.skuId, -5)).json()).toBe(0);
    expect(items(await info(me))).toHaveLength(2);
    expect(await ok(call('DELETE', '/p/shopCart/deleteItem', [ids[1]], me))).toBe(1);
    expect(await prodCount(me)).toBe(1);
    expect(await ok(call('DELETE', '/p/shopCart/deleteAll', undefined, me))).toBe(1);
    expect(await prodCount(me)).toBe(0);
  });

  it('refuses more than the stock with "insufficient inventory"', async () => {
    const [me] = tokens as [string];
    const sku = skusOf(first.prodId)[0]!;
    let res = await change(me, first.prodId, sku.skuId, sku.stocks + 1);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(translate('zh', messages.stockInsufficient));
    expect((await change(me, first.prodId, sku.skuId, sku.stocks)).json()).toBe(sku.stocks);
    res = await app.inject({
      ...call('POST', '/p/shopCart/changeItem', { prodId: first.prodId, skuId: sku.skuId, count: 1 }, me),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(translate('zh', messages.stockInsufficient));
    await app.inject(call('DELETE', '/p/shopCart/deleteAll', undefined, me));
  });

  it('shows an item taken off sale or out of stock as such, and leaves it out of the total', async () => {
    const [, them] = tokens as [string, string];
    const { db } = database().handle;
    const sku = skusOf(other.prodId)[0]!;
    await change(them, other.prodId, sku.skuId, 1);
    await db.update(products).set({ status: 0 }).where(eq(products.prodId, other.prodId));
    let [item] = items(await info(them));
    expect(item).toMatchObject({ prodStatus: 0, stocks: 0 });
    expect(await ok(call('POST', '/p/shopCart/totalPay', [item!.basketId], them))).toMatchObject({
      count: 0,
    });
    let res = await change(them, other.prodId, sku.skuId, 1);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(translate('zh', messages.productNotFound));
    await db.update(products).set({ status: 1 }).where(eq(products.prodId, other.prodId));
    await db.update(skus).set({ stocks: 0 }).where(eq(skus.skuId, sku.skuId));
    [item] = items(await info(them));
    expect(item).toMatchObject({ prodStatus: 1, stocks: 0 });
    res = await change(them, other.prodId, sku.skuId, 1);
    expect(res.body).toBe(translate('zh', messages.stockInsufficient));
  });

  it('refuses malformed bodies and unknown products with a 400', async () => {
    const [me] = tokens as [string];
    for (const body of [
      { prodId: 1, skuId: 1, count: 0 },
      { prodId: 'x', skuId: 1, count: 1 },
      { prodId: 1, skuId: 1, count: 1.5 },
      { prodId: 1 },
      [],
    ]) {
      const res = await app.inject(call('POST', '/p/shopCart/changeItem', body, me));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await change(me, first.prodId, 999_999, 1);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(translate('zh', messages.productNotFound));
    expect((await app.inject(call('POST', '/p/shopCart/totalPay', ['a'], me))).statusCode).toBe(400);
    expect(
      (await app.inject(call('DELETE', '/p/shopCart/deleteItem', { basketIds: [1] }, me))).statusCode,
    ).toBe(400);
  });
});
