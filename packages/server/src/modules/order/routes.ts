// Checkout: POST /p/order/confirm (the settlement the submit-order page shows, saved under a uuid) and
// POST /p/order/submit (that settlement as one order per shop; the same uuid always answers the same
// order numbers). Money on the wire in yuan with two decimals; cents inside (decisions/0013).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  centsToYuan,
  DeliveryType,
  InvoiceHeaderType,
  messages,
  orderRemarksSchema,
  TAX_NUMBER_PATTERN,
  type Locale,
  type OrderConfirmAnswer,
  type OrderConfirmParam,
  type OrderSubmitAnswer,
  type OrderSubmitParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { requireUser } from '../../plugins/auth.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../catalog/query.ts';
import { Coupon } from '../coupon/routes.ts';
import { couponView, type CouponRow } from '../coupon/service.ts';
import type { CalcCouponView } from '../pricing/calc.ts';
import type { Pricing } from '../pricing/quote.ts';
import { confirmOrder, submitOrder, type Confirmed } from './service.ts';
import { orderQueryRoutes } from './query.ts';
import { orderLifecycleRoutes } from './lifecycle.ts';

const tags = ['order'];
const security = [{ bearer: [] }];

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => v === 1 || v === true);

export const ConfirmBody = z
  .object({
    addrId: z.number().int().min(0).max(999_999_999).default(0),
    basketIds: z.array(id).max(500).optional(),
    orderItem: z
      .object({
        prodId: id,
        skuId: id,
        prodCount: z.number().int().min(1).max(99_999),
        shopId: z.number().int().min(0).max(999_999_999).optional(),
      })
      .optional(),
    couponIds: z.array(id).max(50).optional(),
    isScorePay: flag.optional(),
    userUseScore: z
      .number({ error: messages.pointsInvalid.id })
      .int(messages.pointsInvalid.id)
      .min(0, messages.pointsInvalid.id)
      .max(999_999_999)
      .optional(),
    dvyType: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .optional()
      .meta({ description: 'ours: 1 express (default), 2 buyer pickup, 3 same-city, 4 none' }),
  })
  .meta({ id: 'OrderConfirm', description: 'basketIds (cart items) or orderItem (buy now)' });

const uuidText = z
  .string({ error: messages.orderSettlementMissing.id })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: messages.orderSettlementMissing.id,
  });

export const SubmitBody = z
  .object({
    uuid: uuidText,
    orderShopParam: z
      .array(z.object({ shopId: id, remarks: orderRemarksSchema.default('') }))
      .max(100)
      .default([]),
    invoice: z
      .object({
        headerType: z.union([z.literal(InvoiceHeaderType.unit), z.literal(InvoiceHeaderType.personal)], {
          error: messages.invalid.id,
        }),
        headerName: z
          .string({ error: messages.invoiceTitleRequired.id })
          .trim()
          .min(1, messages.invoiceTitleRequired.id)
          .max(100, messages.invoiceTitleRequired.id),
        invoiceTaxNumber: z
          .string()
          .trim()
          .toUpperCase()
          .max(20, messages.invoiceTaxNumberInvalid.id)
          .optional(),
      })
      .refine(
        (v) => v.headerType !== InvoiceHeaderType.unit || TAX_NUMBER_PATTERN.test(v.invoiceTaxNumber ?? ''),
        { message: messages.invoiceTaxNumberInvalid.id, path: ['invoiceTaxNumber'] },
      )
      .nullish()
      .meta({ description: 'ours: the invoice request (headerType 1 unit with a tax number, 2 personal)' }),
  })
  .meta({ id: 'OrderSubmit' });

const ConfirmCoupon = Coupon.extend({
  canUse: z.boolean(),
  choose: z.boolean(),
  reduce: z.number().meta({ description: 'what it takes off this order now, yuan' }),
});

