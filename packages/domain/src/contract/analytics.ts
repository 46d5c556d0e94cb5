// The storefront's page-visit and traffic records (POST /flowAnalysisLog, spec section 3): the zod
// schema the server's route declares, and its type.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { PageId } from '../analytics.ts';

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
/** A record as a client sends it (the request body; no defaults or transforms, so also what is read). */
export type FlowLog = z.input<typeof FlowLog>;
