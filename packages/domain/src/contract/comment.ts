// The buyer's comments (api-contract "Catalogue", server modules/comment): posting a review of a bought
// item and the buyer's own reviews — wire shapes.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { COMMENT_MAX_IMAGES } from '../constants.ts';
import { messages } from '../messages.ts';
import { pageOf } from './page.ts';

/** The `evaluate` class of a score: 4-5 good (0), 3 medium (1), 1-2 poor (2). */
export function evaluateOfScore(score: number): 0 | 1 | 2 {
  if (score >= 4) return 0;
  if (score === 3) return 1;
  return 2;
}

/** The comma-separated `pics` of a review body from its image URLs (at most COMMENT_MAX_IMAGES). */
export function joinPics(urls: readonly string[]): string {
  return urls.slice(0, COMMENT_MAX_IMAGES).join(',');
}

/**
 * The image URLs of a comma-separated `pics` field (null or '' -> none). A comma splits only where the
 * next URL begins (a path, http(s), data: or blob:), so the comma inside a data URL stays in it.
 */
export function splitPics(pics: string | null | undefined): string[] {
  return (pics ?? '')
    .split(/,(?=\s*(?:\/|https?:|data:|blob:))/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const id = z.number({ error: messages.commentNotAllowed.id }).int().min(1).max(2_147_483_647);

export const ProdCommParam = z
  .object({
    prodId: id,
    orderItemId: id,
    score: z.unknown(),
    content: z.unknown(),
    pics: z.string({ error: messages.commentPicInvalid.id }).max(5000).nullish(),
    isAnonymous: z.union([z.literal(0), z.literal(1), z.boolean()]).default(0),
    evaluate: z
      .union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.invalid.id })
      .nullish()
      .meta({ description: 'ignored: the class follows the score (4-5 good, 3 medium, 1-2 poor)' }),
  })
  .meta({
    id: 'ProdCommParam',
    description: 'score 1-5, content 1-150 characters, pics up to 9 upload URLs',
  });

export const MyComment = z
  .object({
    prodCommId: z.number().int(),
    prodId: z.number().int(),
    orderItemId: z.number().int(),
    orderNumber: z.string(),
    prodName: z.string(),
    skuName: z.string(),
    prodPic: z.string(),
    score: z.number().int(),
    evaluate: z.number().int(),
    content: z.string(),
    pics: z.string().nullable(),
    isAnonymous: z.number().int(),
    recTime: z.string(),
    replyContent: z.string().nullable(),
    replySts: z.number().int(),
  })
  .meta({ id: 'MyProdComm' });

/**
 * POST /p/prodComm: a review of one item of a completed order. `score` (1-5) and `content` (1-150
 * characters) are checked by the domain's `commentForm` after the shape, so a bad one answers that rule's
 * message: the schema takes them as they come, and a client sends a number and a text.
 */
export type ProdCommParam = z.input<typeof ProdCommParam>;
/** A record of GET /p/prodComm/myCommList: one of the buyer's reviews with its product. */
export type MyComment = z.infer<typeof MyComment>;
export const MyCommentPage = pageOf(MyComment);
