// The documented demo shoppers (README): `demo` and `demo2`, password `Demo@1234`. Seeded by
// `seedIfEmpty` with the demo catalogue; fixed user ids so carts and orders made in a demo session stay
// attached to the same account across reseeding. Balance, points and the default address belong to the
// wallet, points and address modules and are added there when those modules land.
import type { Database } from '../../db/connection.ts';
import { hashPassword } from './passwords.ts';
import { users } from './tables.ts';

export const DEMO_PASSWORD = 'Demo@1234';

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

/** Inserts the demo shoppers that do not exist yet (by user name or mobile); returns how many were added. */
export async function seedDemoShoppers(db: Database): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(demoShoppers.map((s) => ({ ...s, passwordHash })))
    .onConflictDoNothing()
    .returning({ userId: users.userId });
  return inserted.length;
}
