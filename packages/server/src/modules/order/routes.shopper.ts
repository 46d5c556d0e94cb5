// Checkout: POST /p/order/confirm (the settlement the submit-order page shows, saved under a uuid) and
// POST /p/order/submit (that settlement as one order per shop; the same uuid always answers the same
// order numbers). Money on the wire in yuan with two decimals; cents inside (decisions/0013).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centsToYuan,
  DeliveryType,
  messages,
  OrderConfirmAnswer,
  OrderConfirmParam,
  OrderSubmitAnswer,
  OrderSubmitParam,
  type Locale,
  type OrderCoupon,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../../lib/text.ts';
import { couponView, type CouponRow } from '../coupon/service.ts';
import type { CalcCouponView } from '../pricing/calc.ts';
import type { Pricing } from '../pricing/quote.ts';
import { confirmOrder, submitOrder, type Confirmed } from './service.ts';
import { orderQueryRoutes } from './query.ts';
import { orderLifecycleRoutes } from './lifecycle.ts';

const tags = ['order'];
const security = [{ bearer: [] }];

function couponsOut(
  views: readonly CalcCouponView[],
  rows: readonly CouponRow[],
  locale: Locale,
  now: Date,
): OrderCoupon[] {
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

export function confirmAnswer(confirmed: Confirmed, locale: Locale, now: Date): OrderConfirmAnswer {
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
              preSale: line.preSale ?? false,
              shipDate: line.preSale ? (line.shipDate ?? null) : null,
            };
          }),
        })),
      };
    }),
    uuid,
  };
}

// The wire shapes agree with the domain's contract types (a compile-time check).

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
        body: OrderConfirmParam,
        response: { 200: OrderConfirmAnswer },
      },
    },
    async (request) => {
      const userId = request.userId;
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
        body: OrderSubmitParam,
        response: { 200: OrderSubmitAnswer },
      },
    },
    async (request) => {
      const userId = request.userId;
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
