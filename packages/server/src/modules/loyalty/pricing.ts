// The member price's pricing provider (decisions/0021, stage `member`, after every activity): the best
// member-price right of the shopper's levels (the growth level's and, while its term runs, the paid
// plan's; `shopperRights`, one read per quote) takes its rate off each line no activity claimed (the
// pipeline gives a line one promotion), rounded per line (domain `memberPriceReduction`). One group per
// shop, shown as a rate discount (`discountRule` 2, marked `memberPrice`) named after the level whose
// rate applies, in the request's language (PricingContext.locale; zh where there is no request). A
// visitor, a shopper without a level or a level without a member price: no adjustment. Submit re-quotes,
// so a level that changed since confirm refuses the order as a changed price (submit compares amounts,
// never the name).
import { centsToYuan, DiscountRule, memberPriceReduction } from '@mall/domain';
import { localized } from '../../lib/text.ts';
import type { PricingProvider } from '../pricing/providers.ts';
import { shopperRights } from './rights.ts';

export const memberPriceProvider: PricingProvider = {
  name: 'member-price',
  stage: 'member',
  async prepare({ db, userId, now, locale }, lines) {
    if (lines.length === 0) return null;
    const rights = await shopperRights(db, userId, now);
    if (!rights || rights.discountPercent === null) return null;
    const discount = rights.discountPercent / 10;
    return (shop) => {
      const claimed = shop.lines
        .map((l) => ({ key: l.key, reduce: memberPriceReduction(l.amount, discount) }))
        .filter((l) => l.reduce > 0);
      if (claimed.length === 0) return [];
      const reduce = claimed.reduce((sum, l) => sum + l.reduce, 0);
      return [
        {
          lineKeys: claimed.map((l) => l.key),
          reduce,
          dto: {
            discountId: rights.levelId,
            discountName: localized(locale, rights.levelNameZh, rights.levelNameEn),
            memberPrice: true,
            discountRule: DiscountRule.rateOverAmount,
            needAmount: 0,
            discount,
            reduceAmount: centsToYuan(reduce),
          },
        },
      ];
    };
  },
};
