// Group buying for the merchant (docs/api.md "Group buying"): create an activity on one of the shop's
// products (service.ts `createGroupActivity`: ownership, window, SKUs, no overlap, under the product's
// row lock) and the shop's activities by status, with their teams grouping and failed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Int, MerchantGroupPage, MerchantGroupParam, MerchantGroupQuery } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { createGroupActivity, merchantGroupPage } from './service.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const groupMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
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
};
