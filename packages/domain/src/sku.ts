// SKU choice of the product page (docs/api.md: a SKU's `properties` is `颜色:曜石黑;版本:8GB+256GB`).
// Pure: the SkuSelector shows what these answer, the product screen and its tests share one rule; the
// quantity a line may hold (`maxLineUnits`) is shared by the quantity steppers and the server's cap.
import { LINE_UNITS_MAX } from './constants.ts';
import type { Sku } from './contract/catalog.ts';

/** One attribute group of a product (`颜色`) with its values in the order the SKUs first name them. */
export interface SkuAttribute {
  name: string;
  values: string[];
}

/** The chosen value of each attribute group, by group name. */
export type SkuSelection = Readonly<Record<string, string>>;

/** A value as the selector shows it: chosen or not, and whether it can be chosen (in stock with the rest). */
export interface SkuValueState {
  value: string;
  selected: boolean;
  /** No in-stock SKU has this value together with the other chosen values. */
  disabled: boolean;
}

export interface SkuAttributeState {
  name: string;
  values: SkuValueState[];
}

/**
 * `颜色:曜石黑;版本:8GB+256GB` -> `[['颜色', '曜石黑'], ['版本', '8GB+256GB']]`. Pairs are split at
 * their first colon (a value may hold one), trimmed; empty pairs and a repeated group are left out.
 */
export function parseSkuProperties(properties: string | null | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  for (const part of (properties ?? '').split(';')) {
    const at = part.indexOf(':');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (!name || !value || seen.has(name)) continue;
    seen.add(name);
    pairs.push([name, value]);
  }
  return pairs;
}

/** The SKU's values by group name. */
export function skuSelectionOf(sku: Pick<Sku, 'properties'>): SkuSelection {
  return Object.fromEntries(parseSkuProperties(sku.properties));
}

/** The attribute groups of a product and their values, in first-seen order. */
export function skuAttributes(skus: readonly Pick<Sku, 'properties'>[]): SkuAttribute[] {
  const groups = new Map<string, string[]>();
  for (const sku of skus) {
    for (const [name, value] of parseSkuProperties(sku.properties)) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
  }
  return [...groups].map(([name, values]) => ({ name, values }));
}

const inStock = (sku: Pick<Sku, 'stocks'>) => sku.stocks > 0;

/** Whether the SKU has every chosen value (groups not chosen match anything). */
function matches(sku: Pick<Sku, 'properties'>, selection: SkuSelection): boolean {
  const own = skuSelectionOf(sku);
  return Object.entries(selection).every(([name, value]) => own[name] === value);
}

/** The SKU shown first: the first one in stock, else the first one (undefined without SKUs). */
export function defaultSku<T extends Pick<Sku, 'stocks'>>(skus: readonly T[]): T | undefined {
  return skus.find(inStock) ?? skus[0];
}

/** The SKU whose values are exactly the selection's for every group of the product, if any. */
export function findSku<T extends Pick<Sku, 'properties'>>(
  skus: readonly T[],
  selection: SkuSelection,
): T | undefined {
  const names = skuAttributes(skus).map((a) => a.name);
  if (names.some((name) => selection[name] === undefined)) return undefined;
  return skus.find((sku) => matches(sku, selection));
}

/** Whether choosing `value` in group `name` (keeping the other chosen values) reaches an in-stock SKU. */
export function isSkuValueAvailable(
  skus: readonly Pick<Sku, 'properties' | 'stocks'>[],
  selection: SkuSelection,
  name: string,
  value: string,
): boolean {
  const wanted = { ...selection, [name]: value };
  return skus.some((sku) => inStock(sku) && matches(sku, wanted));
}

/**
 * The selection after the shopper chose `value` in group `name`. A value that cannot be combined with
 * the other chosen values is refused (the selection is answered unchanged), so the choice always stays on
 * an in-stock SKU once it was on one.
 */
export function chooseSkuValue(
  skus: readonly Pick<Sku, 'properties' | 'stocks'>[],
  selection: SkuSelection,
  name: string,
  value: string,
): SkuSelection {
  if (!isSkuValueAvailable(skus, selection, name, value)) return selection;
  return { ...selection, [name]: value };
}

/** Every group with each value's chosen and disabled state, for the selector to draw. */
export function skuAttributeStates(
  skus: readonly Pick<Sku, 'properties' | 'stocks'>[],
  selection: SkuSelection,
): SkuAttributeState[] {
  return skuAttributes(skus).map(({ name, values }) => {
    // The other groups' choices: a value is judged against them, not against its own group's choice.
    const others = Object.fromEntries(Object.entries(selection).filter(([n]) => n !== name));
    return {
      name,
      values: values.map((value) => ({
        value,
        selected: selection[name] === value,
        disabled: !isSkuValueAvailable(skus, others, name, value),
      })),
    };
  });
}

/**
 * The most units of one SKU a shopper can put on one line (the cart's and the product page's quantity
 * steppers stop here): its stock, and never more than LINE_UNITS_MAX (the server refuses beyond).
 */
export function maxLineUnits(stocks: number): number {
  return Math.max(0, Math.min(stocks, LINE_UNITS_MAX));
}
