import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINTS_EARNED_PER_YUAN } from './constants.ts';
import {
  DAY_MS,
  SIGN_IN_SCORES_DEFAULT,
  beijingDay,
  beijingDayNumber,
  beijingDayStart,
  consumeOldestFirst,
  dayNumberOf,
  dayText,
  earnedToReverse,
  bestLevelRights,
  effectiveLevel,
  growthProgress,
  levelForGrowth,
  memberPriceReduction,
  nextLevelFor,
  paidTermEnd,
  pointsEarnedFor,
  pointsExpiringSoon,
  pointsExpiryAt,
  refundScoreForUnits,
  reversalSteps,
  scoreOrderCost,
  scoreToReturn,
  dailySignIn,
  signInCalendar,
  signInScore,
  signInShown,
  validSignInScores,
  type SignInState,
} from './loyalty.ts';

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('the Beijing day', () => {
  it('turns at 16:00 UTC (00:00 in Beijing), whatever the machine says', () => {
    expect(beijingDay(Date.parse('2026-11-25T15:59:59.999Z'))).toBe('2026-11-25');
    expect(beijingDay(Date.parse('2026-11-25T16:00:00.000Z'))).toBe('2026-11-26');
    expect(beijingDay(new Date('2026-12-31T23:30:00+08:00'))).toBe('2026-12-31');
    expect(beijingDay(new Date('2027-01-01T00:00:00+08:00'))).toBe('2027-01-01');
  });

  it('starts each day at its own Beijing midnight, and texts and numbers agree', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const day = beijingDay(ms);
        const start = beijingDayStart(day);
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms - start).toBeLessThan(DAY_MS);
        expect(dayNumberOf(day)).toBe(beijingDayNumber(ms));
        expect(dayText(beijingDayNumber(ms))).toBe(day);
      }),
    );
  });

  it('reads only real days', () => {
    expect(dayNumberOf('2026-02-29')).toBeNaN();
    expect(dayNumberOf('2028-02-29')).not.toBeNaN();
    expect(dayNumberOf('2026-1-1')).toBeNaN();
  });
});

describe('daily sign-in', () => {
  it('starts a streak, continues it the next day and refuses the same day twice', () => {
    const first = dailySignIn(null, '2026-11-25');
    expect(first).toEqual({ signed: true, day: '2026-11-25', streak: 1 });
    const state: SignInState = { lastDay: '2026-11-25', streak: 1 };
    expect(dailySignIn(state, '2026-11-25')).toEqual({ signed: false });
    expect(dailySignIn(state, '2026-11-26')).toEqual({ signed: true, day: '2026-11-26', streak: 2 });
  });

  it('resets after a missed day, across a month and a year end', () => {
    expect(dailySignIn({ lastDay: '2026-11-25', streak: 6 }, '2026-11-27')).toMatchObject({ streak: 1 });
    expect(dailySignIn({ lastDay: '2026-12-31', streak: 6 }, '2027-01-01')).toMatchObject({ streak: 7 });
    expect(dailySignIn({ lastDay: '2028-02-28', streak: 2 }, '2028-02-29')).toMatchObject({ streak: 3 });
  });

  it('never signs a day twice, even with a clock that moved back', () => {
    expect(dailySignIn({ lastDay: '2026-11-26', streak: 3 }, '2026-11-25')).toEqual({ signed: false });
  });

  it('counts n consecutive days as a streak of n, and a gap as a new streak', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        let state: SignInState | null = null;
        let day = dayNumberOf('2026-01-01');
        let expected = 0;
        for (const gap of gaps) {
          day += gap;
          expected = gap === 1 && state !== null ? expected + 1 : 1;
          const out = dailySignIn(state, dayText(day));
          if (!out.signed) throw new Error('refused');
          expect(out.streak).toBe(expected);
          state = { lastDay: out.day, streak: out.streak };
        }
      }),
    );
  });

  it('shows the live streak: today or yesterday keeps it, a missed day shows 0', () => {
    const state = { lastDay: '2026-11-25', streak: 4 };
    expect(signInShown(null, '2026-11-25')).toEqual({ signInCount: 0, isSignIn: false });
    expect(signInShown(state, '2026-11-25')).toEqual({ signInCount: 4, isSignIn: true });
    expect(signInShown(state, '2026-11-26')).toEqual({ signInCount: 4, isSignIn: false });
    expect(signInShown(state, '2026-11-27')).toEqual({ signInCount: 0, isSignIn: false });
  });

  it("pays day N's points, day 7's from day 8 on, plus a level's extra", () => {
    const scores = SIGN_IN_SCORES_DEFAULT;
    expect(signInScore(1, scores)).toBe(scores[0]);
    expect(signInScore(7, scores)).toBe(scores[6]);
    expect(signInScore(8, scores)).toBe(scores[6]);
    expect(signInScore(365, scores)).toBe(scores[6]);
    expect(signInScore(2, scores, 5)).toBe(scores[1]! + 5);
    expect(signInScore(3, [])).toBe(0);
    expect(() => signInScore(0, scores)).toThrow(RangeError);
  });

  it('keeps the defaults usable: 7 days, multiples of 10', () => {
    expect(validSignInScores(SIGN_IN_SCORES_DEFAULT)).toBe(true);
    expect(SIGN_IN_SCORES_DEFAULT.every((s) => s % 10 === 0)).toBe(true);
    expect(validSignInScores([1, 2, 3])).toBe(false);
    expect(validSignInScores([1, 2, 3, 4, 5, 6, -7])).toBe(false);
  });
});

