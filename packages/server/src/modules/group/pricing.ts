// The group price as a pricing provider (decisions/0021, 0043), stage 'activity' after the flash sale's:
// it claims a line only when the checkout buys in a group activity (`choices` holds the group
// OrderActivity of confirm and submit, order/service.ts `choicesOf`) and the line is that activity SKU's,
// while the activity is ongoing; it takes (SKU price - group price) x units off the line. The cart never
// carries that choice, so a cart line is never priced at a group price.
import { centsToYuan, DiscountRule, OrderType } from '@mall/domain';
import { and, eq } from 'drizzle-orm';
import type { OrderActivity } from '../../lib/settlement.ts';
import type { DiscountAdjustment } from '../pricing/calc.ts';
import type { PricingProvider } from '../pricing/providers.ts';
import { statusOf } from './service.ts';
import { groupActivities, groupSkus } from './tables.ts';

function groupChoice(choices: readonly unknown[] | undefined): OrderActivity | null {
  for (const choice of choices ?? []) {
    const c = choice as Partial<OrderActivity> | null;
    if (
      c &&
      typeof c === 'object' &&
      c.orderType === OrderType.group &&
      Number.isInteger(c.activityId) &&
      Number.isInteger(c.activitySkuId)
    )
      return c as OrderActivity;
  }
  return null;
}

export const groupProvider: PricingProvider = {
  name: 'group',
  stage: 'activity',
  async prepare({ db, now, choices }, lines) {
    const choice = groupChoice(choices);
    if (!choice) return null;
    const [row] = await db
      .select({
        skuId: groupSkus.skuId,
        actPrice: groupSkus.actPrice,
        prodId: groupActivities.prodId,
        startTime: groupActivities.startTime,
        endTime: groupActivities.endTime,
      })
      .from(groupSkus)
      .innerJoin(groupActivities, eq(groupActivities.activityId, groupSkus.activityId))
      .where(
        and(eq(groupSkus.groupSkuId, choice.activitySkuId), eq(groupSkus.activityId, choice.activityId)),
      );
    if (!row || statusOf(row, now) !== 1) return null;
    const keys = new Set(
      lines.filter((l) => l.skuId === row.skuId && l.prodId === row.prodId).map((l) => l.key),
    );
    if (keys.size === 0) return null;
    const adjust: DiscountAdjustment = (shop) => {
      const mine = shop.lines.filter((l) => keys.has(l.key));
      if (mine.length === 0) return [];
      const reduce = mine.reduce((sum, l) => sum + Math.max(0, l.price - row.actPrice) * l.count, 0);
      return [
        {
          lineKeys: mine.map((l) => l.key),
          reduce,
          dto: {
            discountId: choice.activityId,
            discountRule: DiscountRule.amountOffOverAmount,
            needAmount: 0,
            discount: centsToYuan(reduce),
            reduceAmount: centsToYuan(reduce),
          },
        },
      ];
    };
    return Object.assign(adjust, { claimsLines: [...keys] });
  },
};
