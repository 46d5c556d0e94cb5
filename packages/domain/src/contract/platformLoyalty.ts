// The platform console's loyalty rules (issue 18 item 5, decisions/0095): the points rules (the one row of
// loyalty settings: the earning rate, the growth rate, the sign-in switch, the 7 days' sign-in scores and the
// sign-in growth) and the member levels (ordinary levels reached by growth, paid plans bought for a term)
// with their rights, both languages side by side. Money is integer fen on the wire here (a paid plan's
// price, the earning units), as the server keeps it. Area `marketing` of platformConsole.ts ("Coupons and
// levels"): everyone reads, admin and operator change.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { PAID_TERM_DAYS_MAX, SIGN_IN_STREAK_DAYS } from '../loyalty.ts';
import { messages } from '../messages.ts';
import { cleanPlainText } from './merchantShop.ts';
import { Flag, Int, requiredId } from './page.ts';

/** Limits of the loyalty rules' fields. */
export const PLATFORM_LOYALTY_LIMITS = {
  /** Points of one sign-in day (as `validSignInScores` of loyalty.ts). */
  signInScoreMax: 10_000,
  /** Growth one sign-in earns. */
  signInGrowthMax: 10_000,
  /** The largest earning unit, fen (one point or one growth per ¥10,000 at most). */
  unitMax: 1_000_000,
  /** Characters of a level's name, per language. */
  levelNameMax: 30,
  /** The growth threshold of an ordinary level. */
  needGrowthMax: 100_000_000,
  /** A paid plan's price, fen (¥100,000). */
  priceMax: 10_000_000,
  /** Rights one level may link. */
  rightsMax: 20,
  /** A paid plan's place in the plans' order; a right's place in the rights' order. */
  seqMax: 9999,
  /** Characters of a right's name, per language (the demo's English names reach 27). */
  rightsNameMax: 30,
  /** Characters of a right's description, per language. */
  rightsDescriptionMax: 200,
  /** Extra points of each sign-in a right gives. */
  rightsSignInScoreMax: 10_000,
} as const;
const L = PLATFORM_LOYALTY_LIMITS;

const whole = (max: number, error: { id: string }, min = 0) =>
  z.number({ error: error.id }).int(error.id).min(min, error.id).max(max, error.id);

/**
 * GET and PUT /platform/loyalty/settings: the points rules. One point per `earnUnitCents` fen of a
 * completed order's actual total, one growth per `growthUnitCents` fen; the sign-in on or off, the points
 * of the days 1 to 7 of a streak (day 8 on earns day 7's) and the growth of each sign-in.
 */
export const PlatformLoyaltySettings = z
  .object({
    signInEnabled: z.boolean({ error: messages.invalid.id }),
    signInScores: z
      .array(whole(L.signInScoreMax, messages.loyaltySignInScoresInvalid), {
        error: messages.loyaltySignInScoresInvalid.id,
      })
      .length(SIGN_IN_STREAK_DAYS, messages.loyaltySignInScoresInvalid.id)
      .meta({ description: 'points of the days 1 to 7 of a streak' }),
    signInGrowth: whole(L.signInGrowthMax, messages.loyaltySignInGrowthInvalid),
    earnUnitCents: whole(L.unitMax, messages.loyaltyUnitInvalid, 1).meta({
      description: 'one point per this many fen paid',
    }),
    growthUnitCents: whole(L.unitMax, messages.loyaltyUnitInvalid, 1).meta({
      description: 'one growth per this many fen paid',
    }),
  })
  .meta({ id: 'PlatformLoyaltySettings' });
export type PlatformLoyaltySettings = z.infer<typeof PlatformLoyaltySettings>;

/** A right a level may give, both languages (`discountPercent` 95 = 9.5 折, the percent paid). */
export const PlatformLevelRights = z
  .object({
    rightsId: z.number().int(),
    nameZh: z.string(),
    nameEn: z.string(),
    descriptionZh: z.string(),
    descriptionEn: z.string(),
    discountPercent: z.number().int().nullable(),
    freeShipping: z.boolean(),
    signInScore: z.number().int().meta({ description: 'extra points of each sign-in' }),
    seq: z.number().int().meta({ description: "its place in the rights' order" }),
  })
  .meta({ id: 'PlatformLevelRights' });
export type PlatformLevelRights = z.infer<typeof PlatformLevelRights>;

