import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestDiscountStep,
  validDiscountSteps,
  centsToPoints,
  pointsToCents,
  productFigures,
  rateReduction,
  shareReduction,
  thresholdRateReduction,
  thresholdReduction,
} from './pricing.ts';

const cents = fc.integer({ min: 0, max: 10_000_000_00 });

describe('thresholdReduction', () => {
  it('takes the reduction off once the threshold is met, never more than the amount', () => {
    expect(thresholdReduction(9_999, 10_000, 1_000)).toBe(0);
    expect(thresholdReduction(10_000, 10_000, 1_000)).toBe(1_000);
    expect(thresholdReduction(500, 0, 1_000)).toBe(500);
    expect(thresholdReduction(0, 0, 1_000)).toBe(0);
    fc.assert(
      fc.property(cents, cents, cents, (base, threshold, reduce) => {
        const r = thresholdReduction(base, threshold, reduce);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(base);
        if (base < threshold) expect(r).toBe(0);
        else expect(r).toBe(Math.min(reduce, base));
      }),
    );
  });
});

describe('rateReduction', () => {
  it('keeps the paid part rounded half up at the cent', () => {
    expect(rateReduction(10_000, 85)).toBe(1_500);
    // 999 * 0.85 = 849.15 paid -> 849, reduction 150
    expect(rateReduction(999, 85)).toBe(150);
    // 10 * 0.95 = 9.5 paid -> 10 (half up), reduction 0
    expect(rateReduction(10, 95)).toBe(0);
    expect(rateReduction(0, 50)).toBe(0);
    expect(thresholdRateReduction(9_999, 10_000, 80)).toBe(0);
    expect(thresholdRateReduction(10_000, 10_000, 80)).toBe(2_000);
  });

  it('is within [0, amount] and grows with the amount', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), (base, percent) => {
        const r = rateReduction(base, percent);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(base);
        expect(rateReduction(base + 100, percent)).toBeGreaterThanOrEqual(r);
        if (percent === 100) expect(r).toBe(0);
        if (percent === 0) expect(r).toBe(base);
      }),
    );
  });
});

describe('shareReduction', () => {
  it('shares in proportion, exactly', () => {
    expect(shareReduction(100, [100, 300])).toEqual([25, 75]);
    expect(shareReduction(1_000, [100, 300])).toEqual([100, 300]);
    expect(shareReduction(0, [100, 300])).toEqual([0, 0]);
    expect(shareReduction(10, [0, 0])).toEqual([0, 0]);
  });

  it('adds up to the capped reduction and never takes a line below zero', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.integer({ min: 0, max: 1_000_000_00 }), { minLength: 1, maxLength: 20 }),
        (reduce, amounts) => {
          const shares = shareReduction(reduce, amounts);
          const total = amounts.reduce((a, b) => a + b, 0);
          expect(shares).toHaveLength(amounts.length);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(reduce, total));
          shares.forEach((s, i) => {
            expect(Number.isInteger(s)).toBe(true);
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(amounts[i]!);
          });
        },
      ),
    );
  });
});

describe('points', () => {
  it('never buys more than the points are worth, and round-trips downwards', () => {
    expect(pointsToCents(100)).toBe(100);
    expect(centsToPoints(199)).toBe(199);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (points) => {
        expect(centsToPoints(pointsToCents(points))).toBeLessThanOrEqual(points);
      }),
    );
  });
});

