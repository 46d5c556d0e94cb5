// The activity providers' shared pieces (pricing/activity.ts): the checkout's activity found by order
// type among the choices (a malformed one ignored), and the adjustment at the activity's price, a group
// per line or one for all, claiming exactly the lines it was given.
import { describe, expect, it } from 'vitest';
import { DiscountRule, OrderType } from '@mall/domain';
import { activityChoice, activityPriceAdjustment } from './activity.ts';

describe('activityChoice', () => {
  const seckill = { orderType: OrderType.seckill, activityId: 7, activitySkuId: 70 };
  const group = { orderType: OrderType.group, activityId: 8, activitySkuId: 80, teamId: 0 };

  it('finds the activity of the order type among the choices', () => {
    expect(activityChoice([{ discountId: 1 }, group, seckill], OrderType.seckill)).toBe(seckill);
    expect(activityChoice([seckill, group], OrderType.group)).toBe(group);
    expect(activityChoice([seckill, group], OrderType.points)).toBeNull();
    expect(activityChoice(undefined, OrderType.seckill)).toBeNull();
  });

  it('ignores a choice without whole-number ids', () => {
    expect(activityChoice([{ ...seckill, activityId: '7' }], OrderType.seckill)).toBeNull();
    expect(activityChoice([{ ...seckill, activitySkuId: 1.5 }], OrderType.seckill)).toBeNull();
    expect(activityChoice([null, 3, 'x'], OrderType.seckill)).toBeNull();
  });
});

describe('activityPriceAdjustment', () => {
  const line = (key: number, price: number, count: number) => ({
    key,
    prodId: 1,
    categoryId: 1,
    price,
    count,
    amount: price * count,
  });
  const shop = { shopId: 1, lines: [line(1, 1_000, 2), line(2, 500, 1), line(3, 300, 1)] };
  const dto = (reduce: number) => ({
    discountId: 9,
    discountRule: DiscountRule.amountOffOverAmount,
    needAmount: 0,
    discount: reduce / 100,
    reduceAmount: reduce / 100,
  });

  it('takes (price - activity price) x units off each claimed line, a group per line', () => {
    const adjust = activityPriceAdjustment(9, [1, 2], 400, 'perLine');
    expect(adjust.claimsLines).toEqual([1, 2]);
    expect(adjust(shop)).toEqual([
      { lineKeys: [1], reduce: 1_200, dto: dto(1_200) },
      { lineKeys: [2], reduce: 100, dto: dto(100) },
    ]);
  });

  it('groups the claimed lines together when asked; a line below the activity price takes nothing off', () => {
    expect(activityPriceAdjustment(9, [1, 3], 400, 'together')(shop)).toEqual([
      { lineKeys: [1, 3], reduce: 1_200, dto: dto(1_200) },
    ]);
  });

  it('answers no group in a shop without its lines', () => {
    expect(activityPriceAdjustment(9, [4], 400, 'perLine')(shop)).toEqual([]);
    expect(activityPriceAdjustment(9, [4], 400, 'together')(shop)).toEqual([]);
  });
});
