// The shopper's flash-sale checkout (issue 13 item 1, decisions/0042): a hidden order path per shopper and
// activity (GET /p/seckill/orderPath, an HMAC token every instance verifies), then confirm and submit
// under that path. Confirm checks the path, the window, the units left and the shopper's maxNum, then
// prices the one line through the order module (the flash-sale provider takes the seckill price); submit
// turns that settlement into an order of type 2 (the participant takes the units and checks again).
// Each runs under its admission limit (admission.ts): beyond it, "too busy" at once. Their signature's
// nonce is remembered only once the request will change something (`deferReplay`, plugins/signature.ts),
// so the rush's refusals cost no database write.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messages,
  OrderConfirmAnswer,
  OrderSubmitAnswer,
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
import type { Pricing } from '../pricing/quote.ts';
import { admission as makeAdmission, soldOutMemo, type Admission } from './admission.ts';
import { BusinessError, sendRefusal } from '../../plugins/errors.ts';
import { unitGateFromEnv, type UnitGate } from './prededuct.ts';
import { allInOrder } from '../../lib/all-in-order.ts';
import { confirmSale, submitSale } from './sale.ts';
import {
  activityUnitsLeft,
  issuePath,
  ongoingSeckill,
  orderExists,
  pendingUnits,
  verifyPath,
} from './service.ts';

const tags = ['seckill'];
const security = [{ bearer: [] }];

export const seckillShopperRoutes: FastifyPluginAsyncZod<{
  db: Database;
  now: Clock;
  pricing: Pricing;
  /**
   * The admission limits (default: MALL_SECKILL_IN_FLIGHT each): confirms and submits have their own,
   * so a rush of confirms never refuses the submits that sell.
   */
  admission?: { confirm: Admission; submit: Admission };
  /** Redis pre-deduction (default: with REDIS_URL, prededuct.ts); null: none. */
  gate?: UnitGate | null;
}> = async (
  app,
  {
    db,
    now,
    pricing,
    admission = { confirm: makeAdmission(), submit: makeAdmission() },
    gate = unitGateFromEnv(db),
  },
) => {
  if (gate) app.addHook('onClose', () => gate.close());
  const soldOut = soldOutMemo();
  const isSoldOut = (error: unknown) =>
    error instanceof BusinessError && error.descriptor === messages.productSoldOut;
  /** A SKU found sold out: the whole activity too when none of its SKUs has a unit left. */
  const soldOutFound = async (seckillId: number, seckillSkuId: number, at: Date) => {
    soldOut.remember(seckillSkuId, at);
    if ((await activityUnitsLeft(db, seckillId).catch(() => 1)) === 0)
      soldOut.rememberActivity(seckillId, at);
  };
  /**
   * The rush's commonest answers, as early as they can be given (decisions/0042): for a signed-in
   * shopper's confirm or submit on a path of theirs, "sold out" once the memo says the path's activity
   * is, and "too busy" while the step's admission limit is full, from the path alone, before the body is
   * read, verified or validated. Such an answer changes nothing, so the signature that guards changes is
   * not needed for it. Anything else (no token, a path not theirs) goes on to the usual checks, and the
   * handler checks both again.
   */
  const early = (step: 'confirm' | 'submit') => async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = request.shopperId;
    const orderPath = (request.params as { orderPath?: unknown }).orderPath;
    if (!userId || typeof orderPath !== 'string') return;
    const at = new Date(now());
    const seckillId = await verifyPath(db, userId, orderPath, at).catch(() => null);
    if (seckillId === null) return;
    if (soldOut.activitySoldOut(seckillId, at)) return sendRefusal(request, reply, messages.productSoldOut);
    if (admission[step].full) return sendRefusal(request, reply, messages.seckillBusy);
  };
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
      // The nonce is remembered only before the settlement is written: sold out, the limit and too busy
      // answer without a write (decisions/0042).
      config: { deferReplay: true },
      onRequest: early('confirm'),
    },
    async (request) => {
      const at = new Date(now());
      const userId = request.userId;
      const seckillId = await verifyPath(db, userId, request.params.orderPath, at);
      const { seckillSkuId, prodCount, addrId } = request.body;
      soldOut.check(seckillSkuId, at);
      return admission.confirm.run(async () =>
        confirmSale(db, pricing, {
          userId,
          seckillId,
          seckillSkuId,
          prodCount,
          addrId,
          at,
          locale: request.locale,
          claim: () => request.claimNonce(),
        }).catch(async (error: unknown) => {
          if (isSoldOut(error)) await soldOutFound(seckillId, seckillSkuId, at);
          throw error;
        }),
      );
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
      config: { deferReplay: true },
      onRequest: early('submit'),
    },
    async (request) => {
      const at = new Date(now());
      const userId = request.userId;
      const seckillId = await verifyPath(db, userId, request.params.orderPath, at);
      const uuid = request.body.uuid.toLowerCase();
      // With Redis (when configured), the settlement's units are taken from its counter first: none left
      // answers "sold out" at once, without a database write; Redis failing lets the database decide
      // alone. Without it, the settlement is read along with the nonce's write, inside the admission.
      let pending: Awaited<ReturnType<typeof pendingUnits>> = null;
      let taken: { seckillSkuId: number; count: number } | null = null;
      if (gate) {
        pending = await pendingUnits(db, userId, uuid);
        if (pending) soldOut.check(pending.seckillSkuId, at);
      }
      if (gate && pending) {
        const wanted = pending;
        const ok = await gate.take(wanted.seckillSkuId, wanted.count, uuid).catch((error: unknown) => {
          request.log.error({ err: error }, 'Redis (flash-sale units): the database decides alone');
          return null;
        });
        // null: Redis failed, or this settlement already holds its units (the same uuid submitted twice at
        // once): the database decides, and nothing taken here is to be given back.
        // None left by the counter: the database says whether that is true (a unit given back while the
        // counter was short would otherwise stay unsold); if it has units, the counter follows it and the
        // database decides this submit.
        const units =
          ok === false ? await gate.resync(wanted.seckillSkuId).catch(() => wanted.count) : wanted.count;
        if (units < wanted.count) {
          await soldOutFound(seckillId, wanted.seckillSkuId, at);
          throw new BusinessError(messages.productSoldOut);
        }
        if (ok) taken = wanted;
      }
      try {
        return await admission.submit.run(async () => {
          if (!gate) {
            [, pending] = await allInOrder([request.claimNonce(), pendingUnits(db, userId, uuid)] as const);
            if (pending) soldOut.check(pending.seckillSkuId, at);
          } else await request.claimNonce();
          return await submitSale(db, pricing, {
            userId,
            seckillId,
            uuid,
            remarks: request.body.remarks,
            shopId: pending?.shopId,
            at,
            locale: request.locale,
          });
        });
      } catch (error) {
        // Not sold: the units taken in Redis count again (sold out in the database: Redis was too high).
        if (pending && isSoldOut(error)) await soldOutFound(seckillId, pending.seckillSkuId, at);
        if (taken && gate && !isSoldOut(error))
          await gate.giveBack(taken.seckillSkuId, taken.count, uuid).catch(() => {});
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
