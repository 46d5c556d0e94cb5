// Merchant API wire shapes (decisions/0019, docs/api.md "Merchant API"): the zod schemas the server's
// /merchant/ routes declare, and their types. Money in yuan.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { choice, Flag, PageQuery, pageOf } from './page.ts';

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
/** GET /merchant/orders: the orders of one status (0 all). */
export const MerchantOrderQuery = PageQuery.extend({
  status: choice([0, 1, 2, 3, 4, 5, 6, 7] as const, 0, messages.queryStatusInvalid),
});

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
