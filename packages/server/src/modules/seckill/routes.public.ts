// The flash sale's public routes (issue 13 item 1, docs/api.md "Flash sale"): the list of activities and
// one activity's detail. `status` is the server's (its clock), `serverTime` lets the page count down.
// Not cached: the units left change with every sale.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SeckillIdQuery, SeckillPage, SeckillPageQuery, SeckillProd } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { seckillDetail, seckillPage } from './service.ts';

const tags = ['seckill'];

export const seckillPublicRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/seckill/pageSeckill',
    {
      schema: {
        tags,
        summary:
          'Flash sales of products on sale, of one status (0 not started, 1 ongoing, 2 ended) or, none given, ongoing first, then upcoming, then ended (paged)',
        querystring: SeckillPageQuery,
        response: { 200: SeckillPage },
      },
    },
    async (request) => {
      const { records, total } = await seckillPage(db, request.query, request.locale, new Date(now()));
      return toPage(records, total, request.query);
    },
  );

  app.get(
    '/seckill/prod',
    {
      schema: {
        tags,
        summary:
          "One flash sale: its product, SKUs with seckill prices and units left, status and the server's time",
        querystring: SeckillIdQuery,
        response: { 200: SeckillProd },
      },
    },
    (request) => seckillDetail(db, request.query.seckillId, request.locale, new Date(now())),
  );
};
