// The documented demo shoppers (README): `demo` and `demo2`, password `Demo@1234`, each with a
// ¥10,000.00 balance, 5,000 points, one default address (issue 3) and the demo coupons (issue 5). Seeded by `seedIfEmpty` with the
// demo catalogue; fixed user ids so carts and orders made in a demo session stay attached to the same
// account across reseeding. Only on a database marked as the demo's and never in production
// (seed/mark.ts `demoGuard`, decisions/0028).
import type { Database } from '../../db/connection.ts';
import { insertAddress, type AddressInput } from '../address/service.ts';
import { seedDemoCoupons } from '../coupon/demo.ts';
import { creditPoints } from '../points/service.ts';
import { demoGuard } from '../seed/mark.ts';
import { creditWallet } from '../wallet/service.ts';
import { hashPassword } from './passwords.ts';
import { users } from './tables.ts';

export const DEMO_PASSWORD = 'Demo@1234';
/** ¥10,000.00. */
export const DEMO_BALANCE_CENTS = 1_000_000;
export const DEMO_POINTS = 5_000;

export const demoShoppers = [
  {
    userId: 'udemo0000000000000000000000000001',
    userName: 'demo',
    mobile: '13800000000',
    nickName: '演示用户',
  },
  {
    userId: 'udemo0000000000000000000000000002',
    userName: 'demo2',
    mobile: '13800000001',
    nickName: '演示用户二',
  },
] as const;

/** Each demo shopper's default address (GB/T 2260 region codes), by user id. */
export const demoAddresses: Record<(typeof demoShoppers)[number]['userId'], AddressInput> = {
  udemo0000000000000000000000000001: {
    receiver: '张三',
    mobile: '13800000000',
    provinceId: 310000,
    province: '上海市',
    cityId: 310100,
    city: '上海市',
    areaId: 310115,
    area: '浦东新区',
    addr: '世纪大道100号',
    commonAddr: 1,
  },
  udemo0000000000000000000000000002: {
    receiver: '李四',
    mobile: '13800000001',
    provinceId: 110000,
    province: '北京市',
    cityId: 110100,
    city: '北京市',
    areaId: 110105,
    area: '朝阳区',
    addr: '建国路88号',
    commonAddr: 1,
  },
};

/**
 * Inserts the demo shoppers that do not exist yet (by user id, user name or mobile) with their balance,
 * points and default address, all in one transaction; returns how many were added. Shoppers already
 * there are left as they are. Throws (changing nothing) unless the database is marked as the demo's, or
 * in production.
 */
export async function seedDemoShoppers(db: Database, now: Date = new Date()): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await demoGuard(tx);
    const inserted = await tx
      .insert(users)
      .values(demoShoppers.map((s) => ({ ...s, passwordHash })))
      .onConflictDoNothing()
      .returning({ userId: users.userId });
    for (const { userId } of inserted) {
      await creditWallet(tx, userId, DEMO_BALANCE_CENTS, 'seed', 'demo');
      await creditPoints(tx, userId, DEMO_POINTS, 'seed', 'demo', now);
      const address = demoAddresses[userId as keyof typeof demoAddresses];
      if (address) await insertAddress(tx, userId, address);
    }
    // Several coupons each (issue 5): platform and shop, amount off and rate, scoped, one expired.
    if (inserted.length > 0)
      await seedDemoCoupons(
        tx,
        inserted.map((r) => r.userId),
        now,
      );
    return inserted.length;
  });
}
