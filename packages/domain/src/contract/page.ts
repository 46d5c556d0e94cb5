// The contract's paging and query parameters (api-contract.md "Conventions"): query `current` (from 1,
// default 1, at most PAGE_CURRENT_MAX: beyond, a 400 `rule.query.pageTooDeep`) and `size` (default 10,
// at most 100: a larger one is read as 100); a page answers `{records, total, size, current,
// pages}`. Every query parameter arrives as text; a malformed one is a 400 with a `rule.query.*` message.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { PAGE_CURRENT_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { messages } from '../messages.ts';

/** An empty parameter (`?size=`) counts as absent, as the storefront sends them. */
export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A positive database id given as text (at most 9 digits, inside PostgreSQL's integer). */
export function idText(message: { id: string } = messages.queryIdInvalid) {
  return z
    .string({ error: message.id })
    .regex(/^0*[1-9]\d{0,8}$/, { error: message.id })
    .transform(Number);
}

/** A required id parameter. */
export const requiredId = idText();
/** An optional id parameter ('' counts as absent). */
export const optionalId = z.preprocess(blankToUndefined, idText().optional());

/** The longest search text a list takes (a longer one is a 400 `rule.query.textTooLong`). */
export const SEARCH_TEXT_MAX = 100;

/** Optional free text (a search word), trimmed; '' and blanks count as absent. */
export const searchText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z
    .string({ error: messages.queryTextTooLong.id })
    .max(SEARCH_TEXT_MAX, { error: messages.queryTextTooLong.id })
    .optional(),
);

/** A choice among small integers given as text ('0', '1', ...), with a default. */
export function choice<const T extends readonly number[]>(
  values: T,
  fallback: T[number],
  message: { id: string },
) {
  const texts = values.map(String) as [string, ...string[]];
  return z
    .preprocess(blankToUndefined, z.enum(texts, { error: message.id }).optional())
    .transform((text) => (text === undefined ? fallback : (Number(text) as T[number])));
}

const positiveInt = idText(messages.queryPageInvalid);

/**
 * Query fields of a paged endpoint, with the translated paging message for anything that is not a whole
 * positive number: an endpoint's own query extends it (`PageQuery.extend({...})`).
 */
export const PageQuery = z.object({
  current: z
    .preprocess(blankToUndefined, positiveInt.optional())
    .transform((n) => n ?? 1)
    .refine((n) => n <= PAGE_CURRENT_MAX, { error: messages.queryPageTooDeep.id }),
  size: z
    .preprocess(blankToUndefined, positiveInt.optional())
    .transform((n) => Math.min(n ?? PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX)),
});
/**
 * The query of a request as a client writes it: the parsed values (a query type is
 * `QueryOf<typeof Schema>`: the text on the wire is the client transport's business). A field the
 * schema may go without (optional, defaulted, preprocessed) is optional; one it needs (an id given as
 * text) is required.
 */
export type QueryOf<T extends z.ZodType> = Flat<
  {
    [K in keyof z.output<T> as K extends RequiredKeys<z.input<T>> ? K : never]: z.output<T>[K];
  } & {
    [K in keyof z.output<T> as K extends RequiredKeys<z.input<T>> ? never : K]?: z.output<T>[K];
  }
>;
/** One object type of an intersection. */
type Flat<T> = { [K in keyof T]: T[K] };
/** The keys of `T` that cannot be left out. */
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** The paging query of a list request. */
export type PageQuery = QueryOf<typeof PageQuery>;
/** The paging query as the server reads it (defaults applied). */
export type PageParams = z.output<typeof PageQuery>;

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

/** A page of records. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** The JSON `true`/`false` answer of a yes-no or done endpoint. */
export const Flag = z.boolean();
/** A bare whole-number answer (a new record's id, a quantity, a count). */
export const Int = z.number().int();
/** A bare text answer. */
export const Text = z.string();
