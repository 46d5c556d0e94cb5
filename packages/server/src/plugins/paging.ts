// The contract's paging: query `current` (from 1, default 1) and `size` (default 10, capped at 100);
// a page answers `{records, total, size, current, pages}`.
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, messages } from '@mall/domain';
import type { Page } from '@mall/domain';

/** An empty parameter (`?size=`) counts as absent, as the storefront sends them. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const positiveInt = z
  .string({ error: messages.queryPageInvalid.id })
  .regex(/^0*[1-9]\d{0,8}$/, { error: messages.queryPageInvalid.id })
  .transform(Number);

/**
 * Query fields of a paged endpoint, with the translated paging message for anything that is not a whole
 * positive number: extend it with the endpoint's own (`PageQuery.extend({...})`).
 */
export const PageQuery = z.object({
  current: z.preprocess(blankToUndefined, positiveInt.optional()).transform((n) => n ?? 1),
  size: z
    .preprocess(blankToUndefined, positiveInt.optional())
    .transform((n) => Math.min(n ?? PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX)),
});
export type PageQuery = z.output<typeof PageQuery>;

/** The response schema of a page of `record`s. */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

export type { Page } from '@mall/domain';

/** OFFSET and LIMIT of a page query. */
export function pageWindow(query: PageQuery): { offset: number; limit: number } {
  return { offset: (query.current - 1) * query.size, limit: query.size };
}

export function toPage<T>(records: T[], total: number, query: PageQuery): Page<T> {
  return { records, total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
}
