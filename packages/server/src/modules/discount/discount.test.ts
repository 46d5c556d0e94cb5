// Special discount sessions (issue 13 item 3) through inject, on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097), with a fake clock: the merchant's refusals, the sessions'
// status by the server's clock, and the cart's group, its totals, confirm and submit agreeing to the cent.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatDate, messages } from '@mall/domain';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { merchantTokenOf, newShopper, type Shopper } from '../../test/mall.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { orders } from '../order/tables.ts';
import { discounts } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
const HOUR = 3600_000;
const cents = (yuan: number) => Math.round(yuan * 100);

/** On-sale products of a shop with an SKU in stock (at least 20 units), in id order. */
function productsOf(shopId: number) {
  return demo.products
    .filter((p) => p.status === 1 && p.shopId === shopId)
    .map((p) => ({ p, sku: demo.skus.find((s) => s.prodId === p.prodId && s.stocks >= 20) }))
    .filter((x) => x.sku)
    .map(({ p, sku }) => ({ prodId: p.prodId, skuId: sku!.skuId, price: sku!.price }));
}

interface Group {
  chooseDiscountItemDto: {
    discountId: number;
    discountName: string;
    discountRule: number;
    needAmount: number;
    discount: number;
    reduceAmount: number;
  } | null;
  shopCartItems: { basketId: number; prodId: number }[];
}

