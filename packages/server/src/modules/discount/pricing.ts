// The special discount sessions' pricing provider (decisions/0021, 0044), stage 'activity' after the
// flash-sale and group providers (which claim only the lines of a checkout naming their activity). Per
// shop, the lines of one live session not claimed before form one group; the highest step its amount
// reaches applies (domain `bestDiscountStep`). While none is reached the group still shows the session
// with its lowest step and reduceAmount 0, so the cart can say "spend X more".
import { bestDiscountStep, centsToYuan, DiscountRule, type ChooseDiscountItemDto } from '@mall/domain';
import type { PricingProvider } from '../pricing/providers.ts';
import { liveSessions, stepWire } from './service.ts';

export const discountProvider: PricingProvider = {
  name: 'discount',
  stage: 'activity',
  async prepare({ db, now }, lines) {
    const sessions = await liveSessions(
      db,
      now,
      [...new Set(lines.map((l) => l.shopId))],
      [...new Set(lines.map((l) => l.prodId))],
    );
    if (sessions.length === 0) return null;
    return (shop) =>
      sessions
        .filter((s) => s.shopId === shop.shopId)
        .flatMap((s) => {
          const mine = shop.lines.filter((l) => s.allProducts || s.prodIds.includes(l.prodId));
          if (mine.length === 0) return [];
          const base = mine.reduce((sum, l) => sum + l.amount, 0);
          const { index, reduce } = bestDiscountStep(base, s.discountType, s.rules);
          const step = stepWire(s.discountType, s.rules[Math.max(index, 0)]!);
          const dto: ChooseDiscountItemDto = {
            discountId: s.discountId,
            discountName: s.name,
            discountRule:
              s.discountType === 0 ? DiscountRule.amountOffOverAmount : DiscountRule.rateOverAmount,
            needAmount: step.needAmount,
            discount: step.discount,
            reduceAmount: centsToYuan(reduce),
          };
          return [{ lineKeys: mine.map((l) => l.key), reduce, dto }];
        });
  },
};
