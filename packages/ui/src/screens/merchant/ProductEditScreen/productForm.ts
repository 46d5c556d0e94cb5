// The product form's draft and its checks (decisions/0063), free of React so the unit tests run in Node.
// The checks are the contract's limits (MERCHANT_PROD_LIMITS) with a reason per field, so the screen
// says what is wrong in the merchant's language; the request is then parsed with the domain's own
// schema (MerchantProdParam / MerchantProdUpdateParam) before it is handed to the app. Prices and stocks
// are only parsed from what was typed (domain's parseYuan): nothing is computed from them.
import {
  centsToYuan,
  MERCHANT_PROD_LIMITS as L,
  MerchantProdParam,
  MerchantProdUpdateParam,
  parseYuan,
  type MerchantProdDetail,
  type MerchantProdParam as ProdParam,
  type MerchantProdUpdateParam as ProdUpdateParam,
} from '@mall/domain';
import { splitImageUrls } from '../../../lib/imageUrls.ts';
import {
  draftOfDetail,
  emptyRow,
  hasSeparator,
  newLocalId,
  rowTexts,
  type SkuMatrixValue,
} from '../../../console/SkuMatrixEditor/skuMatrix.ts';

export interface ProductDraft {
  /** The chosen category at each level (top, middle, leaf); a product needs all three. */
  categoryPath: (number | undefined)[];
  prodName: string;
  prodNameEn: string;
  brief: string;
  briefEn: string;
  content: string;
  contentEn: string;
  /** Picture URLs in display order; the first is the main picture. */
  images: string[];
  matrix: SkuMatrixValue;
  status: 0 | 1;
}

/** Why a field is refused; the screen words each in the merchant's language. */
export type Problem =
  | 'required'
  | 'tooLong'
  | 'category'
  | 'mainPicture'
  | 'tooManyPictures'
  | 'separator'
  | 'duplicate'
  | 'money'
  | 'stock'
  | 'tooManySkus'
  | 'skuNameTooLong'
  | 'skuNameEnTooLong'
  | 'propertiesTooLong'
  | 'propertiesEnTooLong'
  | 'unsendable';

/** The money a SKU may cost: 0.01 to 99,999,999.99 yuan, as the contract's `yuanAmount`. */
const MONEY_MAX_CENTS = 9_999_999_999;

export function newDraft(): ProductDraft {
  return {
    categoryPath: [undefined, undefined, undefined],
    prodName: '',
    prodNameEn: '',
    brief: '',
    briefEn: '',
    content: '',
    contentEn: '',
    images: [],
    matrix: { specs: [], rows: [emptyRow('')] },
    status: 1,
  };
}

/** The form's values of a loaded product. */
export function draftOf(product: MerchantProdDetail): ProductDraft {
  const images = splitImageUrls(product.imgs);
  return {
    categoryPath: [0, 1, 2].map((i) => product.categoryPath[i]),
    prodName: product.prodName,
    prodNameEn: product.prodNameEn,
    brief: product.brief,
    briefEn: product.briefEn,
    content: product.content,
    contentEn: product.contentEn,
    // The main picture first, then the other pictures, each once.
    images: [...new Set([...splitImageUrls(product.pic), ...images])].slice(0, L.imgsMax),
    matrix: draftOfDetail(product.skuList, newLocalId),
    status: product.status === 1 ? 1 : 0,
  };
}

const blank = (text: string) => text.trim() === '';

