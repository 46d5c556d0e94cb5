// Loyalty wire shapes (issue 14): the points centre (score info, the ledger), the daily sign-in, levels
// with their rights and the paid plans, the rights agreement, buying a paid membership, the points mall
// (its products, confirm and submit) and the merchant's points prices. Field names are the and
// mall4j's where they are pinned; where the issue is silent they are ours, in the same style, and say so.
// Money is wire yuan, times `YYYY-MM-DD hh:mm:ss` (China Standard Time), points and growth whole numbers.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { LINE_UNITS_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { orderRemarksSchema } from '../rules.ts';
import { activityProdFields } from './fields.ts';
import { OrderConfirmAnswer, OrderSubmitAnswer } from './order.ts';
import { choice, Flag, PageQuery, pageOf, requiredId, type QueryOf } from './page.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);

/** A level's kind: reached by growth (ordinary) or bought (paid). */
export const LevelType = { ordinary: 0, paid: 1 } as const;
export type LevelType = (typeof LevelType)[keyof typeof LevelType];

/**
 * Why the points changed (a ledger row's `source`): earned on a completed order, by a sign-in, spent
 * (points as a discount, points paying an order, a points-mall order), given back (a cancelled or expired
 * order's points, a refunded points-mall item), expired, reversed (the share of earned points a refund
 * takes back, decisions/0033), adjusted (seed data, the platform).
 */
export const ScoreSource = {
  orderEarn: 1,
  signIn: 2,
  spend: 3,
  giveBack: 4,
  expire: 5,
  reverse: 6,
  adjust: 7,
} as const;
export type ScoreSource = (typeof ScoreSource)[keyof typeof ScoreSource];

/** A ledger row's direction: 1 points in, 0 points out (mall4j's `ioType`). */
export const ScoreIoType = { out: 0, in: 1 } as const;
export type ScoreIoType = (typeof ScoreIoType)[keyof typeof ScoreIoType];

// --- Points centre and sign-in ---------------------------------------------------------------------------

/** GET /p/score/scoreInfo: the shopper's points, growth, level and today's sign-in. */
export const ScoreInfo = z
  .object({
    score: z.number().int().meta({ description: 'points available now' }),
    growth: z.number().int(),
    signInCount: z
      .number()
      .int()
      .meta({ description: 'consecutive days signed in up to today or yesterday (0 once a day was missed)' }),
    isSignIn: z.boolean().meta({ description: 'signed in today (Beijing day)' }),
    levelName: z.string().nullable().meta({ description: 'the level that applies now (null: none reached)' }),
    levelType: z.number().int().meta({ description: '0 ordinary (by growth), 1 paid' }),
    levelId: z.number().int().nullable(),
    growthLevelId: z.number().int().nullable().meta({
      description:
        'the ordinary level the growth reaches (null: none); while a paid plan runs it is not levelId, and each of its rights still counts at the better of the two (decisions/0049)',
    }),
    nextLevelName: z.string().nullable().meta({ description: 'the next ordinary level (null at the top)' }),
    nextLevelGrowth: z.number().int().nullable().meta({ description: 'the growth the next level needs' }),
    signInScores: z
      .array(z.number().int())
      .meta({ description: 'points for the days 1 to 7 of a streak; from day 8 on, the points of day 7' }),
    signInEnabled: z
      .boolean()
      .meta({ description: 'ours: false when the operator turned sign-in off (the button is disabled)' }),
    expiringScore: z
      .number()
      .int()
      .meta({ description: 'ours: points that expire within 30 days (POINTS_EXPIRING_SOON_DAYS)' }),
    expiringTime: z
      .string()
      .nullable()
      .meta({ description: 'ours: when the first of them expire (null: none within 30 days)' }),
    paidLevelEndTime: z
      .string()
      .nullable()
      .meta({ description: 'ours: the end of the term of the paid membership (null: none running)' }),
  })
  .meta({ id: 'ScoreInfo' });
export type ScoreInfo = z.infer<typeof ScoreInfo>;

/**
 * GET /p/score/updateUserScore: signs in for today (a second call the same Beijing day is a 400
 * `error.signIn.already` and changes nothing). Answers the score info after it and what this sign-in added.
 */
export const SignInAnswer = ScoreInfo.extend({
  addScore: z.number().int().meta({ description: 'ours: the points this sign-in earned' }),
  addGrowth: z.number().int().meta({ description: 'ours: the growth this sign-in earned' }),
}).meta({ id: 'SignInAnswer' });
export type SignInAnswer = z.infer<typeof SignInAnswer>;

/** GET /p/score/page: the ledger, newest first; `ioType` -1 all, 0 out, 1 in; `source` 0 all, else one. */
export const ScoreLogQuery = PageQuery.extend({
  ioType: choice([-1, 0, 1] as const, -1, messages.queryStatusInvalid),
  source: choice([0, 1, 2, 3, 4, 5, 6, 7] as const, 0, messages.queryStatusInvalid),
});
export type ScoreLogQuery = QueryOf<typeof ScoreLogQuery>;