describe('levels and growth', () => {
  const levels = [
    { levelId: 1, needGrowth: 0 },
    { levelId: 2, needGrowth: 100 },
    { levelId: 3, needGrowth: 500 },
  ];

  it('follows growth: the highest level reached, and the next one', () => {
    expect(levelForGrowth(levels, 0)?.levelId).toBe(1);
    expect(levelForGrowth(levels, 99)?.levelId).toBe(1);
    expect(levelForGrowth(levels, 100)?.levelId).toBe(2);
    expect(levelForGrowth(levels, 10_000)?.levelId).toBe(3);
    expect(levelForGrowth(levels.slice(1), 50)).toBeNull();
    expect(nextLevelFor(levels, 100)?.levelId).toBe(3);
    expect(nextLevelFor(levels, 500)).toBeNull();
  });

  it('does not depend on the order of the list, and never goes down as growth grows', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (needs, growth, more) => {
          const list = needs.map((needGrowth) => ({ needGrowth }));
          const reversed = [...list].reverse();
          expect(levelForGrowth(list, growth)?.needGrowth).toBe(levelForGrowth(reversed, growth)?.needGrowth);
          expect(levelForGrowth(list, growth + more)?.needGrowth ?? -1).toBeGreaterThanOrEqual(
            levelForGrowth(list, growth)?.needGrowth ?? -1,
          );
          const p = growthProgress(list, growth);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('measures progress from the current level to the next', () => {
    expect(growthProgress(levels, 300)).toBe(50);
    expect(growthProgress(levels, 500)).toBe(100);
    expect(growthProgress(levels, 0)).toBe(0);
  });
});

describe('points and growth earned, and taken back by refunds', () => {
  it('earns one point per whole yuan paid by default (decisions/0019)', () => {
    expect(pointsEarnedFor(0)).toBe(0);
    expect(pointsEarnedFor(99)).toBe(0);
    expect(pointsEarnedFor(100)).toBe(POINTS_EARNED_PER_YUAN);
    expect(pointsEarnedFor(5_999)).toBe(59);
    expect(pointsEarnedFor(5_999, 1_000)).toBe(5);
    expect(pointsEarnedFor(-100)).toBe(0);
  });

  it('takes back the refunded share, rounded toward the shopper', () => {
    expect(earnedToReverse(59, 5_999, 0)).toBe(0);
    expect(earnedToReverse(59, 5_999, 3_000)).toBe(29);
    expect(earnedToReverse(59, 5_999, 5_999)).toBe(59);
    expect(earnedToReverse(59, 5_999, 9_999)).toBe(59);
    expect(earnedToReverse(0, 5_999, 5_999)).toBe(0);
  });

  it('adds partial refunds up exactly: no drift, never more than earned, all on a full refund', () => {
    const paid = fc.integer({ min: 1, max: 1_000_000_000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        paid,
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 12 }),
        (earned, paidCents, refunds) => {
          const steps = reversalSteps(earned, paidCents, refunds);
          const refunded = refunds.reduce((a, b) => a + b, 0);
          const total = steps.reduce((a, b) => a + b, 0);
          expect(steps.every((s) => Number.isSafeInteger(s) && s >= 0)).toBe(true);
          expect(total).toBe(earnedToReverse(earned, paidCents, refunded));
          expect(total).toBeLessThanOrEqual(earned);
          if (refunded >= paidCents) expect(total).toBe(earned);
          // Rounded down: the shopper keeps at least the share of what was not refunded.
          if (refunded < paidCents)
            expect(BigInt(total) * BigInt(paidCents)).toBeLessThanOrEqual(BigInt(earned) * BigInt(refunded));
        },
      ),
    );
  });

  it('is exact for large orders (no float)', () => {
    expect(earnedToReverse(9_999_999, 999_999_999_99, 333_333_333_33)).toBe(3_333_333);
  });
});

