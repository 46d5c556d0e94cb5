// Group buying for the merchant (docs/api.md "Group buying", "Merchant centre: flash sales and group
// buys"): create an activity on one of the shop's products on sale (service.ts `createGroupActivity`:
// ownership, window, SKUs, no overlap, under the product's row lock), edit it before it starts, the
// shop's activities by status with their figures (teams grouping, formed, failed; members; units sold),
// one of them, and a stop (stop.ts: its open teams fail and are refunded as the failure job does; it
// needs `orders` besides `products`, since it refunds shoppers: decisions/0074).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Flag,
  GROUP_STOP_PERMISSIONS,
  GroupActivityIdPath,
  Int,
  MerchantGroup,
  MerchantGroupPage,
  MerchantGroupParam,
  MerchantGroupQuery,
  MerchantGroupUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import type { RefundPayments } from '../refund/payout.ts';
import {
  createGroupActivity,
  merchantGroupDetail,
  merchantGroupPage,
  updateGroupActivity,
} from './service.ts';
import { stopGroup } from './stop.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const groupMerchantRoutes: FastifyPluginAsyncZod<{
  db: Database;
  now: Clock;
  /** How orders were paid (the refunds of a stop's failed teams). */
  payments: RefundPayments;
}> = async (app, { db, now, payments }) => {
  app.post(
    '/merchant/group',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary: "Creates a group activity on one of the shop's products; answers its groupActivityId",
        security,
        body: MerchantGroupParam,
        response: { 200: Int },
      },
    },
    async (request) => createGroupActivity(db, merchantOf(request).shopId, request.body, new Date(now())),
  );

  app.get(
    '/merchant/group/page',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary:
          "The shop's group activities, newest first, by status (-1 all, 0 not started, 1 ongoing, 2 ended)",
        security,
        querystring: MerchantGroupQuery,
        response: { 200: MerchantGroupPage },
      },
    },
    async (request) =>
      merchantGroupPage(db, merchantOf(request).shopId, request.query, new Date(now()), request.locale),
  );

  app.put(
    '/merchant/group',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary:
          "Edits the shop's group activity before it starts, with the checks of a create (its product stays). Refused once it has started",
        security,
        body: MerchantGroupUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await updateGroupActivity(db, merchantOf(request).shopId, request.body, now);
      return true;
    },
  );

  app.get(
    '/merchant/group/:groupActivityId',
    {
      config: { permission: 'products' },
      schema: {
        tags,
        summary: "One of the shop's group activities with its SKUs and figures",
        security,
        params: GroupActivityIdPath,
        response: { 200: MerchantGroup },
      },
    },
    (request) =>
      merchantGroupDetail(
        db,
        merchantOf(request).shopId,
        request.params.groupActivityId,
        new Date(now()),
        request.locale,
      ),
  );

  app.put(
    '/merchant/group/:groupActivityId/stop',
    {
      config: { permission: GROUP_STOP_PERMISSIONS },
      schema: {
        tags,
        summary:
          'Stops the group activity now; its teams still grouping fail and every member is refunded (once). An ended one stays as it is. Needs the products and orders permissions (the owner and all-staff)',
        security,
        params: GroupActivityIdPath,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await stopGroup(
        db,
        payments,
        merchantOf(request).shopId,
        request.params.groupActivityId,
        now,
        request.log,
      );
      return true;
    },
  );
};