/** A level as the console edits it. */
export const PlatformLevel = z
  .object({
    levelId: z.number().int(),
    levelType: z.number().int().meta({ description: '0 ordinary (by growth), 1 paid plan' }),
    nameZh: z.string(),
    nameEn: z.string(),
    needGrowth: z.number().int().meta({ description: 'growth an ordinary level needs (0 for a paid plan)' }),
    price: z.number().int().nullable().meta({ description: "a paid plan's price, fen; null: ordinary" }),
    termDays: z.number().int().nullable().meta({ description: "a paid plan's term, days; null: ordinary" }),
    status: z.number().int().meta({ description: '1 shown (a paid plan on sale), 0 hidden' }),
    seq: z
      .number()
      .int()
      .meta({ description: "a paid plan's place in the plans' order (ordinary: by growth)" }),
    rightsIds: z.array(z.number().int()).meta({ description: 'the rights it gives, in their order' }),
  })
  .meta({ id: 'PlatformLevel' });
export type PlatformLevel = z.infer<typeof PlatformLevel>;

/**
 * GET /platform/level/list: every level (ordinary ones in their order, then the paid plans) and every right
 * a level may link.
 */
export const PlatformLevelList = z
  .object({ levels: z.array(PlatformLevel), rights: z.array(PlatformLevelRights) })
  .meta({ id: 'PlatformLevelList' });
export type PlatformLevelList = z.infer<typeof PlatformLevelList>;

const levelName = z
  .string({ error: messages.levelNameInvalid.id })
  .transform((s) => cleanPlainText(s, false))
  .refine((s) => [...s].length >= 1 && [...s].length <= L.levelNameMax, messages.levelNameInvalid.id);
// Inside PostgreSQL's integer: a larger id would be a database error (a 500), not "not found".
const id = whole(2_147_483_647, messages.invalid, 1);

const levelFields = {
  nameZh: levelName,
  nameEn: levelName,
  needGrowth: whole(L.needGrowthMax, messages.levelNeedGrowthInvalid).optional(),
  price: whole(L.priceMax, messages.levelPriceInvalid, 1).optional(),
  termDays: whole(PAID_TERM_DAYS_MAX, messages.levelTermInvalid, 1).optional(),
  status: whole(1, messages.levelStatusInvalid)
    .optional()
    .meta({ description: 'a paid plan only: 1 shown (on sale), 0 hidden; absent: unchanged (new: 1)' }),
  seq: whole(L.seqMax, messages.contentSeqInvalid)
    .optional()
    .meta({ description: "a paid plan only: its place in the plans' order; absent: unchanged (new: 0)" }),
  rightsIds: z
    .array(id, { error: messages.levelRightsInvalid.id })
    .max(L.rightsMax, messages.levelRightsInvalid.id)
    .refine((ids) => new Set(ids).size === ids.length, messages.levelRightsInvalid.id),
};

/**
 * PUT /platform/level: edits one level. An ordinary level takes `needGrowth` (the thresholds stay strictly
 * increasing in the level order) and no price, term, status or order; a paid plan takes `price` (fen) and
 * `termDays` and no threshold, and may take `status` (hidden: not sold) and `seq`. `rightsIds` replaces
 * the rights it gives (existing rights, no repeats).
 */
export const PlatformLevelParam = z
  .object({ levelId: id, ...levelFields })
  .meta({ id: 'PlatformLevelParam' });
export type PlatformLevelParam = z.infer<typeof PlatformLevelParam>;

/**
 * POST /platform/level: adds an ordinary level (`levelType` 0, its `needGrowth` different from every other
 * ordinary level's: it takes its place in the order by it) or a paid plan (`levelType` 1, price and term,
 * shown unless `status` 0). The kind decides the fields as for PUT. Answers the new level's id.
 */
export const PlatformLevelCreateParam = z
  .object({
    levelType: whole(1, messages.levelTypeInvalid).meta({
      description: '0 ordinary (by growth), 1 paid plan',
    }),
    ...levelFields,
  })
  .meta({ id: 'PlatformLevelCreateParam' });
export type PlatformLevelCreateParam = z.infer<typeof PlatformLevelCreateParam>;

/** The answer of POST /platform/level: the new level's id. */
export const PlatformLevelCreated = Int;

/** DELETE /platform/level?levelId=. */
export const PlatformLevelIdQuery = z.object({ levelId: requiredId });
export type PlatformLevelIdQuery = z.infer<typeof PlatformLevelIdQuery>;

/** The answer of a change: true. */
export const PlatformLoyaltyChanged = Flag;

