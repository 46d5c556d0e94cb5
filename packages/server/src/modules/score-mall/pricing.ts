// The points mall's pricing provider (decisions/0021, 0047): a checkout bought through /p/score/confirm
// carries its choice in `choices` (an OrderActivity of order type 3: the product, the SKU and its points
// price at confirm); the provider claims that SKU's line and takes (SKU price - cash part) x units off it,
// so the order's cash is the cash part (the points are spent by the participant, settlement.ts). Listed
// first in its stage: no other promotion prices a points-mall line (the pipeline's one promotion a line).
import { OrderType } from '@mall/domain';
import { activityChoice, activityPriceAdjustment } from '../pricing/activity.ts';
import type { PricingProvider } from '../pricing/providers.ts';
import { scoreSkuOf } from './service.ts';

export const scoreMallProvider: PricingProvider = {
  name: 'score-mall',
  stage: 'activity',
  async prepare({ db, choices }, lines) {
    const choice = activityChoice(choices, OrderType.points);
    if (!choice) return null;
    const row = await scoreSkuOf(db, choice.activityId, choice.activitySkuId);
    if (!row) return null;
    const claims = lines.filter((p) => p.skuId === row.skuId).map((p) => p.key);
    return activityPriceAdjustment(choice.activityId, claims, row.price, 'perLine');
  },
};
