// Money: integer cents inside, decimal yuan with two places on the wire (`price: 59.9`), shown with the ¥
// sign in both languages and split into integer and fraction parts for the mall's price style.

export type Cents = number;

/**
 * The largest amount (¥9,999,999,999,999.99) whose cents survive the trip to wire yuan and back: beyond
 * 15 significant digits two cent amounts can share one floating-point yuan value.
 */
export const MAX_EXACT_CENTS = 999_999_999_999_999;

/** The currency sign, the same in Chinese and English. */
export const CURRENCY_SIGN = '¥';

/**
 * Wire yuan to integer cents, rounding half away from zero at the cent. Float noise is removed first
 * (0.1 + 0.2 -> 30 cents, 1.005 -> 101 cents), so it is exact for any value with at most two decimals.
 */
export function yuanToCents(yuan: number): Cents {
  if (!Number.isFinite(yuan)) throw new RangeError(`not a finite amount: ${yuan}`);
  const scaled = Number((Math.abs(yuan) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  return yuan < 0 ? -cents : cents;
}

/** Integer cents to wire yuan (a number with at most two decimals). */
export function centsToYuan(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

export function assertCents(cents: number): asserts cents is Cents {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer: ${cents}`);
}

export interface MoneyParts {
  /** '-' for a negative amount, else ''. */
  sign: '' | '-';
  currency: typeof CURRENCY_SIGN;
  /** Whole yuan, digits only. */
  integer: string;
  /** Always two digits. */
  fraction: string;
}

/** Splits cents into the parts the mall shows separately: ¥ 59 . 90 */
export function splitMoney(cents: Cents): MoneyParts {
  assertCents(cents);
  const abs = Math.abs(cents);
  return {
    sign: cents < 0 ? '-' : '',
    currency: CURRENCY_SIGN,
    integer: String(Math.floor(abs / 100)),
    fraction: String(abs % 100).padStart(2, '0'),
  };
}

/** "¥59.90" (or "59.90" without the sign, "-¥5.00" for a negative amount). */
export function formatMoney(cents: Cents, options: { currency?: boolean } = {}): string {
  const p = splitMoney(cents);
  return `${p.sign}${options.currency === false ? '' : p.currency}${p.integer}.${p.fraction}`;
}

/** Two-decimal text of a wire amount, e.g. for inputs: 59.9 -> "59.90". */
export function formatYuan(yuan: number): string {
  return formatMoney(yuanToCents(yuan), { currency: false });
}

/** Sums cents exactly (integers never drift). */
export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * Splits a total across parts in proportion to their weights, in whole cents, so that the parts always
 * add up to the total exactly (largest remainders get the leftover cents, earlier parts first on a tie).
 * Used to spread an order-level discount over shops and items. With no positive weight the first part
 * takes everything; a negative total is split like its absolute value and negated.
 */
export function allocateCents(total: Cents, weights: readonly number[]): Cents[] {
  assertCents(total);
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isFinite(w))) throw new RangeError('weights must be finite numbers');
  if (total < 0) return allocateCents(-total, weights).map((c) => (c === 0 ? 0 : -c));
  // Scale the weights to at most 1 first, so that huge weights cannot overflow their sum.
  const largest = Math.max(...weights.map((w) => Math.abs(w)));
  const scaled = largest > 0 ? weights.map((w) => w / largest) : weights;
  const sum = scaled.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return weights.map((_, i) => (i === 0 ? total : 0));
  const raw = scaled.map((w) => (total * w) / sum);
  const parts = raw.map((x) => Math.floor(x));
  const order = raw.map((x, i) => ({ i, rem: x - Math.floor(x) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  let left = total - parts.reduce((a, b) => a + b, 0);
  // Float rounding can leave the floors a little above or below the total: settle the difference one
  // cent at a time, giving to the largest remainders and taking from the smallest non-empty parts.
  for (let k = 0; left > 0; k++) {
    parts[order[k % order.length]!.i]! += 1;
    left -= 1;
  }
  for (let k = order.length - 1; left < 0; k = (k - 1 + order.length) % order.length) {
    const i = order[k]!.i;
    if (parts[i]! > 0) {
      parts[i]! -= 1;
      left += 1;
    }
  }
  return parts;
}

/**
 * Parses an amount typed by a shopper ("59", "59.9", "59.90", " 0.5 ") into cents, exactly (no float
 * arithmetic). Returns null for anything else: signs, more than two decimals, thousands separators,
 * empty text.
 */
export function parseYuan(text: string): Cents | null {
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * A signed amount typed by an operator ("-20", "+5.5", "100") into cents, exactly; null for anything
 * `parseYuan` refuses after the optional sign. Used for a manual balance adjustment.
 */
export function parseSignedYuan(text: string): Cents | null {
  const m = /^\s*([+-]?)(.*)$/.exec(text);
  const cents = parseYuan(m?.[2] ?? '');
  if (cents === null) return null;
  return m?.[1] === '-' && cents !== 0 ? -cents : cents;
}
