// What the providers of activities that sell a checkout's SKU at their own price share (the flash sale,
// the points mall's cash part, the group price; decisions/0021, 0042, 0043, 0047): finding the
// checkout's activity among the pricing choices (order/service.ts `choicesOf` puts it there; the cart
// never carries one), and the adjustment that claims the activity's lines and takes (SKU price -
// activity price) x units off them (domain `activityPriceReduction`), shown as an amount off. The line
// keeps the SKU's price, so the order shows what was saved.
import { activityPriceReduction, centsToYuan, DiscountRule } from '@mall/domain';
import type { OrderActivity } from '../../lib/settlement.ts';
import type { DiscountAdjustment, DiscountResult } from './calc.ts';

/** The checkout's activity of `orderType` among the pricing choices, if any. */
export function activityChoice(
  choices: readonly unknown[] | undefined,
  orderType: OrderActivity['orderType'],
): OrderActivity | null {
  for (const choice of choices ?? []) {
    const c = choice as Partial<OrderActivity> | null;
    if (
      c &&
      typeof c === 'object' &&
      c.orderType === orderType &&
      Number.isInteger(c.activityId) &&
      Number.isInteger(c.activitySkuId)
    )
      return c as OrderActivity;
  }
  return null;
}

/**
 * Claims the lines `claims` (surely: `claimsLines`) and takes (line price - `activityPrice`) x units off
 * each, named by `activityId`: one group per line (`perLine`, the flash sale and the points mall) or one
 * group for them all (`together`, the group price).
 */
export function activityPriceAdjustment(
  activityId: number,
  claims: readonly number[],
  activityPrice: number,
  grouping: 'perLine' | 'together',
): DiscountAdjustment {
  const group = (lines: readonly { key: number; price: number; count: number }[]): DiscountResult => {
    const reduce = lines.reduce((sum, l) => sum + activityPriceReduction(l.price, activityPrice, l.count), 0);
    return {
      lineKeys: lines.map((l) => l.key),
      reduce,
      dto: {
        discountId: activityId,
        discountRule: DiscountRule.amountOffOverAmount,
        needAmount: 0,
        discount: centsToYuan(reduce),
        reduceAmount: centsToYuan(reduce),
      },
    };
  };
  const adjust = (shop: Parameters<DiscountAdjustment>[0]) => {
    const mine = shop.lines.filter((l) => claims.includes(l.key));
    if (mine.length === 0) return [];
    return grouping === 'perLine' ? mine.map((l) => group([l])) : [group(mine)];
  };
  return Object.assign(adjust, { claimsLines: claims });
}
