// Group buying for everyone (docs/api.md "Group buying"): the group products, one activity (by its id,
// or the product's ongoing or next one for the product page: null when none), and the teams of an
// activity still waiting for members. Statuses and countdowns come from the server's clock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GroupActivityQuery,
  GroupProdInfoAnswer,
  GroupProdInfoQuery,
  GroupProdPage,
  GroupProdQuery,
  JoinableTeams,
  messages,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { groupProdInfo, groupProdPage, joinableTeams } from './service.ts';

const tags = ['group'];

export const groupPublicRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/group/prod/page',
    {
      schema: {
        tags,
        summary: 'The group products not ended yet (ongoing first), paged',
        querystring: GroupProdQuery,
        response: { 200: GroupProdPage },
      },
    },
    async (request) => groupProdPage(db, request.query, new Date(now()), request.locale),
  );

  app.get(
    '/group/prod/info',
    {
      schema: {
        tags,
        summary:
          "One group activity by groupActivityId (400 when unknown), or by prodId the product's ongoing or next one (null when none)",
        querystring: GroupProdInfoQuery,
        response: { 200: GroupProdInfoAnswer },
      },
    },
    async (request) => {
      const { groupActivityId, prodId } = request.query;
      const at = new Date(now());
      if (groupActivityId !== undefined) {
        const info = await groupProdInfo(db, { activityId: groupActivityId }, at, request.locale);
        if (!info) throw new BusinessError(messages.activityNotFound);
        return info;
      }
      if (prodId !== undefined) return groupProdInfo(db, { prodId }, at, request.locale);
      throw new BusinessError(messages.queryIdInvalid);
    },
  );

  app.get(
    '/group/joinGroupList',
    {
      schema: {
        tags,
        summary:
          "An activity's teams still waiting for members (a seat free, before their end), ending first",
        querystring: GroupActivityQuery,
        response: { 200: JoinableTeams },
      },
    },
    async (request) => joinableTeams(db, request.query.groupActivityId, new Date(now())),
  );
};
