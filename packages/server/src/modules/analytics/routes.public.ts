// POST /flowAnalysisLog: the storefront's page-visit (mobile) and traffic (PC) records of spec
// section 3, stored one row each. Public like the pages it counts, so it is throttled per address and
// stores only bounded, validated fields. The user of a record is the one of the request's shopper token
// (the client sends it on this path), never the body's `userId`: the contract still accepts that field,
// but anyone could write any user's id there (issue 11 item 9).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Flag, FlowLog } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { addressKey, enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { RateLimiter } from '../../plugins/stores.ts';
import { flowLogs } from './tables.ts';

/** Each address may report this many pages a minute (a person browsing fast stays far below). */
export const flowLogLimit: Limit = { purpose: 'flowlog', limit: 240, windowMs: 60_000 };

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database; rateLimiter: RateLimiter }> = async (
  app,
  { db, rateLimiter },
) => {
  app.post(
    '/flowAnalysisLog',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Stores one page-visit or traffic record; answers true',
        body: FlowLog,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await enforceLimit(rateLimiter, flowLogLimit, addressKey(request.ip));
      const log = request.body;
      await db.insert(flowLogs).values({
        kind: log.systemType === 1 ? 'visit' : 'traffic',
        pageId: log.pageId,
        prevPageId: log.prevPageId ?? null,
        bizType: log.bizType ?? null,
        bizData: log.bizData === undefined ? null : String(log.bizData),
        step: log.step,
        visitType: log.visitType,
        systemType: log.systemType ?? null,
        nums: log.nums ?? null,
        orderNumbers: log.orderNumbers ?? null,
        uuid: log.uuid ?? null,
        uuidSession: log.uuidSession ?? null,
        userId: request.shopperId,
        ip: request.ip,
      });
      return true;
    },
  );
};
