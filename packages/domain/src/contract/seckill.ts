// Flash sale (seckill) wire shapes (issue 13, docs/api.md "Flash sale"): the public lists and detail, the
// shopper's hidden order path, confirm and submit, and the merchant's activities. Money is wire yuan,
// times are `YYYY-MM-DD hh:mm:ss` (China Standard Time); `status` is the server's ActivityStatus
// (0 not started, 1 ongoing, 2 ended).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { LINE_UNITS_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { orderRemarksSchema } from '../rules.ts';
import { activityProdFields, mallDateTime, yuanAmount } from './fields.ts';
import { choice, Flag, optionalId, PageQuery, pageOf, requiredId, type QueryOf } from './page.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);
const activityStatus = z.number().int().meta({ description: '0 not started, 1 ongoing, 2 ended' });

/** GET /seckill/pageSeckill: `status` narrows to one state (absent: ongoing and upcoming first, then ended). */
export const SeckillPageQuery = PageQuery.extend({
  status: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['0', '1', '2'], { error: messages.queryStatusInvalid.id }).optional(),
    )
    .transform((v) => (v === undefined ? undefined : (Number(v) as 0 | 1 | 2))),
});
export type SeckillPageQuery = QueryOf<typeof SeckillPageQuery>;

export const SeckillCard = z
  .object({
    seckillId: z.number().int(),
    prodId: z.number().int(),
    prodName: z.string(),
    pic: z.string(),
    seckillPrice: z.number().meta({ description: 'the lowest seckill price of its SKUs, yuan' }),
    price: z.number().meta({ description: "the product's price, yuan" }),
    startTime: z.string(),
    endTime: z.string(),
    seckillTotalStocks: z.number().int().meta({ description: 'units the activity started with' }),
    seckillStocks: z.number().int().meta({ description: 'units left' }),
    status: activityStatus,
  })
  .meta({ id: 'SeckillCard' });
export type SeckillCard = z.infer<typeof SeckillCard>;
export const SeckillPage = pageOf(SeckillCard);

/** GET /seckill/prod?seckillId */
export const SeckillIdQuery = z.object({ seckillId: requiredId });
export type SeckillIdQuery = QueryOf<typeof SeckillIdQuery>;

export const SeckillSku = z.object({
  seckillSkuId: z.number().int(),
  skuId: z.number().int(),
  skuName: z.string(),
  properties: z.string().meta({ description: 'the SKU\'s "name:value;name:value" properties' }),
  pic: z.string().nullable(),
  seckillPrice: z.number(),
  price: z.number(),
  seckillStocks: z.number().int(),
});
export type SeckillSku = z.infer<typeof SeckillSku>;

export const SeckillProd = z
  .object({
    seckillId: z.number().int(),
    ...activityProdFields,
    startTime: z.string(),
    endTime: z.string(),
    maxNum: z.number().int().meta({ description: 'units one shopper may buy in this activity' }),
    status: activityStatus,
    seckillTotalStocks: z.number().int(),
    seckillStocks: z.number().int(),
    serverTime: z.string().meta({ description: "ours: the server's clock when answered (countdowns)" }),
    skuList: z.array(SeckillSku),
  })
  .meta({ id: 'SeckillProd' });
export type SeckillProd = z.infer<typeof SeckillProd>;

/** GET /p/seckill/orderPath?seckillId -> the path token (a string). */
export const SeckillOrderPath = z
  .string()
  .meta({ description: 'the hidden order path, valid a few minutes' });

/** The path segment of /p/seckill/{orderPath}/confirm|submit. */
export const SeckillPathParams = z.object({
  orderPath: z
    .string({ error: messages.seckillPathInvalid.id })
    .regex(/^[A-Za-z0-9_-]{16,200}$/, { error: messages.seckillPathInvalid.id }),
});

/** POST /p/seckill/{orderPath}/confirm: one SKU of the activity, sent to an address. */
export const SeckillConfirmParam = z
  .object({
    addrId: z.number().int().min(0).max(999_999_999).default(0),
    prodCount: z
      .number({ error: messages.invalid.id })
      .int()
      .min(1)
      .max(LINE_UNITS_MAX, messages.lineUnitsTooMany.id),
    seckillSkuId: id,
  })
  .meta({ id: 'SeckillConfirm' });
export type SeckillConfirmParam = z.input<typeof SeckillConfirmParam>;

/** POST /p/seckill/{orderPath}/submit */
export const SeckillSubmitParam = z
  .object({
    uuid: z
      .string({ error: messages.orderSettlementMissing.id })
      .regex(/^[0-9a-f-]{36}$/i, { error: messages.orderSettlementMissing.id }),
    remarks: orderRemarksSchema.default(''),
  })
  .meta({ id: 'SeckillSubmit' });
export type SeckillSubmitParam = z.input<typeof SeckillSubmitParam>;

/** GET /p/seckill/createOrderStatus?orderNumber -> whether the order exists (it is created at submit). */
export const SeckillOrderStatusQuery = z.object({
  orderNumber: z
    .string({ error: messages.orderNotFound.id })
    .regex(/^\d{1,30}$/, { error: messages.orderNotFound.id }),
});
export const SeckillOrderStatus = Flag;

// --- Merchant ------------------------------------------------------------------------------------------

/** POST /merchant/seckill: the units come out of the SKUs' stock now and go back when the activity ends. */
export const MerchantSeckillParam = z
  .object({
    prodId: id,
    startTime: mallDateTime,
    endTime: mallDateTime,
    maxNum: z.number({ error: messages.invalid.id }).int().min(1).max(LINE_UNITS_MAX, messages.invalid.id),
    skus: z
      .array(
        z.object({
          skuId: id,
          seckillPrice: yuanAmount,
          seckillStocks: z
            .number({ error: messages.invalid.id })
            .int()
            .min(1)
            .max(1_000_000, messages.invalid.id),
        }),
      )
      .min(1, messages.invalid.id)
      .max(200),
  })
  .meta({ id: 'MerchantSeckill' });
export type MerchantSeckillParam = z.input<typeof MerchantSeckillParam>;

export const MerchantSeckillQuery = PageQuery.extend({
  status: choice([-1, 0, 1, 2] as const, -1, messages.queryStatusInvalid),
  prodId: optionalId,
});
export type MerchantSeckillQuery = QueryOf<typeof MerchantSeckillQuery>;

export const MerchantSeckill = SeckillCard.extend({
  maxNum: z.number().int(),
  stopped: z.boolean().meta({ description: 'stopped by the merchant before its end' }),
  soldNum: z.number().int(),
  skus: z.array(SeckillSku),
}).meta({ id: 'MerchantSeckillRow' });
export type MerchantSeckill = z.infer<typeof MerchantSeckill>;
export const MerchantSeckillPage = pageOf(MerchantSeckill);

export const SeckillIdPath = z.object({ seckillId: requiredId });

/**
 * PUT /merchant/seckill: the whole activity again, before it starts (the product stays); the units
 * taken from each SKU follow the new numbers at once.
 */
export const MerchantSeckillUpdateParam = MerchantSeckillParam.extend({ seckillId: id }).meta({
  id: 'MerchantSeckillUpdate',
});
export type MerchantSeckillUpdateParam = z.input<typeof MerchantSeckillUpdateParam>;
