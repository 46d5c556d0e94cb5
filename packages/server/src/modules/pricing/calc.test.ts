// The settlement calculation: examples and fast-check properties (totals never negative, lines add up to
// shops and shops to the order, reductions never exceed what they reduce, points in steps of 10 within
// the maximum).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeliveryType, messages, POINTS_MAX_PERCENT } from '@mall/domain';
import {
  CalcError,
  calcSettlement,
  couponReduce,
  type CalcCoupon,
  type CalcInput,
  type CalcShop,
} from './calc.ts';

const coupon = (over: Partial<CalcCoupon>): CalcCoupon => ({
  couponId: 1,
  couponUserId: 101,
  shopId: 0,
  couponType: 1,
  cashCondition: 0,
  reduceAmount: 500,
  discount: 100,
  suitableProdType: 0,
  prodIds: [],
  categoryIds: [],
  ...over,
});

/** What a test promotion shows (the wire's chooseDiscountItemDto). */
const testDto = { discountId: 1, discountRule: 0, needAmount: 0, discount: 0, reduceAmount: 0 } as const;

const shopA: CalcShop = {
  shopId: 1,
  lines: [
    { key: 1, prodId: 10, categoryId: 100, price: 5990, count: 2 },
    { key: 2, prodId: 11, categoryId: 101, price: 1000, count: 1 },
  ],
  freight: { fee: 800, freeFrom: 9900 },
  dvyType: DeliveryType.express,
};
const shopB: CalcShop = {
  shopId: 2,
  lines: [{ key: 3, prodId: 20, categoryId: 200, price: 3000, count: 1 }],
  freight: { fee: 1000, freeFrom: 0 },
  dvyType: DeliveryType.express,
};
const noPoints = { available: 0, use: false };

