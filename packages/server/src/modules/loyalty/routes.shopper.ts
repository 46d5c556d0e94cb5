// The shopper's loyalty: GET /p/score/scoreInfo (points, growth, level, today's sign-in, points expiring
// within 30 days), GET /p/score/updateUserScore (the daily sign-in; a GET by the contract: it carries the
// token header set by script, so a cross-site link cannot sign anyone in; decisions/0046), GET
// /p/score/scoreLevel/page (levels and their rights), and the membership rights agreement at
// /special/rights/read (GET: read or not; POST: marks it read). That last path is outside /p/ by the
// contract, but it is mounted in the shopper scope: without a shopper it is a 401. POST /p/level/payLevel
// buys a paid plan (membership.ts, decisions/0049).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PayLevelAnswer,
  PayLevelParam,
  RightsRead,
  ScoreInfo,
  ScoreLevelPage,
  ScoreLevelQuery,
  SignInAnswer,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { levelPage } from './levels.ts';
import { payLevel } from './membership.ts';
import { hasReadAgreement, markAgreementRead } from './rights.ts';
import { scoreInfo, signIn } from './signin.ts';

const tags = ['loyalty'];
const security = [{ bearer: [] }];

export const loyaltyShopperRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/p/score/scoreInfo',
    {
      schema: {
        tags,
        summary: "The shopper's points, growth, level, today's sign-in and points expiring within 30 days",
        security,
        response: { 200: ScoreInfo },
      },
    },
    async (request) => scoreInfo(db, request.userId, new Date(now()), request.locale),
  );

  app.get(
    '/p/score/updateUserScore',
    {
      schema: {
        tags,
        summary: 'Signs in for today (Beijing day); a second sign-in the same day is refused',
        security,
        response: { 200: SignInAnswer },
      },
      // The contract's GET changes data: no HEAD twin that would sign in too, and never kept by a cache.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return signIn(db, request.userId, new Date(now()), request.locale);
    },
  );

  app.get(
    '/p/score/scoreLevel/page',
    {
      schema: {
        tags,
        summary: 'The levels (ordinary by growth, then paid by price) with their rights',
        security,
        querystring: ScoreLevelQuery,
        response: { 200: ScoreLevelPage },
      },
    },
    async (request) => {
      const { rows, total } = await levelPage(
        db,
        request.query.levelType,
        pageWindow(request.query),
        request.locale,
      );
      return toPage(rows, total, request.query);
    },
  );

  app.get(
    '/special/rights/read',
    {
      schema: {
        tags,
        summary: 'Whether the shopper has read the membership rights agreement',
        security,
        response: { 200: RightsRead },
      },
    },
    async (request) => hasReadAgreement(db, request.userId),
  );

  app.post(
    '/special/rights/read',
    {
      schema: {
        tags,
        summary: 'Marks the membership rights agreement read (answers true)',
        security,
        response: { 200: RightsRead },
      },
    },
    async (request) => markAgreementRead(db, request.userId, new Date(now())),
  );

  app.post(
    '/p/level/payLevel',
    {
      schema: {
        tags,
        summary: 'Buys a paid membership plan: a membership order pending payment (paid on /payment)',
        security,
        body: PayLevelParam,
        response: { 200: PayLevelAnswer },
      },
    },
    async (request) => payLevel(db, request.userId, request.body.id, new Date(now()), request.locale),
  );
};
