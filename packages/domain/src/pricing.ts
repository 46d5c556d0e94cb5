// The pure arithmetic of pricing (spec sections 3 and 5, decisions/0021): what a spend-and-save
// reduction or a rate discount takes off an amount, how a reduction is shared across lines, and the
// points rate. The server's pricing pipeline (modules/pricing) composes these; nothing else computes a
// reduction.
import { allocateCents, type Cents } from './money.ts';
import { POINTS_PER_YUAN } from './constants.ts';

/**
 * A spend-and-save reduction ("满 threshold 减 reduce"): nothing below the threshold or on an empty
 * amount, otherwise `reduce`, never more than the amount itself.
 */
export function thresholdReduction(base: Cents, threshold: Cents, reduce: Cents): Cents {
  if (base <= 0 || base < threshold) return 0;
  return Math.max(0, Math.min(reduce, base));
}

/**
 * A rate discount: `percentPaid` of the amount is paid (85 = 15 % off, "8.5 折"), the rest is the
 * reduction, rounded half up at the cent on the paid part; never negative, never more than the amount.
 */
export function rateReduction(base: Cents, percentPaid: number): Cents {
  if (base <= 0) return 0;
  const reduce = base - Math.round((base * percentPaid) / 100);
  return Math.max(0, Math.min(reduce, base));
}

/**
 * A threshold rate discount ("满 threshold 打 percentPaid 折"): nothing below the threshold, else the
 * rate reduction of the whole amount.
 */
export function thresholdRateReduction(base: Cents, threshold: Cents, percentPaid: number): Cents {
  if (base <= 0 || base < threshold) return 0;
  return rateReduction(base, percentPaid);
}

/**
 * Shares a reduction across lines in proportion to their amounts, in whole cents: the shares add up to
 * the reduction (capped at the lines' total) and no line's share is more than its amount, so no line
 * ever goes below zero.
 */
export function shareReduction(reduce: Cents, amounts: readonly Cents[]): Cents[] {
  const total = amounts.reduce((a, b) => a + Math.max(0, b), 0);
  const capped = Math.max(0, Math.min(reduce, total));
  if (capped === 0) return amounts.map(() => 0);
  return allocateCents(
    capped,
    amounts.map((a) => Math.max(0, a)),
  );
}

/** Points to cents at the configured rate, rounded down: points never buy more than they are worth. */
export function pointsToCents(points: number): Cents {
  return Math.floor((points * 100) / POINTS_PER_YUAN);
}

/** Cents to the points that buy at most that much. */
export function centsToPoints(cents: Cents): number {
  return Math.floor((cents * POINTS_PER_YUAN) / 100);
}

/**
 * An activity price's reduction on a line (a flash sale's price, decisions/0042): the line keeps the
 * SKU's price and is reduced by the difference times the units; never negative (an activity price above
 * the SKU's takes nothing off).
 */
export function activityPriceReduction(price: Cents, activityPrice: Cents, count: number): Cents {
  if (count <= 0 || activityPrice >= price) return 0;
  return (price - activityPrice) * count;
}

/**
 * One step of a special discount session's rules (decisions/0044): from `needAmount` cents on, save
 * `discount` cents (money off) or pay `discount` percent of the amount (rate: 95 = "9.5 折").
 */
export interface DiscountStep {
  needAmount: Cents;
  discount: number;
}

/** A session's kind: 0 money off, 1 rate (the contract's DiscountType). */
export type DiscountStepKind = 0 | 1;

/**
 * The best step of a session's rules for an amount: the step with the highest threshold the amount
 * reaches (thresholds ascending) and what it takes off, or index -1 and 0 when none is reached (then the
 * cart names the lowest step: "spend X more"). A money-off step never takes more than the amount, a rate
 * step rounds the paid part half up at the cent; an empty amount reaches nothing.
 */
export function bestDiscountStep(
  base: Cents,
  kind: DiscountStepKind,
  steps: readonly DiscountStep[],
): { index: number; reduce: Cents } {
  let index = -1;
  if (base > 0)
    steps.forEach((step, i) => {
      if (base >= step.needAmount && (index < 0 || step.needAmount >= steps[index]!.needAmount)) index = i;
    });
  if (index < 0) return { index, reduce: 0 };
  const step = steps[index]!;
  const reduce =
    kind === 0
      ? thresholdReduction(base, step.needAmount, step.discount)
      : thresholdRateReduction(base, step.needAmount, step.discount);
  return { index, reduce };
}

/**
 * Whether a session's rules hold (POST /merchant/discount): one to five steps, thresholds strictly
 * ascending, whole cents; money off: a saving of at least a cent and below its threshold; rate: a
 * percent paid from 1 to 99 in whole tenths of "折" (0.1 to 9.9 折); a higher step never gives less
 * than the one below it (a bigger cart never saves less).
 */
export function validDiscountSteps(kind: DiscountStepKind, steps: readonly DiscountStep[]): boolean {
  if (steps.length < 1 || steps.length > 5) return false;
  return steps.every((step, i) => {
    if (!Number.isSafeInteger(step.needAmount) || step.needAmount < 0) return false;
    if (i > 0 && step.needAmount <= steps[i - 1]!.needAmount) return false;
    if (!Number.isSafeInteger(step.discount)) return false;
    // Spending more never saves less: a higher step saves at least as much (pays at most the same rate).
    const before = i > 0 ? steps[i - 1]!.discount : undefined;
    if (before !== undefined && (kind === 0 ? step.discount < before : step.discount > before)) return false;
    return kind === 0
      ? step.discount >= 1 && step.discount < step.needAmount
      : step.discount >= 1 && step.discount <= 99;
  });
}

/** A SKU's figures as a product's come from them (cents; `onSale`: the SKU is on sale). */
export interface SkuFigures {
  price: Cents;
  oriPrice: Cents;
  stocks: number;
  onSale: boolean;
}

/**
 * A product's price, original price and total stock from its SKUs (issue 17, decisions/0061): the
 * lowest price of its SKUs on sale with that SKU's original price (the first such SKU on a tie), and the
 * stock of its SKUs on sale added up; no SKU on sale: 0, 0, 0.
 */
export function productFigures(skus: readonly SkuFigures[]): {
  price: Cents;
  oriPrice: Cents;
  totalStocks: number;
} {
  let best: SkuFigures | undefined;
  let totalStocks = 0;
  for (const sku of skus) {
    if (!sku.onSale) continue;
    totalStocks += sku.stocks;
    if (!best || sku.price < best.price) best = sku;
  }
  return { price: best?.price ?? 0, oriPrice: best?.oriPrice ?? 0, totalStocks };
}
