// The flash-sale pricing provider (decisions/0021, 0042): a checkout bought through the flash-sale
// routes carries its activity in `choices` (an OrderActivity of order type 2); the provider claims the
// line of that activity's SKU and takes (SKU price - seckill price) x units off it. The line keeps the
// SKU's price, so the order shows what was saved. It prices by the activity whatever the time: whether
// the activity is ongoing is the flash-sale routes' and participant's check (eventNotStarted/eventEnded),
// so an order refused for the time is refused as such, not as a changed price.
import { OrderType } from '@mall/domain';
import { activityChoice, activityPriceAdjustment } from '../pricing/activity.ts';
import type { PricingProvider } from '../pricing/providers.ts';
import { activitySku } from './service.ts';

export const seckillProvider: PricingProvider = {
  name: 'seckill',
  stage: 'activity',
  async prepare({ db, choices }, lines) {
    const choice = activityChoice(choices, OrderType.seckill);
    if (!choice) return null;
    const row = await activitySku(db, choice.activitySkuId);
    if (!row || row.seckill.seckillId !== choice.activityId) return null;
    const claims = lines.filter((p) => p.skuId === row.skuId).map((p) => p.key);
    return activityPriceAdjustment(choice.activityId, claims, row.seckillPrice, 'perLine');
  },
};