describe('expiry', () => {
  const now = Date.parse('2026-11-26T02:00:00Z');

  it('expires points 365 days after they were earned', () => {
    expect(pointsExpiryAt(now) - now).toBe(365 * DAY_MS);
  });

  it('sums what expires within 30 days, not what is already gone or later', () => {
    const batches = [
      { remaining: 10, expiresAt: now - 1 },
      { remaining: 20, expiresAt: now + DAY_MS },
      { remaining: 0, expiresAt: now + DAY_MS },
      { remaining: 30, expiresAt: now + 30 * DAY_MS },
      { remaining: 40, expiresAt: now + 30 * DAY_MS + 1 },
    ];
    expect(pointsExpiringSoon(batches, now)).toEqual({ score: 50, firstExpiry: now + DAY_MS });
    expect(pointsExpiringSoon([], now)).toEqual({ score: 0, firstExpiry: null });
  });

  it('spends oldest expiry first and never an expired point', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            remaining: fc.integer({ min: 0, max: 1_000 }),
            expiresAt: fc.integer({ min: now - 10 * DAY_MS, max: now + 400 * DAY_MS }),
          }),
          { maxLength: 10 },
        ),
        fc.integer({ min: 1, max: 5_000 }),
        (batches, points) => {
          const live = batches.filter((b) => b.expiresAt > now).reduce((a, b) => a + b.remaining, 0);
          const left = consumeOldestFirst(batches, points, now);
          if (points > live) {
            expect(left).toBeNull();
            return;
          }
          expect(left).not.toBeNull();
          batches.forEach((b, i) => {
            if (b.expiresAt <= now) expect(left![i]).toBe(b.remaining);
            expect(left![i]).toBeGreaterThanOrEqual(0);
          });
          const taken = batches.reduce((a, b, i) => a + b.remaining - left![i]!, 0);
          expect(taken).toBe(points);
          // Oldest first: a batch that kept points expires no earlier than any batch that was touched.
          batches.forEach((b, i) => {
            if (b.expiresAt <= now || left![i] === 0) return;
            batches.forEach((c, j) => {
              if (c.expiresAt > now && left![j]! < c.remaining)
                expect(c.expiresAt).toBeLessThanOrEqual(b.expiresAt);
            });
          });
        },
      ),
    );
  });
});

