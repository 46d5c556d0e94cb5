// Field groups that several wire shapes share, spread into each `z.object` at the same place so every
// schema keeps its keys, their order and its OpenAPI component. Internal to the contract (not exported
// from the package).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { TAX_NUMBER_PATTERN } from '../rules.ts';
import { InvoiceHeaderType } from '../status.ts';

/** A product line's SKU: what the cart, the checkout, an order and a refund all show of it. */
export const skuLineFields = {
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  price: z.number(),
};

/** A product's head on an activity's detail (a flash sale, the points mall): whose, what, its pictures. */
export const activityProdFields = {
  prodId: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  prodName: z.string(),
  pic: z.string(),
  imgs: z.string().nullable(),
  content: z.string().nullable(),
};

/** A cart line as the cart and the checkout send it (`basketId` is the cart's line). */
export const basketLineFields = {
  basketId: z.number().int(),
  ...skuLineFields,
  oriPrice: z.number(),
  prodCount: z.number().int(),
  productTotalAmount: z.number(),
};

/** An ordered line as an order and its refund send it. */
export const orderedLineFields = {
  orderItemId: z.number().int(),
  ...skuLineFields,
  prodCount: z.number().int(),
};

/** An address's region: ids with their names. */
export const regionFields = {
  provinceId: z.number().int(),
  province: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  areaId: z.number().int(),
  area: z.string(),
};

/** The invoice header a buyer asks for (an invoice application, an order's invoice request). */
export const invoiceHeaderFields = {
  headerType: z.union([z.literal(InvoiceHeaderType.unit), z.literal(InvoiceHeaderType.personal)], {
    error: messages.invalid.id,
  }),
  headerName: z
    .string({ error: messages.invoiceTitleRequired.id })
    .trim()
    .min(1, messages.invoiceTitleRequired.id)
    .max(100, messages.invoiceTitleRequired.id),
};

/** A unit's header needs a well-formed tax number (a personal one needs none). */
export function unitHasTaxNumber(v: { headerType: number; invoiceTaxNumber?: string | null }): boolean {
  return v.headerType !== InvoiceHeaderType.unit || TAX_NUMBER_PATTERN.test(v.invoiceTaxNumber ?? '');
}

/** Where and why {@link unitHasTaxNumber} fails. */
export const unitTaxNumberIssue = {
  message: messages.invoiceTaxNumberInvalid.id,
  path: ['invoiceTaxNumber'],
};

/** An amount of money in a request body: wire yuan, 0.01 to 99,999,999.99, at most two decimals. */
export const yuanAmount = z
  .number({ error: messages.invalid.id })
  .min(0.01, messages.invalid.id)
  .max(99_999_999.99, messages.invalid.id)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, messages.invalid.id);

/** A date-time in a request body: `YYYY-MM-DD hh:mm:ss` in China Standard Time (the wire's format). */
export const mallDateTime = z
  .string({ error: messages.invalid.id })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, messages.invalid.id)
  .meta({ description: 'YYYY-MM-DD hh:mm:ss, China Standard Time' });