describe('calcSettlement', () => {
  it('totals per shop with freight and no reductions', () => {
    const r = calcSettlement({ shops: [shopA, shopB], coupons: [], points: noPoints });
    expect(r.shops.map((s) => [s.total, s.transfee, s.actualTotal])).toEqual([
      [12980, 0, 12980],
      [3000, 1000, 4000],
    ]);
    expect(r).toMatchObject({
      total: 15980,
      totalTransFee: 1000,
      actualTotal: 16980,
      orderReduce: 0,
      totalCount: 4,
    });
    expect(r.shops[0]!.discountGroups).toEqual([{ dto: null, lineKeys: [1, 2] }]);
  });

  it('preselects the best shop coupon and the best platform coupon, and respects thresholds and scope', () => {
    const coupons = [
      coupon({ couponId: 1, couponUserId: 11, shopId: 1, reduceAmount: 1000, cashCondition: 10000 }),
      coupon({ couponId: 2, couponUserId: 12, shopId: 1, couponType: 2, discount: 90, cashCondition: 0 }),
      coupon({ couponId: 3, couponUserId: 13, shopId: 1, reduceAmount: 5000, cashCondition: 99999 }),
      coupon({
        couponId: 4,
        couponUserId: 14,
        shopId: 0,
        reduceAmount: 300,
        suitableProdType: 2,
        categoryIds: [200],
      }),
      coupon({ couponId: 5, couponUserId: 15, shopId: 0, reduceAmount: 200 }),
    ];
    const r = calcSettlement({ shops: [shopA, shopB], coupons, points: noPoints });
    // 10 % of 12980 = 1298 beats 1000 off; coupon 3's threshold is not met.
    expect(r.shops[0]!.coupons).toEqual([
      { couponId: 1, couponUserId: 11, canUse: true, choose: false, reduce: 1000 },
      { couponId: 2, couponUserId: 12, canUse: true, choose: true, reduce: 1298 },
      { couponId: 3, couponUserId: 13, canUse: false, choose: false, reduce: 0 },
    ]);
    expect(r.platformCoupons.find((c) => c.choose)?.couponId).toBe(4);
    expect(r.shops[0]!.couponReduce).toBe(1298);
    expect(r.shops[1]!.couponReduce).toBe(300);
    expect(r.chosenCouponUserIds.sort()).toEqual([12, 14]);
    expect(r.shops[1]!.couponShares).toEqual([{ couponUserId: 14, reduce: 300 }]);
    // Coupons never cost free shipping: shop A stays above its threshold's goods amount.
    expect(r.shops[0]!.transfee).toBe(0);
  });

  it('takes the chosen coupons, none with [], and refuses an unusable or unknown one', () => {
    const coupons = [
      coupon({ couponId: 1, couponUserId: 11, shopId: 1, reduceAmount: 1000 }),
      coupon({ couponId: 2, couponUserId: 12, shopId: 1, reduceAmount: 2000 }),
      coupon({ couponId: 3, couponUserId: 13, shopId: 0, reduceAmount: 100, cashCondition: 999_999 }),
    ];
    const base: CalcInput = { shops: [shopA], coupons, points: noPoints };
    expect(calcSettlement({ ...base, couponIds: [1] }).shops[0]!.couponReduce).toBe(1000);
    expect(calcSettlement({ ...base, couponIds: [] }).shops[0]!.couponReduce).toBe(0);
    for (const couponIds of [[3], [1, 2], [99]]) {
      expect(() => calcSettlement({ ...base, couponIds })).toThrow(CalcError);
    }
    // A shop coupon of a shop that is not in the order.
    const other = [...coupons, coupon({ couponId: 9, couponUserId: 19, shopId: 7 })];
    expect(() => calcSettlement({ ...base, coupons: other, couponIds: [9] })).toThrow(CalcError);
  });

  it('points: at most half the goods after coupons and the balance, in tens; refuses anything else', () => {
    const base: CalcInput = { shops: [shopB], coupons: [], points: { available: 100_000, use: true } };
    const r = calcSettlement(base);
    expect(r.maxUsableScore).toBe((3000 * POINTS_MAX_PERCENT) / 100);
    expect(r.pointsUsed).toBe(1500);
    expect(r.pointsReduce).toBe(1500);
    expect(r.actualTotal).toBe(3000 - 1500 + 1000);
    expect(calcSettlement({ ...base, points: { available: 1234, use: true } }).pointsUsed).toBe(1230);
    expect(calcSettlement({ ...base, points: { available: 9999, use: false } }).pointsUsed).toBe(0);
    const fail = (requested: number) => {
      try {
        calcSettlement({ ...base, points: { available: 100_000, use: true, requested } });
      } catch (error) {
        return (error as CalcError).descriptor;
      }
      return null;
    };
    expect(fail(15)).toBe(messages.pointsStep);
    expect(fail(1510)).toBe(messages.pointsTooMany);
    expect(fail(-10)).toBe(messages.pointsInvalid);
    expect(fail(100)).toBeNull();
  });

  it('couponReduce: amount off is capped, rates round to the cent, thresholds hold', () => {
    expect(couponReduce(coupon({ reduceAmount: 500 }), 300)).toBe(300);
    expect(couponReduce(coupon({ couponType: 2, discount: 85 }), 999)).toBe(150);
    expect(couponReduce(coupon({ cashCondition: 1000 }), 999)).toBe(0);
    expect(couponReduce(coupon({ cashCondition: 1000 }), 1000)).toBe(500);
  });

  it('the discount pipeline claims lines into their own groups and reduces them', () => {
    const r = calcSettlement({
      shops: [shopA],
      coupons: [],
      points: noPoints,
      adjustments: [({ lines }) => [{ lineKeys: [lines[0]!.key], reduce: 999_999, dto: testDto }]],
    });
    expect(r.shops[0]!.discountGroups).toEqual([
      { dto: testDto, lineKeys: [1] },
      { dto: null, lineKeys: [2] },
    ]);
    expect(r.shops[0]!.discountReduce).toBe(11980);
    // The goods amount after discounts (1000) is below the free-shipping threshold now.
    expect(r.shops[0]!.transfee).toBe(800);
  });
});

const arbCoupon = (id: number, shopIds: number[]) =>
  fc.record({
    couponId: fc.constant(id),
    couponUserId: fc.constant(1000 + id),
    shopId: fc.constantFrom(0, ...shopIds),
    couponType: fc.constantFrom(1 as const, 2 as const),
    cashCondition: fc.integer({ min: 0, max: 50_000 }),
    reduceAmount: fc.integer({ min: 0, max: 50_000 }),
    discount: fc.integer({ min: 1, max: 100 }),
    suitableProdType: fc.constantFrom(0 as const, 1 as const, 2 as const),
    prodIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    categoryIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  });

