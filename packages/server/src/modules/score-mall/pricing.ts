// The points mall's pricing provider (decisions/0021, 0047): a checkout bought through /p/score/confirm
// carries its choice in `choices` (an OrderActivity of order type 3: the product, the SKU and its points
// price at confirm); the provider claims that SKU's line and takes (SKU price - cash part) x units off it,
// so the order's cash is the cash part (the points are spent by the participant, settlement.ts). Listed
// first in its stage: no other promotion prices a points-mall line (the pipeline's one promotion a line).
import { activityPriceReduction, centsToYuan, DiscountRule, OrderType } from '@mall/domain';
import type { OrderActivity } from '../../lib/settlement.ts';
import type { DiscountAdjustment } from '../pricing/calc.ts';
import type { PricingProvider } from '../pricing/providers.ts';
import { scoreSkuOf } from './service.ts';

/** The points-mall choice of a checkout, if any. */
export function scoreChoice(choices: readonly unknown[] | undefined): OrderActivity | null {
  for (const choice of choices ?? []) {
    const c = choice as Partial<OrderActivity> | null;
    if (
      c &&
      typeof c === 'object' &&
      c.orderType === OrderType.points &&
      Number.isInteger(c.activityId) &&
      Number.isInteger(c.activitySkuId)
    )
      return c as OrderActivity;
  }
  return null;
}

export const scoreMallProvider: PricingProvider = {
  name: 'score-mall',
  stage: 'activity',
  async prepare({ db, choices }, lines) {
    const choice = scoreChoice(choices);
    if (!choice) return null;
    const row = await scoreSkuOf(db, choice.activityId, choice.activitySkuId);
    if (!row) return null;
    const claims = lines.filter((p) => p.skuId === row.skuId).map((p) => p.key);
    const adjust: DiscountAdjustment = (shop) =>
      shop.lines
        .filter((l) => claims.includes(l.key))
        .map((l) => {
          const reduce = activityPriceReduction(l.price, row.price, l.count);
          return {
            lineKeys: [l.key],
            reduce,
            dto: {
              discountId: choice.activityId,
              discountRule: DiscountRule.amountOffOverAmount,
              needAmount: 0,
              discount: centsToYuan(reduce),
              reduceAmount: centsToYuan(reduce),
            },
          };
        });
    return Object.assign(adjust, { claimsLines: claims });
  },
};
