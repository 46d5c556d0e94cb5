// The demo's promotions (discount/demo.ts): seeded relative to now with every state to see, never twice
// while they last, and renewed once they are over.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, testServer } from '../../test/inject.ts';
import { products } from '../catalog/tables.ts';
import { coupons } from '../coupon/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { seedPromotionDemo } from './demo.ts';
import { discounts } from './tables.ts';

describeEachDatabase('the demo promotions', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1, activities: true });
    app = await testServer({ db });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const counts = async () => {
    const { db } = database().handle;
    const [d] = await db.select({ n: count() }).from(discounts);
    const [c] = await db.select({ n: count() }).from(coupons);
    const [p] = await db.select({ n: count() }).from(products).where(eq(products.preSale, true));
    return { discounts: d?.n, coupons: c?.n, preSale: p?.n };
  };

  it('shows ongoing and upcoming sessions, claimable coupons and a pre-sale product', async () => {
    const sessions = await expectOk<{
      records: { status: number; allProducts: boolean; discountType: number }[];
    }>(app, app.inject({ url: '/api/discount/page?current=1&size=20' }));
    expect(sessions.records.map((s) => s.status).sort()).toEqual([0, 1, 1]);
    expect(sessions.records.some((s) => s.allProducts && s.discountType === 1)).toBe(true);
    expect(sessions.records.some((s) => s.discountType === 0)).toBe(true);
    const centre = await expectOk<{ records: { shopId: number; canReceive: boolean; stocks: number }[] }>(
      app,
      app.inject({ url: '/api/coupon/getCouponPage?current=1&size=50' }),
    );
    expect(centre.records.some((c) => c.shopId === 0 && c.canReceive)).toBe(true);
    expect(centre.records.some((c) => c.shopId > 0 && c.canReceive)).toBe(true);
    expect(centre.records.some((c) => !c.canReceive)).toBe(true);
    expect((await counts()).preSale).toBe(1);
  });

  it('adds nothing again while they last, and renews them once over', async () => {
    const { db } = database().handle;
    const before = await counts();
    await seedIfEmpty(db, { perLeaf: 1, activities: true });
    expect(await counts()).toEqual(before);
    await seedPromotionDemo(db, new Date(Date.now() + 60 * 24 * 3600_000));
    const after = await counts();
    expect(after.discounts).toBe(before.discounts! + 3);
    expect(after.coupons).toBe(before.coupons! + 6);
    expect(after.preSale).toBe(1);
  });
});
