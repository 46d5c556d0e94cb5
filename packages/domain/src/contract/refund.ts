// After-sales wire shapes (api-contract.md "After-sales"; docs/api.md "After-sales"): the zod schemas
// the server's routes declare, and their types. Money in yuan with two decimals, times as
// `YYYY-MM-DD hh:mm:ss` in China time, image lists as comma-separated URLs.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { REFUND_MAX_VOUCHERS } from '../constants.ts';
import { messages } from '../messages.ts';
import { phoneSchema, refundAmountSchema, refundNoteSchema, refundRefuseReasonSchema } from '../rules.ts';
import { buyerRefundReasons } from '../status.ts';
import { choice, PageQuery, pageOf, type QueryOf } from './page.ts';
import { chinaDay, datesInOrder } from './merchant.ts';
import { orderedLineFields } from './fields.ts';

const digits = (message: { id: string }) =>
  z
    .string({ error: message.id })
    .trim()
    .regex(/^\d{1,30}$/, { error: message.id });
export const refundSnText = digits(messages.refundNotFound);
const orderNumberText = digits(messages.orderNotFound);
/** A bare JSON refundSn: `"2026..."` (or the number, when small enough to be exact). */
export const BareRefundSn = z.union([refundSnText, z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)], {
  error: messages.refundNotFound.id,
});

/** Comma-separated image URLs: at most REFUND_MAX_VOUCHERS, each non-blank and of sane length. */
const imageList = z
  .string({ error: messages.refundTooManyVouchers.id })
  .max(REFUND_MAX_VOUCHERS * 520, messages.refundTooManyVouchers.id)
  .default('')
  .transform((text, ctx) => {
    const urls = text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (urls.length > REFUND_MAX_VOUCHERS || urls.some((u) => u.length > 500 || /\s/.test(u))) {
      ctx.issues.push({ code: 'custom', message: messages.refundTooManyVouchers.id, input: text });
      return z.NEVER;
    }
    return urls.join(',');
  });

const flag01 = z.union([z.literal(0), z.literal(1)], { error: messages.invalid.id });
const applyType = z.union([z.literal(1), z.literal(2)], { error: messages.invalid.id });
/**
 * Any amount here, 0 included; the service compares it with what is refundable and accepts 0 only for a
 * points-mall order paid in points alone (refunded by units: decisions/0047).
 */
const amount = refundAmountSchema(Number.MAX_SAFE_INTEGER, { zero: true });

const editable = {
  applyType,
  isReceiver: flag01,
  // The contract types it as a string: any key of the buyer's reasons (not the system's groupFailure).
  buyerReason: z
    .string({ error: messages.refundReasonRequired.id })
    .refine((v) => (buyerRefundReasons as readonly string[]).includes(v), messages.refundReasonRequired.id)
    .transform((v) => v as (typeof buyerRefundReasons)[number]),
  buyerDesc: refundNoteSchema.trim().default(''),
  buyerMobile: phoneSchema,
  goodsNum: z
    .number({ error: messages.refundQuantity.id })
    .int(messages.refundQuantity.id)
    .min(1, messages.refundQuantity.id)
    .max(999_999, messages.refundQuantity.id),
  refundAmount: amount,
  photoFiles: imageList,
};

export const RefundApplyParam = z
  .object({
    orderNumber: orderNumberText,
    orderItemId: z.number({ error: messages.refundItemNotFound.id }).int().min(0).max(999_999_999).default(0),
    refundType: z.union([z.literal(1), z.literal(2)], { error: messages.invalid.id }),
    ...editable,
  })
  .meta({ id: 'RefundApply' });

export const RefundReapplyParam = z
  .object({ refundSn: refundSnText, ...editable })
  .meta({ id: 'RefundReapply' });

export const RefundExpressParam = z
  .object({
    refundSn: refundSnText,
    expressId: z.union([z.number().int().min(0).max(999_999_999), z.string().trim().max(30)]).optional(),
    expressName: z
      .string({ error: messages.refundExpressRequired.id })
      .trim()
      .min(1, messages.refundExpressRequired.id)
      .max(50, messages.refundExpressRequired.id),
    expressNo: z
      .string({ error: messages.refundExpressNoRequired.id })
      .trim()
      .min(1, messages.refundExpressNoRequired.id)
      .max(50, messages.refundExpressNoRequired.id),
    mobile: phoneSchema,
    senderRemarks: refundNoteSchema.trim().default(''),
    imgs: imageList,
  })
  .meta({ id: 'RefundExpress' });

