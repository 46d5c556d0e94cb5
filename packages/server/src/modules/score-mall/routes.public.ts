// The points mall's public routes (issue 14 item 6, docs/api.md "Points mall"): its products and one
// product's points-mall SKUs. Not cached: the stock shown changes with every sale.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScoreProdInfo, ScoreProdInfoQuery, ScoreProdPage, ScoreProdQuery } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage } from '../../plugins/paging.ts';
import { scoreProdInfo, scoreProdPage } from './service.ts';

const tags = ['score-mall'];

export const scoreMallPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/score/prod/page',
    {
      schema: {
        tags,
        summary:
          'The products on sale in the points mall, newest first, each with its lowest points price (paged)',
        querystring: ScoreProdQuery,
        response: { 200: ScoreProdPage },
      },
    },
    async (request) => {
      const { records, total } = await scoreProdPage(db, request.query, request.locale);
      return toPage(records, total, request.query);
    },
  );

  app.get(
    '/score/prod/info',
    {
      schema: {
        tags,
        summary: "One product of the points mall: its SKUs' points prices, cash parts and stock",
        querystring: ScoreProdInfoQuery,
        response: { 200: ScoreProdInfo },
      },
    },
    (request) => scoreProdInfo(db, request.query.prodId, request.locale),
  );
};
