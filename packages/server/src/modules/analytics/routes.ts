// POST /flowAnalysisLog: the storefront's page-visit (mobile) and traffic (PC) records of spec
// section 3, stored one row each. Public like the pages it counts, so it is throttled per address and
// stores only bounded, validated fields.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageId } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { RateLimiter } from '../../plugins/stores.ts';
import { flowLogs } from './tables.ts';

const pageIds = new Set<number>(Object.values(PageId));
const pageId = z
  .number()
  .int()
  .refine((n) => pageIds.has(n));
const token = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const FlowLog = z
  .object({
    pageId,
    prevPageId: pageId.optional(),
    bizType: z.number().int().min(0).max(999_999).optional(),
    bizData: z.union([z.string().max(200), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).optional(),
    step: z.number().int().min(0).max(1_000_000),
    visitType: z.number().int().min(1).max(9),
    /** 1 on the mobile page-visit record; absent on the PC traffic record. */
    systemType: z.literal(1).optional(),
    nums: z.number().int().min(0).max(1_000_000).optional(),
    orderNumbers: z
      .string()
      .max(2000)
      .regex(/^[0-9]+(,[0-9]+)*$/)
      .optional(),
    uuid: token.optional(),
    uuidSession: token.optional(),
    userId: token.optional(),
  })
  .strict()
  .meta({
    id: 'FlowLog',
    description:
      'A page-visit record (mobile, systemType 1) or a traffic record (PC); uuid and uuidSession on both',
  });
export type FlowLog = z.infer<typeof FlowLog>;

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
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await enforceLimit(rateLimiter, flowLogLimit, request.ip);
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
        userId: log.userId ?? null,
        ip: request.ip,
      });
      return true;
    },
  );
};
