// Special discount sessions for everyone (issue 13 item 3, docs/api.md "Special discounts"): GET
// /discount/page (ongoing and upcoming sessions, `status` by the server's clock) and GET /discount/info
// (one session with its products on sale). Not cached: the status moves with the clock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DiscountIdQuery, DiscountInfo, DiscountPageQuery, DiscountSessionPage } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { sessionInfo, sessionPage } from './service.ts';

const tags = ['discount'];

export const discountPublicRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/discount/page',
    {
      schema: {
        tags,
        summary:
          'Special discount sessions ongoing or to come (status 0 not started, 1 ongoing), soonest first',
        querystring: DiscountPageQuery,
        response: { 200: DiscountSessionPage },
      },
    },
    async (request) => {
      const { rows, total } = await sessionPage(
        db,
        new Date(now()),
        request.locale,
        pageWindow(request.query),
      );
      return toPage(rows, total, request.query);
    },
  );

  app.get(
    '/discount/info',
    {
      schema: {
        tags,
        summary: 'A special discount session with its rules, status and products on sale',
        querystring: DiscountIdQuery,
        response: { 200: DiscountInfo },
      },
    },
    async (request) => sessionInfo(db, request.query.discountId, new Date(now()), request.locale),
  );
};