const rightsName = z
  .string({ error: messages.rightsNameInvalid.id })
  .transform((s) => cleanPlainText(s, false))
  .refine((s) => [...s].length >= 1 && [...s].length <= L.rightsNameMax, messages.rightsNameInvalid.id);
const rightsDescription = z
  .string({ error: messages.rightsDescriptionInvalid.id })
  // One line, as the console's field and the storefront's level page show it.
  .transform((s) => cleanPlainText(s, false))
  .refine((s) => [...s].length <= L.rightsDescriptionMax, messages.rightsDescriptionInvalid.id);

const rightsFields = {
  nameZh: rightsName,
  nameEn: rightsName,
  descriptionZh: rightsDescription,
  descriptionEn: rightsDescription,
  discountPercent: whole(99, messages.rightsDiscountInvalid, 1)
    .nullable()
    .meta({ description: 'member price as percent paid (95 = 9.5 折); null: none' }),
  freeShipping: z.boolean({ error: messages.invalid.id }),
  signInScore: whole(L.rightsSignInScoreMax, messages.rightsSignInScoreInvalid).meta({
    description: 'extra points of each sign-in',
  }),
  seq: whole(L.seqMax, messages.contentSeqInvalid).meta({ description: "its place in the rights' order" }),
};

/**
 * POST /platform/levelRights: adds a right (both languages' name and description, the member price as
 * percent paid or null, free shipping, extra sign-in points, its order). Answers its id; a level gives it
 * once PUT /platform/level links it.
 */
export const PlatformLevelRightsCreateParam = z
  .object(rightsFields)
  .meta({ id: 'PlatformLevelRightsCreateParam' });
export type PlatformLevelRightsCreateParam = z.infer<typeof PlatformLevelRightsCreateParam>;

/** PUT /platform/levelRights: replaces one right's fields; the levels linking it give the new ones at once. */
export const PlatformLevelRightsParam = z
  .object({ rightsId: id, ...rightsFields })
  .meta({ id: 'PlatformLevelRightsParam' });
export type PlatformLevelRightsParam = z.infer<typeof PlatformLevelRightsParam>;

/** The answer of POST /platform/levelRights: the new right's id. */
export const PlatformLevelRightsCreated = Int;

/** DELETE /platform/levelRights?rightsId= (refused while a level links it, decisions/0108). */
export const PlatformLevelRightsIdQuery = z.object({ rightsId: requiredId });
export type PlatformLevelRightsIdQuery = z.infer<typeof PlatformLevelRightsIdQuery>;

/** A field of the right's edit form that a refusal may belong to (a name or description: both languages'). */
export type PlatformLevelRightsField = 'name' | 'description' | 'discountPercent' | 'signInScore' | 'seq';

/** A field of the level's edit form that a refusal may belong to. */
export type PlatformLevelField = 'needGrowth' | 'price' | 'termDays' | 'status' | 'seq' | 'rightsIds';

/**
 * The field of the level's edit form a refusal of PUT or POST /platform/level belongs to (its message id names
 * it), so the console shows it there; null: the refusal is about the whole level (shown on top).
 */
export function levelFieldOf(messageId: string | undefined): PlatformLevelField | null {
  const byMessage: Record<string, PlatformLevelField> = {
    [messages.levelNeedGrowthInvalid.id]: 'needGrowth',
    [messages.levelGrowthOrder.id]: 'needGrowth',
    [messages.levelPriceInvalid.id]: 'price',
    [messages.levelTermInvalid.id]: 'termDays',
    [messages.levelStatusInvalid.id]: 'status',
    [messages.contentSeqInvalid.id]: 'seq',
    [messages.levelRightsInvalid.id]: 'rightsIds',
    [messages.levelRightsUnknown.id]: 'rightsIds',
  };
  return messageId === undefined ? null : (byMessage[messageId] ?? null);
}

/**
 * The field of the right's edit form a refusal of POST or PUT /platform/levelRights belongs to; null: about
 * the whole right (it no longer exists: shown on top).
 */
export function levelRightsFieldOf(messageId: string | undefined): PlatformLevelRightsField | null {
  const byMessage: Record<string, PlatformLevelRightsField> = {
    [messages.rightsNameInvalid.id]: 'name',
    [messages.rightsDescriptionInvalid.id]: 'description',
    [messages.rightsDiscountInvalid.id]: 'discountPercent',
    [messages.rightsSignInScoreInvalid.id]: 'signInScore',
    [messages.contentSeqInvalid.id]: 'seq',
  };
  return messageId === undefined ? null : (byMessage[messageId] ?? null);
}
