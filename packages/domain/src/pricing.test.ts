import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToPoints,
  pointsToCents,
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
