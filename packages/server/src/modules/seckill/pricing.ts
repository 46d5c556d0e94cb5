// The flash-sale pricing provider (decisions/0021, 0042): a checkout bought through the flash-sale
// routes carries its activity in `choices` (an OrderActivity of order type 2); the provider claims the
// line of that activity's SKU and takes (SKU price - seckill price) x units off it. The line keeps the
// SKU's price, so the order shows what was saved. It prices by the activity whatever the time: whether
// the activity is ongoing is the flash-sale routes' and participant's check (eventNotStarted/eventEnded),
// so an order refused for the time is refused as such, not as a changed price.
import { activityPriceReduction, centsToYuan, DiscountRule, OrderType } from '@mall/domain';
import type { OrderActivity } from '../../lib/settlement.ts';
import type { DiscountAdjustment } from '../pricing/calc.ts';
import type { PricingProvider } from '../pricing/providers.ts';
import { activitySku } from './service.ts';

function seckillChoice(choices: readonly unknown[] | undefined): OrderActivity | null {
  for (const choice of choices ?? []) {
    const c = choice as Partial<OrderActivity> | null;
    if (c && typeof c === 'object' && c.orderType === OrderType.seckill && Number.isInteger(c.activitySkuId))
      return c as OrderActivity;
  }
  return null;
}

export const seckillProvider: PricingProvider = {
  name: 'seckill',
  stage: 'activity',
  async prepare({ db, choices }, lines) {
    const choice = seckillChoice(choices);
    if (!choice) return null;
    const row = await activitySku(db, choice.activitySkuId);
    if (!row || row.seckill.seckillId !== choice.activityId) return null;
    const { skuId, seckillPrice } = row;
    const claims = lines.filter((p) => p.skuId === skuId).map((p) => p.key);
    const adjust: DiscountAdjustment = (shop) =>
      shop.lines
        .filter((l) => claims.includes(l.key))
        .map((l) => {
          const reduce = activityPriceReduction(l.price, seckillPrice, l.count);
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
