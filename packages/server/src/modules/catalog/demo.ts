// The demo's pre-sale product (issue 13 item 5, called by discount/demo.ts `seedPromotionDemo`): shop 4's
// first product on sale ships in ten days; marked again once no pre-sale product is still to ship.
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatDate } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { products } from './tables.ts';

const DAY = 24 * 3_600_000;

export async function seedDemoPreSale(tx: Database, now: Date): Promise<void> {
  const today = formatDate(now, 'YYYY-MM-DD');
  const [current] = await tx
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(eq(products.preSale, true), sql`${products.shipDate} > ${today}::date`))
    .limit(1);
  if (current) return;
  // Shop 4's first product on sale (no flash sale or discount session of the demo is on it).
  const [first] = await tx
    .select({ prodId: products.prodId })
    .from(products)
    .where(and(eq(products.shopId, 4), eq(products.status, 1)))
    .orderBy(asc(products.prodId))
    .limit(1);
  const prodId = first?.prodId;
  if (prodId === undefined) return;
  await tx
    .update(products)
    .set({ preSale: true, shipDate: formatDate(now.getTime() + 10 * DAY, 'YYYY-MM-DD'), updatedAt: now })
    .where(eq(products.prodId, prodId));
}
