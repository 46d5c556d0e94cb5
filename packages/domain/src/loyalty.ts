// Loyalty rules (issue 14, spec sections 1, 3 and 9): the daily sign-in's Beijing day, streak and score,
// the level a growth value reaches, what an amount paid earns in points and growth, the share of them a
// refund takes back, when points expire and which are about to, a paid membership's term, the member
// price of a line, and what a points-mall order costs. Pure arithmetic on integers (points, growth,
// cents, milliseconds): the server's loyalty module composes these and nothing else computes them.
import { POINTS_EARNED_PER_YUAN, POINTS_VALIDITY_DAYS } from './constants.ts';
import type { Cents } from './money.ts';
import { rateReduction } from './pricing.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** China Standard Time is UTC+8 all year (no daylight saving): the mall's day starts at 16:00 UTC. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

// --- Defaults an operator may change (the server's loyalty settings; these are what a fresh mall has) ---

/**
 * Points for the days 1 to 7 of a sign-in streak (`signInScores` of `/p/score/scoreInfo`); from day 8 on a
 * streak keeps earning day 7's points. Multiples of POINTS_STEP, so a day's points are always usable.
 */
export const SIGN_IN_SCORES_DEFAULT: readonly number[] = [10, 10, 20, 20, 30, 30, 50];
/** The days of a streak whose points the sign-in calendar shows. */
export const SIGN_IN_STREAK_DAYS = 7;
/** Growth a sign-in earns (besides its points). */
export const SIGN_IN_GROWTH_DEFAULT = 1;
/**
 * Points earned on completion: one per this many cents of the order's actual total (the documented
 * default: one point per whole yuan, POINTS_EARNED_PER_YUAN, decisions/0019).
 */
export const EARN_UNIT_CENTS_DEFAULT = 100 / POINTS_EARNED_PER_YUAN;
/** Growth earned on completion: one per this many cents paid (default: one per whole yuan). */
export const GROWTH_UNIT_CENTS_DEFAULT = 100;
/** The points centre shows the points that expire within this many days. */
export const POINTS_EXPIRING_SOON_DAYS = 30;
/** The longest term a paid level may sell (ten years; the platform console checks it). */
export const PAID_TERM_DAYS_MAX = 3660;

// --- The Beijing day ------------------------------------------------------------------------------------

