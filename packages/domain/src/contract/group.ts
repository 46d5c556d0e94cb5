// Group buying wire shapes (issue 13, docs/api.md "Group buying"): the group products, one activity, the
// teams waiting for members, the shopper's confirm and submit, a team's state, and the merchant's
// activities. A team opens on the leader's payment and a member joins on payment; the orders wait in
// status 7 (grouping) until the team is full. Money is wire yuan, times `YYYY-MM-DD hh:mm:ss` (CST).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { LINE_UNITS_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { orderRemarksSchema } from '../rules.ts';
import { mallDateTime, yuanAmount } from './fields.ts';
import { choice, optionalId, PageQuery, pageOf, requiredId, type QueryOf } from './page.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);

/** A team's state (`/p/groupTeam/info`). */
export const GroupTeamStatus = { waitingLeader: 0, grouping: 1, succeeded: 2, failed: 3 } as const;
export type GroupTeamStatus = (typeof GroupTeamStatus)[keyof typeof GroupTeamStatus];

/** GET /group/prod/page */
export const GroupProdQuery = PageQuery;
export type GroupProdQuery = QueryOf<typeof GroupProdQuery>;

export const GroupProdCard = z
  .object({
    groupActivityId: z.number().int(),
    prodId: z.number().int(),
    prodName: z.string(),
    pic: z.string(),
    groupPrice: z.number().meta({ description: 'the lowest group price of its SKUs, yuan' }),
    price: z.number(),
    groupNumber: z.number().int().meta({ description: 'members a team needs, the leader included' }),
    groupOrderCount: z.number().int().meta({ description: 'teams formed so far' }),
    startTime: z.string(),
    endTime: z.string(),
    status: z.number().int().meta({ description: '0 not started, 1 ongoing, 2 ended' }),
  })
  .meta({ id: 'GroupProdCard' });
export type GroupProdCard = z.infer<typeof GroupProdCard>;
export const GroupProdPage = pageOf(GroupProdCard);

/** GET /group/prod/info?groupActivityId, GET /group/joinGroupList?groupActivityId */
export const GroupActivityQuery = z.object({ groupActivityId: requiredId });
export type GroupActivityQuery = QueryOf<typeof GroupActivityQuery>;

/** GET /group/prod/info?prodId: the ongoing or upcoming group activity of a product (ours, for the detail page). */
export const GroupByProdQuery = z.object({ prodId: requiredId });

/** GET /group/prod/info: the route's query, one of the two above (groupActivityId wins; neither: 400). */
export const GroupProdInfoQuery = z.object({ groupActivityId: optionalId, prodId: optionalId });
export type GroupProdInfoQuery = QueryOf<typeof GroupProdInfoQuery>;

export const GroupSku = z.object({
  groupSkuId: z.number().int(),
  skuId: z.number().int(),
  skuName: z.string(),
  properties: z.string(),
  pic: z.string().nullable(),
  actPrice: z.number().meta({ description: 'the group price, yuan' }),
  price: z.number(),
  stocks: z.number().int(),
});
export type GroupSku = z.infer<typeof GroupSku>;

export const GroupProdInfo = z
  .object({
    groupActivityId: z.number().int(),
    prodId: z.number().int(),
    groupNumber: z.number().int(),
    groupValidTime: z.number().int().meta({ description: 'minutes a team has to fill up' }),
    startTime: z.string(),
    endTime: z.string(),
    maxNum: z
      .number()
      .int()
      .meta({ description: 'units one shopper may buy in this activity (0: no limit)' }),
    status: z.number().int().meta({ description: '0 not started, 1 ongoing, 2 ended' }),
    serverTime: z.string().meta({ description: "ours: the server's clock when answered (countdowns)" }),
    skuList: z.array(GroupSku),
  })
  .meta({ id: 'GroupProdInfo' });
export type GroupProdInfo = z.infer<typeof GroupProdInfo>;
/** GET /group/prod/info's answer: null for a product without an ongoing or upcoming activity. */
export const GroupProdInfoAnswer = GroupProdInfo.nullable();

export const JoinableTeam = z
  .object({
    groupTeamId: z.number().int(),
    startUserNickName: z.string(),
    startUserPic: z.string().nullable(),
    joinNum: z.number().int().meta({ description: 'members paid so far' }),
    groupNumber: z.number().int(),
    endTime: z.string().meta({ description: 'when the team fails unless full' }),
  })
  .meta({ id: 'JoinableTeam' });
export type JoinableTeam = z.infer<typeof JoinableTeam>;
export const JoinableTeams = z.array(JoinableTeam);

