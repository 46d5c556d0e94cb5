// The demo merchant accounts (README): `shopN` / `Shop@1234` owns shop N, one per shop. Seeded with the
// demo catalogue and into a data folder seeded earlier (seed/index.ts), only for shops without an account,
// only on a database marked as the demo's and never in production (seed/mark.ts, decisions/0028).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { hashPassword } from '../account/passwords.ts';
import { demoGuard } from '../seed/mark.ts';
import { shops } from '../shop/tables.ts';
import { merchantAccounts } from './tables.ts';

export const DEMO_MERCHANT_PASSWORD = 'Shop@1234';

/**
 * Gives every shop without a merchant account `shop<shopId>`, in one transaction; answers how many were
 * added. Throws (changing nothing) unless the database is marked as the demo's, or in production.
 */
export async function seedDemoMerchants(db: Database): Promise<number> {
  const passwordHash = await hashPassword(DEMO_MERCHANT_PASSWORD);
  return db.transaction(async (tx) => {
    await demoGuard(tx);
    const missing = await tx
      .select({ shopId: shops.shopId })
      .from(shops)
      .where(
        sql`NOT EXISTS (SELECT 1 FROM ${merchantAccounts} WHERE ${merchantAccounts.shopId} = ${shops.shopId})`,
      );
    if (missing.length === 0) return 0;
    const inserted = await tx
      .insert(merchantAccounts)
      .values(missing.map(({ shopId }) => ({ username: `shop${shopId}`, passwordHash, shopId })))
      .onConflictDoNothing()
      .returning({ merchantId: merchantAccounts.merchantId });
    return inserted.length;
  });
}