describe('paid membership', () => {
  const now = Date.parse('2026-11-26T02:00:00Z');

  it('starts a term now, and extends one that still runs from its end', () => {
    expect(paidTermEnd(null, now, 30)).toBe(now + 30 * DAY_MS);
    expect(paidTermEnd(now - DAY_MS, now, 30)).toBe(now + 30 * DAY_MS);
    expect(paidTermEnd(now + 5 * DAY_MS, now, 30)).toBe(now + 35 * DAY_MS);
    expect(() => paidTermEnd(null, now, 0)).toThrow(RangeError);
  });

  it('applies the paid level while its term runs, then the growth level', () => {
    const paid = { level: 'vip', endsAt: now + 1 };
    expect(effectiveLevel('silver', paid, now)).toBe('vip');
    expect(effectiveLevel('silver', paid, now + 1)).toBe('silver');
    expect(effectiveLevel(null, null, now)).toBeNull();
  });

  it('gives each right at its best over the paid plan and the growth level', () => {
    const right = (discountPercent: number | null, freeShipping = false, signInScore = 0) => ({
      discountPercent,
      freeShipping,
      signInScore,
    });
    // A Diamond member (8.8 折, 10 extra sign-in points, in two rights) buys Premium (9.5 折, free shipping).
    const best = bestLevelRights([
      { level: 'premium', rights: [right(95, true)] },
      { level: 'diamond', rights: [right(88), right(null, false, 6), right(null, false, 4)] },
    ]);
    expect(best).toEqual({
      discountPercent: 88,
      discountLevel: 'diamond',
      freeShipping: true,
      signInScore: 10,
    });
    // The same rate: the first level names it (the paid one is given first).
    expect(
      bestLevelRights([
        { level: 'a', rights: [right(90)] },
        { level: 'b', rights: [right(90)] },
      ]),
    ).toMatchObject({ discountPercent: 90, discountLevel: 'a' });
    // Sign-in extras: the larger one level gives, not their sum.
    expect(
      bestLevelRights([
        { level: 'a', rights: [right(null, false, 5)] },
        { level: 'b', rights: [right(null, false, 3)] },
      ]).signInScore,
    ).toBe(5);
    expect(bestLevelRights([])).toEqual({
      discountPercent: null,
      discountLevel: null,
      freeShipping: false,
      signInScore: 0,
    });
  });
});

describe('member price and the points mall', () => {
  it('takes the rate off the line, rounded half up on the paid part', () => {
    expect(memberPriceReduction(10_000, 9.5)).toBe(500);
    expect(memberPriceReduction(999, 8.8)).toBe(120);
    expect(memberPriceReduction(10_000, 10)).toBe(0);
    expect(memberPriceReduction(10_000, 0)).toBe(0);
  });

  it('costs the sum of points and cash', () => {
    expect(
      scoreOrderCost([
        { scorePrice: 500, price: 0, count: 2 },
        { scorePrice: 100, price: 990, count: 1 },
      ]),
    ).toEqual({ totalScore: 1_100, cash: 990 });
  });

  it('gives points back per unit refunded, never more than the item cost', () => {
    expect(scoreToReturn(500, 1, 0, 1_000)).toBe(500);
    expect(scoreToReturn(500, 2, 500, 1_000)).toBe(500);
    expect(scoreToReturn(500, 0, 0, 1_000)).toBe(0);
  });

  it('shows the refund screen the points the server credits for the units chosen, within what is left', () => {
    const left = { scorePrice: 300, scoreLeft: 600 };
    expect(refundScoreForUnits(left, 1)).toBe(300);
    expect(refundScoreForUnits(left, 2)).toBe(600);
    expect(refundScoreForUnits(left, 3)).toBe(600);
    expect(refundScoreForUnits(left, 0)).toBe(0);
    expect(refundScoreForUnits(left, -1)).toBe(0);
    expect(refundScoreForUnits(left, 1.5)).toBe(0);
    expect(refundScoreForUnits(left, Number.NaN)).toBe(0);
  });
});

describe('the sign-in calendar', () => {
  const scores = [1, 2, 3, 4, 5, 6, 7];
  const states = (count: number, signed: boolean) =>
    signInCalendar(count, signed, scores).map((d) => `${d.streakDay}:${d.state}`);

  it('puts today after the streak, or on its last day once signed', () => {
    expect(states(0, false)).toEqual([
      '1:today',
      '2:upcoming',
      '3:upcoming',
      '4:upcoming',
      '5:upcoming',
      '6:upcoming',
      '7:upcoming',
    ]);
    expect(states(3, true).slice(0, 4)).toEqual(['1:signed', '2:signed', '3:signedToday', '4:upcoming']);
    expect(states(3, false).slice(2, 5)).toEqual(['3:signed', '4:today', '5:upcoming']);
  });

  it('shows the week of the streak today falls in, with the points of each day', () => {
    expect(states(7, false)[0]).toBe('8:today');
    expect(states(7, true)[6]).toBe('7:signedToday');
    expect(signInCalendar(9, false, scores).map((d) => d.score)).toEqual([7, 7, 7, 7, 7, 7, 7]);
    expect(signInCalendar(0, false, scores).map((d) => d.score)).toEqual(scores);
  });

  it('treats a bad count as no streak', () => {
    expect(states(-2, false)[0]).toBe('1:today');
    expect(states(0, true)[0]).toBe('1:signedToday');
  });
});
