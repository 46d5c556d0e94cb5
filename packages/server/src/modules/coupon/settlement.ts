// Coupons as a settlement participant (decisions/0022): the chosen coupons are marked used by the
// settlement at submit (still unused and valid, or the submit fails), and come back when the order is
// cancelled or expires unpaid. One coupon can cover several orders of one submit (a platform coupon
// across shops): it comes back once no other live order of that submit still uses it.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { messages, OrderStatus } from '@mall/domain';
import type { SettlementParticipant } from '../../lib/settlement.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { orderCoupons, orders } from '../order/tables.ts';
import { coupons, userCoupons } from './tables.ts';

export const couponsParticipant: SettlementParticipant = {
  name: 'coupons',
  async reserve(tx, { userId, uuid, now, couponUserIds }) {
    if (couponUserIds.length === 0) return;
    const used = await tx
      .update(userCoupons)
      .set({ status: 2, usedSettlement: uuid, usedAt: now })
      .where(
        and(
          eq(userCoupons.userId, userId),
          inArray(userCoupons.couponUserId, [...couponUserIds]),
          eq(userCoupons.status, 1),
          sql`EXISTS (SELECT 1 FROM ${coupons} WHERE ${coupons.couponId} = ${userCoupons.couponId} AND ${coupons.status} = 1 AND ${coupons.endTime} > ${now.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ id: userCoupons.couponUserId });
    if (used.length !== couponUserIds.length) throw new BusinessError(messages.couponUnusable);
  },
  async release(tx, { userId, orderId, reason }) {
    // A refund pays back what was paid; the coupon's reduction was never paid, so it stays used
    // (decisions/0018).
    if (reason === 'refund') return;
    const used = await tx
      .select({ couponUserId: orderCoupons.couponUserId })
      .from(orderCoupons)
      .where(eq(orderCoupons.orderId, orderId))
      .orderBy(asc(orderCoupons.couponUserId));
    if (used.length === 0) return;
    // Lock the coupons first: of two orders of one submit cancelled at once, the second waits here until
    // the first commits, then sees its order cancelled and gives the shared coupon back; without the
    // lock each would count the other as live and neither would give it back.
    await tx
      .select({ id: userCoupons.couponUserId })
      .from(userCoupons)
      .where(
        inArray(
          userCoupons.couponUserId,
          used.map((u) => u.couponUserId),
        ),
      )
      .orderBy(asc(userCoupons.couponUserId))
      .for('update');
    for (const { couponUserId } of used) {
      const [live] = await tx
        .select({ n: count() })
        .from(orderCoupons)
        .innerJoin(orders, eq(orders.orderId, orderCoupons.orderId))
        .where(
          and(
            eq(orderCoupons.couponUserId, couponUserId),
            ne(orders.orderId, orderId),
            ne(orders.status, OrderStatus.canceled),
          ),
        );
      if ((live?.n ?? 0) > 0) continue;
      await tx
        .update(userCoupons)
        .set({ status: 1, usedSettlement: null, usedAt: null })
        .where(
          and(
            eq(userCoupons.couponUserId, couponUserId),
            eq(userCoupons.userId, userId),
            eq(userCoupons.status, 2),
          ),
        );
    }
  },
};
