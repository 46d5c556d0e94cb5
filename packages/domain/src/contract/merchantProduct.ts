// The merchant's products (issue 17 item 3; api-contract.md "Merchant products"): create, edit, on/off
// sale, the list, one product's editing form. Names, briefs and contents in zh and en; the content is
// rich text the server cleans with its allow-list before it is stored; money in yuan on the wire.
//
// Stock and orders never race: an edit names, for each SKU it keeps, the stock the form was loaded with
// (`expectedStocks`); the server changes a SKU's stock only if it still is that (under the SKU's row
// lock, which submits take too), else the edit is refused as a whole with "stock changed, reload", so a
// shopper never buys a unit the merchant just removed and the merchant never overwrites a sale.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { yuanAmount } from './fields.ts';
import { choice, optionalId, PageQuery, pageOf, requiredId, searchText, type QueryOf } from './page.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);
/** Limits of the product form (the server's truth; the form checks the same). */
export const MERCHANT_PROD_LIMITS = {
  nameMax: 100,
  briefMax: 200,
  /** Characters of the content's HTML as sent (cleaned on the server). */
  contentMax: 100_000,
  imgsMax: 9,
  skusMax: 100,
  skuNameMax: 100,
  propertiesMax: 200,
  stocksMax: 1_000_000,
} as const;
const L = MERCHANT_PROD_LIMITS;

const text = (max: number, required: boolean) => {
  const s = z.string({ error: messages.invalid.id }).trim().max(max, messages.invalid.id);
  return required ? s.min(1, messages.invalid.id) : s;
};
const url = z.string({ error: messages.invalid.id }).trim().max(500, messages.invalid.id);
const stocks = z.number({ error: messages.invalid.id }).int().min(0).max(L.stocksMax, messages.invalid.id);

/** One SKU of the form: properties "颜色:红色;尺码:M" (zh) and "Colour:Red;Size:M" (en). */
export const MerchantSkuParam = z.object({
  /** An existing SKU of this product (PUT); absent for a new one. */
  skuId: id.optional(),
  skuName: text(L.skuNameMax, false),
  skuNameEn: text(L.skuNameMax, false),
  properties: text(L.propertiesMax, false),
  propertiesEn: text(L.propertiesMax, false),
  price: yuanAmount,
  oriPrice: yuanAmount,
  stocks,
  /** The stock the form was loaded with (required with `skuId` when `stocks` differs from it). */
  expectedStocks: stocks.optional(),
  pic: url,
});
export type MerchantSkuParam = z.input<typeof MerchantSkuParam>;

const prodFields = {
  prodName: text(L.nameMax, true),
  prodNameEn: text(L.nameMax, true),
  /** A third-level category. */
  categoryId: id,
  brief: text(L.briefMax, false),
  briefEn: text(L.briefMax, false),
  content: z.string({ error: messages.invalid.id }).max(L.contentMax, messages.invalid.id),
  contentEn: z.string({ error: messages.invalid.id }).max(L.contentMax, messages.invalid.id),
  /** The main picture: one of the store's own uploads. */
  pic: url.min(1, messages.invalid.id),
  /** Comma-separated image URLs in their display order (the store's own uploads). */
  imgs: z.string({ error: messages.invalid.id }).max(L.imgsMax * 501, messages.invalid.id),
  skuList: z.array(MerchantSkuParam).min(1, messages.invalid.id).max(L.skusMax, messages.invalid.id),
  /** 1 on sale, 0 off sale. */
  status: z.union([z.literal(0), z.literal(1)], { error: messages.invalid.id }),
};

/** POST /merchant/prod -> prodId. */
export const MerchantProdParam = z.object(prodFields).meta({ id: 'MerchantProdParam' });
export type MerchantProdParam = z.input<typeof MerchantProdParam>;
/** PUT /merchant/prod -> true: the same with `prodId`; a SKU left out of `skuList` goes off sale. */
export const MerchantProdUpdateParam = z
  .object({ prodId: id, ...prodFields })
  .meta({ id: 'MerchantProdUpdateParam' });
export type MerchantProdUpdateParam = z.input<typeof MerchantProdUpdateParam>;

/** PUT /merchant/prod/status -> true. */
export const MerchantProdStatusParam = z.object({
  prodId: id,
  status: z.union([z.literal(0), z.literal(1)], { error: messages.invalid.id }),
});
export type MerchantProdStatusParam = z.input<typeof MerchantProdStatusParam>;

/** GET /merchant/prod/page: `status` -1 all, 0 off sale, 1 on sale; `prodName` searches both names. */
export const MerchantProdQuery = PageQuery.extend({
  prodName: searchText,
  status: choice([-1, 0, 1] as const, -1, messages.queryStatusInvalid),
  categoryId: optionalId,
});
export type MerchantProdQuery = QueryOf<typeof MerchantProdQuery>;

/** A row of the merchant's product list. */
export const MerchantProdRow = z
  .object({
    prodId: z.number().int(),
    prodName: z.string(),
    prodNameEn: z.string(),
    pic: z.string(),
    categoryId: z.number().int(),
    price: z.number(),
    oriPrice: z.number(),
    totalStocks: z.number().int(),
    soldNum: z.number().int(),
    status: z.number().int(),
    preSale: z.boolean().meta({ description: 'the product, or one of its on-sale SKUs, is on pre-sale' }),
    updateTime: z.string(),
  })
  .meta({ id: 'MerchantProdRow' });
export type MerchantProdRow = z.infer<typeof MerchantProdRow>;
export const MerchantProdPage = pageOf(MerchantProdRow);
export type MerchantProdPage = z.infer<typeof MerchantProdPage>;

/** GET /merchant/prod/info?prodId: the editing form's values (the content as stored, cleaned). */
export const MerchantProdQueryById = z.object({ prodId: requiredId });
export const MerchantProdDetail = z
  .object({
    prodId: z.number().int(),
    prodName: z.string(),
    prodNameEn: z.string(),
    categoryId: z.number().int(),
    /** The category's path from the top, for the three-level picker. */
    categoryPath: z.array(z.number().int()),
    brief: z.string(),
    briefEn: z.string(),
    content: z.string(),
    contentEn: z.string(),
    pic: z.string(),
    imgs: z.string(),
    status: z.number().int(),
    soldNum: z.number().int(),
    skuList: z.array(
      z.object({
        skuId: z.number().int(),
        skuName: z.string(),
        skuNameEn: z.string(),
        properties: z.string(),
        propertiesEn: z.string(),
        price: z.number(),
        oriPrice: z.number(),
        stocks: z.number().int(),
        pic: z.string(),
        /** 1 on sale, 0 off sale (kept for the orders that name it). */
        status: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'MerchantProdDetail' });
export type MerchantProdDetail = z.infer<typeof MerchantProdDetail>;
