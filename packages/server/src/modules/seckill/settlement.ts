// The flash-sale settlement participant (decisions/0022, 0042), after points in order/participants.ts.
// Reserve (submit, the shopper's row already locked by submit): the activity is ongoing at the submit's
// time, the shopper's units of the activity in orders not cancelled plus these stay within maxNum (counted
// under that lock, so one shopper's parallel submits count one after the other), and the units are taken
// from `seckill_skus` with a conditional update (none left: productSoldOut), as the submit's last step
// before its commit (a LateTake, lib/settlement.ts). Release (cancel, unpaid
// expiry, a refund of units not shipped yet): the units go back to the activity while it holds its units,
// or straight to the SKU once they were returned (`returned_at` set) — read under the activity SKU's row
// lock, which the return (service.ts returnUnits) also takes, so a unit is never counted twice.
import { and, asc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { messages, OrderType } from '@mall/domain';
import type { SettlementParticipant } from '../../lib/settlement.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { moveStock } from '../catalog/stock.ts';
import { orderItems, orders } from '../order/tables.ts';
import { boughtBySql, checkOngoing } from './service.ts';
import { seckills, seckillSkus } from './tables.ts';

export const seckillParticipant: SettlementParticipant = {
  name: 'seckill',
  async reserve(tx, { orderType, activity, lines, userId, now }) {
    if (orderType !== OrderType.seckill || !activity) return;
    // The activity and the shopper's units already bought (boughtBy's count) in one read.
    const [seckill] = await tx
      .select({ ...getTableColumns(seckills), bought: boughtBySql(userId, seckills.seckillId) })
      .from(seckills)
      .where(eq(seckills.seckillId, activity.activityId));
    if (!seckill) throw new BusinessError(messages.activityNotFound);
    checkOngoing(seckill, now);
    const units = lines.reduce((n, l) => n + l.count, 0);
    const bought = Number(seckill.bought);
    if (bought + units > seckill.maxNum)
      throw new BusinessError(messages.seckillLimitReached, { max: seckill.maxNum });
    // The units last, just before the commit: every buyer of the sale updates this one row, so its lock
    // is held for the commit alone (a LateTake).
    return async () => {
      const [taken] = await tx
        .update(seckillSkus)
        .set({ stocks: sql`${seckillSkus.stocks} - ${units}::integer` })
        .where(
          and(
            eq(seckillSkus.seckillSkuId, activity.activitySkuId),
            eq(seckillSkus.seckillId, activity.activityId),
            gte(seckillSkus.stocks, units),
          ),
        )
        .returning({ stocks: seckillSkus.stocks });
      if (!taken) throw new BusinessError(messages.productSoldOut);
    };
  },
  async release(tx, release) {
    if (release.orderType !== OrderType.seckill) return;
    const [order] = await tx
      .select({ activityId: orders.activityId, activitySkuId: orders.activitySkuId })
      .from(orders)
      .where(eq(orders.orderId, release.orderId));
    if (!order?.activitySkuId) return;
    const items = await tx
      .select({
        orderItemId: orderItems.orderItemId,
        skuId: orderItems.skuId,
        prodId: orderItems.prodId,
        count: orderItems.prodCount,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, release.orderId))
      .orderBy(asc(orderItems.orderItemId));
    let units: number;
    if (release.reason === 'refund') {
      // Shipped goods come back, if at all, through the merchant (decisions/0018, 0033).
      if (release.refund.shipped) return;
      units = items.reduce((n, item) => {
        const covered = release.refund.items.find((i) => i.orderItemId === item.orderItemId)?.count ?? 0;
        return n + Math.min(covered, item.count);
      }, 0);
    } else {
      units = items.reduce((n, item) => n + item.count, 0);
    }
    if (units <= 0) return;
    // The activity SKU's row first (the return's lock), then whether the activity still holds its units.
    const [row] = await tx
      .select({ skuId: seckillSkus.skuId, prodId: seckills.prodId })
      .from(seckillSkus)
      .innerJoin(seckills, eq(seckills.seckillId, seckillSkus.seckillId))
      .where(eq(seckillSkus.seckillSkuId, order.activitySkuId))
      .for('update', { of: seckillSkus });
    if (!row) return;
    const [held] = await tx
      .select({ returnedAt: seckills.returnedAt })
      .from(seckills)
      .where(eq(seckills.seckillId, order.activityId!));
    if (held && held.returnedAt === null) {
      await tx
        .update(seckillSkus)
        .set({ stocks: sql`${seckillSkus.stocks} + ${units}::integer` })
        .where(eq(seckillSkus.seckillSkuId, order.activitySkuId));
    } else {
      await moveStock(tx, [{ skuId: row.skuId, prodId: row.prodId, count: units }], 1, release.now);
    }
  },
};
