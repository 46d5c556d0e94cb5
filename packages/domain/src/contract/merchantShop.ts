// The merchant's reviews and store settings (issue 17 items 6 and 9, decisions/0065): the shop's
// reviews with their filters and the store's reply, and the store's own settings (names, logo,
// descriptions, contact, address, business hours, notices, freight template), with their limits. The
// server checks these schemas; the merchant centre's forms check the same before they send.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { contactPhoneSchema, storeDescriptionSchema, storeNameSchema } from '../rules.ts';
import { ShopHead } from './catalog.ts';
import { choice, optionalId, PageQuery, pageOf, type QueryOf } from './page.ts';

/** Limits of the reply and of the store's settings (the server's truth; the forms check the same). */
export const MERCHANT_SHOP_LIMITS = {
  replyMax: 200,
  addressMax: 100,
  hoursMax: 50,
  noticesMax: 5,
  noticeMax: 100,
  /** Freight fee per order, yuan. */
  feeMax: 999,
  /** Free-shipping threshold, yuan (0: never free). */
  freeFromMax: 99_999,
} as const;
const L = MERCHANT_SHOP_LIMITS;

/** An HTML (or XML) tag: `<b>`, `</p>`, `<img ...>`, `<!-- -->`; "a < b" and "<3" are not. */
const TAG = /<\/?[a-zA-Z!][^>]*>/;
// Control characters but the line feed: a typed text has none; a pasted one may.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** A plain text as stored: line ends as \n, control characters out, blank lines squeezed, trimmed. */
export function cleanPlainText(text: string, multiline = true): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(CONTROLS, ' ');
  const flat = multiline ? lines.replace(/\n{3,}/g, '\n\n') : lines.replace(/\n/g, ' ');
  return flat.trim();
}

/** Whether a text carries an HTML tag (refused: plain text only, shown as typed). */
export const hasHtmlTag = (text: string): boolean => TAG.test(text);

const count = (s: string) => [...s].length;

/** A plain text of up to `max` characters (`min` at least), cleaned, without HTML. */
function plain(max: number, tooLong: { id: string }, min = 0, required: { id: string } = tooLong) {
  return z
    .string({ error: required.id })
    .transform((s) => cleanPlainText(s))
    .refine((s) => count(s) >= min, required.id)
    .refine((s) => count(s) <= max, tooLong.id)
    .refine((s) => !hasHtmlTag(s), messages.plainTextNoHtml.id);
}

// ---------------------------------------------------------------------------------------------------
// Reviews

/** GET /merchant/comments: the shop's reviews, newest first. */
export const MerchantCommentQuery = PageQuery.extend({
  /** As the product page's tabs: -1 all, 0 good (4-5 stars), 1 medium (3), 2 poor (1-2), 3 with pictures. */
  evaluate: choice([-1, 0, 1, 2, 3], -1, messages.queryEvaluateInvalid),
  /** Stars 1-5 (0 or absent: any). */
  score: choice([0, 1, 2, 3, 4, 5], 0, messages.queryEvaluateInvalid),
  /** -1 either, 0 not replied yet, 1 replied. */
  replied: choice([-1, 0, 1], -1, messages.invalid),
  /** One product of the shop. */
  prodId: optionalId,
});
export type MerchantCommentQuery = QueryOf<typeof MerchantCommentQuery>;

/** A review of the shop's product as its merchant sees it (the author masked as on the product page). */
export const MerchantComment = z
  .object({
    prodCommId: z.number().int(),
    prodId: z.number().int(),
    prodName: z.string(),
    prodPic: z.string(),
    skuName: z.string(),
    orderNumber: z.string().nullable(),
    nickName: z.string(),
    userPic: z.string(),
    isAnonymous: z.number().int(),
    score: z.number().int(),
    evaluate: z.number().int(),
    content: z.string(),
    /** Comma-separated picture URLs ('' none). */
    pics: z.string(),
    recTime: z.string(),
    replyContent: z.string().nullable(),
    replyTime: z.string().nullable(),
    /** 1 replied, 0 not yet. */
    replySts: z.number().int(),
  })
  .meta({ id: 'MerchantComment' });
export type MerchantComment = z.infer<typeof MerchantComment>;
export const MerchantCommentPage = pageOf(MerchantComment);
export type MerchantCommentPage = z.infer<typeof MerchantCommentPage>;

