import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocateCents,
  centsToYuan,
  formatMoney,
  formatYuan,
  MAX_EXACT_CENTS,
  parseYuan,
  parseSignedYuan,
  splitMoney,
  sumCents,
  yuanToCents,
} from './money.ts';

const cents = fc.integer({ min: -MAX_EXACT_CENTS, max: MAX_EXACT_CENTS });

describe('yuan and cents', () => {
  it('round-trips every amount the mall can hold exactly', () => {
    fc.assert(fc.property(cents, (c) => yuanToCents(centsToYuan(c)) === c));
    expect(yuanToCents(centsToYuan(MAX_EXACT_CENTS))).toBe(MAX_EXACT_CENTS);
    expect(yuanToCents(centsToYuan(-MAX_EXACT_CENTS))).toBe(-MAX_EXACT_CENTS);
  });

  it('removes float noise: 0.1 + 0.2 and 1.005', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(yuanToCents(1.005)).toBe(101);
    expect(yuanToCents(-1.005)).toBe(-101);
    expect(yuanToCents(59.9)).toBe(5990);
    expect(yuanToCents(0.07)).toBe(7);
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan(59.9)).toBe('59.90');
  });

  it('refuses what is not money', () => {
    expect(() => yuanToCents(Number.NaN)).toThrow(RangeError);
    expect(() => yuanToCents(Infinity)).toThrow(RangeError);
    expect(() => centsToYuan(1.5)).toThrow(RangeError);
    expect(() => centsToYuan(2 ** 53)).toThrow(RangeError);
    expect(() => formatMoney(0.5)).toThrow(RangeError);
  });

  it('parses typed amounts exactly', () => {
    expect(parseYuan('59')).toBe(5900);
    expect(parseYuan(' 59.9 ')).toBe(5990);
    expect(parseYuan('59.90')).toBe(5990);
    expect(parseYuan('0.01')).toBe(1);
    expect(parseYuan('1.')).toBe(100);
    for (const bad of ['', ' ', '-1', '+1', '1.234', '1,000', 'abc', '.5', '1e3', '１２'])
      expect(parseYuan(bad)).toBeNull();
    fc.assert(
      fc.property(
        fc.nat({ max: MAX_EXACT_CENTS }),
        (c) => parseYuan(formatMoney(c, { currency: false })) === c,
      ),
    );
  });
});

describe('showing money', () => {
  it('splits into parts that join back to the formatted amount', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const p = splitMoney(c);
        expect(p.fraction).toMatch(/^\d\d$/);
        expect(p.integer).toMatch(/^\d+$/);
        expect(`${p.sign}${p.currency}${p.integer}.${p.fraction}`).toBe(formatMoney(c));
        expect(`${p.sign}${p.integer}.${p.fraction}`).toBe(formatMoney(c, { currency: false }));
      }),
    );
  });

  it('formats examples', () => {
    expect(formatMoney(5990)).toBe('¥59.90');
    expect(formatMoney(5)).toBe('¥0.05');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(-500)).toBe('-¥5.00');
    expect(formatMoney(123456789)).toBe('¥1234567.89');
    expect(splitMoney(5990)).toEqual({ sign: '', currency: '¥', integer: '59', fraction: '90' });
    expect(sumCents([10, 20, 30])).toBe(60);
  });
});

describe('allocateCents', () => {
  it('always sums to the total, never negative for non-negative weights', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: MAX_EXACT_CENTS }),
        fc.array(fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constant(0)), {
          minLength: 1,
          maxLength: 30,
        }),
        (total, weights) => {
          const parts = allocateCents(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(sumCents(parts)).toBe(total);
          for (const p of parts) {
            expect(Number.isSafeInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('is proportional within one cent', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          allocateCents(total, weights).forEach((p, i) => {
            expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('handles the edges', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(1000, [1, 2, 2])).toEqual([200, 400, 400]);
    expect(allocateCents(0, [1, 2])).toEqual([0, 0]);
    expect(allocateCents(100, [])).toEqual([]);
    expect(allocateCents(100, [0, 0])).toEqual([100, 0]);
    expect(allocateCents(100, [1e308, 1e308])).toEqual([50, 50]);
    expect(allocateCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });
});

describe('parseSignedYuan', () => {
  it('reads a signed amount exactly', () => {
    expect(parseSignedYuan('-20')).toBe(-2000);
    expect(parseSignedYuan(' +5.5 ')).toBe(550);
    expect(parseSignedYuan('100.01')).toBe(10001);
    expect(Object.is(parseSignedYuan('-0'), 0)).toBe(true);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', '-', '--5', '5-', '1.001', 'abc', '1,000']) {
      expect(parseSignedYuan(text)).toBeNull();
    }
  });
});