export const ScoreLog = z
  .object({
    logId: z.number().int(),
    source: z.number().int().meta({
      description:
        '1 order earned, 2 sign-in, 3 spent, 4 given back, 5 expired, 6 reversed by a refund, 7 adjusted',
    }),
    ioType: z.number().int().meta({ description: '1 in, 0 out' }),
    score: z
      .number()
      .int()
      .meta({ description: 'the points moved, always positive (ioType says which way)' }),
    balance: z.number().int().meta({ description: 'ours: the points of the shopper after this row' }),
    bizId: z.string().nullable().meta({ description: 'the order number (or settlement uuid) it concerns' }),
    expireTime: z
      .string()
      .nullable()
      .meta({ description: 'ours: an earned row, when its points expire; null otherwise' }),
    createTime: z.string(),
  })
  .meta({ id: 'ScoreLog' });
export type ScoreLog = z.infer<typeof ScoreLog>;
export const ScoreLogPage = pageOf(ScoreLog);

// --- Levels, rights and paid plans ------------------------------------------------------------------------

export const LevelRights = z
  .object({
    rightsId: z.number().int(),
    name: z.string(),
    description: z.string(),
    discount: z
      .number()
      .optional()
      .meta({ description: 'member price as 折 (tenths paid): 9.5 = 95 % of the price' }),
    freeShipping: z.boolean().optional().meta({ description: 'orders ship free' }),
    signInScore: z.number().int().optional().meta({ description: 'ours: extra points on each sign-in' }),
  })
  .meta({ id: 'LevelRights' });
export type LevelRights = z.infer<typeof LevelRights>;

/** GET /p/score/scoreLevel/page: levels by `needGrowth` (ordinary) then price (paid); `levelType` narrows. */
export const ScoreLevelQuery = PageQuery.extend({
  levelType: choice([-1, 0, 1] as const, -1, messages.queryStatusInvalid).meta({
    description: '-1 all (default), 0 ordinary, 1 paid (the plans of the buy-member page)',
  }),
});
export type ScoreLevelQuery = QueryOf<typeof ScoreLevelQuery>;

export const ScoreLevel = z
  .object({
    id: z.number().int(),
    levelName: z.string(),
    needGrowth: z.number().int().meta({ description: 'growth an ordinary level needs (paid: 0)' }),
    levelType: z.number().int().meta({ description: '0 ordinary, 1 paid' }),
    rights: z.array(LevelRights),
    price: z.number().nullable().meta({ description: 'a paid level: its price, yuan; null otherwise' }),
    termDays: z.number().int().nullable().meta({ description: 'a paid level: days one purchase adds' }),
  })
  .meta({ id: 'ScoreLevel' });
export type ScoreLevel = z.infer<typeof ScoreLevel>;
export const ScoreLevelPage = pageOf(ScoreLevel);

/**
 * GET /special/rights/read: whether the shopper has read the paid-membership rights agreement; POST marks
 * it read (answers true). Outside `/p/` by the contract, but the token is sent and a visitor gets a 401.
 */
export const RightsRead = Flag;

/**
 * POST /p/level/payLevel: buys a paid level (`id` of a level with levelType 1). Creates a membership order
 * (no goods, no address, no freight) pending payment and answers its number; the shopper pays it on the
 * `/payment` page with any method. `payType` is the method chosen on the plans page (the pay call may
 * still choose another).
 */
export const PayLevelParam = z
  .object({
    id,
    payType: z
      .union([z.literal(0), z.literal(2), z.literal(3), z.literal(9), z.literal(10)], {
        error: messages.payTypeInvalid.id,
      })
      .optional(),
  })
  .meta({ id: 'PayLevel' });
export type PayLevelParam = z.input<typeof PayLevelParam>;
/** POST /p/level/payLevel's answer: the membership order's number (`orderNumbers`, as every submit). */
export const PayLevelAnswer = OrderSubmitAnswer;
export type PayLevelAnswer = z.infer<typeof PayLevelAnswer>;

// --- Points mall ----------------------------------------------------------------------------------------

/** GET /score/prod/page (ours): the products of the points mall, newest first. */
export const ScoreProdQuery = PageQuery;
export type ScoreProdQuery = QueryOf<typeof ScoreProdQuery>;

export const ScoreProdCard = z
  .object({
    prodId: z.number().int(),
    prodName: z.string(),
    pic: z.string(),
    brief: z.string().nullable(),
    scorePrice: z.number().int().meta({ description: 'the lowest points price of its SKUs' }),
    price: z.number().meta({ description: 'the cash part with that points price, yuan (0: points only)' }),
    oriPrice: z.number().nullable().meta({ description: 'the ordinary price of the product, yuan' }),
    totalStocks: z.number().int(),
    soldNum: z.number().int(),
  })
  .meta({ id: 'ScoreProdCard' });
