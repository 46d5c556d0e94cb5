// Group buying for the signed-in shopper (docs/api.md "Group buying"): confirm (groupTeamId 0 opens a
// team; the rules of service.ts `checkJoin` first, then the order module's confirm with the group
// activity as the pricing choice), submit (the order module's submit, refusing a settlement of any other
// kind; the team seat participant checks again under the locks), and a team's state with its members.
// Orders are paid through /p/order/pay; the team opens or fills there (paid.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliveryType,
  GroupConfirmParam,
  GroupSubmitParam,
  GroupTeamInfo,
  GroupTeamQuery,
  messages,
  OrderConfirmAnswer,
  OrderSubmitAnswer,
  OrderType,
} from '@mall/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { confirmAnswer } from '../order/routes.shopper.ts';
import { confirmOrder, submitOrder, type SettlementData } from '../order/service.ts';
import { orderSettlements } from '../order/tables.ts';
import type { Pricing } from '../pricing/quote.ts';
import { checkJoin, readGroupSku, teamInfo } from './service.ts';

const tags = ['group'];
const security = [{ bearer: [] }];

export const groupShopperRoutes: FastifyPluginAsyncZod<{
  db: Database;
  now: Clock;
  pricing: Pricing;
}> = async (app, { db, now, pricing }) => {
  app.post(
    '/p/group/order/confirm',
    {
      schema: {
        tags,
        summary:
          'The settlement of one group SKU: groupTeamId 0 opens a team, else joins it (refused when full, closed, your own or joined, or above maxNum)',
        security,
        body: GroupConfirmParam,
        response: { 200: OrderConfirmAnswer },
      },
    },
    async (request) => {
      const { userId } = request;
      const body = request.body;
      const at = new Date(now());
      const sku = await readGroupSku(db, body.groupSkuId);
      if (!sku) throw new BusinessError(messages.activityNotFound);
      await checkJoin(db, {
        userId,
        activity: sku.activity,
        teamId: body.groupTeamId,
        count: body.prodCount,
        now: at,
      });
      const confirmed = await confirmOrder(
        db,
        pricing,
        userId,
        {
          addrId: body.addrId,
          orderItem: { prodId: sku.prodId, skuId: sku.skuId, prodCount: body.prodCount },
          isScorePay: false,
          dvyType: DeliveryType.express,
          activity: {
            orderType: OrderType.group,
            activityId: sku.activity.activityId,
            activitySkuId: sku.groupSkuId,
            teamId: body.groupTeamId,
          },
        },
        at,
        request.locale,
      );
      return confirmAnswer(confirmed, request.locale, at);
    },
  );

  app.post(
    '/p/group/order/submit',
    {
      schema: {
        tags,
        summary:
          'Turns a group settlement (uuid) into its order, pending payment; the same uuid again answers the same order number',
        security,
        body: GroupSubmitParam,
        response: { 200: OrderSubmitAnswer },
      },
    },
    async (request) => {
      const { userId } = request;
      const uuid = request.body.uuid.toLowerCase();
      // The remarks go to the settlement's one shop (a group order is one SKU of one shop).
      const [settlement] = await db
        .select({ data: orderSettlements.data })
        .from(orderSettlements)
        .where(and(eq(orderSettlements.uuid, uuid), eq(orderSettlements.userId, userId)));
      const shopId = (settlement?.data as SettlementData | undefined)?.shops[0]?.shopId;
      const numbers = await submitOrder(
        db,
        pricing,
        userId,
        {
          uuid,
          activity: { orderType: OrderType.group },
          orderShopParam: shopId === undefined ? [] : [{ shopId, remarks: request.body.remarks }],
        },
        new Date(now()),
        request.locale,
      );
      return { orderNumbers: numbers.join(',') };
    },
  );

  app.get(
    '/p/groupTeam/info',
    {
      schema: {
        tags,
        summary: "A team's state and members (any shopper may read it: a team is shared to invite)",
        security,
        querystring: GroupTeamQuery,
        response: { 200: GroupTeamInfo },
      },
    },
    async (request) => teamInfo(db, request.query.groupTeamId, new Date(now())),
  );
};