/** POST /p/group/order/confirm: `groupTeamId` 0 opens a team. */
export const GroupConfirmParam = z
  .object({
    addrId: z.number().int().min(0).max(999_999_999).default(0),
    groupSkuId: id,
    groupTeamId: z.number({ error: messages.queryIdInvalid.id }).int().min(0).max(999_999_999),
    prodCount: z
      .number({ error: messages.invalid.id })
      .int()
      .min(1)
      .max(LINE_UNITS_MAX, messages.lineUnitsTooMany.id),
  })
  .meta({ id: 'GroupConfirm' });
export type GroupConfirmParam = z.input<typeof GroupConfirmParam>;

/** POST /p/group/order/submit */
export const GroupSubmitParam = z
  .object({
    uuid: z
      .string({ error: messages.orderSettlementMissing.id })
      .regex(/^[0-9a-f-]{36}$/i, { error: messages.orderSettlementMissing.id }),
    remarks: orderRemarksSchema.default(''),
  })
  .meta({ id: 'GroupSubmit' });
export type GroupSubmitParam = z.input<typeof GroupSubmitParam>;

/** GET /p/groupTeam/info?groupTeamId */
export const GroupTeamQuery = z.object({ groupTeamId: requiredId });
export type GroupTeamQuery = QueryOf<typeof GroupTeamQuery>;

export const GroupTeamInfo = z
  .object({
    groupTeamId: z.number().int(),
    groupActivityId: z.number().int(),
    prodId: z.number().int(),
    status: z
      .number()
      .int()
      .meta({ description: "0 waiting for the leader's payment, 1 grouping, 2 succeeded, 3 failed" }),
    joinNum: z.number().int(),
    groupNumber: z.number().int(),
    endTime: z.string(),
    serverTime: z.string(),
    members: z.array(z.object({ nickName: z.string(), pic: z.string().nullable(), isLeader: z.boolean() })),
  })
  .meta({ id: 'GroupTeamInfo' });
export type GroupTeamInfo = z.infer<typeof GroupTeamInfo>;

// --- Merchant ------------------------------------------------------------------------------------------

/** POST /merchant/group */
export const MerchantGroupParam = z
  .object({
    prodId: id,
    groupNumber: z
      .number({ error: messages.invalid.id })
      .int()
      .min(2, messages.invalid.id)
      .max(100, messages.invalid.id),
    groupValidTime: z
      .number({ error: messages.invalid.id })
      .int()
      .min(5, messages.invalid.id)
      .max(7 * 24 * 60, messages.invalid.id)
      .meta({ description: 'minutes, 5 to 10,080' }),
    startTime: mallDateTime,
    endTime: mallDateTime,
    maxNum: z.number({ error: messages.invalid.id }).int().min(0).max(LINE_UNITS_MAX, messages.invalid.id),
    skus: z
      .array(z.object({ skuId: id, actPrice: yuanAmount }))
      .min(1, messages.invalid.id)
      .max(200),
  })
  .meta({ id: 'MerchantGroup' });
export type MerchantGroupParam = z.input<typeof MerchantGroupParam>;

export const MerchantGroupQuery = PageQuery.extend({
  status: choice([-1, 0, 1, 2] as const, -1, messages.queryStatusInvalid),
  prodId: optionalId,
});
export type MerchantGroupQuery = QueryOf<typeof MerchantGroupQuery>;

export const MerchantGroup = GroupProdCard.extend({
  groupValidTime: z.number().int(),
  maxNum: z.number().int(),
  teamsGrouping: z.number().int(),
  teamsFailed: z.number().int(),
  teamsFormed: z.number().int().meta({ description: 'teams that filled up' }),
  memberNum: z.number().int().meta({ description: 'members seated in its teams (paid), leaders included' }),
  soldNum: z.number().int().meta({ description: 'units in its orders not cancelled' }),
  stopped: z.boolean().meta({ description: 'stopped by the merchant before its end' }),
  skus: z.array(GroupSku),
}).meta({ id: 'MerchantGroupRow' });
export type MerchantGroup = z.infer<typeof MerchantGroup>;
export const MerchantGroupPage = pageOf(MerchantGroup);

/** PUT /merchant/group: the whole activity again, before it starts (the product stays). */
export const MerchantGroupUpdateParam = MerchantGroupParam.extend({ groupActivityId: id }).meta({
  id: 'MerchantGroupUpdate',
});
export type MerchantGroupUpdateParam = z.input<typeof MerchantGroupUpdateParam>;

/** GET /merchant/group/{groupActivityId}, PUT .../stop */
export const GroupActivityIdPath = z.object({ groupActivityId: requiredId });