describeEachDatabase('special discount sessions', (database) => {
  let app: FastifyInstance;
  let clock = Date.now();
  let merchant1: string;
  let merchant2: string;
  let shopper: Shopper;
  const shop1 = productsOf(1);
  const shop2 = productsOf(2);
  const [a, b, c, d] = shop1;

  const send = (method: Method, url: string, body: unknown, token?: string) =>
    signedRequest(method, url, body, { token, lang: 'zh', now: clock });
  const at = (ms: number) => formatDate(ms);
  const session = (over: Record<string, unknown> = {}) => ({
    discountName: '满减专场',
    discountType: 0,
    rules: [
      { needAmount: 200, discount: 10 },
      { needAmount: 600, discount: 50 },
    ],
    startTime: at(clock - HOUR),
    endTime: at(clock + 24 * HOUR),
    prodIds: [a!.prodId, b!.prodId],
    ...over,
  });

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db, now: () => clock });
    merchant1 = await merchantTokenOf(db, 1);
    merchant2 = await merchantTokenOf(db, 2);
    shopper = await newShopper(db, '满减');
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('refuses what a merchant may not create, changing nothing', async () => {
    const { db } = database().handle;
    const create = (body: unknown, token = merchant1) => send('POST', '/merchant/discount', body, token);
    // Another shop's product.
    await expectRefused(
      app,
      create(session({ prodIds: [a!.prodId, shop2[0]!.prodId] })),
      messages.activityProductNotOwned,
    );
    await expectRefused(app, create(session(), merchant2), messages.activityProductNotOwned);
    // Rules: not ascending, a saving not below its threshold, a rate out of 0.1-9.9 or not in tenths.
    for (const rules of [
      [
        { needAmount: 300, discount: 50 },
        { needAmount: 100, discount: 10 },
      ],
      [{ needAmount: 100, discount: 100 }],
      [{ needAmount: 100.001, discount: 10 }],
    ])
      await expectRefused(app, create(session({ rules })), messages.discountRulesInvalid);
    for (const discount of [10, 9.95, 0.05])
      await expectRefused(
        app,
        create(session({ discountType: 1, rules: [{ needAmount: 0, discount }] })),
        messages.discountRulesInvalid,
      );
    // Windows: the end before the start, or already past.
    await expectRefused(
      app,
      create(session({ startTime: at(clock + 2 * HOUR), endTime: at(clock + HOUR) })),
      messages.activityWindowInvalid,
    );
    await expectRefused(
      app,
      create(session({ startTime: at(clock - 3 * HOUR), endTime: at(clock - HOUR) })),
      messages.activityWindowInvalid,
    );
    expect(await db.select().from(discounts)).toEqual([]);
  });

  it('keeps a product out of two overlapping sessions; a whole-shop session overlaps every one', async () => {
    const first = await expectOk<number>(app, send('POST', '/merchant/discount', session(), merchant1));
    expect(first).toBeGreaterThan(0);
    // b again, overlapping: refused; after the first ends: accepted later on.
    await expectRefused(
      app,
      send(
        'POST',
        '/merchant/discount',
        session({ prodIds: [b!.prodId, c!.prodId], startTime: at(clock + HOUR) }),
        merchant1,
      ),
      messages.activityOverlap,
    );
    await expectRefused(
      app,
      send('POST', '/merchant/discount', session({ prodIds: [] }), merchant1),
      messages.activityOverlap,
    );
    // Parallel creations over the same product: exactly one wins.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject(
          send(
            'POST',
            '/merchant/discount',
            session({
              prodIds: [c!.prodId],
              startTime: at(clock + 48 * HOUR),
              endTime: at(clock + 72 * HOUR),
            }),
            merchant1,
          ),
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    // Shop 2: a whole-shop rate session starting in an hour.
    await expectOk(
      app,
      send(
        'POST',
        '/merchant/discount',
        session({
          discountName: '全店9.5折',
          discountType: 1,
          rules: [{ needAmount: 0, discount: 9.5 }],
          startTime: at(clock + HOUR),
          endTime: at(clock + HOUR + 20 * 60_000),
          prodIds: [],
        }),
        merchant2,
      ),
    );
  });

  it('lists the sessions with their status by the server clock, and one with its products', async () => {
    type Page = {
      records: {
        discountId: number;
        shopId: number;
        status: number;
        rules: unknown[];
        discountType: number;
      }[];
      total: number;
    };
    const page = await expectOk<Page>(app, app.inject({ url: '/api/discount/page?current=1&size=10' }));
    expect(page.total).toBe(3);
    const mine = page.records.find((r) => r.shopId === 1 && r.status === 1)!;
    expect(mine.rules).toEqual([
      { needAmount: 200, discount: 10 },
      { needAmount: 600, discount: 50 },
    ]);
    const rate = page.records.find((r) => r.shopId === 2)!;
    expect(rate.status).toBe(0);
    expect(rate.rules).toEqual([{ needAmount: 0, discount: 9.5 }]);
    const info = await expectOk<{ status: number; prods: { prodId: number }[]; allProducts: boolean }>(
      app,
      app.inject({ url: `/api/discount/info?discountId=${mine.discountId}` }),
    );
    expect(info.prods.map((p) => p.prodId).sort()).toEqual([a!.prodId, b!.prodId].sort());
    const whole = await expectOk<{ prods: unknown[]; allProducts: boolean }>(
      app,
      app.inject({ url: `/api/discount/info?discountId=${rate.discountId}` }),
    );
    expect(whole.allProducts).toBe(true);
    expect(whole.prods.length).toBeGreaterThan(0);
    await expectRefused(
      app,
      app.inject({ url: '/api/discount/info?discountId=999999', headers: { 'accept-language': 'zh' } }),
      messages.activityNotFound,
    );
  });

  it('groups the cart by session; the cart, its total, confirm and submit agree to the cent', async () => {
    const { db } = database().handle;
    const token = shopper.token;
    const add = (p: { prodId: number; skuId: number }, count: number) =>
      expectOk(
        app,
        send('POST', '/p/shopCart/changeItem', { prodId: p.prodId, skuId: p.skuId, count }, token),
      );
    // Below the lowest threshold (one unit of the cheaper product, under ¥200): the session with its
    // lowest step and nothing saved yet, so the cart can say "spend X more".
    const cheap = [a!, b!].sort((x, y) => x.price - y.price)[0]!;
    expect(cheap.price).toBeLessThan(20_000);
    await add(cheap, 1);
    const [below] = await expectOk<{ shopCartItemDiscounts: Group[] }[]>(
      app,
      send('POST', '/p/shopCart/info', [], token),
    );
    expect(
      below!.shopCartItemDiscounts.find((g) => g.chooseDiscountItemDto)!.chooseDiscountItemDto,
    ).toMatchObject({
      needAmount: 200,
      discount: 10,
      reduceAmount: 0,
      discountRule: 0,
    });
    await expectOk(app, send('DELETE', '/p/shopCart/deleteAll', undefined, token));
    // a and b (in the session) and d (not in it): a, b reach a step.
    await add(a!, 3);
    await add(b!, 2);
    await add(d!, 1);
    const sessionAmount = a!.price * 3 + b!.price * 2;
    const expected = sessionAmount >= 60_000 ? 5_000 : sessionAmount >= 20_000 ? 1_000 : 0;
    expect(expected).toBeGreaterThan(0);
    const shops = await expectOk<{ shopId: number; shopCartItemDiscounts: Group[] }[]>(
      app,
      send('POST', '/p/shopCart/info', [], token),
    );
    const groups = shops.find((s) => s.shopId === 1)!.shopCartItemDiscounts;
    const inSession = groups.find((g) => g.chooseDiscountItemDto)!;
    expect(inSession.shopCartItems.map((i) => i.prodId).sort()).toEqual([a!.prodId, b!.prodId].sort());
    expect(cents(inSession.chooseDiscountItemDto!.reduceAmount)).toBe(expected);
    expect(inSession.chooseDiscountItemDto!.discountName).toBe('满减专场');
    expect(groups.find((g) => !g.chooseDiscountItemDto)!.shopCartItems.map((i) => i.prodId)).toEqual([
      d!.prodId,
    ]);

    const basketIds = groups.flatMap((g) => g.shopCartItems.map((i) => i.basketId));
    const totals = await expectOk<{ subtractMoney: number; totalMoney: number; finalMoney: number }>(
      app,
      send('POST', '/p/shopCart/totalPay', basketIds, token),
    );
    expect(cents(totals.subtractMoney)).toBe(expected);
    expect(cents(totals.totalMoney) - cents(totals.finalMoney)).toBe(expected);

    const confirmed = await expectOk<{
      uuid: string;
      shopCartOrders: { discountReduce: number; shopId: number }[];
    }>(app, send('POST', '/p/order/confirm', { addrId: 0, basketIds, couponIds: [] }, token));
    expect(cents(confirmed.shopCartOrders.find((s) => s.shopId === 1)!.discountReduce)).toBe(expected);
    const { orderNumbers } = await expectOk<{ orderNumbers: string }>(
      app,
      send(
        'POST',
        '/p/order/submit',
        { uuid: confirmed.uuid, orderShopParam: [{ shopId: 1, remarks: '' }] },
        token,
      ),
    );
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumbers.split(',')[0]!), eq(orders.userId, shopper.userId)));
    expect(order!.discountReduce).toBe(expected);
  });

  it('applies from its start by the server clock and refuses a submit once the session has ended', async () => {
    const token = shopper.token;
    const p = shop2[0]!;
    await expectOk(
      app,
      send('POST', '/p/shopCart/changeItem', { prodId: p.prodId, skuId: p.skuId, count: 2 }, token),
    );
    const groupsOf = async () =>
      (
        await expectOk<{ shopId: number; shopCartItemDiscounts: Group[] }[]>(
          app,
          send('POST', '/p/shopCart/info', [], token),
        )
      ).find((s) => s.shopId === 2)!.shopCartItemDiscounts;
    // Not started: no group.
    expect((await groupsOf()).every((g) => g.chooseDiscountItemDto === null)).toBe(true);
    clock += HOUR + 1000;
    const [group] = (await groupsOf()).filter((g) => g.chooseDiscountItemDto);
    const amount = p.price * 2;
    expect(cents(group!.chooseDiscountItemDto!.reduceAmount)).toBe(amount - Math.round((amount * 95) / 100));
    expect(group!.chooseDiscountItemDto!.discountRule).toBe(2);
    const confirmed = await expectOk<{ uuid: string }>(
      app,
      send(
        'POST',
        '/p/order/confirm',
        { addrId: 0, orderItem: { prodId: p.prodId, skuId: p.skuId, prodCount: 2 } },
        token,
      ),
    );
    // The session ends between confirm and submit: the price changed, nothing is sold at the old one.
    clock += 20 * 60_000;
    await expectRefused(
      app,
      send(
        'POST',
        '/p/order/submit',
        { uuid: confirmed.uuid, orderShopParam: [{ shopId: 2, remarks: '' }] },
        token,
      ),
      messages.orderPriceChanged,
      { name: demo.products.find((x) => x.prodId === p.prodId)!.nameZh },
    );
  });
});