/** The day number (days since 1970-01-01 in Beijing) of an instant. */
export function beijingDayNumber(instant: Date | number): number {
  const ms = instant instanceof Date ? instant.getTime() : instant;
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${String(instant)}`);
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);
}

/** The Beijing calendar day of an instant, `YYYY-MM-DD` (the sign-in's day; decisions record). */
export function beijingDay(instant: Date | number): string {
  return dayText(beijingDayNumber(instant));
}

/** `YYYY-MM-DD` of a day number. */
export function dayText(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of a `YYYY-MM-DD` text (NaN when malformed). */
export function dayNumberOf(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || dayText(ms / DAY_MS) !== day ? Number.NaN : ms / DAY_MS;
}

/** The instant a Beijing day starts (its 00:00 in China Standard Time). */
export function beijingDayStart(day: string): number {
  return dayNumberOf(day) * DAY_MS - BEIJING_OFFSET_MS;
}

// --- Daily sign-in --------------------------------------------------------------------------------------

/** A shopper's last sign-in: its Beijing day and the streak it made (null: never signed in). */
export interface SignInState {
  lastDay: string;
  streak: number;
}

/** What signing in on `today` does: refused (already signed today), or the streak it makes. */
export type SignInOutcome = { signed: false } | { signed: true; day: string; streak: number };

/**
 * Signing in on Beijing day `today` after `last`: the same day again is refused; the day after the last
 * continues the streak; any later day (a missed day) starts again at 1. A `last` after `today` (a clock
 * moved back) counts as today's: refused, so a shopper can never sign one day twice.
 */
export function dailySignIn(last: SignInState | null, today: string): SignInOutcome {
  const t = dayNumberOf(today);
  if (Number.isNaN(t)) throw new RangeError(`not a day: ${today}`);
  if (last === null) return { signed: true, day: today, streak: 1 };
  const l = dayNumberOf(last.lastDay);
  if (l >= t) return { signed: false };
  return { signed: true, day: today, streak: l === t - 1 ? last.streak + 1 : 1 };
}

/**
 * What `/p/score/scoreInfo` shows on `today`: `signInCount` the streak that is still alive (signed today
 * or yesterday; 0 once a day was missed) and `isSignIn` whether today is signed.
 */
export function signInShown(
  last: SignInState | null,
  today: string,
): { signInCount: number; isSignIn: boolean } {
  if (last === null) return { signInCount: 0, isSignIn: false };
  const gap = dayNumberOf(today) - dayNumberOf(last.lastDay);
  if (gap <= 0) return { signInCount: last.streak, isSignIn: true };
  return { signInCount: gap === 1 ? last.streak : 0, isSignIn: false };
}

/**
 * The points of day `streak` of a streak (1-based): `scores[streak - 1]`, day 7's from day 8 on, plus a
 * level's extra points (`extraScore`, a right). No scores configured: 0.
 */
export function signInScore(streak: number, scores: readonly number[], extraScore = 0): number {
  if (!Number.isSafeInteger(streak) || streak < 1) throw new RangeError(`streak must be >= 1: ${streak}`);
  if (scores.length === 0) return Math.max(0, extraScore);
  const base = scores[Math.min(streak, scores.length) - 1]!;
  return Math.max(0, base) + Math.max(0, extraScore);
}

/** Whether a list of sign-in scores is one the operator may save: 7 whole numbers from 0 to 10,000. */
export function validSignInScores(scores: readonly number[]): boolean {
  return (
    scores.length === SIGN_IN_STREAK_DAYS &&
    scores.every((s) => Number.isSafeInteger(s) && s >= 0 && s <= 10_000)
  );
}

// --- Levels and growth ----------------------------------------------------------------------------------

/** What the level rules read of a level. */
export interface LevelStep {
  needGrowth: number;
}

/**
 * The level a growth value reaches: of the (ordinary) levels, the one with the highest `needGrowth` not
 * above `growth` (the first of equals in the list); null when none is reached (no level needs 0).
 */
export function levelForGrowth<T extends LevelStep>(levels: readonly T[], growth: number): T | null {
  let best: T | null = null;
  for (const level of levels)
    if (level.needGrowth <= growth && (best === null || level.needGrowth > best.needGrowth)) best = level;
  return best;
}

/** The next level to reach: the lowest `needGrowth` above `growth`; null at the top. */
export function nextLevelFor<T extends LevelStep>(levels: readonly T[], growth: number): T | null {
  let next: T | null = null;
  for (const level of levels)
    if (level.needGrowth > growth && (next === null || level.needGrowth < next.needGrowth)) next = level;
  return next;
}

/**
 * Progress towards the next level in whole percent (0-100): from the current level's `needGrowth` (0
 * without one) to the next one's; 100 at the top.
 */
export function growthProgress(levels: readonly LevelStep[], growth: number): number {
  const next = nextLevelFor(levels, growth);
  if (next === null) return 100;
  const from = levelForGrowth(levels, growth)?.needGrowth ?? 0;
  const span = next.needGrowth - from;
  if (span <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor(((growth - from) * 100) / span)));
}

// --- Earning on an amount paid ---------------------------------------------------------------------------

/** Points an order earns on completion: one per `unitCents` of its actual total, rounded down. */
export function pointsEarnedFor(paidCents: Cents, unitCents: number = EARN_UNIT_CENTS_DEFAULT): number {
  if (!Number.isSafeInteger(unitCents) || unitCents <= 0) throw new RangeError(`bad unit: ${unitCents}`);
  if (!Number.isSafeInteger(paidCents) || paidCents <= 0) return 0;
  return Math.floor(paidCents / unitCents);
}

/** Growth an amount paid earns: one per `unitCents`, rounded down. */
export function growthEarnedFor(paidCents: Cents, unitCents: number = GROWTH_UNIT_CENTS_DEFAULT): number {
  return pointsEarnedFor(paidCents, unitCents);
}

/**
 * How much of what an order earned (points or growth) is taken back in total once `refunded` cents of the
 * `paid` cents went back (decisions/0033): the refunded share of `earned`, rounded down (toward the
 * shopper); everything once all was refunded; never more than `earned`. Computed on the cumulative refund,
 * so several partial refunds add up to exactly the share of their sum (no drift).
 */
export function earnedToReverse(earned: number, paid: Cents, refunded: Cents): number {
  if (earned <= 0 || paid <= 0 || refunded <= 0) return 0;
  if (refunded >= paid) return earned;
  // In BigInt: earned x refunded can pass 2^53 for a large order.
  return Number((BigInt(earned) * BigInt(refunded)) / BigInt(paid));
}

/**
 * What each of a series of refunds of one order takes back: the difference between the cumulative share
 * after it and before it. The steps add up to `earnedToReverse(earned, paid, sum of refunds)`.
 */
export function reversalSteps(earned: number, paid: Cents, refunds: readonly Cents[]): number[] {
  let refunded = 0;
  let taken = 0;
  return refunds.map((refund) => {
    refunded += Math.max(0, refund);
    const due = earnedToReverse(earned, paid, refunded) - taken;
    taken += due;
    return due;
  });
}

// --- Expiry ---------------------------------------------------------------------------------------------

/** When points earned at `earnedAt` expire: POINTS_VALIDITY_DAYS (365) days later, to the millisecond. */
export function pointsExpiryAt(earnedAt: Date | number): number {
  const ms = earnedAt instanceof Date ? earnedAt.getTime() : earnedAt;
  return ms + POINTS_VALIDITY_DAYS * DAY_MS;
}

/** An earned batch as the ledger keeps it: what is left of it and when it expires. */
export interface PointsBatch {
  remaining: number;
  expiresAt: number;
}

/** Whether a batch's points are gone at `now` (its expiry reached). */
export function batchExpired(batch: PointsBatch, now: number): boolean {
  return batch.expiresAt <= now;
}

/**
 * The points left in batches that expire after `now` and within `days` days (the points centre's
 * "expiring soon"), and the earliest such expiry (null when none).
 */
export function pointsExpiringSoon(
  batches: readonly PointsBatch[],
  now: number,
  days: number = POINTS_EXPIRING_SOON_DAYS,
): { score: number; firstExpiry: number | null } {
  const until = now + days * DAY_MS;
  let score = 0;
  let firstExpiry: number | null = null;
  for (const b of batches) {
    if (b.remaining <= 0 || b.expiresAt <= now || b.expiresAt > until) continue;
    score += b.remaining;
    if (firstExpiry === null || b.expiresAt < firstExpiry) firstExpiry = b.expiresAt;
  }
  return { score, firstExpiry };
}

/**
 * Takes `points` from batches oldest expiry first (expired batches are skipped): the new `remaining` of
 * each batch, in the given order; null when the unexpired batches hold fewer points. The ledger's
 * consumption rule, for tests and the plan's proof that spending never touches an expired point.
 */
export function consumeOldestFirst(
  batches: readonly PointsBatch[],
  points: number,
  now: number,
): number[] | null {
  const order = batches
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => !batchExpired(b, now) && b.remaining > 0)
    .sort((x, y) => x.b.expiresAt - y.b.expiresAt || x.i - y.i);
  const left = batches.map((b) => b.remaining);
  let due = points;
  for (const { b, i } of order) {
    if (due === 0) break;
    const take = Math.min(due, b.remaining);
    left[i] = b.remaining - take;
    due -= take;
  }
  return due > 0 ? null : left;
}

// --- Paid membership ------------------------------------------------------------------------------------

/**
 * The end of a paid membership bought at `now` for `termDays`: a term still running is extended from its
 * end, an ended (or absent) one starts now.
 */
export function paidTermEnd(currentEnd: number | null, now: number, termDays: number): number {
  if (!Number.isSafeInteger(termDays) || termDays < 1) throw new RangeError(`bad term: ${termDays}`);
  const from = currentEnd !== null && currentEnd > now ? currentEnd : now;
  return from + termDays * DAY_MS;
}

/**
 * The level that applies at `now`: the paid level while its term runs (its end after `now`), else the one
 * growth reached.
 */
export function effectiveLevel<T>(
  growthLevel: T | null,
  paid: { level: T; endsAt: number } | null,
  now: number,
): T | null {
  return paid !== null && paid.endsAt > now ? paid.level : growthLevel;
}

/** The rights of one level that checkout and the sign-in use (a level may hold several rights). */
export interface LevelRightsParts {
  /** Percent paid (95 = 9.5 折); null: not a member-price right. */
  discountPercent: number | null;
  freeShipping: boolean;
  /** Extra sign-in points. */
  signInScore: number;
}

/**
 * The rights a shopper holding several levels at once enjoys (their growth level and a running paid plan):
 * each right at its best over the levels, so a plan never takes away what growth gave. The member price:
 * the lowest rate of any level (`discountLevel`: the first level giving it, for the group's name); free
 * shipping: any level's; extra sign-in points: the largest one level gives (a level's rights add up, two
 * levels do not).
 */
export function bestLevelRights<L>(levels: readonly { level: L; rights: readonly LevelRightsParts[] }[]): {
  discountPercent: number | null;
  discountLevel: L | null;
  freeShipping: boolean;
  signInScore: number;
} {
  let discountPercent: number | null = null;
  let discountLevel: L | null = null;
  let freeShipping = false;
  let signInScore = 0;
  for (const { level, rights } of levels) {
    for (const r of rights) {
      if (r.discountPercent !== null && (discountPercent === null || r.discountPercent < discountPercent)) {
        discountPercent = r.discountPercent;
        discountLevel = level;
      }
      if (r.freeShipping) freeShipping = true;
    }
    signInScore = Math.max(
      signInScore,
      rights.reduce((sum, r) => sum + r.signInScore, 0),
    );
  }
  return { discountPercent, discountLevel, freeShipping, signInScore };
}

// --- Member price and the points mall --------------------------------------------------------------------

/**
 * The member price's reduction on a line of `amount` cents for a level's `discount` in 折 (tenths paid, as
 * the contract's rates: 9.5 = 95 % paid, 10 or more: none): the rate reduction of the line, rounded half up
 * on the paid part (pricing.ts `rateReduction`).
 */
export function memberPriceReduction(amount: Cents, discount: number): Cents {
  if (!Number.isFinite(discount) || discount >= 10 || discount <= 0) return 0;
  return rateReduction(amount, Math.round(discount * 10));
}

/** A points-mall line: the SKU's points price, its cash part (cents) and the units. */
export interface ScoreLine {
  scorePrice: number;
  price: Cents;
  count: number;
}

/** What a points-mall order costs: its points and its cash part. */
export function scoreOrderCost(lines: readonly ScoreLine[]): { totalScore: number; cash: Cents } {
  let totalScore = 0;
  let cash = 0;
  for (const l of lines) {
    totalScore += l.scorePrice * l.count;
    cash += l.price * l.count;
  }
  return { totalScore, cash };
}

/**
 * The points a refund of a points-mall item gives back: the item's points for the units it covers that no
 * earlier refund covered (`units`), at its per-unit points price, never more than the item's points left.
 */
export function scoreToReturn(
  scorePrice: number,
  units: number,
  alreadyReturned: number,
  itemScore: number,
): number {
  if (units <= 0 || scorePrice <= 0) return 0;
  return Math.max(0, Math.min(scorePrice * units, itemScore - alreadyReturned));
}

/**
 * The points the refund screen shows for `units` of a points-only order's refundable answer (its per-unit
 * `scorePrice` and the `scoreLeft` every unit left would give back): `scoreToReturn` of those units, so
 * the screen shows what the server will credit.
 */
export function refundScoreForUnits(left: { scorePrice: number; scoreLeft: number }, units: number): number {
  if (!Number.isInteger(units)) return 0;
  return scoreToReturn(left.scorePrice, units, 0, left.scoreLeft);
}

// --- The sign-in calendar (ui) --------------------------------------------------------------------------

/** A day of the seven-day sign-in calendar: signed already, today (to sign or signed), or to come. */
export interface SignInCalendarDay {
  /** The day of the streak (1-based; day 8 is the first of the second week). */
  streakDay: number;
  /** The points that day of the streak earns (`signInScore`, without a level's extra points). */
  score: number;
  state: 'signed' | 'today' | 'signedToday' | 'upcoming';
}

/**
 * The week of the streak that today falls in, as the member centre draws it: today is day
 * `signInCount + 1` of the streak (day `signInCount` once signed); the seven days shown are that
 * day's week (days 1-7, 8-14, ...), each with its points and state.
 */
export function signInCalendar(
  signInCount: number,
  isSignIn: boolean,
  scores: readonly number[],
): SignInCalendarDay[] {
  const count = Number.isSafeInteger(signInCount) && signInCount > 0 ? signInCount : 0;
  const today = isSignIn ? Math.max(1, count) : count + 1;
  const first = Math.floor((today - 1) / SIGN_IN_STREAK_DAYS) * SIGN_IN_STREAK_DAYS + 1;
  return Array.from({ length: SIGN_IN_STREAK_DAYS }, (_, i) => {
    const streakDay = first + i;
    const state: SignInCalendarDay['state'] =
      streakDay < today ? 'signed' : streakDay > today ? 'upcoming' : isSignIn ? 'signedToday' : 'today';
    return { streakDay, score: signInScore(streakDay, scores), state };
  });
}
