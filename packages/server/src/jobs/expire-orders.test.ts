// The expiry job on PostgreSQL (PGlite instead where PostgreSQL is unavailable, decisions/0097) when one
// order cannot be cancelled: that order is logged with its number and left for the next run, and the
// orders before and after it still expire.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../modules/account/tables.ts';
import { orders } from '../modules/order/tables.ts';
import { shops } from '../modules/shop/tables.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { newUserId } from '../test/inject.ts';
import { expireUnpaidOrders } from './expire-orders.ts';

describeEachDatabase('the expiry job', (database) => {
  it('skips and reports an order whose cancellation throws; the others still expire', async () => {
    const { db } = database().handle;
    const userId = newUserId();
    await db.insert(users).values({ userId, nickName: 'late payer' });
    const [shop] = await db.insert(shops).values({ nameZh: '店', nameEn: 'Shop' }).returning();
    const created = new Date('2026-01-01T00:00:00Z');
    const numbers = ['90000000000000000001', '90000000000000000002', '90000000000000000003'];
    await db.insert(orders).values(
      numbers.map((orderNumber) => ({
        orderNumber,
        settlementUuid: randomUUID(),
        userId,
        shopId: shop!.shopId,
        total: 100,
        actualTotal: 100,
        productNums: 1,
        userAddr: {},
        createdAt: created,
      })),
    );
    // The middle order's update fails inside the database (a broken row, a bug in a participant...).
    await db.execute(sql`
      CREATE FUNCTION test_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'this order is broken'; END $$`);
    await db.execute(sql`
      CREATE TRIGGER test_broken_order BEFORE UPDATE ON orders FOR EACH ROW
      WHEN (OLD.order_number = '90000000000000000002') EXECUTE FUNCTION test_refuse_update()`);
    const logged: Record<string, unknown>[] = [];
    const log = { error: (object: object) => logged.push(object as Record<string, unknown>) };
    try {
      const later = new Date(created.getTime() + 31 * 60_000);
      expect(await expireUnpaidOrders(db, later, log)).toBe(2);
      const statusOf = async () =>
        Object.fromEntries(
          (
            await db
              .select({ n: orders.orderNumber, status: orders.status })
              .from(orders)
              .where(inArray(orders.orderNumber, numbers))
          ).map((row) => [row.n, row.status]),
        );
      expect(await statusOf()).toEqual({ [numbers[0]!]: 6, [numbers[1]!]: 1, [numbers[2]!]: 6 });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ orderNumber: numbers[1] });
      // The next run tries it again (and reports it again), without touching the others.
      expect(await expireUnpaidOrders(db, later, log)).toBe(0);
      expect(logged).toHaveLength(2);
      await db.execute(sql`DROP TRIGGER test_broken_order ON orders`);
      expect(await expireUnpaidOrders(db, later, log)).toBe(1);
      expect(await statusOf()).toEqual({ [numbers[0]!]: 6, [numbers[1]!]: 6, [numbers[2]!]: 6 });
    } finally {
      await db.execute(sql`DROP TRIGGER IF EXISTS test_broken_order ON orders`);
      await db.execute(sql`DROP FUNCTION IF EXISTS test_refuse_update()`);
    }
  });
});
