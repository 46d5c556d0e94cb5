// The points centre's ledger: GET /p/score/page?ioType&source (paged, newest first, read.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScoreLogPage, ScoreLogQuery } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import { ledgerPage } from './read.ts';

const tags = ['points'];
const security = [{ bearer: [] }];

export const pointsShopperRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/p/score/page',
    {
      schema: {
        tags,
        summary: "The shopper's points ledger, newest first (ioType -1 all, 0 out, 1 in; source 0 all)",
        security,
        querystring: ScoreLogQuery,
        response: { 200: ScoreLogPage },
      },
    },
    async (request) => {
      const { rows, total } = await ledgerPage(
        db,
        request.userId,
        { ioType: request.query.ioType, source: request.query.source },
        pageWindow(request.query),
      );
      return toPage(rows, total, request.query);
    },
  );
};
