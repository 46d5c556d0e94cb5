// The points mall's settlement participant (decisions/0022, 0047), right after `points` in
// order/participants.ts (the same rows in the same order: the shopper's score row, then ledger rows).
// Reserve (a submit of order type 3): the SKU is still in the points mall at the points price confirmed
// (else orderPriceChanged), then its points x units are spent (`spendPoints`, ledger `score_order`, ref the
// settlement's uuid) or the submit is refused with scoreInsufficient and changes nothing; once the order
// is written (a LateTake), `score_orders` records what it spent. Release: cancel, unpaid expiry and a
// failed group give back every point not given back yet; a refund of an order that also cost cash gives
// back the points in the share of the cash refunded so far (domain `earnedToReverse`, cumulative: partial
// refunds add up exactly, a cent never returns a unit's points); of an order of points alone, those of
// the units it covers (`scoreToReturn`). The points are what the shopper paid, so they come back whether
// the goods had shipped or not. Each give-back is a new batch (ledger `score_order_back`, ref the order
// number), as the points participant's.
import { and, eq, sql } from 'drizzle-orm';
import { earnedToReverse, messages, OrderType, scoreOrderCost, scoreToReturn } from '@mall/domain';
import type { SettlementParticipant } from '../../lib/settlement.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { orders } from '../order/tables.ts';
import { creditPoints, readScore, spendPoints } from '../points/service.ts';
import { scoreOrders, scoreSkus } from './tables.ts';

export const SCORE_ORDER = 'score_order';
export const SCORE_ORDER_BACK = 'score_order_back';

export const scoreMallParticipant: SettlementParticipant = {
  name: 'score-mall',
  async reserve(tx, { orderType, activity, lines, userId, uuid, now }) {
    if (orderType !== OrderType.points || !activity) return;
    const [sku] = await tx
      .select({ scorePrice: scoreSkus.scorePrice, price: scoreSkus.price })
      .from(scoreSkus)
      .where(and(eq(scoreSkus.skuId, activity.activitySkuId), eq(scoreSkus.prodId, activity.activityId)));
    if (!sku) throw new BusinessError(messages.scoreProdNotFound);
    const line = lines.find((l) => l.skuId === activity.activitySkuId);
    if (!line || lines.length !== 1) throw new BusinessError(messages.orderSettlementMissing);
    // The points price is not part of the cash quote that verifyPrices checks: checked here.
    if (sku.scorePrice !== activity.scorePrice)
      throw new BusinessError(messages.scorePriceChanged, { need: sku.scorePrice });
    const { totalScore } = scoreOrderCost([
      { scorePrice: sku.scorePrice, price: sku.price, count: line.count },
    ]);
    if (!(await spendPoints(tx, userId, totalScore, SCORE_ORDER, uuid, now)))
      throw new BusinessError(messages.scoreInsufficient, {
        need: totalScore,
        have: await readScore(tx, userId),
      });
    // The order exists once submit has written it: record what it spent.
    return async () => {
      const [order] = await tx
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(and(eq(orders.settlementUuid, uuid), eq(orders.userId, userId)));
      await tx.insert(scoreOrders).values({
        orderId: order!.orderId,
        userId,
        scorePrice: sku.scorePrice,
        units: line.count,
        scoreTotal: totalScore,
      });
    };
  },
  async release(tx, release) {
    if (release.orderType !== OrderType.points) return;
    const [row] = await tx
      .select()
      .from(scoreOrders)
      .where(eq(scoreOrders.orderId, release.orderId))
      .for('update');
    if (!row) return;
    let back: number;
    if (release.reason === 'refund' && release.refund.paidTotal > 0) {
      // Points and cash were paid together: the points come back in the share of the cash refunded, on
      // the order's refunds so far (a cent refunded never returns a whole unit's points).
      const { refundedTotal, paidTotal } = release.refund;
      back = earnedToReverse(row.scoreTotal, paidTotal, refundedTotal) - row.returned;
    } else if (release.reason === 'refund') {
      const units = release.refund.items.reduce((n, i) => n + i.count, 0);
      back = scoreToReturn(row.scorePrice, Math.min(units, row.units), row.returned, row.scoreTotal);
    } else {
      back = row.scoreTotal - row.returned;
    }
    if (back <= 0) return;
    await tx
      .update(scoreOrders)
      .set({ returned: sql`${scoreOrders.returned} + ${back}::integer` })
      .where(eq(scoreOrders.orderId, release.orderId));
    await creditPoints(tx, release.userId, back, SCORE_ORDER_BACK, release.orderNumber, release.now);
  },
};
