// A coupon's chosen products (the merchant's and the platform's body, decisions/0109): every malformed
// list is refused with `rule.coupon.prods`, whose words name both limits (how many, and what an id is);
// a repeated id is accepted and taken once by the server, so the words do not call it an error.
import { describe, expect, it } from 'vitest';
import { COUPON_PRODS_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { MerchantCouponParam } from './coupon.ts';
import { PlatformCouponParam } from './platformCoupon.ts';

const coupon = {
  couponName: '满100减10',
  couponType: 1,
  cashCondition: 100,
  reduceAmount: 10,
  startTime: '2026-05-01 00:00:00',
  endTime: '2026-05-31 23:59:59',
  stocks: 100,
  limitNum: 1,
};
const id = messages.couponProdsInvalid.id;

describe.each([
  ['the merchant', MerchantCouponParam],
  ['the platform', PlatformCouponParam],
] as const)("%s's coupon products", (_, schema) => {
  const refusal = (prodIds: unknown) =>
    schema.safeParse({ ...coupon, prodIds }).error?.issues.map((i) => i.message);

  it('takes none (all products) or up to the limit', () => {
    expect(schema.parse(coupon).prodIds).toEqual([]);
    expect(schema.parse({ ...coupon, prodIds: range(COUPON_PRODS_MAX) }).prodIds).toHaveLength(
      COUPON_PRODS_MAX,
    );
  });

  it('refuses one more than the limit', () => {
    expect(refusal(range(COUPON_PRODS_MAX + 1))).toEqual([id]);
  });

  it('refuses an id of 0', () => {
    expect(refusal([3, 0])).toEqual([id]);
  });

  it('refuses a negative id', () => {
    expect(refusal([-2])).toEqual([id]);
  });

  it('refuses an id that is not a whole number, or too large', () => {
    expect(refusal([1.5])).toEqual([id]);
    expect(refusal(['7'])).toEqual([id]);
    expect(refusal([1_000_000_000])).toEqual([id]);
  });

  it('refuses a list that is not one', () => {
    expect(refusal('all')).toEqual([id]);
    expect(refusal(null)).toEqual([id]);
  });

  it('accepts a repeated id (the server stores it once)', () => {
    expect(schema.parse({ ...coupon, prodIds: [4, 4] }).prodIds).toEqual([4, 4]);
  });
});

describe('the words of rule.coupon.prods', () => {
  it('say the limit and that each must be a valid product number', () => {
    expect(messages.couponProdsInvalid.message).toContain(String(COUPON_PRODS_MAX));
    expect(messages.couponProdsInvalid.message).toMatch(/each .*valid product/);
  });
});

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}
