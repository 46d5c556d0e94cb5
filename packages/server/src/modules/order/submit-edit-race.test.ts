// A submit racing the merchant's edit of a price or an on-sale mark (issue 17's product edit, decisions/
// 0061): the submit checks its lines before the participants reserve, then again once the stock
// participant holds the SKU and product rows, so an edit committed in between is seen and the order is
// refused instead of sold at a stale price or for a SKU just taken off sale. The edit is made to land
// exactly in between by a pricing provider that runs during the submit's promotion check and writes on
// another connection: on PostgreSQL only (PGlite has one connection, which the submit holds).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@mall/domain';
import { products, skus } from '../catalog/tables.ts';
import type { PricingProvider } from '../pricing/providers.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectRefused } from '../../test/inject.ts';
import { demoProducts, newShopper, openTestMall, type TestMall } from '../../test/mall.ts';
import { orders } from './tables.ts';

describeEachDatabase('a submit racing a merchant edit', (database) => {
  let mall: TestMall;
  /** Runs once, during the next quote (the submit's promotion check), then disarms. */
  let during: (() => Promise<void>) | null = null;
  const meddler: PricingProvider = {
    name: 'test-edit-during-submit',
    stage: 'activity',
    async prepare() {
      const edit = during;
      during = null;
      if (edit) await edit();
      return null;
    },
  };
  const [first, second] = demoProducts(2, 1);

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db, { pricingProviders: [meddler] });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  const nameOf = async (prodId: number) => {
    const [row] = await mall.db
      .select({ name: products.nameZh })
      .from(products)
      .where(eq(products.prodId, prodId));
    return { name: row!.name };
  };
  const stockOf = async (skuId: number) => {
    const [row] = await mall.db.select({ stocks: skus.stocks }).from(skus).where(eq(skus.skuId, skuId));
    return row!.stocks;
  };

  const attempt = async (product: { prodId: number; skuId: number }, edit: () => Promise<void>) => {
    const shopper = await newShopper(mall.db, 'race');
    const { uuid } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
      token: shopper.token,
      body: { orderItem: { prodId: product.prodId, skuId: product.skuId, prodCount: 1 }, couponIds: [] },
    });
    during = edit;
    const answer = mall.send('POST', '/p/order/submit', {
      token: shopper.token,
      body: { uuid, orderShopParam: [] },
    });
    return { answer, shopper };
  };

  it('refuses the order when the SKU was repriced after the first check', async (context) => {
    if (database().kind !== 'postgres') context.skip();
    const { db } = database().handle;
    const { answer, shopper } = await attempt(first!, async () => {
      await db
        .update(skus)
        .set({ price: sql`${skus.price} + 100` })
        .where(eq(skus.skuId, first!.skuId));
    });
    await expectRefused(mall.app, answer, messages.orderPriceChanged, await nameOf(first!.prodId));
    expect(await db.select().from(orders).where(eq(orders.userId, shopper.userId))).toEqual([]);
  });

  it('refuses the order when the SKU went off sale after the first check', async (context) => {
    if (database().kind !== 'postgres') context.skip();
    const { db } = database().handle;
    const before = await stockOf(second!.skuId);
    const { answer, shopper } = await attempt(second!, async () => {
      await db.update(skus).set({ status: 0 }).where(eq(skus.skuId, second!.skuId));
    });
    await expectRefused(mall.app, answer, messages.orderProductOffSale, await nameOf(second!.prodId));
    expect(await db.select().from(orders).where(eq(orders.userId, shopper.userId))).toEqual([]);
    expect(await stockOf(second!.skuId)).toBe(before);
  });
});
