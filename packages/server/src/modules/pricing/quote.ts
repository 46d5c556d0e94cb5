// `quote`: the one way the mall prices lines (decisions/0021). The cart's groups (/p/shopCart/info), the
// cart's totals (/p/shopCart/totalPay), confirm and submit all call it, so the cart and checkout can never
// disagree: the providers' adjustments in pipeline order, then coupons, freight and points in the pure
// calculation (calc.ts).
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import {
  CalcError,
  calcSettlement,
  type CalcCoupon,
  type CalcLine,
  type CalcResult,
  type CalcShop,
  type DiscountAdjustment,
} from './calc.ts';
import { inPipelineOrder, type PricedLine, type PricingContext, type PricingProvider } from './providers.ts';

export interface QuoteLine extends CalcLine {
  shopId: number;
  skuId: number;
}

export interface QuoteShop extends Omit<CalcShop, 'lines'> {
  lines: QuoteLine[];
}

export interface QuoteInput {
  shops: QuoteShop[];
  /** The shopper's usable coupons (none for a cart quote). */
  coupons?: CalcCoupon[];
  /** Coupon ids chosen by the shopper; undefined: choose the best. */
  couponIds?: readonly number[] | undefined;
  /** Points: not used unless given. */
  points?: { available: number; use: boolean; requested?: number | undefined };
}

/** Prices the lines: every provider's adjustment in pipeline order, then the calculation. */
export async function quote(
  context: PricingContext,
  input: QuoteInput,
  providers: readonly PricingProvider[],
): Promise<CalcResult> {
  const lines: PricedLine[] = input.shops.flatMap((shop) =>
    shop.lines.map((line) => ({
      key: line.key,
      shopId: shop.shopId,
      prodId: line.prodId,
      skuId: line.skuId,
      categoryId: line.categoryId,
      price: line.price,
      count: line.count,
    })),
  );
  const adjustments: DiscountAdjustment[] = [];
  if (lines.length > 0) {
    for (const provider of inPipelineOrder(providers)) {
      const adjustment = await provider.prepare(context, lines);
      if (adjustment) adjustments.push(adjustment);
    }
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
