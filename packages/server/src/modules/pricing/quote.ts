// `quote`: the one way the mall prices lines (decisions/0021). The cart's groups (/p/shopCart/info), the
// cart's totals (/p/shopCart/totalPay), confirm and submit all call it, so the cart and checkout can never
// disagree: the providers' adjustments in pipeline order, then coupons, freight and points in the pure
// calculation (calc.ts).
import { defaultLocale, type Locale } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import {
  CalcError,
  calcSettlement,
  type CalcCoupon,
  type CalcResult,
  type CalcShop,
  type DiscountAdjustment,
} from './calc.ts';
import { inPipelineOrder, type PricedLine, type PricingContext, type PricingProvider } from './providers.ts';

export type QuoteLine = PricedLine;

export interface QuoteShop extends Omit<CalcShop, 'lines'> {
  lines: QuoteLine[];
}

/** Lines (in their order) as pricing's shops, in order of first appearance. */
export function quoteShopsOf(
  lines: readonly QuoteLine[],
  options: { dvyType: QuoteShop['dvyType']; freightOf?: (shopId: number) => QuoteShop['freight'] },
): QuoteShop[] {
  const byShop = new Map<number, QuoteShop>();
  for (const line of lines) {
    let shop = byShop.get(line.shopId);
    if (!shop) {
      shop = {
        shopId: line.shopId,
        lines: [],
        freight: options.freightOf?.(line.shopId) ?? null,
        dvyType: options.dvyType,
      };
      byShop.set(line.shopId, shop);
    }
    shop.lines.push(line);
  }
  return [...byShop.values()];
}

export interface QuoteInput {
  shops: QuoteShop[];
  /**
   * The shopper's choices among promotions where one is offered (the cart's request body; group buying
   * or buying alone), handed to every provider.
   */
  choices?: readonly unknown[];
  /** The shopper's usable coupons (none for a cart quote). */
  coupons?: CalcCoupon[];
  /** Coupon ids chosen by the shopper; undefined: choose the best. */
  couponIds?: readonly number[] | undefined;
  /** Points: not used unless given. */
  points?: { available: number; use: boolean; requested?: number | undefined };
  /**
   * The request's language (`request.locale`), for the names of the groups; the default (zh) where no
   * request is at hand. Only names depend on it: submit compares amounts, never names.
   */
  locale?: Locale | undefined;
}

/** Prices the lines: every provider's adjustment in pipeline order, then the calculation. */
export async function quote(
  context: Omit<PricingContext, 'choices' | 'locale'>,
  input: QuoteInput,
  providers: readonly PricingProvider[],
): Promise<CalcResult> {
  const lines = input.shops.flatMap((shop) => shop.lines);
  const adjustments: DiscountAdjustment[] = [];
  // The lines a provider surely claims are not given to the ones after it (DiscountAdjustment.claimsLines).
  let open = lines;
  for (const provider of inPipelineOrder(providers)) {
    if (open.length === 0) break;
    const adjustment = await provider.prepare(
      { ...context, choices: input.choices ?? [], locale: input.locale ?? defaultLocale },
      open,
    );
    if (!adjustment) continue;
    adjustments.push(adjustment);
    const claimed = new Set(adjustment.claimsLines ?? []);
    if (claimed.size > 0) open = open.filter((l) => !claimed.has(l.key));
  }
  try {
    return calcSettlement({
      shops: input.shops,
      coupons: input.coupons ?? [],
      couponIds: input.couponIds,
      points: input.points ?? { available: 0, use: false },
      adjustments,
    });
  } catch (error) {
    if (error instanceof CalcError) throw new BusinessError(error.descriptor);
    throw error;
  }
}

/** What the cart shows for a selection: goods, the promotions' reduction, what is left to pay. */
export function cartTotals(result: CalcResult): {
  total: number;
  reduce: number;
  final: number;
  count: number;
} {
  const reduce = result.shops.reduce((sum, shop) => sum + shop.discountReduce, 0);
  return { total: result.total, reduce, final: result.total - reduce, count: result.totalCount };
}

/** Pricing bound to a database and a provider list: what routes and services are given. */
export interface Pricing {
  /** `db`: a transaction to read in (submit's); the pricing's own database otherwise. */
  quote(userId: string | null, input: QuoteInput, now: Date, db?: Database): Promise<CalcResult>;
}

export function createPricing(db: Database, providers: readonly PricingProvider[]): Pricing {
  return { quote: (userId, input, now, tx) => quote({ db: tx ?? db, userId, now }, input, providers) };
}
