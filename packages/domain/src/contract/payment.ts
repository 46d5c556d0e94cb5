// Payment wire shapes (api-contract.md "Checkout and payment"): the zod schemas the server's routes
// declare, and their types. Money in yuan with two decimals, as everywhere on the wire.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';

/** Comma-separated order numbers (at most 20, each 1-30 digits), deduplicated. */
export const orderNumbersText = z
  .string({ error: messages.orderNotFound.id })
  .regex(/^\d{1,30}(,\d{1,30}){0,19}$/, { error: messages.orderNotFound.id })
  .transform((text) => [...new Set(text.split(','))]);

export const PaymentNoParam = z.object({
  paymentNo: z
    .string({ error: messages.paymentNotFound.id })
    .regex(/^\d{1,30}$/, { error: messages.paymentNotFound.id }),
});
export const LangQuery = z.object({ lang: z.string().max(10).optional() });

export const PayParam = z
  .object({
    orderNumbers: orderNumbersText,
    payType: z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(9), z.literal(10)], {
      error: messages.payTypeInvalid.id,
    }),
    returnUrl: z
      .string({ error: messages.payReturnUrlInvalid.id })
      .max(1000, messages.payReturnUrlInvalid.id)
      .optional(),
    systemType: z.union([z.literal(1), z.literal(2)]).default(1),
  })
  .meta({ id: 'PayParam' });

export const PayAnswer = z
  .object({
    paid: z.boolean().optional(),
    payUrl: z.string().optional(),
    qrCode: z.string().optional(),
    payNo: z.string().optional().meta({ description: 'always sent by this server' }),
    endTime: z.string().optional(),
  })
  .meta({ id: 'PayAnswer' });

export const OrderPayInfo = z
  .object({
    prodNameList: z.array(z.string()),
    receiver: z.string(),
    userAddr: z.string(),
    mobile: z.string(),
    status: z.number().int(),
    endTime: z.string(),
    totalFee: z.number(),
    totalScore: z.number().int(),
  })
  .meta({ id: 'OrderPayInfo' });

// The wire shapes agree with the domain's contract types (a compile-time check).
export type PayParam = z.input<typeof PayParam>;
export type PayAnswer = z.infer<typeof PayAnswer>;
/** GET /p/order/getOrderPayInfoByOrderNumber?orderNumbers: what the payment page shows. */
export type OrderPayInfo = z.infer<typeof OrderPayInfo>;
/** The orders of a payment query: comma-separated numbers. */
export const OrderNumbersQuery = z.object({ orderNumbers: orderNumbersText });