/** Every field's problem; empty when the draft can be sent. */
export function checkDraft(draft: ProductDraft): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  const text = (field: keyof ProductDraft, value: string, max: number, required: boolean) => {
    if (required && blank(value)) problems[field] = 'required';
    else if (value.trim().length > max) problems[field] = 'tooLong';
  };
  if (draft.categoryPath.length < 3 || draft.categoryPath.some((id) => id === undefined)) {
    problems.category = 'category';
  }
  text('prodName', draft.prodName, L.nameMax, true);
  text('prodNameEn', draft.prodNameEn, L.nameMax, true);
  text('brief', draft.brief, L.briefMax, false);
  text('briefEn', draft.briefEn, L.briefMax, false);
  if (draft.content.length > L.contentMax) problems.content = 'tooLong';
  if (draft.contentEn.length > L.contentMax) problems.contentEn = 'tooLong';
  if (draft.images.length === 0) problems.images = 'mainPicture';
  else if (draft.images.length > L.imgsMax) problems.images = 'tooManyPictures';

  const { specs, rows } = draft.matrix;
  const part = (key: string, value: string, others: readonly string[]) => {
    if (blank(value)) problems[key] = 'required';
    else if (hasSeparator(value)) problems[key] = 'separator';
    else if (others.includes(value.trim())) problems[key] = 'duplicate';
  };
  specs.forEach((spec, i) => {
    const before = specs.slice(0, i);
    part(
      `spec:${spec.id}:name`,
      spec.name,
      before.map((s) => s.name.trim()),
    );
    part(
      `spec:${spec.id}:nameEn`,
      spec.nameEn,
      before.map((s) => s.nameEn.trim()),
    );
    spec.values.forEach((v, j) => {
      const earlier = spec.values.slice(0, j);
      part(
        `value:${v.id}:value`,
        v.value,
        earlier.map((x) => x.value.trim()),
      );
      part(
        `value:${v.id}:valueEn`,
        v.valueEn,
        earlier.map((x) => x.valueEn.trim()),
      );
    });
  });
  if (rows.length > L.skusMax) problems.skus = 'tooManySkus';
  for (const row of rows) {
    if (moneyCents(row.price) === null) problems[`row:${row.key}:price`] = 'money';
    if (moneyCents(row.oriPrice) === null) problems[`row:${row.key}:oriPrice`] = 'money';
    if (stockOf(row.stocks) === null) problems[`row:${row.key}:stocks`] = 'stock';
    // A row's names and properties are made of its specs' names and values: three long English ones
    // outgrow the contract's limits although each value fits its field.
    const texts = rowTexts(specs, row);
    if (texts.skuName.length > L.skuNameMax) problems[`row:${row.key}:skuName`] = 'skuNameTooLong';
    if (texts.skuNameEn.length > L.skuNameMax) problems[`row:${row.key}:skuNameEn`] = 'skuNameEnTooLong';
    if (texts.properties.length > L.propertiesMax) {
      problems[`row:${row.key}:properties`] = 'propertiesTooLong';
    }
    if (texts.propertiesEn.length > L.propertiesMax) {
      problems[`row:${row.key}:propertiesEn`] = 'propertiesEnTooLong';
    }
  }
  return problems;
}

/**
 * What a save sends, or why it cannot: the draft's problems, else the request parsed with the domain's
 * schema; a request the schema refuses although the checks passed is the problem `form: 'unsendable'`
 * (the screen says so: a save never silently does nothing).
 */
export function submission(
  draft: ProductDraft,
  prodId?: number,
):
  | { problems: Record<string, Problem>; request: null }
  | { problems: Record<string, never>; request: ProdParam | ProdUpdateParam } {
  const problems = checkDraft(draft);
  if (Object.keys(problems).length > 0) return { problems, request: null };
  const request = prodId === undefined ? requestOf(draft) : requestOf(draft, prodId);
  return request ? { problems: {}, request } : { problems: { form: 'unsendable' }, request: null };
}

function moneyCents(text: string): number | null {
  const cents = parseYuan(text);
  return cents === null || cents < 1 || cents > MONEY_MAX_CENTS ? null : cents;
}

function stockOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= L.stocksMax ? n : null;
}

/**
 * The request of a checked draft, parsed with the domain's schema: a new product, or (with `prodId`)
 * an edit whose existing SKUs carry the stock they were loaded with as `expectedStocks`. Null when the
 * schema refuses it (checkDraft should have said why first).
 */
export function requestOf(draft: ProductDraft): ProdParam | null;
export function requestOf(draft: ProductDraft, prodId: number): ProdUpdateParam | null;
export function requestOf(draft: ProductDraft, prodId?: number): ProdParam | ProdUpdateParam | null {
  const { specs, rows } = draft.matrix;
  const fields = {
    prodName: draft.prodName.trim(),
    prodNameEn: draft.prodNameEn.trim(),
    categoryId: draft.categoryPath[2]!,
    brief: draft.brief.trim(),
    briefEn: draft.briefEn.trim(),
    content: draft.content,
    contentEn: draft.contentEn,
    pic: draft.images[0] ?? '',
    imgs: draft.images.join(','),
    skuList: rows.map((row) => ({
      ...(row.skuId === undefined ? {} : { skuId: row.skuId, expectedStocks: row.loadedStocks }),
      ...rowTexts(specs, row),
      price: centsToYuan(moneyCents(row.price) ?? 0),
      oriPrice: centsToYuan(moneyCents(row.oriPrice) ?? 0),
      stocks: stockOf(row.stocks) ?? -1,
      pic: row.pic,
    })),
    status: draft.status,
  };
  if (prodId === undefined) {
    const parsed = MerchantProdParam.safeParse(fields);
    return parsed.success ? fields : null;
  }
  const update = { prodId, ...fields };
  const parsed = MerchantProdUpdateParam.safeParse(update);
  return parsed.success ? update : null;
}