describe('bestDiscountStep', () => {
  /**
   * Valid rules of a kind: 1 to 5 strictly ascending thresholds with their savings (ascending, each below
   * its threshold) or rates (descending).
   */
  const steps = (kind: 0 | 1) =>
    fc
      .uniqueArray(fc.integer({ min: kind === 0 ? 2 : 0, max: 1_000_000 }), { minLength: 1, maxLength: 5 })
      .chain((thresholds) => {
        const sorted = [...thresholds].sort((a, b) => a - b);
        return fc
          .tuple(
            ...sorted.map((needAmount) =>
              kind === 0 ? fc.integer({ min: 1, max: needAmount - 1 }) : fc.integer({ min: 1, max: 99 }),
            ),
          )
          .map((discounts) => {
            // The i-th smallest saving is still below the i-th threshold (i savings are below it).
            const ordered = [...discounts].sort((a, b) => (kind === 0 ? a - b : b - a));
            return sorted.map((needAmount, i) => ({ needAmount, discount: ordered[i]! }));
          });
      });
  const kinds = fc.constantFrom<0 | 1>(0, 1);

  it('takes the highest threshold reached, never more than the amount, nothing below the lowest', () => {
    fc.assert(
      fc.property(
        kinds.chain((kind) =>
          fc.tuple(fc.constant(kind), steps(kind), fc.integer({ min: 0, max: 2_000_000 })),
        ),
        ([kind, rules, base]) => {
          expect(validDiscountSteps(kind, rules)).toBe(true);
          const { index, reduce } = bestDiscountStep(base, kind, rules);
          const reached = rules.filter((s) => base > 0 && base >= s.needAmount);
          if (reached.length === 0) {
            expect(index).toBe(-1);
            expect(reduce).toBe(0);
            return;
          }
          expect(rules[index]).toEqual(reached[reached.length - 1]);
          expect(Number.isSafeInteger(reduce)).toBe(true);
          expect(reduce).toBeGreaterThanOrEqual(0);
          expect(reduce).toBeLessThanOrEqual(base);
          if (kind === 0) expect(reduce).toBe(rules[index]!.discount);
          else
            expect(Math.abs(base - reduce - (base * rules[index]!.discount) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('saves no less on a larger amount for money off', () => {
    fc.assert(
      fc.property(steps(0), fc.nat(1_000_000), fc.nat(1_000_000), (rules, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        // The step reached never goes down, and a higher step never saves less: nor does a bigger cart.
        expect(bestDiscountStep(hi, 0, rules).index).toBeGreaterThanOrEqual(
          bestDiscountStep(lo, 0, rules).index,
        );
        expect(bestDiscountStep(hi, 0, rules).reduce).toBeGreaterThanOrEqual(
          bestDiscountStep(lo, 0, rules).reduce,
        );
      }),
    );
  });

  it('examples: 满199减20 / 满299减40, 满100打9.5折', () => {
    const moneyOff = [
      { needAmount: 19_900, discount: 2_000 },
      { needAmount: 29_900, discount: 4_000 },
    ];
    expect(bestDiscountStep(19_899, 0, moneyOff)).toEqual({ index: -1, reduce: 0 });
    expect(bestDiscountStep(19_900, 0, moneyOff)).toEqual({ index: 0, reduce: 2_000 });
    expect(bestDiscountStep(30_000, 0, moneyOff)).toEqual({ index: 1, reduce: 4_000 });
    expect(bestDiscountStep(10_001, 1, [{ needAmount: 10_000, discount: 95 }])).toEqual({
      index: 0,
      reduce: 500,
    });
    expect(bestDiscountStep(0, 1, [{ needAmount: 0, discount: 95 }])).toEqual({ index: -1, reduce: 0 });
  });
});

describe('validDiscountSteps', () => {
  it('refuses thresholds not strictly ascending, savings not below their threshold, rates out of 1-99', () => {
    expect(validDiscountSteps(0, [])).toBe(false);
    expect(validDiscountSteps(0, [{ needAmount: 100, discount: 100 }])).toBe(false);
    expect(validDiscountSteps(0, [{ needAmount: 0, discount: 1 }])).toBe(false);
    expect(
      validDiscountSteps(0, [
        { needAmount: 200, discount: 10 },
        { needAmount: 200, discount: 20 },
      ]),
    ).toBe(false);
    expect(validDiscountSteps(1, [{ needAmount: 0, discount: 100 }])).toBe(false);
    expect(validDiscountSteps(1, [{ needAmount: 0, discount: 0 }])).toBe(false);
    expect(validDiscountSteps(1, [{ needAmount: 0, discount: 9.5 }])).toBe(false);
    expect(validDiscountSteps(1, [{ needAmount: 0, discount: 95 }])).toBe(true);
    // A higher step that saves less (or pays a higher rate) would make a bigger cart cost more.
    expect(
      validDiscountSteps(0, [
        { needAmount: 10_000, discount: 5_000 },
        { needAmount: 20_000, discount: 1_000 },
      ]),
    ).toBe(false);
    expect(
      validDiscountSteps(1, [
        { needAmount: 10_000, discount: 90 },
        { needAmount: 20_000, discount: 95 },
      ]),
    ).toBe(false);
    expect(
      validDiscountSteps(0, [
        { needAmount: 10_000, discount: 1_000 },
        { needAmount: 20_000, discount: 1_000 },
      ]),
    ).toBe(true);
    expect(
      validDiscountSteps(
        0,
        Array.from({ length: 6 }, (_, i) => ({ needAmount: (i + 1) * 1000, discount: 10 })),
      ),
    ).toBe(false);
  });
});

describe('productFigures', () => {
  it('takes the lowest price on sale with its original price, and adds up the stock on sale', () => {
    expect(
      productFigures([
        { price: 500, oriPrice: 900, stocks: 3, onSale: true },
        { price: 100, oriPrice: 100, stocks: 9, onSale: false },
        { price: 300, oriPrice: 400, stocks: 2, onSale: true },
        { price: 300, oriPrice: 999, stocks: 1, onSale: true },
      ]),
    ).toEqual({ price: 300, oriPrice: 400, totalStocks: 6 });
  });

  it('is all zero without a SKU on sale', () => {
    expect(productFigures([{ price: 100, oriPrice: 200, stocks: 5, onSale: false }])).toEqual({
      price: 0,
      oriPrice: 0,
      totalStocks: 0,
    });
  });
});
