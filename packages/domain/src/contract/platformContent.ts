// The platform console's home content (issue 18 item 3, decisions/0085): the home banners
// (/platform/indexImg/...), the mall's notices (/platform/notice/...) and the hot search words
// (/platform/hotSearch/...). The console edits both languages side by side (`title` Chinese, `titleEn`
// English, as the merchant product form names them); the storefront's public routes (site.ts) answer one
// language. Area `content` of platformConsole.ts: everyone reads, admin and operator change.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { formatDate, parseMallDateTime } from '../time.ts';
import { cleanPlainText } from './merchantShop.ts';
import { choice, pageOf, PageQuery, requiredId, searchText, type QueryOf } from './page.ts';

/** Limits of the content's fields. */
export const PLATFORM_CONTENT_LIMITS = {
  /** Characters of a title (banner, notice, hot word), per language. */
  titleMax: 100,
  /** Characters of a notice's HTML as sent (cleaned on the server), per language. */
  contentMax: 100_000,
  /** The largest order number. */
  seqMax: 9999,
  /** Characters of a banner's picture URL. */
  urlMax: 500,
} as const;
const L = PLATFORM_CONTENT_LIMITS;

// Control characters out first (PostgreSQL refuses a NUL in text and jsonb, so one would be a 500).
const title = z
  .string({ error: messages.contentTitleInvalid.id })
  .transform((s) => cleanPlainText(s, false))
  .refine((s) => s.length >= 1 && s.length <= L.titleMax, messages.contentTitleInvalid.id);
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

/** The field rules the content's forms share, also the home sections' (platformProdTag.ts). */
export const contentFieldRules = { title, seq, flag, id } as const;

// --- Banners -------------------------------------------------------------------------------------------

/** A home banner as the console shows it. */
export const PlatformIndexImg = z
  .object({
    id: z.number().int(),
    imgUrl: z.string(),
    title: z.string(),
    titleEn: z.string(),
    seq: z.number().int(),
    /** 1 PC, 0 mobile. */
    imgType: z.number().int(),
    /** The linked product, or null for no link. */
    relation: z.number().int().nullable(),
    /** The linked product's name (Chinese), for the table; null without a link. */
    prodName: z.string().nullable(),
    /** 1 shown, 0 hidden. */
    status: z.number().int(),
  })
  .meta({ id: 'PlatformIndexImg', description: 'A home banner, both languages (platform console)' });
export type PlatformIndexImg = z.infer<typeof PlatformIndexImg>;
export const PlatformIndexImgPage = pageOf(PlatformIndexImg);

/** GET /platform/indexImg/page: `imgType` 1 PC, 0 mobile, -1 (or absent) both; by seq, then id. */
export const PlatformIndexImgPageQuery = PageQuery.extend({
  imgType: choice([-1, 0, 1], -1, messages.invalid),
});
export type PlatformIndexImgPageQuery = QueryOf<typeof PlatformIndexImgPageQuery>;

const indexImgFields = {
  /** The picture: an upload of this mall (`/api/uploads/...`); an edit may keep the banner's own. */
  imgUrl: z
    .string({ error: messages.indexImgImageInvalid.id })
    .trim()
    .min(1, messages.indexImgImageInvalid.id)
    .max(L.urlMax, messages.indexImgImageInvalid.id),
  title,
  titleEn: title,
  seq,
  imgType: flag,
  /** A product on sale the banner opens, or null for none. */
  relation: id.nullable(),
  status: flag,
};

/** POST /platform/indexImg: a new banner; answers its id. */
export const PlatformIndexImgParam = z.object(indexImgFields);
export type PlatformIndexImgParam = z.input<typeof PlatformIndexImgParam>;

/** PUT /platform/indexImg: the whole banner again. */
export const PlatformIndexImgUpdateParam = z.object({ id, ...indexImgFields });
export type PlatformIndexImgUpdateParam = z.input<typeof PlatformIndexImgUpdateParam>;

/** DELETE /platform/indexImg?id= (also GET /platform/notice/info?id=, DELETE /platform/notice?id=). */
export const PlatformContentIdQuery = z.object({ id: requiredId });
export type PlatformContentIdQuery = z.input<typeof PlatformContentIdQuery>;

// --- Notices -------------------------------------------------------------------------------------------

