// Pricing's one `quote` (decisions/0021): a promotion given as a provider shows the same reduction in the
// cart's groups, the cart's totals and the checkout's confirm, and a promotion that changes between
// confirm and submit refuses the submit with nothing changed. On PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097).
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centsToYuan, messages, rateReduction } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { demoProducts, newShopper, openTestMall, type TestMall } from '../../test/mall.ts';
import { baskets } from '../cart/tables.ts';
import { skus } from '../catalog/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import type { DiscountAdjustment } from './calc.ts';
import { inPipelineOrder, type PricingProvider } from './providers.ts';
import { quote } from './quote.ts';

/** 10 % off shop 1's lines once they hold two pieces or more ("满2件打9折"), while `on`. */
function tenthOff(): PricingProvider & { on: boolean } {
  const provider = {
    name: 'test-tenth-off',
    stage: 'activity' as const,
    on: true,
    prepare(): Promise<DiscountAdjustment | null> {
      if (!provider.on) return Promise.resolve(null);
      return Promise.resolve((shop) => {
        if (shop.shopId !== 1) return [];
        const pieces = shop.lines.reduce((n, l) => n + l.count, 0);
        if (pieces < 2) return [];
        const base = shop.lines.reduce((n, l) => n + l.amount, 0);
        const reduce = rateReduction(base, 90);
        const dto = {
          discountId: 1,
          discountName: 'test',
          discountRule: 1 as const,
          needAmount: 2,
          discount: 9,
          reduceAmount: centsToYuan(reduce),
        };
        return [{ lineKeys: shop.lines.map((l) => l.key), reduce, dto }];
      });
    },
  };
  return provider;
}

const dtoOf = (name: string) => ({
  discountId: name.length,
  discountName: name,
  discountRule: 0 as const,
  needAmount: 0,
  discount: 0,
});

describe('the pipeline order', () => {
  it('runs activity providers before member price whatever the list order, each line claimed once', async () => {
    const seen: string[] = [];
    const claimAll = (name: string, stage: 'activity' | 'member', reduce: number): PricingProvider => ({
      name,
      stage,
      prepare: () => {
        seen.push(name);
        return Promise.resolve((shop) =>
          shop.lines.length
            ? [
                {
                  lineKeys: shop.lines.map((l) => l.key),
                  reduce,
                  dto: { ...dtoOf(name), reduceAmount: reduce / 100 },
                },
              ]
            : [],
        );
      },
    });
    const providers = [claimAll('member', 'member', 100), claimAll('flash', 'activity', 300)];
    expect(inPipelineOrder(providers).map((p) => p.name)).toEqual(['flash', 'member']);
    const result = await quote(
      { db: null as never, userId: null, now: new Date() },
      {
        shops: [
          {
            shopId: 1,
            freight: null,
            dvyType: 1,
            lines: [{ key: 1, shopId: 1, skuId: 1, prodId: 1, categoryId: 1, price: 1_000, count: 2 }],
          },
        ],
      },
      providers,
    );
    expect(seen).toEqual(['flash', 'member']);
    expect(result.shops[0]!.discountReduce).toBe(300);
    expect(result.shops[0]!.discountGroups).toEqual([
      { dto: { ...dtoOf('flash'), reduceAmount: 3 }, lineKeys: [1] },
    ]);
    expect(result.actualTotal).toBe(1_700);
  });

  it('does not give a later provider the lines an earlier one surely claims, nor ask it with none left', async () => {
    const given: Record<string, number[]> = {};
    const provider = (name: string, claims?: (keys: number[]) => number[]): PricingProvider => ({
      name,
      stage: 'activity',
      prepare: (_context, lines) => {
        given[name] = lines.map((l) => l.key);
        const keys = claims?.(lines.map((l) => l.key)) ?? [];
        const adjust: DiscountAdjustment = (shop) => {
          const mine = shop.lines.filter((l) => keys.includes(l.key));
          return mine.length
            ? [{ lineKeys: mine.map((l) => l.key), reduce: 100, dto: { ...dtoOf(name), reduceAmount: 1 } }]
            : [];
        };
        return Promise.resolve(Object.assign(adjust, { claimsLines: keys }));
      },
    });
    const line = (key: number) => ({
      key,
      shopId: 1,
      skuId: key,
      prodId: key,
      categoryId: 1,
      price: 1_000,
      count: 1,
    });
    const shops = [{ shopId: 1, freight: null, dvyType: 1 as const, lines: [line(1), line(2)] }];
    const context = { db: null as never, userId: null, now: new Date() };
    // The activity claims line 1: the session after it is given line 2 only.
    const some = await quote(context, { shops }, [
      provider('activity', () => [1]),
      provider('session', (keys) => keys),
    ]);
    expect(given).toEqual({ activity: [1, 2], session: [2] });
    expect(some.shops[0]!.discountGroups.map((g) => g.lineKeys)).toEqual([[1], [2]]);
    // Every line claimed: the session is not asked at all.
    delete given.session;
    await quote(context, { shops }, [
      provider('activity', (keys) => keys),
      provider('session', (keys) => keys),
    ]);
    expect(given).toEqual({ activity: [1, 2] });
  });
});

