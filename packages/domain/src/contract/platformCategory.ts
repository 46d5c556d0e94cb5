// The platform console's category tree (issue 18 item 4, decisions/0091): GET /platform/category/list (the
// whole tree, any status, with product counts), GET /platform/category/info, POST/PUT/DELETE
// /platform/category and PUT /platform/category/sort (the children of one parent in their new order). The
// console edits both languages side by side: `categoryName` (Chinese, as the storefront's `Category` names
// it) and `categoryNameEn`, as the other console bodies carry two languages (`title`/`titleEn`). Area
// `categories` of platformConsole.ts: everyone reads, admin and operator change.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { cleanPlainText } from './merchantShop.ts';
import { requiredId } from './page.ts';

/** Limits of a category's fields. */
export const PLATFORM_CATEGORY_LIMITS = {
  /** Characters of a name, per language. */
  nameMax: 50,
  /** The largest order number. */
  seqMax: 9999,
  /** Characters of a picture or icon URL. */
  urlMax: 500,
  /** The deepest level: products sit on the third. */
  maxGrade: 3,
  /** Children of one parent a reorder may list. */
  sortMax: 500,
} as const;
const L = PLATFORM_CATEGORY_LIMITS;

/** A category as the console shows it, with its children (by order, then id). */
export const PlatformCategory = z
  .object({
    categoryId: z.number().int(),
    /** 0 for a first-level category. */
    parentId: z.number().int(),
    /** 1, 2 or 3. */
    grade: z.number().int(),
    categoryName: z.string(),
    categoryNameEn: z.string(),
    /** A picture URL, or '' for none. */
    pic: z.string(),
    /** An icon URL, or '' for none. */
    icon: z.string(),
    seq: z.number().int(),
    /** 1 shown in the storefront, 0 hidden. */
    status: z.number().int(),
    /** Products (any status) on this category and every category below it. */
    prodCount: z.number().int(),
    get categories(): z.ZodArray<typeof PlatformCategory> {
      return z.array(PlatformCategory);
    },
  })
  .meta({
    id: 'PlatformCategory',
    description: 'A category, both languages, with its product count and children (platform console)',
  });
export type PlatformCategory = z.infer<typeof PlatformCategory>;
export const PlatformCategoryTree = z.array(PlatformCategory);

/** GET /platform/category/info?categoryId= and DELETE /platform/category?categoryId=. */
export const PlatformCategoryIdQuery = z.object({ categoryId: requiredId });
export type PlatformCategoryIdQuery = z.input<typeof PlatformCategoryIdQuery>;

// Control characters out first (PostgreSQL refuses a NUL in text and jsonb, so one would be a 500).
const name = z
  .string({ error: messages.categoryNameInvalid.id })
  .transform((s) => cleanPlainText(s, false))
  .refine((s) => [...s].length >= 1 && [...s].length <= L.nameMax, messages.categoryNameInvalid.id);
const url = (message: { id: string }) =>
  z
    .string({ error: message.id })
    .transform((s) => cleanPlainText(s, false))
    .refine((s) => s.length <= L.urlMax, message.id);
const seq = z
  .number({ error: messages.contentSeqInvalid.id })
  .int(messages.contentSeqInvalid.id)
  .min(0, messages.contentSeqInvalid.id)
  .max(L.seqMax, messages.contentSeqInvalid.id);
const flag = z.union([z.literal(0), z.literal(1)], { error: messages.invalid.id });
// Inside PostgreSQL's integer: a larger id would be a database error (a 500), not "not found".
const id = z
  .number({ error: messages.invalid.id })
  .int(messages.invalid.id)
  .positive(messages.invalid.id)
  .max(2_147_483_647, messages.invalid.id);
/** 0 for the top, else a category's id. */
const parentId = z
  .number({ error: messages.invalid.id })
  .int(messages.invalid.id)
  .min(0, messages.invalid.id)
  .max(2_147_483_647, messages.invalid.id);

const categoryFields = {
  /** 0: a first-level category; else a first- or second-level category. */
  parentId,
  categoryName: name,
  categoryNameEn: name,
  /** '' for none; a new one must be an upload of the platform (POST /platform/file/upload). */
  pic: url(messages.categoryPicInvalid),
  /** '' for none; a new one must be an upload of the platform. */
  icon: url(messages.categoryIconInvalid),
  seq,
  status: flag,
};

/** POST /platform/category: a new category; answers its id. */
export const PlatformCategoryParam = z.object(categoryFields);
export type PlatformCategoryParam = z.input<typeof PlatformCategoryParam>;

/** PUT /platform/category: the whole category again; a new `parentId` moves it (and its subtree). */
export const PlatformCategoryUpdateParam = z.object({ categoryId: id, ...categoryFields });
export type PlatformCategoryUpdateParam = z.input<typeof PlatformCategoryUpdateParam>;

/** PUT /platform/category/sort: every child of `parentId` (0: the top), in the new order. */
export const PlatformCategorySortParam = z.object({
  parentId,
  categoryIds: z
    .array(id, { error: messages.categorySortInvalid.id })
    .min(1, messages.categorySortInvalid.id)
    .max(L.sortMax, messages.categorySortInvalid.id)
    .refine((ids) => new Set(ids).size === ids.length, messages.categorySortInvalid.id),
});
export type PlatformCategorySortParam = z.input<typeof PlatformCategorySortParam>;

/** The level a category gets under `parent` (null: the top), or null when that would be too deep. */
export function categoryGradeUnder(parent: { grade: number } | null): number | null {
  const grade = parent ? parent.grade + 1 : 1;
  return grade <= L.maxGrade ? grade : null;
}
