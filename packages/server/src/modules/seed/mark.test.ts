// The demo mark (decisions/0028): the demo seed fills and marks only an empty database, refuses one that
// holds data of its own (changing nothing), never runs in production, and every demo-account step needs
// the mark; a data folder seeded before the mark existed is recognised by its demo shoppers.
import { count, eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { demoShoppers, seedDemoShoppers } from '../account/demo.ts';
import { users } from '../account/tables.ts';
import { products } from '../catalog/tables.ts';
import { seedDemoMerchants } from '../merchant/demo.ts';
import { seedDemoPlatformAccounts } from '../platform/demo.ts';
import { platformUsers } from '../platform/tables.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { shops } from '../shop/tables.ts';
import { userWallets } from '../wallet/tables.ts';
import {
  DemoInProductionError,
  isDemoDatabase,
  NotADemoDatabaseError,
  seedDemo,
  seedIfEmpty,
} from './index.ts';
import { demoDatabase } from './tables.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describeEachDatabase('the demo mark', (database) => {
  const db = () => database().handle.db;

  async function counts() {
    const n = async (table: typeof users | typeof shops | typeof products | typeof merchantAccounts) =>
      (await db().select({ n: count() }).from(table))[0]?.n;
    return {
      users: await n(users),
      shops: await n(shops),
      products: await n(products),
      merchants: await n(merchantAccounts),
      wallets: (await db().select({ n: count() }).from(userWallets))[0]?.n,
      marked: (await db().select({ n: count() }).from(demoDatabase))[0]?.n,
      platformAccounts: (await db().select({ n: count() }).from(platformUsers))[0]?.n,
    };
  }

  it('never seeds in production, not even an empty database', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const before = await counts();
    await expect(seedIfEmpty(db(), { perLeaf: 1 })).rejects.toBeInstanceOf(DemoInProductionError);
    await expect(seedDemo(db(), { perLeaf: 1 })).rejects.toBeInstanceOf(DemoInProductionError);
    await expect(seedDemoShoppers(db())).rejects.toBeInstanceOf(DemoInProductionError);
    await expect(seedDemoMerchants(db())).rejects.toBeInstanceOf(DemoInProductionError);
    await expect(seedDemoPlatformAccounts(db())).rejects.toBeInstanceOf(DemoInProductionError);
    expect(await counts()).toEqual(before);
    expect(before.marked).toBe(0);
    expect(before.platformAccounts).toBe(0);
  });

  it(
    'refuses a database holding a shopper of its own, and changes nothing',
    async () => {
      await db().insert(users).values({ userId: 'u0123456789abcdef0123456789abcdef', nickName: 'real' });
      const before = await counts();
      await expect(seedIfEmpty(db(), { perLeaf: 1 })).rejects.toBeInstanceOf(NotADemoDatabaseError);
      await expect(seedDemo(db(), { perLeaf: 1 })).rejects.toBeInstanceOf(NotADemoDatabaseError);
      // The demo-account steps, called on their own, refuse an unmarked database too.
      await expect(seedDemoShoppers(db())).rejects.toBeInstanceOf(NotADemoDatabaseError);
      await expect(seedDemoMerchants(db())).rejects.toBeInstanceOf(NotADemoDatabaseError);
      expect(await counts()).toEqual(before);
      expect(before).toMatchObject({ users: 1, shops: 0, merchants: 0, marked: 0 });
      expect(await isDemoDatabase(db())).toBe(false);
      await db().delete(users);
    },
    DATABASE_HOOK_TIMEOUT,
  );

  it(
    'seeds and marks an empty database once, also when two instances start at the same time',
    async () => {
      const [a, b] = await Promise.all([
        seedIfEmpty(db(), { perLeaf: 1 }),
        seedIfEmpty(db(), { perLeaf: 1 }),
      ]);
      expect([a, b].filter((summary) => summary !== null)).toHaveLength(1);
      const after = await counts();
      expect(after.marked).toBe(1);
      expect(after.users).toBe(demoShoppers.length);
      expect(after.merchants).toBe(after.shops);
      expect(await isDemoDatabase(db())).toBe(true);
      // Seeding again adds nothing.
      expect(await seedIfEmpty(db(), { perLeaf: 1 })).toBeNull();
      expect(await counts()).toEqual(after);
    },
    DATABASE_HOOK_TIMEOUT,
  );

  it('never adds demo accounts in production, even to a demo database', async () => {
    await db().delete(merchantAccounts).where(eq(merchantAccounts.username, 'shop2'));
    await db().delete(users).where(eq(users.userId, demoShoppers[1].userId));
    const before = await counts();
    vi.stubEnv('NODE_ENV', 'production');
    await expect(seedIfEmpty(db(), { perLeaf: 1 })).rejects.toBeInstanceOf(DemoInProductionError);
    await expect(seedDemoShoppers(db())).rejects.toBeInstanceOf(DemoInProductionError);
    await expect(seedDemoMerchants(db())).rejects.toBeInstanceOf(DemoInProductionError);
    expect(await counts()).toEqual(before);
    vi.unstubAllEnvs();
    // In the demo they come back.
    await seedIfEmpty(db(), { perLeaf: 1 });
    expect(await counts()).toMatchObject({ users: before.users! + 1, merchants: before.merchants! + 1 });
  });

  it('recognises a demo database seeded before the mark by its demo shoppers, and marks it', async () => {
    await db().delete(demoDatabase);
    expect(await isDemoDatabase(db())).toBe(true);
    expect(await seedIfEmpty(db(), { perLeaf: 1 })).toBeNull();
    expect((await counts()).marked).toBe(1);
  });
});