/** The reply's text: 1-200 characters, plain (no HTML), cleaned. */
export const commentReplySchema = plain(
  L.replyMax,
  messages.merchantReplyTooLong,
  1,
  messages.merchantReplyRequired,
);

/** PUT /merchant/comment/reply: the store's reply to a review; a later one replaces it (decisions/0065). */
export const MerchantCommentReplyParam = z
  .object({
    commentId: z
      .number({ error: messages.merchantCommentNotFound.id })
      .int(messages.merchantCommentNotFound.id)
      .min(1, messages.merchantCommentNotFound.id)
      .max(2_147_483_647, messages.merchantCommentNotFound.id),
    content: commentReplySchema,
  })
  .meta({ id: 'MerchantCommentReplyParam', description: 'content: 1-200 characters of plain text' });
export type MerchantCommentReplyParam = z.input<typeof MerchantCommentReplyParam>;

// ---------------------------------------------------------------------------------------------------
// Store settings

/** An amount of money of the freight template: wire yuan, 0 to `max`, at most two decimals. */
const freightYuan = (max: number) =>
  z
    .number({ error: messages.storeFreightInvalid.id })
    .min(0, messages.storeFreightInvalid.id)
    .max(max, messages.storeFreightInvalid.id)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, messages.storeFreightInvalid.id);

const optionalPhone = z
  .string({ error: messages.contactPhoneInvalid.id })
  .trim()
  .pipe(z.union([z.literal(''), contactPhoneSchema]));

/** The store's settings as its merchant edits them (GET answers them, PUT takes them whole). */
export const MerchantShopParam = z
  .object({
    shopName: storeNameSchema,
    shopNameEn: storeNameSchema,
    /** The store's logo: an upload of the store (POST /merchant/file/upload) or the one it has. */
    logo: z
      .string({ error: messages.storeLogoRequired.id })
      .trim()
      .min(1, messages.storeLogoRequired.id)
      .max(500, messages.storeLogoInvalid.id),
    intro: storeDescriptionSchema,
    introEn: storeDescriptionSchema,
    /** A mobile or landline number; '' none. */
    tel: optionalPhone,
    address: plain(L.addressMax, messages.storeAddressTooLong),
    /** Free text, e.g. "周一至周日 9:00-21:00"; '' none. */
    businessHours: plain(L.hoursMax, messages.storeHoursTooLong),
    /** Short texts shown on the store's page, in order. */
    notices: z
      .array(plain(L.noticeMax, messages.storeNoticeInvalid, 1), { error: messages.storeNoticeInvalid.id })
      .max(L.noticesMax, messages.storeNoticeInvalid.id),
    /** Freight per order, yuan (0: free shipping). */
    freightFee: freightYuan(L.feeMax),
    /** Free shipping from this goods amount after discounts, yuan (0: never free). */
    freeFrom: freightYuan(L.freeFromMax),
  })
  .meta({ id: 'MerchantShopParam' });
export type MerchantShopParam = z.input<typeof MerchantShopParam>;
/** GET /merchant/shop: the settings as stored. */
export const MerchantShopSettings = z
  .object({
    shopId: z.number().int(),
    shopName: z.string(),
    shopNameEn: z.string(),
    logo: z.string(),
    intro: z.string(),
    introEn: z.string(),
    tel: z.string(),
    address: z.string(),
    businessHours: z.string(),
    notices: z.array(z.string()),
    freightFee: z.number(),
    freeFrom: z.number(),
  })
  .meta({ id: 'MerchantShopSettings' });
export type MerchantShopSettings = z.infer<typeof MerchantShopSettings>;

/** What the store's page shows beside its head (GET /shop/headInfo): contact, hours, notices, freight. */
export const ShopServiceInfo = z
  .object({
    tel: z.string(),
    address: z.string(),
    businessHours: z.string(),
    notices: z.array(z.string()),
    /** null: the store has no freight template (shipping free). */
    freight: z.object({ fee: z.number(), freeFrom: z.number() }).nullable(),
  })
  .meta({ id: 'ShopServiceInfo' });
export type ShopServiceInfo = z.infer<typeof ShopServiceInfo>;

/** GET /shop/headInfo: the store's head with what its page shows beside it. */
export const ShopHeadInfo = ShopHead.extend({ service: ShopServiceInfo }).meta({ id: 'ShopHeadInfo' });
export type ShopHeadInfo = z.infer<typeof ShopHeadInfo>;