export type ScoreProdCard = z.infer<typeof ScoreProdCard>;
export const ScoreProdPage = pageOf(ScoreProdCard);

/** GET /score/prod/info?prodId (ours) */
export const ScoreProdInfoQuery = z.object({ prodId: requiredId });
export type ScoreProdInfoQuery = QueryOf<typeof ScoreProdInfoQuery>;

export const ScoreSku = z.object({
  skuId: z.number().int(),
  skuName: z.string().nullable(),
  properties: z.string().meta({ description: 'the SKU\'s "name:value;name:value" properties' }),
  pic: z.string().nullable(),
  scorePrice: z.number().int(),
  price: z.number().meta({ description: 'the cash part, yuan (0: points only)' }),
  oriPrice: z.number().nullable().meta({ description: 'the ordinary price of the SKU, yuan' }),
  stocks: z.number().int(),
});
export type ScoreSku = z.infer<typeof ScoreSku>;

export const ScoreProdInfo = z
  .object({
    ...activityProdFields,
    brief: z.string().nullable(),
    status: z.number().int().meta({ description: '1 on sale, 0 off sale' }),
    soldNum: z.number().int(),
    totalStocks: z.number().int(),
    scorePrice: z.number().int(),
    price: z.number(),
    skuList: z.array(ScoreSku),
  })
  .meta({ id: 'ScoreProdInfo' });
export type ScoreProdInfo = z.infer<typeof ScoreProdInfo>;

/** POST /p/score/confirm: one SKU of a points-mall product, sent to an address (0: the default). */
export const ScoreConfirmParam = z
  .object({
    prodId: id,
    skuId: id,
    prodCount: z
      .number({ error: messages.invalid.id })
      .int()
      .min(1)
      .max(LINE_UNITS_MAX, messages.lineUnitsTooMany.id),
    addrId: z.number().int().min(0).max(999_999_999).default(0),
  })
  .meta({ id: 'ScoreConfirm' });
export type ScoreConfirmParam = z.input<typeof ScoreConfirmParam>;

/**
 * POST /p/score/confirm's answer: the checkout's confirm answer (its `actualTotal` the cash part, with
 * freight; no coupons, no points discount), its `uuid`, and what the order costs in points.
 */
export const ScoreConfirmAnswer = OrderConfirmAnswer.extend({
  totalScore: z.number().int().meta({ description: 'the points the order costs (spent at submit)' }),
  userScore: z.number().int().meta({ description: 'ours: the points of the shopper now' }),
}).meta({ id: 'ScoreConfirmAnswer' });
export type ScoreConfirmAnswer = z.infer<typeof ScoreConfirmAnswer>;

/** POST /p/score/submit: creates the points order (`orderType` 3) and answers its number. */
export const ScoreSubmitParam = z
  .object({
    uuid: z
      .string({ error: messages.orderSettlementMissing.id })
      .regex(/^[0-9a-f-]{36}$/i, { error: messages.orderSettlementMissing.id }),
    remarks: orderRemarksSchema.default(''),
  })
  .meta({ id: 'ScoreSubmit' });
export type ScoreSubmitParam = z.input<typeof ScoreSubmitParam>;
export const ScoreSubmitAnswer = OrderSubmitAnswer;
export type ScoreSubmitAnswer = z.infer<typeof ScoreSubmitAnswer>;

// --- Merchant -------------------------------------------------------------------------------------------

/** The cash part of a points price: 0 (points only) or wire yuan up to 99,999,999.99, two decimals at most. */
const cashPart = z
  .number({ error: messages.scorePriceInvalid.id })
  .min(0, messages.scorePriceInvalid.id)
  .max(99_999_999.99, messages.scorePriceInvalid.id)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, messages.scorePriceInvalid.id);

/**
 * PUT /merchant/prod/scorePrice: puts the listed SKUs of one of the shop's products in the points mall at
 * `scorePrice` points plus `price` yuan (the SKUs left out leave it); `skus: []` takes the product out.
 */
export const MerchantScorePriceParam = z
  .object({
    prodId: id,
    skus: z
      .array(
        z.object({
          skuId: id,
          scorePrice: z
            .number({ error: messages.scorePriceInvalid.id })
            .int(messages.scorePriceInvalid.id)
            .min(1, messages.scorePriceInvalid.id)
            .max(99_999_999, messages.scorePriceInvalid.id),
          price: cashPart,
        }),
      )
      .max(200)
      .refine((skus) => new Set(skus.map((s) => s.skuId)).size === skus.length, messages.invalid.id),
  })
  .meta({ id: 'MerchantScorePrice' });
export type MerchantScorePriceParam = z.input<typeof MerchantScorePriceParam>;
export const MerchantScorePriceAnswer = Flag;