export const RefundProcessParam = z
  .object({
    refundSn: refundSnText,
    agree: z.boolean({ error: messages.invalid.id }),
    refuseReason: refundRefuseReasonSchema.optional().transform((s) => s ?? ''),
  })
  .meta({ id: 'RefundProcess' });

export const RefundItemDto = z.object(orderedLineFields);

export const RefundRecord = z
  .object({
    refundSn: z.string(),
    orderNumber: z.string(),
    shopId: z.number().int(),
    shopName: z.string(),
    refundType: z.union([z.literal(1), z.literal(2)]),
    applyType: z.union([z.literal(1), z.literal(2)]),
    returnMoneySts: z.union([
      z.literal(1),
      z.literal(2),
      z.literal(3),
      z.literal(4),
      z.literal(5),
      z.literal(6),
      z.literal(7),
      z.literal(-1),
    ]),
    refundAmount: z.number(),
    goodsNum: z.number().int(),
    buyerReason: z.string(),
    applyTime: z.string(),
    updateTime: z.string(),
    orderItems: z.array(RefundItemDto),
  })
  .meta({ id: 'RefundRecord' });

export const RefundDetail = RefundRecord.extend({
  orderItemId: z.number().int(),
  isReceiver: z.union([z.literal(0), z.literal(1)]),
  buyerDesc: z.string(),
  buyerMobile: z.string(),
  photoFiles: z.string(),
  refuseReason: z.string().nullable(),
  lastStatus: RefundRecord.shape.returnMoneySts.nullable(),
  handleTime: z.string().nullable(),
  shipTime: z.string().nullable(),
  receiveTime: z.string().nullable(),
  refundTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  expressName: z.string().nullable(),
  expressNo: z.string().nullable(),
  orderAmount: z.number(),
  // Ours, beyond the contract's detail: optional in the contract (this server always sends them).
  refuseTime: z.string().nullable().optional(),
  freightAmount: z
    .number()
    .optional()
    .meta({ description: 'ours: the part of refundAmount that is freight, yuan' }),
  payoutMethod: z
    .enum(['balance', 'points', 'provider'])
    .nullable()
    .optional()
    .meta({ description: 'ours: where the money went back' }),
  autoAccepted: z.boolean().optional().meta({ description: "ours: accepted by the merchant's time-out" }),
}).meta({ id: 'RefundDetail' });

export const MerchantRefundRecord = RefundRecord.extend({
  userId: z.string(),
  buyerMobile: z.string(),
  buyerDesc: z.string(),
  isReceiver: z.union([z.literal(0), z.literal(1)]),
  photoFiles: z.string(),
  expressName: z.string().nullable(),
  expressNo: z.string().nullable(),
  refuseReason: z.string().nullable(),
}).meta({ id: 'MerchantRefundRecord' });

export const RefundableAnswer = z
  .object({
    maxRefundable: z.number().meta({ description: 'yuan' }),
    freight: z.number().meta({ description: 'the freight included in maxRefundable, yuan' }),
    isLast: z
      .boolean()
      .meta({ description: 'the last item: the freight is included and it cannot be withdrawn' }),
    goodsNum: z.number().int().meta({ description: 'the most goods that can be named' }),
    // Ours, only for a points-mall order paid in points alone (decisions/0047); absent for any other.
    pointsOnly: z.boolean().optional().meta({
      description:
        'ours: true for a points-mall order paid in points alone: refunded by units with refundAmount 0 (and only 0); absent otherwise',
    }),
    unitsLeft: z.number().int().optional().meta({
      description: 'ours, pointsOnly: the units no successful refund has covered yet (the goodsNum bound)',
    }),
    scorePrice: z
      .number()
      .int()
      .optional()
      .meta({ description: 'ours, pointsOnly: the points one unit cost' }),
    scoreLeft: z
      .number()
      .int()
      .optional()
      .meta({ description: 'ours, pointsOnly: the points refunding every unit left would give back' }),
  })
  .meta({ id: 'RefundRefundable' });

