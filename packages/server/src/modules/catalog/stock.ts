// Stock as a settlement participant (decisions/0022): taken at submit by conditional updates, given back
// when an unpaid order is cancelled or expires, and when a refund covers units of an order that was not
// shipped yet (they never left the warehouse; decisions/0033). Lock order inside: SKU rows by id, then
// product rows by id, the same for taking and giving back, so two transactions never wait on each other
// crosswise. A flash sale's units are not the SKU's (issue 13): they left the SKU's stock when the
// merchant created the activity (`moveStock`, exported for that) and come back when it ends, so a flash-
// sale order (order type 2) takes and gives back nothing here; the flash-sale participant does.
import { and, asc, eq, sql } from 'drizzle-orm';
import { messages, OrderType } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { SettlementParticipant } from '../../lib/settlement.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { orderItems } from '../order/tables.ts';
import { products, skus } from './tables.ts';

type StockLine = { skuId: number; prodId: number; count: number };

/**
 * Adds `sign` x count to each SKU's and product's stock, SKUs by id then products by id; taking more than
 * a SKU has throws `error.stock.insufficient` (the caller's transaction rolls back).
 */
export async function moveStock(
  tx: Database,
  lines: readonly StockLine[],
  sign: 1 | -1,
  now: Date,
): Promise<void> {
  const bySku = new Map<number, { count: number; prodId: number }>();
  for (const line of lines) {
    const entry = bySku.get(line.skuId) ?? { count: 0, prodId: line.prodId };
    entry.count += line.count;
    bySku.set(line.skuId, entry);
  }
  const byProd = new Map<number, number>();
  for (const skuId of [...bySku.keys()].sort((a, b) => a - b)) {
    const { count, prodId } = bySku.get(skuId)!;
    const [moved] =
      sign < 0
        ? await tx
            .update(skus)
            .set({ stocks: sql`${skus.stocks} - ${count}::integer` })
            .where(and(eq(skus.skuId, skuId), sql`${skus.stocks} >= ${count}::integer`))
            .returning({ status: skus.status })
        : await tx
            .update(skus)
            .set({ stocks: sql`${skus.stocks} + ${count}::integer` })
            .where(eq(skus.skuId, skuId))
            .returning({ status: skus.status });
    if (!moved && sign < 0) throw new BusinessError(messages.stockInsufficient);
    // The product's total counts its on-sale SKUs only (domain `productFigures`): units given back to a
    // SKU the merchant has dropped (off sale) stay that SKU's and are not offered through the product.
    if (moved?.status === 1) byProd.set(prodId, (byProd.get(prodId) ?? 0) + count);
  }
  for (const prodId of [...byProd.keys()].sort((a, b) => a - b)) {
    const count = byProd.get(prodId)!;
    await tx
      .update(products)
      .set({
        totalStocks:
          sign < 0
            ? sql`greatest(${products.totalStocks} - ${count}::integer, 0)`
            : sql`${products.totalStocks} + ${count}::integer`,
        updatedAt: now,
      })
      .where(eq(products.prodId, prodId));
  }
}

export const stockParticipant: SettlementParticipant = {
  name: 'stock',
  async reserve(tx, { lines, now, orderType }) {
    if (orderType === OrderType.seckill) return;
    await moveStock(tx, lines, -1, now);
  },
  async release(tx, release) {
    const { orderId, now } = release;
    if (release.orderType === OrderType.seckill) return;
    const items = await tx
      .select({
        orderItemId: orderItems.orderItemId,
        skuId: orderItems.skuId,
        prodId: orderItems.prodId,
        count: orderItems.prodCount,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.skuId));
    if (release.reason !== 'refund') return moveStock(tx, items, 1, now);
    // Goods that were shipped come back, if at all, through the merchant, who restocks what returns in a
    // sellable state (decisions/0018). The refunded units of an order not shipped yet never left: they go
    // back on sale (decisions/0033).
    if (release.refund.shipped) return;
    const back = items.flatMap((item) => {
      const count = release.refund.items.find((i) => i.orderItemId === item.orderItemId)?.count ?? 0;
      return count > 0 ? [{ ...item, count: Math.min(count, item.count) }] : [];
    });
    if (back.length > 0) await moveStock(tx, back, 1, now);
  },
};