/** A notice of the mall as the console shows it (the content as stored, cleaned). */
export const PlatformNotice = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titleEn: z.string(),
    content: z.string(),
    contentEn: z.string(),
    /** 1 pinned to the home ticker. */
    isTop: z.number().int(),
    /** 1 published, 0 hidden. */
    status: z.number().int(),
    /** YYYY-MM-DD hh:mm:ss, China time; shoppers see it from then on. */
    publishTime: z.string(),
  })
  .meta({ id: 'PlatformNotice', description: 'A notice of the mall, both languages (platform console)' });
export type PlatformNotice = z.infer<typeof PlatformNotice>;
export const PlatformNoticePage = pageOf(PlatformNotice);

/** GET /platform/notice/page: `title` part of either title, `status` 1, 0 or -1 (all); newest first. */
export const PlatformNoticePageQuery = PageQuery.extend({
  title: searchText,
  status: choice([-1, 0, 1], -1, messages.invalid),
});
export type PlatformNoticePageQuery = QueryOf<typeof PlatformNoticePageQuery>;

/** A wire date-time `YYYY-MM-DD hh:mm:ss` (China time) that names a real instant. */
const publishTime = z
  .string({ error: messages.noticePublishTimeInvalid.id })
  .trim()
  .refine((text) => {
    const at = parseMallDateTime(text);
    return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) && formatDate(at) === text;
  }, messages.noticePublishTimeInvalid.id);

// A NUL is dropped (PostgreSQL refuses it); the rest is the rich-text cleaner's on the server.
const content = z
  .string({ error: messages.noticeContentTooLong.id })
  .max(L.contentMax, messages.noticeContentTooLong.id)
  .transform((s) => s.replaceAll('\u0000', ''));

const noticeFields = {
  title,
  titleEn: title,
  /** Rich text (HTML), cleaned on the server with the product descriptions' allow-list (html.ts). */
  content,
  contentEn: content,
  isTop: flag,
  status: flag,
  /** When shoppers first see it; absent: now. A later time keeps it from them until then. */
  publishTime: publishTime.optional(),
};

/** POST /platform/notice: a new notice; answers its id. */
export const PlatformNoticeParam = z.object(noticeFields);
export type PlatformNoticeParam = z.input<typeof PlatformNoticeParam>;

/**
 * The notice form's field a refusal belongs to, by the refusal's message id (the 400's header,
 * decisions/0096); none for a refusal of no field (the notice gone, a server problem). The titles' rule
 * is shown at the first title.
 */
export function noticeFieldOf(
  messageId: string | undefined,
): 'title' | 'content' | 'publishTime' | undefined {
  switch (messageId) {
    case messages.contentTitleInvalid.id:
      return 'title';
    case messages.noticeContentTooLong.id:
      return 'content';
    case messages.noticePublishTimeInvalid.id:
      return 'publishTime';
    default:
      return undefined;
  }
}

/** PUT /platform/notice: the whole notice again (absent `publishTime`: kept). */
export const PlatformNoticeUpdateParam = z.object({ id, ...noticeFields });
export type PlatformNoticeUpdateParam = z.input<typeof PlatformNoticeUpdateParam>;

// --- Hot search words ----------------------------------------------------------------------------------

/** A hot search word as the console shows it. */
export const PlatformHotSearch = z
  .object({
    hotSearchId: z.number().int(),
    title: z.string(),
    titleEn: z.string(),
    seq: z.number().int(),
    /** 1 shown, 0 hidden. */
    status: z.number().int(),
  })
  .meta({ id: 'PlatformHotSearch', description: 'A hot search word, both languages (platform console)' });
export type PlatformHotSearch = z.infer<typeof PlatformHotSearch>;
/** GET /platform/hotSearch/list: every word, by seq then id. */
export const PlatformHotSearchList = z.array(PlatformHotSearch);

const hotSearchFields = { title, titleEn: title, seq, status: flag };

/** POST /platform/hotSearch: a new word; answers its id. */
export const PlatformHotSearchParam = z.object(hotSearchFields);
export type PlatformHotSearchParam = z.input<typeof PlatformHotSearchParam>;

/** PUT /platform/hotSearch: the whole word again. */
export const PlatformHotSearchUpdateParam = z.object({ hotSearchId: id, ...hotSearchFields });
export type PlatformHotSearchUpdateParam = z.input<typeof PlatformHotSearchUpdateParam>;

/** DELETE /platform/hotSearch?hotSearchId= */
export const PlatformHotSearchIdQuery = z.object({ hotSearchId: requiredId });
export type PlatformHotSearchIdQuery = z.input<typeof PlatformHotSearchIdQuery>;
