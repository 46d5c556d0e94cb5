// The shopper's flash-sale checkout (issue 13 item 1, decisions/0042): a hidden order path per shopper and
// activity (GET /p/seckill/orderPath, an HMAC token every instance verifies), then confirm and submit
// under that path. Confirm checks the path, the window, the units left and the shopper's maxNum, then
// prices the one line through the order module (the flash-sale provider takes the seckill price); submit
// turns that settlement into an order of type 2 (the participant takes the units and checks again).
// Both run under the admission limit (admission.ts): beyond it, "too busy" at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliveryType,
  messages,
  OrderConfirmAnswer,
  OrderSubmitAnswer,
  OrderType,
  SeckillConfirmParam,
  SeckillIdQuery,
  SeckillOrderPath,
  SeckillOrderStatus,
  SeckillOrderStatusQuery,
  SeckillPathParams,
  SeckillSubmitParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { confirmAnswer } from '../order/routes.shopper.ts';
import { confirmOrder, submitOrder } from '../order/service.ts';
import type { Pricing } from '../pricing/quote.ts';
import { admission as makeAdmission, soldOutMemo, type Admission } from './admission.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { unitGateFromEnv, type UnitGate } from './prededuct.ts';
import {
  checkBuy,
  issuePath,
  ongoingSeckill,
  orderExists,
  pathKey,
  pendingUnits,
  seckillById,
  verifyPath,
} from './service.ts';

const tags = ['seckill'];
const security = [{ bearer: [] }];

export const seckillShopperRoutes: FastifyPluginAsyncZod<{
  db: Database;
  now: Clock;
  pricing: Pricing;
  admission?: Admission;
  /** Redis pre-deduction (default: with REDIS_URL, prededuct.ts); null: none. */
  gate?: UnitGate | null;
}> = async (app, { db, now, pricing, admission = makeAdmission(), gate = unitGateFromEnv(db) }) => {
  if (gate) app.addHook('onClose', () => gate.close());
  // The order paths' key exists before the first request (a read never writes it). A database not
  // migrated yet (some route tests) makes it on first use instead.
  await pathKey(db).catch(() => undefined);
  const soldOut = soldOutMemo();
  const isSoldOut = (error: unknown) =>
    error instanceof BusinessError && error.descriptor === messages.productSoldOut;
  app.get(
    '/p/seckill/orderPath',
    {
      schema: {
        tags,
        summary: 'The hidden order path of this shopper for an ongoing flash sale, valid a few minutes',
        security,
        querystring: SeckillIdQuery,
        response: { 200: SeckillOrderPath },
      },
    },
    async (request) => {
      const at = new Date(now());
      const { seckillId } = request.query;
      await ongoingSeckill(db, seckillId, at);
      return issuePath(db, request.userId, seckillId, at);
    },
  );

  app.post(
    '/p/seckill/:orderPath/confirm',
    {
      schema: {
        tags,
        summary:
          'The settlement of one SKU of the flash sale at its seckill price (path, window, units left and the per-shopper maximum checked); saved under the answered uuid',
        security,
        params: SeckillPathParams,
        body: SeckillConfirmParam,
        response: { 200: OrderConfirmAnswer },
      },
    },
    async (request) => {
      const at = new Date(now());
      const userId = request.userId;
      const seckillId = await verifyPath(db, userId, request.params.orderPath, at);
      const { seckillSkuId, prodCount, addrId } = request.body;
      soldOut.check(seckillSkuId, at);
      return admission.run(async () => {
        const buy = await checkBuy(db, userId, { seckillId, seckillSkuId, prodCount }, at).catch(
          (error: unknown) => {
            if (isSoldOut(error)) soldOut.remember(seckillSkuId, at);
            throw error;
          },
        );
        const confirmed = await confirmOrder(
          db,
          pricing,
          userId,
          {
            addrId,
            orderItem: { prodId: buy.prodId, skuId: buy.skuId, prodCount },
            activity: { orderType: OrderType.seckill, activityId: seckillId, activitySkuId: seckillSkuId },
            couponIds: [],
            isScorePay: false,
            dvyType: DeliveryType.express,
          },
          at,
          request.locale,
        );
        return confirmAnswer(confirmed, request.locale, at);
      });
    },
  );

  app.post(
    '/p/seckill/:orderPath/submit',
    {
      schema: {
        tags,
        summary:
          "Turns the flash sale's confirmed settlement (uuid) into an order of type 2, pending payment; the same uuid again answers the same order number",
        security,
        params: SeckillPathParams,
        body: SeckillSubmitParam,
        response: { 200: OrderSubmitAnswer },
      },
    },
    async (request) => {
      const at = new Date(now());
      const userId = request.userId;
      const seckillId = await verifyPath(db, userId, request.params.orderPath, at);
      const uuid = request.body.uuid.toLowerCase();
      // The sold-out memo, then Redis (when configured): no unit left answers at once, without a database
      // write. Redis failing lets the database decide alone.
      const pending = await pendingUnits(db, userId, uuid);
      let taken: { seckillSkuId: number; count: number } | null = null;
      if (pending) soldOut.check(pending.seckillSkuId, at);
      if (gate && pending) {
        const ok = await gate.take(pending.seckillSkuId, pending.count).catch((error: unknown) => {
          request.log.error({ err: error }, 'Redis (flash-sale units): the database decides alone');
          return null;
        });
        // None left by the counter: the database says whether that is true (a unit given back while the
        // counter was short would otherwise stay unsold); if it has units, the counter follows it and the
        // database decides this submit.
        const units =
          ok === false ? await gate.resync(pending.seckillSkuId).catch(() => pending.count) : pending.count;
        if (units < pending.count) {
          soldOut.remember(pending.seckillSkuId, at);
          throw new BusinessError(messages.productSoldOut);
        }
        if (ok) taken = pending;
      }
      try {
        return await admission.run(async () => {
          // The window is the participant's check (a repeat of a submitted uuid answers its order).
          const seckill = await seckillById(db, seckillId);
          const numbers = await submitOrder(
            db,
            pricing,
            userId,
            {
              uuid,
              orderShopParam: [{ shopId: seckill.shopId, remarks: request.body.remarks }],
              activity: { orderType: OrderType.seckill, activityId: seckillId },
            },
            at,
            request.locale,
          );
          return { orderNumbers: numbers.join(',') };
        });
      } catch (error) {
        // Not sold: the units taken in Redis count again (sold out in the database: Redis was too high).
        if (pending && isSoldOut(error)) soldOut.remember(pending.seckillSkuId, at);
        if (taken && gate && !isSoldOut(error))
          await gate.giveBack(taken.seckillSkuId, taken.count).catch(() => {});
        throw error;
      }
    },
  );

  app.get(
    '/p/seckill/createOrderStatus',
    {
      schema: {
        tags,
        summary: 'Whether the flash-sale order of that number exists (it is created by submit)',
        security,
        querystring: SeckillOrderStatusQuery,
        response: { 200: SeckillOrderStatus },
      },
    },
    (request) => orderExists(db, request.userId, request.query.orderNumber),
  );
};