describeEachDatabase('one quote for the cart and the checkout', (database) => {
  let mall: TestMall;
  const provider = tenthOff();
  const [a, b] = demoProducts(2);

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db, { pricingProviders: [provider] });
  }, DATABASE_HOOK_TIMEOUT);

  const fill = async (token: string) => {
    for (const p of [a!, b!])
      await mall.ok('POST', '/p/shopCart/changeItem', {
        token,
        body: { basketId: 0, prodId: p.prodId, skuId: p.skuId, shopId: 1, count: 1 },
      });
    const cart = await mall.ok<
      {
        shopId: number;
        shopCartItemDiscounts: {
          chooseDiscountItemDto: { reduceAmount: number } | null;
          shopCartItems: { basketId: number; prodName: string }[];
        }[];
      }[]
    >('POST', '/p/shopCart/info', { token, body: [] });
    return cart;
  };

  it('shows the same reduction in the cart groups, the cart totals and confirm', async () => {
    provider.on = true;
    const shopper = await newShopper(mall.db, 'quote');
    const cart = await fill(shopper.token);
    const expected = rateReduction(a!.price + b!.price, 90);
    expect(expected).toBeGreaterThan(0);
    const shop = cart.find((s) => s.shopId === 1)!;
    expect(shop.shopCartItemDiscounts).toHaveLength(1);
    expect(shop.shopCartItemDiscounts[0]!.chooseDiscountItemDto?.reduceAmount).toBe(centsToYuan(expected));
    const basketIds = shop.shopCartItemDiscounts[0]!.shopCartItems.map((i) => i.basketId);

    const totals = await mall.ok<{
      totalMoney: number;
      finalMoney: number;
      subtractMoney: number;
      count: number;
    }>('POST', '/p/shopCart/totalPay', { token: shopper.token, body: basketIds });
    expect(totals).toEqual({
      totalMoney: centsToYuan(a!.price + b!.price),
      subtractMoney: centsToYuan(expected),
      finalMoney: centsToYuan(a!.price + b!.price - expected),
      count: 2,
    });
    // One piece is under the threshold: no reduction, the same way in both.
    const one = await mall.ok<{ subtractMoney: number }>('POST', '/p/shopCart/totalPay', {
      token: shopper.token,
      body: [basketIds[0]],
    });
    expect(one.subtractMoney).toBe(0);
    // The cart's groups follow the selection the same way: with one line unselected, no group.
    await mall.ok('POST', '/p/shopCart/checkItems', {
      token: shopper.token,
      body: { basketIds: [basketIds[1]], isChecked: 0 },
    });
    const unselected = await mall.ok<typeof cart>('POST', '/p/shopCart/info', {
      token: shopper.token,
      body: [],
    });
    expect(
      unselected.find((s) => s.shopId === 1)!.shopCartItemDiscounts.map((g) => g.chooseDiscountItemDto),
    ).toEqual([null]);
    await mall.ok('POST', '/p/shopCart/checkItems', {
      token: shopper.token,
      body: { basketIds: [basketIds[1]], isChecked: 1 },
    });

    const confirm = await mall.ok<{
      total: number;
      actualTotal: number;
      orderReduce: number;
      shopCartOrders: {
        discountReduce: number;
        shopCartItemDiscounts: { chooseDiscountItemDto: unknown }[];
      }[];
    }>('POST', '/p/order/confirm', {
      token: shopper.token,
      body: { addrId: 0, basketIds, couponIds: [], isScorePay: 0 },
    });
    expect(confirm.shopCartOrders[0]!.discountReduce).toBe(totals.subtractMoney);
    expect(confirm.total).toBe(totals.totalMoney);
    // Shop 1 ships free: what the cart said is what checkout charges.
    expect(confirm.actualTotal).toBe(totals.finalMoney);
    expect(confirm.orderReduce).toBe(totals.subtractMoney);
    expect(confirm.shopCartOrders[0]!.shopCartItemDiscounts[0]!.chooseDiscountItemDto).toEqual(
      shop.shopCartItemDiscounts[0]!.chooseDiscountItemDto,
    );
  });

  it('refuses a submit whose promotion changed since confirm, changing nothing', async () => {
    provider.on = true;
    const shopper = await newShopper(mall.db, 'quote2');
    const cart = await fill(shopper.token);
    const items = cart.find((s) => s.shopId === 1)!.shopCartItemDiscounts.flatMap((g) => g.shopCartItems);
    const basketIds = items.map((i) => i.basketId);
    const { uuid } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
      token: shopper.token,
      body: { addrId: 0, basketIds, couponIds: [], isScorePay: 0 },
    });
    const stockBefore = await mall.db
      .select({ skuId: skus.skuId, stocks: skus.stocks })
      .from(skus)
      .where(inArray(skus.skuId, [a!.skuId, b!.skuId]));
    provider.on = false;
    const res = await mall.send('POST', '/p/order/submit', {
      token: shopper.token,
      body: { uuid, orderShopParam: [{ shopId: 1, remarks: '' }] },
    });
    expect(res.statusCode).toBe(400);
    // The first line whose reduction differs is named (the oldest cart line).
    expect(res.body).toBe(translate('zh', messages.orderPriceChanged, { name: items[0]!.prodName }));
    const stockAfter = await mall.db
      .select({ skuId: skus.skuId, stocks: skus.stocks })
      .from(skus)
      .where(inArray(skus.skuId, [a!.skuId, b!.skuId]));
    expect(stockAfter).toEqual(expect.arrayContaining(stockBefore));
    const lines = await mall.db.select().from(baskets).where(eq(baskets.userId, shopper.userId));
    expect(lines).toHaveLength(2);
    // With the promotion back as confirmed, the same settlement goes through.
    provider.on = true;
    const done = await mall.ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
      token: shopper.token,
      body: { uuid, orderShopParam: [{ shopId: 1, remarks: '' }] },
    });
    expect(done.orderNumbers).toMatch(/^\d{20}$/);
  });
});
