// The demo coupons and freight templates: seeded with the demo shoppers and catalogue, never twice, and
// added on start to a data folder seeded before them.
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { demoShoppers } from '../account/demo.ts';
import { shopFreight } from '../order/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { shops } from '../shop/tables.ts';
import { demoCoupons } from './demo.ts';
import { userCoupons } from './tables.ts';

describeEachDatabase('the demo coupons and freight', (database) => {
  beforeAll(async () => {
    await seedIfEmpty(database().handle.db, { perLeaf: 1 });
  }, DATABASE_HOOK_TIMEOUT);

  async function counts() {
    const { db } = database().handle;
    const perUser = [];
    for (const { userId } of demoShoppers) {
      const [row] = await db.select({ n: count() }).from(userCoupons).where(eq(userCoupons.userId, userId));
      perUser.push(row?.n);
    }
    const [freight] = await db.select({ n: count() }).from(shopFreight);
    const [shopCount] = await db.select({ n: count() }).from(shops);
    return { perUser, freight: freight?.n, shops: shopCount?.n };
  }

  it('gives each demo shopper every demo coupon and each shop a freight template, once', async () => {
    const n = demoCoupons(new Date()).length;
    const first = await counts();
    expect(first.perUser).toEqual(demoShoppers.map(() => n));
    expect(first.freight).toBe(first.shops);
    await seedIfEmpty(database().handle.db, { perLeaf: 1 });
    expect(await counts()).toEqual(first);
  });

  it('backfills a database seeded before them', async () => {
    const { db } = database().handle;
    const before = await counts();
    await db.delete(userCoupons);
    await db.delete(shopFreight);
    await seedIfEmpty(db, { perLeaf: 1 });
    expect(await counts()).toEqual(before);
  });
});
