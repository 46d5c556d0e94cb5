// The platform console's home sections (issue 18 item 3, decisions/0102): the "tags" of the home page —
// a title in both languages, an order, a layout style, shown or hidden — each with its products in the
// operator's order (/platform/prodTag/...), and the cross-store product search the console picks
// products with (/platform/prod/page; also for platform coupons limited to some products). The storefront
// reads the shown sections with their products on sale in open stores (GET /prod/tagProdList, catalog).
// Area `content` of platformConsole.ts: everyone reads, admin and operator change. Money is wire yuan.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { choice, optionalId, pageOf, PageQuery, requiredId, searchText, type QueryOf } from './page.ts';
import { contentFieldRules } from './platformContent.ts';

/** Limits of a home section. */
export const PLATFORM_PROD_TAG_LIMITS = {
  /** Products in one section. */
  prodsMax: 50,
  /** Sections on the home page (shown or hidden). */
  tagsMax: 30,
} as const;

/** The layouts a section may take on the home page (0, 1, 2: the storefront's styles). */
export const PROD_TAG_STYLES = [0, 1, 2] as const;

const { title, seq, flag, id } = contentFieldRules;
/** A product id in a section's list: its own message, so the form can place it by the list. */
const prodId = z
  .number({ error: messages.prodTagProdsInvalid.id })
  .int(messages.prodTagProdsInvalid.id)
  .positive(messages.prodTagProdsInvalid.id)
  .max(2_147_483_647, messages.prodTagProdsInvalid.id);

// --- The cross-store product search ---------------------------------------------------------------------

/** GET /platform/prod/page: products of every store by name, store and state (-1 all, 1 on sale, 0 off). */
export const PlatformProdQuery = PageQuery.extend({
  prodName: searchText,
  shopId: optionalId,
  status: choice([-1, 0, 1] as const, -1, messages.queryStatusInvalid),
});
export type PlatformProdQuery = QueryOf<typeof PlatformProdQuery>;

/** A product as the console's picker lists it (names in both languages, the store's name). */
export const PlatformProdRow = z
  .object({
    prodId: z.number().int(),
    prodName: z.string(),
    prodNameEn: z.string(),
    pic: z.string(),
    /** The lowest SKU price, wire yuan. */
    price: z.number(),
    shopId: z.number().int(),
    shopName: z.string(),
    /** 1 on sale, 0 off sale. */
    status: z.number().int(),
  })
  .meta({ id: 'PlatformProdRow', description: 'A product of any store (platform console)' });
export type PlatformProdRow = z.infer<typeof PlatformProdRow>;
export const PlatformProdPage = pageOf(PlatformProdRow);
export type PlatformProdPage = z.infer<typeof PlatformProdPage>;

// --- Home sections ---------------------------------------------------------------------------------------

/** A home section as the console lists it. */
export const PlatformProdTag = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titleEn: z.string(),
    seq: z.number().int(),
    /** One of PROD_TAG_STYLES. */
    style: z.number().int(),
    /** 1 shown, 0 hidden. */
    status: z.number().int(),
    /** Products in the section (on sale or not). */
    prodCount: z.number().int(),
  })
  .meta({ id: 'PlatformProdTag', description: 'A home section, both languages (platform console)' });
export type PlatformProdTag = z.infer<typeof PlatformProdTag>;
/** GET /platform/prodTag/list: every section, by seq then id. */
export const PlatformProdTagList = z.array(PlatformProdTag);

/** GET /platform/prodTag/info?id=: the section with its products in their order. */
export const PlatformProdTagDetail = PlatformProdTag.extend({ prods: z.array(PlatformProdRow) }).meta({
  id: 'PlatformProdTagDetail',
});
export type PlatformProdTagDetail = z.infer<typeof PlatformProdTagDetail>;

const prodTagFields = {
  title,
  titleEn: title,
  seq,
  style: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.prodTagStyleInvalid.id }),
  status: flag,
  /**
   * The section's products in their order on the home page (seq = index); no repeats. Each must exist
   * (else `error.prodTag.productNotFound` naming it); off sale or in a closed store is allowed: the
   * storefront hides those.
   */
  prodIds: z
    .array(prodId, { error: messages.prodTagProdsInvalid.id })
    .max(PLATFORM_PROD_TAG_LIMITS.prodsMax, messages.prodTagProdsInvalid.id)
    .refine((ids) => new Set(ids).size === ids.length, messages.prodTagProdsInvalid.id),
};

/** POST /platform/prodTag: a new section with its products; answers its id. */
export const PlatformProdTagParam = z.object(prodTagFields);
export type PlatformProdTagParam = z.input<typeof PlatformProdTagParam>;

/** PUT /platform/prodTag: the whole section again (its products replaced, in the order given). */
export const PlatformProdTagUpdateParam = z.object({ id, ...prodTagFields });
export type PlatformProdTagUpdateParam = z.input<typeof PlatformProdTagUpdateParam>;

/** GET /platform/prodTag/info?id= and DELETE /platform/prodTag?id= */
export const PlatformProdTagIdQuery = z.object({ id: requiredId });
export type PlatformProdTagIdQuery = z.input<typeof PlatformProdTagIdQuery>;

/**
 * The section form's field a refusal belongs to, by the refusal's message id (the 400's header,
 * decisions/0096); none for a refusal of no field (the section gone, a server problem): shown above the
 * form. The titles' rule is shown at the first title; a product that is not (or no longer) there at the
 * products.
 */
export function prodTagFieldOf(messageId: string | undefined): 'title' | 'seq' | 'prodIds' | undefined {
  switch (messageId) {
    case messages.contentTitleInvalid.id:
      return 'title';
    case messages.contentSeqInvalid.id:
      return 'seq';
    case messages.prodTagProdsInvalid.id:
    case messages.prodTagProductNotFound.id:
      return 'prodIds';
    default:
      return undefined;
  }
}
