// The SKU matrix of the product form (decisions/0063), free of React so the unit tests check it in Node.
// Specifications (a name and values, each in zh and en) generate one row per combination of values. Each
// value has a local id that never changes while the form is open, so renaming a value keeps its rows;
// when the specifications change, a combination keeps the row it had (same value ids), else it takes an
// unclaimed earlier row whose values it contains or that contains its values (a spec added or removed),
// so an existing SKU keeps its `skuId`, its typed values and the stock it was loaded with.
// The rows hold what the merchant typed (text); nothing is computed from prices or stocks here.
import { MERCHANT_PROD_LIMITS, type MerchantProdDetail } from '@mall/domain';

export interface SpecValueDraft {
  /** Local id, stable while the form is open (rows are keyed by their values' ids). */
  id: string;
  value: string;
  valueEn: string;
}

export interface SpecDraft {
  id: string;
  name: string;
  nameEn: string;
  values: SpecValueDraft[];
}

/** One row of the matrix: the merchant's inputs as typed, and what the SKU was loaded with. */
export interface SkuRowDraft {
  /** The combination's value ids joined with "|" ('' for the single SKU without specifications). */
  key: string;
  /** The existing SKU of this row (an edit); absent for a new one. */
  skuId?: number | undefined;
  /** The stock the form was loaded with (sent as `expectedStocks` when the row has a `skuId`). */
  loadedStocks?: number | undefined;
  price: string;
  oriPrice: string;
  stocks: string;
  pic: string;
  /**
   * The SKU's own names and properties, sent as loaded: set on every row when the loaded SKUs could not
   * be read into specifications (see draftOfDetail); the specifications are then locked.
   */
  fixed?: SkuTexts | undefined;
}

/** What a row sends besides its figures: its zh and en names and properties. */
export interface SkuTexts {
  skuName: string;
  skuNameEn: string;
  properties: string;
  propertiesEn: string;
}

/** The specifications and the rows they make (the form's value). */
export interface SkuMatrixValue {
  specs: SpecDraft[];
  rows: SkuRowDraft[];
}

/** The limits of the matrix: a product has at most this many specifications and values per spec. */
export const SPEC_LIMITS = { specsMax: 3, valuesMax: 20 } as const;

const SEPARATOR = /[:;]/;

/** A spec name or value may not hold ":" or ";", which separate them in `properties`. */
export function hasSeparator(text: string): boolean {
  return SEPARATOR.test(text);
}

/** Every combination of the specs' values, in order (the last spec varies fastest); [[]] without specs. */
export function combinations(specs: readonly SpecDraft[]): SpecValueDraft[][] {
  let result: SpecValueDraft[][] = [[]];
  for (const spec of specs) {
    if (spec.values.length === 0) continue;
    result = result.flatMap((combo) => spec.values.map((value) => [...combo, value]));
  }
  return result;
}

const keyOf = (combo: readonly SpecValueDraft[]) => combo.map((v) => v.id).join('|');
const idsOf = (key: string) => (key === '' ? [] : key.split('|'));
const within = (inner: readonly string[], outer: ReadonlySet<string>) => inner.every((id) => outer.has(id));

export const emptyRow = (key: string): SkuRowDraft => ({ key, price: '', oriPrice: '', stocks: '', pic: '' });

/**
 * The rows of the specs' combinations, keeping earlier rows: an exact match first; then, for a combination
 * still without a row, the first unclaimed earlier row whose value ids all lie in the combination (a spec
 * was added) or that holds all of the combination's (a spec was removed). Anything else is a new empty row.
 */
export function matrixRows(specs: readonly SpecDraft[], previous: readonly SkuRowDraft[]): SkuRowDraft[] {
  const keys = combinations(specs).map(keyOf);
  const byKey = new Map(previous.map((row) => [row.key, row]));
  const claimed = new Set<SkuRowDraft>();
  const rows: (SkuRowDraft | undefined)[] = keys.map((key) => {
    const row = byKey.get(key);
    if (row) claimed.add(row);
    return row;
  });
  return keys.map((key, i) => {
    const exact = rows[i];
    if (exact) return exact;
    const ids = idsOf(key);
    const idSet = new Set(ids);
    const kept = previous.find((row) => {
      if (claimed.has(row)) return false;
      const rowIds = idsOf(row.key);
      return within(rowIds, idSet) || within(ids, new Set(rowIds));
    });
    if (!kept) return emptyRow(key);
    claimed.add(kept);
    return { ...kept, key };
  });
}

/** The zh and en names of a row: "红色 M", "Red M" ('' for the single SKU). */
export function rowNames(specs: readonly SpecDraft[], key: string): { skuName: string; skuNameEn: string } {
  const values = valuesOf(specs, key);
  return {
    skuName: values.map(({ value }) => value.value.trim()).join(' '),
    skuNameEn: values.map(({ value }) => value.valueEn.trim()).join(' '),
  };
}

/** The zh and en properties of a row: "颜色:红色;尺码:M", "Colour:Red;Size:M". */
export function rowProperties(
  specs: readonly SpecDraft[],
  key: string,
): { properties: string; propertiesEn: string } {
  const values = valuesOf(specs, key);
  return {
    properties: values.map(({ spec, value }) => `${spec.name.trim()}:${value.value.trim()}`).join(';'),
    propertiesEn: values.map(({ spec, value }) => `${spec.nameEn.trim()}:${value.valueEn.trim()}`).join(';'),
  };
}

/** Everything a row sends besides its figures: its zh and en names and properties. */
export function rowTexts(specs: readonly SpecDraft[], row: SkuRowDraft): SkuTexts {
  return row.fixed ?? { ...rowNames(specs, row.key), ...rowProperties(specs, row.key) };
}

