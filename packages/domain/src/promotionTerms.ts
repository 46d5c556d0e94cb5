// How the shopper's pages state a promotion's terms (issue 13): a special discount session's rule steps
// ("满199减20" / "¥20 off ¥199", "满300打9.5折" / "5% off from ¥300"), a coupon's value, and which claim
// button a coupon of the coupon centre gets. The words are the ui's (Lingui); the numbers are decided
// here, once, so no screen turns tenths into percentages or compares stock on its own.
import { formatMoney, yuanToCents, type Cents } from './money.ts';

/** A special discount session's rule step as its text needs it: money in cents, a rate in tenths. */
export type DiscountRuleTerms =
  | { kind: 'moneyOff'; needCents: Cents; offCents: Cents }
  | { kind: 'rate'; needCents: Cents; tenths: string; percentOff: number };

/**
 * Percent taken off by a rate given in tenths paid (9.5 -> 5, 8.8 -> 12, 8 -> 20): in whole tenths of a
 * percent, rounded to one decimal (9.25 -> 7.5).
 */
export function percentOffOfTenths(tenths: number): number {
  const paidPerMille = Math.round(tenths * 100); // 9.5 tenths = 950 per mille
  return (1000 - paidPerMille) / 10;
}

/** The tenths as the zh "折" text shows them: 9.5 -> "9.5", 8 -> "8", 8.85 -> "8.85". */
export function tenthsText(tenths: number): string {
  return String(Math.round(tenths * 100) / 100);
}

/** A rule's amount as its short text shows it: "¥199" for whole yuan, "¥9.90" otherwise. */
export function ruleMoney(cents: Cents): string {
  const text = formatMoney(cents, { currency: true });
  return cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}

/** One step of a session's rules: type 0 spend `needAmount` save `discount` yuan; type 1 pay `discount` tenths. */
export function discountRuleTerms(
  discountType: number,
  step: { needAmount: number; discount: number },
): DiscountRuleTerms {
  const needCents = yuanToCents(step.needAmount);
  if (discountType === 1)
    return {
      kind: 'rate',
      needCents,
      tenths: tenthsText(step.discount),
      percentOff: percentOffOfTenths(step.discount),
    };
  return { kind: 'moneyOff', needCents, offCents: yuanToCents(step.discount) };
}

/**
 * The claim button of a coupon-centre coupon: `claimed` once the shopper holds `limitNum` of it,
 * `exhausted` when none is left to claim, `unavailable` when the server says it cannot be claimed for
 * another reason, else `claim` (a visitor always sees `claim` and gets the login popup).
 */
export type CouponClaimState = 'claim' | 'claimed' | 'exhausted' | 'unavailable';

export function couponClaimState(coupon: {
  stocks: number;
  limitNum: number;
  receivedNum: number;
  canReceive: boolean;
}): CouponClaimState {
  if (coupon.limitNum > 0 && coupon.receivedNum >= coupon.limitNum) return 'claimed';
  if (coupon.stocks <= 0) return 'exhausted';
  if (!coupon.canReceive && coupon.receivedNum > 0) return 'claimed';
  return coupon.canReceive ? 'claim' : 'unavailable';
}
