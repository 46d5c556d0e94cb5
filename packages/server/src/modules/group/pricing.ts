// The group price as a pricing provider (decisions/0021, 0043), stage 'activity' after the flash sale's:
// it claims a line only when the checkout buys in a group activity (`choices` holds the group
// OrderActivity of confirm and submit, order/service.ts `choicesOf`) and the line is that activity SKU's,
// while the activity is ongoing; it takes (SKU price - group price) x units off the line. The cart never
// carries that choice, so a cart line is never priced at a group price.
import { OrderType } from '@mall/domain';
import { and, eq } from 'drizzle-orm';
import { activityChoice, activityPriceAdjustment } from '../pricing/activity.ts';
import type { PricingProvider } from '../pricing/providers.ts';
import { statusOf } from './service.ts';
import { groupActivities, groupSkus } from './tables.ts';

export const groupProvider: PricingProvider = {
  name: 'group',
  stage: 'activity',
  async prepare({ db, now, choices }, lines) {
    const choice = activityChoice(choices, OrderType.group);
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
    const keys = lines.filter((l) => l.skuId === row.skuId && l.prodId === row.prodId).map((l) => l.key);
    if (keys.length === 0) return null;
    return activityPriceAdjustment(choice.activityId, keys, row.actPrice, 'together');
  },
};
