// Merchant API wire shapes (decisions/0019, docs/api.md "Merchant API"): the zod schemas the server's
// /merchant/ routes declare, and their types. Money in yuan.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { blankToUndefined, choice, Flag, PageQuery, pageOf, searchText, type QueryOf } from './page.ts';

const orderNumberText = z
  .string({ error: messages.orderNotFound.id })
  .trim()
  .regex(/^\d{1,30}$/, { error: messages.orderNotFound.id });

export const MerchantOrder = z
  .object({
    orderNumber: z.string(),
    status: z.number().int(),
    orderType: z.number().int(),
    dvyType: z.number().int(),
    total: z.number(),
    transfee: z.number(),
    actualTotal: z.number(),
    productNums: z.number().int(),
    remarks: z.string(),
    userAddr: z.unknown(),
    createTime: z.string(),
    payTime: z.string().nullable(),
    dvyTime: z.string().nullable(),
    finallyTime: z.string().nullable(),
    expressName: z.string().nullable(),
    expressNo: z.string().nullable(),
    items: z.array(
      z.object({
        orderItemId: z.number().int(),
        prodId: z.number().int(),
        skuId: z.number().int(),
        prodName: z.string(),
        skuName: z.string(),
        price: z.number(),
        prodCount: z.number().int(),
        actualTotal: z.number(),
        returnMoneySts: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'MerchantOrder' });
export type MerchantOrder = z.infer<typeof MerchantOrder>;
export const MerchantOrderPage = pageOf(MerchantOrder);
export type MerchantOrderPage = z.infer<typeof MerchantOrderPage>;
/** A China date `YYYY-MM-DD` in a query ('' counts as absent); a real calendar day. */
export const chinaDay = z.preprocess(
  blankToUndefined,
  z
    .string({ error: messages.queryDateInvalid.id })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.queryDateInvalid.id })
    .refine((text) => {
      const time = Date.parse(`${text}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
    }, messages.queryDateInvalid.id)
    .optional(),
);

/**
 * The filters of the merchant's order list and its CSV export (issue 17 item 4): status (0 all), the
 * order number (its digits from the start), the receiver's name (a part of it), the receiver's mobile
 * (digits anywhere in it), and the day the order was placed, from `startDate` to `endDate` inclusive
 * (China dates; the end not before the start).
 */
const orderFilters = {
  status: choice([0, 1, 2, 3, 4, 5, 6, 7] as const, 0, messages.queryStatusInvalid),
  orderNumber: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string({ error: messages.queryOrderNumberInvalid.id })
      .regex(/^\d{1,30}$/, { error: messages.queryOrderNumberInvalid.id })
      .optional(),
  ),
  receiver: searchText,
  mobile: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string({ error: messages.queryMobileInvalid.id })
      .regex(/^\d{1,11}$/, { error: messages.queryMobileInvalid.id })
      .optional(),
  ),
  startDate: chinaDay,
  endDate: chinaDay,
};
export const datesInOrder = (q: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !q.startDate || !q.endDate || q.startDate <= q.endDate;

/** GET /merchant/orders: the shop's orders, newest first, filtered (`orderFilters`), paged. */
export const MerchantOrderQuery = PageQuery.extend(orderFilters).refine(datesInOrder, {
  error: messages.queryDateRangeInvalid.id,
  path: ['endDate'],
});
export type MerchantOrderQuery = QueryOf<typeof MerchantOrderQuery>;
/** GET /merchant/orders/export: the same filters without paging; answers text/csv (UTF-8 with a BOM). */
export const MerchantOrderExportQuery = z.object(orderFilters).refine(datesInOrder, {
  error: messages.queryDateRangeInvalid.id,
  path: ['endDate'],
});
export type MerchantOrderExportQuery = QueryOf<typeof MerchantOrderExportQuery>;
/** The export's answer: the CSV text (`text/csv`, UTF-8 with a BOM). */
export const MerchantOrderCsv = z.string().meta({ id: 'MerchantOrderCsv', description: 'text/csv' });
/** At most this many orders in one CSV export (more: narrow the filters). */
export const MERCHANT_ORDER_EXPORT_MAX = 20_000;

/** GET /merchant/order/info?orderNumber: one order of the shop with what the merchant needs beside it. */
export const MerchantOrderNumberQuery = z.object({ orderNumber: orderNumberText });
export const MerchantOrderDetail = MerchantOrder.extend({
  discountReduce: z.number(),
  couponReduce: z.number(),
  pointsReduce: z.number(),
  pointsUsed: z.number().int(),
  cancelTime: z.string().nullable(),
  /** 1 by the buyer, 2 unpaid in time, 3 refunded (null: not cancelled). */
  closeType: z.number().int().nullable(),
  buyerNickName: z.string(),
  /** The buyer's invoice application, if any: 1 applying, 2 issued. */
  invoice: z
    .object({
      orderInvoiceId: z.number().int(),
      headerType: z.number().int(),
      headerName: z.string(),
      taxNumber: z.string().nullable(),
      status: z.number().int(),
      fileUrl: z.string().nullable(),
    })
    .nullable(),
  /** The after-sales requests of the order, newest first. */
  refunds: z.array(
    z.object({
      refundSn: z.string(),
      status: z.number().int(),
      refundAmount: z.number(),
      applyTime: z.string(),
    }),
  ),
}).meta({ id: 'MerchantOrderDetail' });
export type MerchantOrderDetail = z.infer<typeof MerchantOrderDetail>;

/** POST /merchant/login: the password RSA-encrypted with GET /rsa/publicKey, as /login. */
export const MerchantLoginParam = z.object({
  username: z.string({ error: messages.merchantLoginFailed.id }).trim().min(1).max(50),
  password: z.string({ error: messages.passwordRequired.id }).min(1).max(2048),
});
export type MerchantLoginParam = z.input<typeof MerchantLoginParam>;
/** A merchant token (not valid on /p/) and the shop it owns. */
export const MerchantLoginResult = z.object({ access_token: z.string(), shopId: z.number().int() });
export type MerchantLoginResult = z.infer<typeof MerchantLoginResult>;

/** POST /merchant/logout (no body): revokes the merchant token it is sent with, at once; answers true. */
export const MerchantLogoutResult = Flag;
export type MerchantLogoutResult = z.infer<typeof MerchantLogoutResult>;

/** PUT /merchant/order/delivery: ships a paid order with the express company and tracking number. */
export const MerchantDeliveryParam = z.object({
  orderNumber: orderNumberText,
  expressName: z
    .string({ error: messages.expressNameRequired.id })
    .trim()
    .min(1, messages.expressNameRequired.id)
    .max(50, messages.expressNameRequired.id),
  expressNo: z
    .string({ error: messages.expressNoRequired.id })
    .trim()
    .regex(/^[0-9A-Za-z-]{4,40}$/, { error: messages.expressNoRequired.id }),
});
export type MerchantDeliveryParam = z.input<typeof MerchantDeliveryParam>;
