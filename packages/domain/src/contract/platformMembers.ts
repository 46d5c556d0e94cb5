// The platform console's members (issue 18 item 6, decisions/0083): the shoppers' list and detail, their
// points and balance ledgers, disabling and enabling an account, and a manual points or balance
// adjustment with a reason. Money is integer fen on the wire here, as the wallet keeps it (the console
// formats it with `formatMoney`); times are `YYYY-MM-DD hh:mm:ss` China time.
import '../zod.ts';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { chinaDay, datesInOrder } from './merchant.ts';
import { cleanPlainText } from './merchantShop.ts';
import { Flag, PageQuery, blankToUndefined, pageOf, searchText, type QueryOf } from './page.ts';

/** A shopper account's status: 1 enabled (may sign in), 0 disabled (every token refused). */
export const MemberStatus = { disabled: 0, enabled: 1 } as const;
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];

/** The largest manual points change either way. */
export const MEMBER_SCORE_CHANGE_MAX = 1_000_000;
/** The most points a member may hold: the points columns are 32-bit (a manual credit past it is refused). */
export const MEMBER_SCORE_MAX = 2_147_483_647;
/** The largest manual balance change either way, fen (¥100,000). */
export const MEMBER_BALANCE_CHANGE_MAX = 10_000_000;
/** The adjustment's reason: required, at most this many characters. */
export const MEMBER_ADJUST_REASON_MAX = 200;

/** A shopper's id as registration gives it (`u` and 32 hex digits; the demo's are shorter). */
const userIdText = (value: z.ZodString) =>
  value.trim().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: messages.memberIdInvalid.id });
const userIdQuery = userIdText(z.string({ error: messages.memberIdInvalid.id }));

/**
 * GET /platform/user/page: the members, newest first. `keyword` matches the nickname (a part of it), the
 * mobile (digits anywhere in it) or the user id (exactly); `status` 1 enabled, 0 disabled, absent all;
 * `startDate`..`endDate` the registration day (China dates, inclusive).
 */
export const PlatformMemberQuery = PageQuery.extend({
  keyword: searchText,
  status: z
    .preprocess(blankToUndefined, z.enum(['0', '1'], { error: messages.queryStatusInvalid.id }).optional())
    .transform((text) => (text === undefined ? undefined : (Number(text) as MemberStatus)))
    .meta({ description: '1 enabled, 0 disabled, absent: all' }),
  startDate: chinaDay,
  endDate: chinaDay,
}).refine(datesInOrder, { error: messages.queryDateRangeInvalid.id, path: ['endDate'] });
export type PlatformMemberQuery = QueryOf<typeof PlatformMemberQuery>;

/** One member in the list. */
export const PlatformMember = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    pic: z.string().nullable(),
    mobile: z.string().nullable().meta({ description: 'masked: 138****0000' }),
    levelName: z.string().nullable().meta({ description: 'the ordinary level reached (null: none)' }),
    score: z.number().int(),
    balance: z.number().int().meta({ description: 'fen' }),
    status: z.number().int().meta({ description: '1 enabled, 0 disabled' }),
    createTime: z.string().meta({ description: 'registration time' }),
    orderCount: z.number().int(),
  })
  .meta({ id: 'PlatformMember' });
export type PlatformMember = z.infer<typeof PlatformMember>;
export const PlatformMemberPage = pageOf(PlatformMember);
export type PlatformMemberPage = z.infer<typeof PlatformMemberPage>;

/** GET /platform/user/info?userId=: one member. */
export const PlatformMemberInfoQuery = z.object({ userId: userIdQuery });
export type PlatformMemberInfoQuery = QueryOf<typeof PlatformMemberInfoQuery>;

/** One of the member's latest orders. */
export const PlatformMemberOrder = z.object({
  orderNumber: z.string(),
  shopName: z.string(),
  status: z.number().int().meta({ description: 'the order status (1-7)' }),
  actualTotal: z.number().int().meta({ description: 'fen' }),
  createTime: z.string(),
});
export type PlatformMemberOrder = z.infer<typeof PlatformMemberOrder>;

/** How many latest orders the detail shows. */
export const MEMBER_LATEST_ORDERS = 10;

export const PlatformMemberInfo = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    pic: z.string().nullable(),
    mobile: z.string().nullable().meta({ description: 'masked' }),
    sex: z.string().nullable().meta({ description: "'M', 'F' or null" }),
    birthDate: z.string().nullable(),
    status: z.number().int(),
    createTime: z.string(),
    levelName: z.string().nullable(),
    growth: z.number().int(),
    paidLevel: z
      .object({ levelName: z.string(), endTime: z.string() })
      .nullable()
      .meta({ description: 'the paid membership running now, if any' }),
    score: z.number().int(),
    balance: z.number().int().meta({ description: 'fen' }),
    orderCounts: z
      .array(z.object({ status: z.number().int(), count: z.number().int() }))
      .meta({ description: 'one entry per order status 1-7, in that order' }),
    latestOrders: z.array(PlatformMemberOrder),
    ownedShop: z
      .object({ shopId: z.number().int(), shopName: z.string(), status: z.number().int() })
      .nullable()
      .meta({ description: 'the store the member opened (its approved application), if any' }),
  })
  .meta({ id: 'PlatformMemberInfo' });
