import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  couponClaimState,
  discountRuleTerms,
  percentOffOfTenths,
  ruleMoney,
  tenthsText,
} from './promotionTerms.ts';

describe('discount rule terms', () => {
  it('states a money-off step in cents', () => {
    expect(discountRuleTerms(0, { needAmount: 199, discount: 20 })).toEqual({
      kind: 'moneyOff',
      needCents: 19900,
      offCents: 2000,
    });
    expect(discountRuleTerms(0, { needAmount: 0.1, discount: 0.2 })).toMatchObject({
      needCents: 10,
      offCents: 20,
    });
  });

  it('states a rate step in tenths paid and percent off', () => {
    expect(discountRuleTerms(1, { needAmount: 300, discount: 9.5 })).toEqual({
      kind: 'rate',
      needCents: 30000,
      tenths: '9.5',
      percentOff: 5,
    });
    expect(discountRuleTerms(1, { needAmount: 0, discount: 8 })).toMatchObject({
      tenths: '8',
      percentOff: 20,
    });
  });

  it('turns tenths into percent off without float noise', () => {
    expect(percentOffOfTenths(8.8)).toBe(12);
    expect(percentOffOfTenths(9.25)).toBe(7.5);
    expect(percentOffOfTenths(0.1)).toBe(99);
    expect(tenthsText(8.85)).toBe('8.85');
    // every rate a merchant can give (0.01 to 9.99 tenths) has percent off + percent paid = 100
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (hundredths) => {
        const tenths = hundredths / 100;
        const off = percentOffOfTenths(tenths);
        return Math.abs(off + tenths * 10 - 100) < 1e-9 && Number.isFinite(off);
      }),
    );
  });
});

describe('rule money', () => {
  it('leaves out the cents of whole yuan only', () => {
    expect(ruleMoney(19900)).toBe('¥199');
    expect(ruleMoney(990)).toBe('¥9.90');
    expect(ruleMoney(0)).toBe('¥0');
  });
});

describe('coupon claim state', () => {
  const coupon = { stocks: 10, limitNum: 2, receivedNum: 0, canReceive: true };
  it('claims while the shopper is under the limit and some are left', () => {
    expect(couponClaimState(coupon)).toBe('claim');
    expect(couponClaimState({ ...coupon, receivedNum: 1 })).toBe('claim');
  });
  it('is claimed at the limit, even when none is left', () => {
    expect(couponClaimState({ ...coupon, receivedNum: 2, canReceive: false })).toBe('claimed');
    expect(couponClaimState({ ...coupon, receivedNum: 2, stocks: 0, canReceive: false })).toBe('claimed');
  });
  it('is exhausted when none is left', () => {
    expect(couponClaimState({ ...coupon, stocks: 0, canReceive: false })).toBe('exhausted');
  });
  it('is unavailable when the server refuses it for another reason', () => {
    expect(couponClaimState({ ...coupon, canReceive: false })).toBe('unavailable');
  });
});