/** Whether the rows stand as loaded, one per SKU, with the specifications locked (see draftOfDetail). */
export const isLocked = (rows: readonly SkuRowDraft[]) => rows.some((row) => row.fixed !== undefined);

/** A row's label: its values' zh names ('' for the single SKU), or a locked row's own name. */
export function rowLabel(specs: readonly SpecDraft[], row: SkuRowDraft): string {
  if (!row.fixed) return rowNames(specs, row.key).skuName;
  const { skuName, properties } = row.fixed;
  return skuName.trim() || properties.trim() || `#${row.skuId ?? ''}`;
}

function valuesOf(specs: readonly SpecDraft[], key: string) {
  const ids = new Set(idsOf(key));
  const found: { spec: SpecDraft; value: SpecValueDraft }[] = [];
  for (const spec of specs) {
    const value = spec.values.find((v) => ids.has(v.id));
    if (value) found.push({ spec, value });
  }
  return found;
}

/** Yuan as the form's text: 59.9 -> "59.9" (as the server sent it; the input keeps what is typed). */
const moneyText = (yuan: number) => String(yuan);

/**
 * The specs and rows of a loaded product: its on-sale SKUs' properties parsed ("name:value;..." in zh
 * and en, pair by pair) into specs in order of first appearance. Off-sale SKUs (kept for old orders) are
 * not in the matrix. Every on-sale SKU must keep its row (one left out of a save goes off sale): when the
 * properties do not make one matrix (a pair that does not parse, zh and en that disagree, SKUs with
 * different specs, two SKUs with the same values), each SKU becomes a row of its own keyed by its id,
 * sending the names and properties it was loaded with, and the specifications are locked.
 */
export function draftOfDetail(
  skuList: MerchantProdDetail['skuList'],
  newId: () => string,
): { specs: SpecDraft[]; rows: SkuRowDraft[] } {
  const live = skuList.filter((sku) => sku.status === 1);
  return (
    asMatrix(live, newId) ?? {
      specs: [],
      rows: live.map((sku) => ({
        ...loadedRow(sku, `sku:${sku.skuId}`),
        fixed: {
          skuName: sku.skuName,
          skuNameEn: sku.skuNameEn,
          properties: sku.properties,
          propertiesEn: sku.propertiesEn,
        },
      })),
    }
  );
}

type LoadedSku = MerchantProdDetail['skuList'][number];

const loadedRow = (sku: LoadedSku, key: string): SkuRowDraft => ({
  key,
  skuId: sku.skuId,
  loadedStocks: sku.stocks,
  price: moneyText(sku.price),
  oriPrice: moneyText(sku.oriPrice),
  stocks: String(sku.stocks),
  pic: sku.pic,
});

/** The matrix of the SKUs, or null when their properties do not make one with a row per SKU. */
function asMatrix(
  live: readonly LoadedSku[],
  newId: () => string,
): { specs: SpecDraft[]; rows: SkuRowDraft[] } | null {
  const specs: SpecDraft[] = [];
  const rows: SkuRowDraft[] = [];
  const parsed: { sku: LoadedSku; ids: string[] }[] = [];
  for (const sku of live) {
    const zh = pairs(sku.properties);
    const en = pairs(sku.propertiesEn);
    if (!zh || !en || en.length !== zh.length) return null;
    if (new Set(zh.map(([name]) => name)).size !== zh.length) return null;
    const ids: string[] = [];
    for (const [i, [name, value]] of zh.entries()) {
      const [nameEn, valueEn] = en[i]!;
      let spec = specs.find((s) => s.name === name);
      if (!spec) {
        spec = { id: newId(), name, nameEn, values: [] };
        specs.push(spec);
      } else if (spec.nameEn !== nameEn) return null;
      let v = spec.values.find((x) => x.value === value);
      if (!v) {
        v = { id: newId(), value, valueEn };
        spec.values.push(v);
      } else if (v.valueEn !== valueEn) return null;
      ids.push(v.id);
    }
    parsed.push({ sku, ids });
  }
  const keys = new Set<string>();
  for (const { sku, ids } of parsed) {
    // Every SKU names a value of every spec, and no two SKUs the same values.
    if (ids.length !== specs.length) return null;
    const key = specs.map((spec) => spec.values.find((v) => ids.includes(v.id))!.id).join('|');
    if (keys.has(key)) return null;
    keys.add(key);
    rows.push(loadedRow(sku, key));
  }
  // Rows in the matrix's order, with empty rows for combinations no SKU had.
  const matrix = matrixRows(specs, rows);
  if (matrix.length > SKUS_MAX) return null;
  return { specs, rows: matrix };
}

/** "name:value;..." as trimmed pairs ([] for ''), or null when a part is not a name and a value. */
function pairs(properties: string): [string, string][] | null {
  if (properties.trim() === '') return [];
  const result: [string, string][] = [];
  for (const part of properties.split(';')) {
    const pair = part.split(':');
    if (pair.length !== 2) return null;
    const [name, value] = [pair[0]!.trim(), pair[1]!.trim()];
    if (name === '' || value === '') return null;
    result.push([name, value]);
  }
  return result;
}

/** How many rows the specs make, for the "at most N SKUs" check before the matrix is drawn. */
export function rowCount(specs: readonly SpecDraft[]): number {
  return specs.reduce((n, spec) => n * Math.max(spec.values.length, 1), 1);
}

export const SKUS_MAX = MERCHANT_PROD_LIMITS.skusMax;

let lastId = 0;
/** A fresh local id for a spec or a value (unique in the page). */
export const newLocalId = () => `v${++lastId}`;