export type PlatformMemberInfo = z.infer<typeof PlatformMemberInfo>;

/** GET /platform/user/scoreLog/page and /platform/user/balanceLog/page: a member's ledger, newest first. */
export const PlatformMemberLogQuery = PageQuery.extend({ userId: userIdQuery });
export type PlatformMemberLogQuery = QueryOf<typeof PlatformMemberLogQuery>;

/**
 * What a ledger row is, on both ledgers: 1 an order (earned, paid with, given back), 2 a refund, 3 a
 * sign-in, 4 expired, 5 adjusted by the platform (with its reason), 0 anything else (seed data).
 */
export const MemberLogKind = { other: 0, order: 1, refund: 2, signIn: 3, expire: 4, platform: 5 } as const;
export type MemberLogKind = (typeof MemberLogKind)[keyof typeof MemberLogKind];

/** A ledger row's kind as the console says it (an unknown kind reads as `other`). */
export const memberLogKindLabels: Readonly<Record<MemberLogKind, MessageDescriptor>> = {
  0: /*i18n*/ { id: 'member.logKind.other', message: 'Other' },
  1: /*i18n*/ { id: 'member.logKind.order', message: 'Order' },
  2: /*i18n*/ { id: 'member.logKind.refund', message: 'Refund' },
  3: /*i18n*/ { id: 'member.logKind.signIn', message: 'Sign-in' },
  4: /*i18n*/ { id: 'member.logKind.expire', message: 'Expired' },
  5: /*i18n*/ { id: 'member.logKind.platform', message: 'Adjusted by the platform' },
};

/** The label of a ledger row's kind as the wire gives it. */
export function memberLogKindLabel(kind: number): MessageDescriptor {
  return memberLogKindLabels[kind as MemberLogKind] ?? memberLogKindLabels[MemberLogKind.other];
}

export const PlatformMemberLog = z
  .object({
    logId: z.number().int(),
    kind: z
      .number()
      .int()
      .meta({ description: '0 other, 1 order, 2 refund, 3 sign-in, 4 expired, 5 platform' }),
    change: z.number().int().meta({ description: 'signed; points, or fen on the balance ledger' }),
    balanceAfter: z.number().int(),
    ref: z.string().nullable().meta({ description: 'the order or refund number, when any' }),
    reason: z.string().nullable().meta({ description: "a platform adjustment's reason" }),
    createTime: z.string(),
  })
  .meta({ id: 'PlatformMemberLog' });
export type PlatformMemberLog = z.infer<typeof PlatformMemberLog>;
export const PlatformMemberLogPage = pageOf(PlatformMemberLog);
export type PlatformMemberLogPage = z.infer<typeof PlatformMemberLogPage>;

/** PUT /platform/user/status: enables (1) or disables (0) a member. */
export const PlatformMemberStatusParam = z.object({
  userId: userIdText(z.string({ error: messages.memberIdInvalid.id })),
  status: z
    .number({ error: messages.memberStatusInvalid.id })
    .refine((n) => n === 0 || n === 1, { error: messages.memberStatusInvalid.id })
    .transform((n) => n as MemberStatus),
});
export type PlatformMemberStatusParam = z.input<typeof PlatformMemberStatusParam>;

// Control characters out first (PostgreSQL refuses a NUL in text and jsonb, so one would be a 500).
const adjustReason = z
  .string({ error: messages.memberAdjustReasonRequired.id })
  .transform((s) => cleanPlainText(s, false))
  .refine((s) => s.length >= 1, messages.memberAdjustReasonRequired.id)
  .refine((s) => s.length <= MEMBER_ADJUST_REASON_MAX, messages.auditRemarkTooLong.id);

const signedChange = (max: number, message: { id: string }) =>
  z
    .number({ error: message.id })
    .int(message.id)
    .min(-max, message.id)
    .max(max, message.id)
    .refine((n) => n !== 0, { error: message.id });

/** PUT /platform/user/score: adds (positive) or takes (negative) points, with a reason. */
export const PlatformMemberScoreParam = z.object({
  userId: userIdText(z.string({ error: messages.memberIdInvalid.id })),
  change: signedChange(MEMBER_SCORE_CHANGE_MAX, messages.memberScoreChangeInvalid),
  reason: adjustReason,
});
export type PlatformMemberScoreParam = z.input<typeof PlatformMemberScoreParam>;

/** PUT /platform/user/balance: adds (positive) or takes (negative) fen, with a reason. */
export const PlatformMemberBalanceParam = z.object({
  userId: userIdText(z.string({ error: messages.memberIdInvalid.id })),
  change: signedChange(MEMBER_BALANCE_CHANGE_MAX, messages.memberBalanceChangeInvalid),
  reason: adjustReason,
});
export type PlatformMemberBalanceParam = z.input<typeof PlatformMemberBalanceParam>;

/** The changes' answer. */
export const PlatformMemberChanged = Flag;
