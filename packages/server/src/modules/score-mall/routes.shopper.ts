// The shopper's points-mall checkout (issue 14 item 6, decisions/0047): confirm one SKU (in the points
// mall, enough points now, else scoreInsufficient with what it needs and what the shopper has), priced by
// the order module with the points-mall choice (the provider makes the cash part the line's price; no
// coupons, no points discount), then submit that settlement as an order of type 3 (the participant spends
// the points, checking again under the score row's lock). The cash part (with freight) is paid as any
// order; points (payType 0) cannot pay it (payment/service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliveryType,
  messages,
  OrderType,
  scoreOrderCost,
  ScoreConfirmAnswer,
  ScoreConfirmParam,
  ScoreSubmitAnswer,
  ScoreSubmitParam,
} from '@mall/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { confirmAnswer } from '../order/routes.shopper.ts';
import { confirmOrder, submitOrder, type SettlementData } from '../order/service.ts';
import { orderSettlements } from '../order/tables.ts';
import { readScore } from '../points/service.ts';
import type { Pricing } from '../pricing/quote.ts';
import { scoreSkuOf } from './service.ts';

const tags = ['score-mall'];
const security = [{ bearer: [] }];

export const scoreMallShopperRoutes: FastifyPluginAsyncZod<{
  db: Database;
  now: Clock;
  pricing: Pricing;
}> = async (app, { db, now, pricing }) => {
  app.post(
    '/p/score/confirm',
    {
      schema: {
        tags,
        summary:
          "The settlement of one points-mall SKU: its cash part (with freight) as the order's amount and the points it costs, refused when the shopper has too few points; saved under the answered uuid",
        security,
        body: ScoreConfirmParam,
        response: { 200: ScoreConfirmAnswer },
      },
    },
    async (request) => {
      const at = new Date(now());
      const userId = request.userId;
      const { prodId, skuId, prodCount, addrId } = request.body;
      const [sku, have] = await Promise.all([scoreSkuOf(db, prodId, skuId), readScore(db, userId)]);
      if (!sku) throw new BusinessError(messages.scoreProdNotFound);
      const { totalScore } = scoreOrderCost([
        { scorePrice: sku.scorePrice, price: sku.price, count: prodCount },
      ]);
      if (totalScore > have) throw new BusinessError(messages.scoreInsufficient, { need: totalScore, have });
      const confirmed = await confirmOrder(
        db,
        pricing,
        userId,
        {
          addrId,
          orderItem: { prodId, skuId, prodCount },
          activity: {
            orderType: OrderType.points,
            activityId: prodId,
            activitySkuId: skuId,
            scorePrice: sku.scorePrice,
          },
          couponIds: [],
          isScorePay: false,
          noCouponsOrPoints: true,
          dvyType: DeliveryType.express,
        },
        at,
        request.locale,
      );
      return { ...confirmAnswer(confirmed, request.locale, at), totalScore, userScore: have };
    },
  );

  app.post(
    '/p/score/submit',
    {
      schema: {
        tags,
        summary:
          'Turns the confirmed points-mall settlement (uuid) into an order of type 3, spending its points; pending payment of its cash part. The same uuid again answers the same order number',
        security,
        body: ScoreSubmitParam,
        response: { 200: ScoreSubmitAnswer },
      },
    },
    async (request) => {
      const at = new Date(now());
      const userId = request.userId;
      const uuid = request.body.uuid.toLowerCase();
      // The settlement's shop (one product: one shop); an unknown uuid is submit's own refusal.
      const [row] = await db
        .select({ data: orderSettlements.data })
        .from(orderSettlements)
        .where(and(eq(orderSettlements.uuid, uuid), eq(orderSettlements.userId, userId)));
      const shopId = (row?.data as SettlementData | undefined)?.shops[0]?.shopId ?? 0;
      const numbers = await submitOrder(
        db,
        pricing,
        userId,
        {
          uuid,
          orderShopParam: [{ shopId, remarks: request.body.remarks }],
          activity: { orderType: OrderType.points },
        },
        at,
        request.locale,
      );
      return { orderNumbers: numbers.join(',') };
    },
  );
};