/** POST /p/orderRefund/apply: a refund of one item (orderItemId) or the whole order (0). */
export type RefundApplyParam = z.input<typeof RefundApplyParam>;
/** PUT /p/orderRefund/reapply: a refused request changed and sent again. */
export type RefundReapplyParam = z.input<typeof RefundReapplyParam>;
/** PUT /p/orderRefund/submitExpress: the buyer's parcel back. */
export type RefundExpressParam = z.input<typeof RefundExpressParam>;
export type RefundProcessParam = z.input<typeof RefundProcessParam>;
export type RefundItemDto = z.infer<typeof RefundItemDto>;
export type RefundRecord = z.infer<typeof RefundRecord>;
export type RefundDetail = z.infer<typeof RefundDetail>;
export type MerchantRefundRecord = z.infer<typeof MerchantRefundRecord>;
export type RefundableAnswer = z.infer<typeof RefundableAnswer>;

export const RefundRecordPage = pageOf(RefundRecord);
export const MerchantRefundPage = pageOf(MerchantRefundRecord);
/** GET /p/orderRefund/refundable: an item (orderItemId) or the whole order (0). */
export const RefundableQuery = z.object({
  orderNumber: orderNumberText,
  orderItemId: z
    .string({ error: messages.refundItemNotFound.id })
    .regex(/^\d{1,9}$/, { error: messages.refundItemNotFound.id })
    .transform(Number)
    .default(0),
});
export type RefundableQuery = QueryOf<typeof RefundableQuery>;
/** A request named by its number (query of the detail, body of the merchant's receipt). */
export const RefundSnRef = z.object({ refundSn: refundSnText });
/** Digits of a number in a query, matched from its start ('' counts as absent). */
const digitsFilter = (message: { id: string }) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string({ error: message.id })
      .regex(/^\d{1,30}$/, { error: message.id })
      .optional(),
  );
/**
 * GET /merchant/orderRefunds: the shop's requests of one status (0 all), the after-sales number and
 * the order number from their first digits, and the China days of the application, from `startDate`
 * to `endDate` inclusive (the end not before the start).
 */
export const MerchantRefundQuery = PageQuery.extend({
  status: choice([0, 1, 2, 3, 4, 5, 6, 7, -1] as const, 0, messages.queryStatusInvalid),
  refundSn: digitsFilter(messages.queryRefundSnInvalid),
  orderNumber: digitsFilter(messages.queryOrderNumberInvalid),
  startDate: chinaDay,
  endDate: chinaDay,
}).refine(datesInOrder, { error: messages.queryDateRangeInvalid.id, path: ['endDate'] });
export type MerchantRefundQuery = QueryOf<typeof MerchantRefundQuery>;

/** One step of a request's history: the status it reached and when (as stored). */
export const RefundHistoryStep = z.object({
  status: RefundRecord.shape.returnMoneySts,
  time: z.string(),
});
/**
 * GET /merchant/orderRefund/info: one request of the shop with what the merchant decides on: the
 * buyer's reason, pictures and return parcel, the history, and the deadlines the jobs keep (when an
 * unanswered application is agreed automatically; when an accepted return the buyer has not shipped
 * closes), null when none applies.
 */
export const MerchantRefundInfo = RefundDetail.extend({
  userId: z.string(),
  senderMobile: z.string().nullable(),
  senderRemarks: z.string().nullable(),
  shipImgs: z.string().meta({ description: "the buyer's parcel pictures, comma-separated URLs" }),
  history: z.array(RefundHistoryStep),
  autoAgreeTime: z
    .string()
    .nullable()
    .meta({ description: 'when an unanswered application is agreed by the time-out (status 1)' }),
  autoCloseTime: z
    .string()
    .nullable()
    .meta({ description: 'when an accepted return the buyer has not shipped closes (status 2)' }),
}).meta({ id: 'MerchantRefundInfo' });
export type MerchantRefundInfo = z.infer<typeof MerchantRefundInfo>;
export type MerchantRefundPage = z.infer<typeof MerchantRefundPage>;
/** The answer of a refund move: always `true` (a refusal is a 400). */
export const Done = z.literal(true);