const arbInput = fc
  .array(
    fc.record({
      lines: fc.array(
        fc.record({
          prodId: fc.integer({ min: 1, max: 6 }),
          categoryId: fc.integer({ min: 1, max: 4 }),
          price: fc.integer({ min: 0, max: 2_000_000 }),
          count: fc.integer({ min: 1, max: 50 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      freight: fc.option(
        fc.record({ fee: fc.integer({ min: 0, max: 5000 }), freeFrom: fc.integer({ min: 0, max: 100_000 }) }),
      ),
      dvyType: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .chain((shops) => {
    let key = 0;
    const calcShops: CalcShop[] = shops.map((s, i) => ({
      shopId: i + 1,
      lines: s.lines.map((l) => ({ ...l, key: ++key })),
      freight: s.freight,
      dvyType: s.dvyType,
    }));
    const ids = calcShops.map((s) => s.shopId);
    return fc.record({
      shops: fc.constant(calcShops),
      coupons: fc.tuple(...[1, 2, 3, 4, 5].map((id) => arbCoupon(id, ids))),
      points: fc.record({ available: fc.integer({ min: 0, max: 10_000_000 }), use: fc.boolean() }),
      discount: fc.integer({ min: 0, max: 3_000_000 }),
    });
  });

describe('calcSettlement properties', () => {
  it('never negative, adds up exactly, reductions within the amounts, points in steps within the maximum', () => {
    fc.assert(
      fc.property(arbInput, ({ shops, coupons, points, discount }) => {
        const r = calcSettlement({
          shops,
          coupons: [...coupons],
          points,
          adjustments: [
            ({ lines }) => (lines[0] ? [{ lineKeys: [lines[0].key], reduce: discount, dto: testDto }] : []),
          ],
        });
        let total = 0;
        let actual = 0;
        for (const s of r.shops) {
          expect(s.actualTotal).toBeGreaterThanOrEqual(0);
          expect(s.discountReduce + s.couponReduce + s.pointsReduce).toBeLessThanOrEqual(s.total);
          expect(s.actualTotal).toBe(
            s.total - s.discountReduce - s.couponReduce - s.pointsReduce + s.transfee,
          );
          let lineSum = 0;
          for (const l of s.lines) {
            expect(l.actualTotal).toBeGreaterThanOrEqual(0);
            expect(l.shareReduce).toBeLessThanOrEqual(l.amount);
            expect(Math.min(l.discountReduce, l.couponReduce, l.pointsReduce)).toBeGreaterThanOrEqual(0);
            lineSum += l.actualTotal;
          }
          expect(lineSum + s.transfee).toBe(s.actualTotal);
          expect(s.couponShares.reduce((a, c) => a + c.reduce, 0)).toBe(s.couponReduce);
          total += s.total;
          actual += s.actualTotal;
        }
        expect(r.total).toBe(total);
        expect(r.actualTotal).toBe(actual);
        expect(r.actualTotal).toBeGreaterThanOrEqual(0);
        expect(r.orderReduce).toBeLessThanOrEqual(r.total);
        expect(r.pointsUsed % 10).toBe(0);
        expect(r.pointsUsed).toBeLessThanOrEqual(Math.min(r.maxUsableScore, points.available));
        expect(r.shops.reduce((a, s) => a + s.pointsUsed, 0)).toBe(r.pointsUsed);
        // At most one shop coupon per shop and one platform coupon.
        expect(r.platformCoupons.filter((c) => c.choose).length).toBeLessThanOrEqual(1);
        for (const s of r.shops) expect(s.coupons.filter((c) => c.choose).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('choosing the preselected coupons again gives the same answer', () => {
    fc.assert(
      fc.property(arbInput, ({ shops, coupons, points }) => {
        const best = calcSettlement({ shops, coupons: [...coupons], points });
        const ids = [...best.platformCoupons, ...best.shops.flatMap((s) => s.coupons)]
          .filter((c) => c.choose)
          .map((c) => c.couponId);
        const again = calcSettlement({ shops, coupons: [...coupons], points, couponIds: ids });
        expect(again.actualTotal).toBe(best.actualTotal);
      }),
      { numRuns: 200 },
    );
  });
});