const OrderItem = z.object({
  basketId: z.number().int(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  price: z.number(),
  oriPrice: z.number(),
  prodCount: z.number().int(),
  productTotalAmount: z.number(),
  shareReduce: z.number(),
  actualTotal: z.number(),
  shopId: z.number().int(),
  stocks: z.number().int(),
});

const UserAddr = z.object({
  addrId: z.number().int(),
  receiver: z.string(),
  mobile: z.string(),
  provinceId: z.number().int(),
  province: z.string(),
  cityId: z.number().int(),
  city: z.string(),
  areaId: z.number().int(),
  area: z.string(),
  addr: z.string(),
});

export const ConfirmAnswer = z
  .object({
    actualTotal: z.number(),
    total: z.number(),
    totalCount: z.number().int(),
    orderReduce: z.number(),
    userAddr: UserAddr,
    coupons: z.array(ConfirmCoupon).meta({ description: 'platform coupons' }),
    isScorePay: z.number().int(),
    maxUsableScore: z.number().int(),
    userUseScore: z.number().int(),
    totalScoreAmount: z.number().meta({ description: 'what the points used take off, yuan' }),
    totalTransFee: z.number(),
    dvyType: z.number().int(),
    shopCartOrders: z.array(
      z.object({
        shopId: z.number().int(),
        shopName: z.string(),
        actualTotal: z.number(),
        total: z.number(),
        transfee: z.number(),
        discountReduce: z.number(),
        couponReduce: z.number(),
        scoreReduce: z.number(),
        useScore: z.number().int(),
        totalCount: z.number().int(),
        remarks: z.string(),
        coupons: z.array(ConfirmCoupon),
        shopCartItemDiscounts: z.array(
          z.object({ chooseDiscountItemDto: z.unknown(), shopCartItems: z.array(OrderItem) }),
        ),
      }),
    ),
    uuid: z.string(),
  })
  .meta({ id: 'OrderConfirmAnswer' });

function couponsOut(
  views: readonly CalcCouponView[],
  rows: readonly CouponRow[],
  locale: Locale,
  now: Date,
): z.infer<typeof ConfirmCoupon>[] {
  return views.map((v) => {
    const row = rows.find((r) => r.couponUserId === v.couponUserId)!;
    return {
      ...couponView(row, locale, now),
      canUse: v.canUse,
      choose: v.choose,
      reduce: centsToYuan(v.reduce),
    };
  });
}

function confirmAnswer(confirmed: Confirmed, locale: Locale, now: Date): z.infer<typeof ConfirmAnswer> {
  const { data, uuid } = confirmed;
  const result = data.calc;
  return {
    actualTotal: centsToYuan(result.actualTotal),
    total: centsToYuan(result.total),
    totalCount: result.totalCount,
    orderReduce: centsToYuan(result.orderReduce),
    userAddr: data.addr,
    coupons: couponsOut(result.platformCoupons, confirmed.coupons, locale, now),
    isScorePay: data.isScorePay ? 1 : 0,
    maxUsableScore: result.maxUsableScore,
    userUseScore: result.pointsUsed,
    totalScoreAmount: centsToYuan(result.pointsReduce),
    totalTransFee: centsToYuan(result.totalTransFee),
    dvyType: data.dvyType,
    shopCartOrders: result.shops.map((shop) => {
      const info = data.shops.find((s) => s.shopId === shop.shopId)!;
      return {
        shopId: shop.shopId,
        shopName: localized(locale, info.nameZh, info.nameEn),
        actualTotal: centsToYuan(shop.actualTotal),
        total: centsToYuan(shop.total),
        transfee: centsToYuan(shop.transfee),
        discountReduce: centsToYuan(shop.discountReduce),
        couponReduce: centsToYuan(shop.couponReduce),
        scoreReduce: centsToYuan(shop.pointsReduce),
        useScore: shop.pointsUsed,
        totalCount: shop.count,
        remarks: '',
        coupons: couponsOut(shop.coupons, confirmed.coupons, locale, now),
        shopCartItemDiscounts: shop.discountGroups.map((group) => ({
          chooseDiscountItemDto: group.dto,
          shopCartItems: group.lineKeys.map((key) => {
            const line = data.lines.find((l) => l.key === key)!;
            const share = shop.lines.find((l) => l.key === key)!;
            return {
              basketId: line.basketId,
              prodId: line.prodId,
              skuId: line.skuId,
              prodName: localized(locale, line.prodNameZh, line.prodNameEn),
              skuName: localized(locale, line.skuNameZh, line.skuNameEn),
              pic: line.pic,
              price: centsToYuan(line.price),
              oriPrice: centsToYuan(line.oriPrice),
              prodCount: line.count,
              productTotalAmount: centsToYuan(line.price * line.count),
              shareReduce: centsToYuan(share.shareReduce),
              actualTotal: centsToYuan(share.actualTotal),
              shopId: line.shopId,
              stocks: line.stocks,
            };
          }),
        })),
      };
    }),
    uuid,
  };
}

// The wire shapes agree with the domain's contract types (a compile-time check).
type Agrees<A, B> = [A] extends [B] ? true : never;
const agree: [
  Agrees<z.infer<typeof ConfirmAnswer>, OrderConfirmAnswer>,
  Agrees<OrderConfirmParam, z.input<typeof ConfirmBody>>,
  Agrees<OrderSubmitParam, z.input<typeof SubmitBody>>,
  Agrees<{ orderNumbers: string }, OrderSubmitAnswer>,
] = [true, true, true, true];
void agree;

export const orderRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock; pricing: Pricing }> = async (
  app,
  { db, now, pricing },
) => {
  app.post(
    '/p/order/confirm',
    {
      schema: {
        tags,
        summary:
          'The settlement of cart items (basketIds) or one item (orderItem): per-shop totals, freight, usable coupons with the best preselected, points; saved under the answered uuid for submit',
        security,
        body: ConfirmBody,
        response: { 200: ConfirmAnswer },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const body = request.body;
      const hasBaskets = (body.basketIds?.length ?? 0) > 0;
      if (hasBaskets === (body.orderItem !== undefined)) throw new BusinessError(messages.cartNoneSelected);
      const at = new Date(now());
      const confirmed = await confirmOrder(
        db,
        pricing,
        userId,
        {
          addrId: body.addrId,
          basketIds: hasBaskets ? body.basketIds : undefined,
          orderItem: hasBaskets ? undefined : body.orderItem,
          couponIds: body.couponIds,
          isScorePay: body.isScorePay ?? false,
          userUseScore: body.userUseScore,
          dvyType: body.dvyType ?? DeliveryType.express,
        },
        at,
        request.locale,
      );
      return confirmAnswer(confirmed, request.locale, at);
    },
  );

  app.post(
    '/p/order/submit',
    {
      schema: {
        tags,
        summary:
          'Turns the confirmed settlement (uuid) into one order per shop, pending payment; the same uuid again answers the same order numbers',
        security,
        body: SubmitBody,
        response: { 200: z.object({ orderNumbers: z.string() }) },
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const numbers = await submitOrder(
        db,
        pricing,
        userId,
        {
          uuid: request.body.uuid.toLowerCase(),
          orderShopParam: request.body.orderShopParam,
          invoice: request.body.invoice ?? undefined,
        },
        new Date(now()),
        request.locale,
      );
      return { orderNumbers: numbers.join(',') };
    },
  );

  await app.register(orderQueryRoutes, { db, now });
  await app.register(orderLifecycleRoutes, { db, now });
};
