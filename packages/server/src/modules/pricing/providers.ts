// Pricing providers (decisions/0021): a promotion plugs into pricing here and nowhere else. A provider
// looks at the lines being priced (a cart, a cart selection, a checkout), loads what it needs once, and
// returns a pure adjustment that claims some of a shop's lines and says what it takes off them and what
// the shopper is shown (the group's `chooseDiscountItemDto`). The cart and checkout never know which
// promotion it is: they only ever see `quote`'s result.
import type { Locale } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { DiscountAdjustment } from './calc.ts';
import { seckillProvider } from '../seckill/pricing.ts';
import { scoreMallProvider } from '../score-mall/pricing.ts';
import { groupProvider } from '../group/pricing.ts';
import { discountProvider } from '../discount/pricing.ts';
import { memberPriceProvider } from '../loyalty/pricing.ts';

/**
 * The pipeline's stages, in the order they run (decisions/0021): activity prices and discounts (flash
 * sale, group price, special discount sessions, spend-and-save), then member price. Coupons, freight and
 * points follow inside the calculation itself.
 */
export const PRICING_STAGES = ['activity', 'member'] as const;
export type PricingStage = (typeof PRICING_STAGES)[number];

/** A line as a provider sees it. */
export interface PricedLine {
  key: number;
  shopId: number;
  prodId: number;
  skuId: number;
  categoryId: number;
  /** Unit price, cents. */
  price: number;
  count: number;
}

export interface PricingContext {
  db: Database;
  /** Null for a visitor (no member price, no per-user limits). */
  userId: string | null;
  now: Date;
  /**
   * The language of the request being priced (QuoteInput.locale; the default, zh, where there is no
   * request): names a provider shows in its group (`discountName`) are in it. Never changes an amount.
   */
  locale: Locale;
  /** The shopper's choices among promotions, as the request gave them (QuoteInput.choices). */
  choices?: readonly unknown[];
}

export interface PricingProvider {
  /** Unique; names the provider in logs and tests. */
  name: string;
  stage: PricingStage;
  /**
   * Reads what the provider needs for these lines (one round trip, not one per line) and answers the
   * adjustment to run in the calculation, or null when none of the lines concerns it.
   */
  prepare(context: PricingContext, lines: readonly PricedLine[]): Promise<DiscountAdjustment | null>;
}

/**
 * The mall's providers. A promotion module adds its provider to this list (and only here); the order
 * within a stage is the order of the list.
 */
export const pricingProviders: readonly PricingProvider[] = [
  seckillProvider,
  scoreMallProvider,
  groupProvider,
  discountProvider,
  memberPriceProvider,
];

/** The providers in pipeline order: by stage, then as listed. */
export function inPipelineOrder(providers: readonly PricingProvider[]): PricingProvider[] {
  return providers
    .map((provider, index) => ({ provider, index }))
    .sort(
      (a, b) =>
        PRICING_STAGES.indexOf(a.provider.stage) - PRICING_STAGES.indexOf(b.provider.stage) ||
        a.index - b.index,
    )
    .map((entry) => entry.provider);
}
