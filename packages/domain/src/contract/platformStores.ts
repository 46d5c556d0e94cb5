// The platform console's store screens (issue 18 items 1 and 8, decisions/0084): an application's detail
// with its audit history, the stores (list and detail with the platform's recent actions on each) and the
// audit log of every platform action. The list of applications, the audit and offline/online keep their
// schemas in store.ts. Times are the wire's `YYYY-MM-DD hh:mm:ss` (China time).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { isPlatformAuditActionFilter, isPlatformAuditTarget } from '../platformAudit.ts';
import { chinaDay, datesInOrder } from './merchant.ts';
import { choice, PageQuery, pageOf, requiredId, searchText, type QueryOf } from './page.ts';
import { ShopApplyRecord } from './store.ts';

const role = z.enum(['admin', 'operator', 'auditor']);

/** One platform action as a history line: who did what, when, and the reason they gave. */
export const PlatformActionLine = z
  .object({
    id: z.number().int(),
    action: z.string().meta({ description: 'e.g. shopApply.approve, shopApply.reject, shop.offline' }),
    actorUsername: z.string(),
    actorRole: role,
    remark: z
      .string()
      .nullable()
      .meta({ description: "the reason or note given with the action (a rejection's, an offline's)" }),
    createTime: z.string(),
  })
  .meta({ id: 'PlatformActionLine' });
export type PlatformActionLine = z.infer<typeof PlatformActionLine>;

/** GET /platform/shopApply/info?applyId=: one application. */
export const ShopApplyInfoQuery = z.object({ applyId: requiredId });
export type ShopApplyInfoQuery = QueryOf<typeof ShopApplyInfoQuery>;

/** An application with everything the reviewer needs and its audit history, oldest first. */
export const ShopApplyDetail = ShopApplyRecord.extend({
  history: z.array(PlatformActionLine),
}).meta({ id: 'ShopApplyDetail' });
export type ShopApplyDetail = z.infer<typeof ShopApplyDetail>;

/** A store's status: 0 closed, 1 open, 2 offline (taken down by the platform). */
export const PlatformShopStatus = { closed: 0, open: 1, offline: 2 } as const;

/** GET /platform/shop/page: stores by name (a part of either language's) and status (-9 all). */
export const PlatformShopPageQuery = PageQuery.extend({
  shopName: searchText,
  status: choice([-9, 0, 1, 2] as const, -9, messages.queryStatusInvalid).meta({
    description: '-9 all (default), 1 open, 2 offline, 0 closed',
  }),
});
export type PlatformShopPageQuery = QueryOf<typeof PlatformShopPageQuery>;

/** Who owns a store: the applicant whose application opened it, and its owner's merchant login. */
export const PlatformShopOwner = z
  .object({
    userId: z.string().nullable().meta({ description: 'null for a store not opened by an application' }),
    userName: z.string().nullable().meta({ description: "the applicant's nickname" }),
    userMobile: z.string().nullable().meta({ description: 'masked: 138****0000' }),
    merchantUsername: z.string().nullable().meta({ description: "the owner's merchant login name" }),
  })
  .meta({ id: 'PlatformShopOwner' });
export type PlatformShopOwner = z.infer<typeof PlatformShopOwner>;

export const PlatformShopRecord = z
  .object({
    shopId: z.number().int(),
    shopName: z.string().meta({ description: "the name in the request's language" }),
    shopLogo: z.string(),
    type: z.number().int().meta({ description: '0 ordinary, 1 self-operated' }),
    status: z.number().int().meta({ description: '0 closed, 1 open, 2 offline' }),
    owner: PlatformShopOwner,
    createTime: z.string(),
    productCount: z.number().int(),
    orderCount: z.number().int(),
  })
  .meta({ id: 'PlatformShopRecord' });
export type PlatformShopRecord = z.infer<typeof PlatformShopRecord>;
export const PlatformShopPage = pageOf(PlatformShopRecord);

/** GET /platform/shop/info?shopId=: one store. */
export const PlatformShopInfoQuery = z.object({ shopId: requiredId });
export type PlatformShopInfoQuery = QueryOf<typeof PlatformShopInfoQuery>;

/** The application that opened a store: its address and documents (signed view links). */
export const PlatformShopApplication = z
  .object({
    applyId: z.number().int(),
    tel: z.string(),
    province: z.string(),
    city: z.string(),
    area: z.string(),
    shopAddress: z.string(),
    businessLicense: z.string().nullable(),
    identityCardFront: z.string().nullable(),
    identityCardLater: z.string().nullable(),
  })
  .meta({
    id: 'PlatformShopApplication',
    description:
      'the documents are null for a role that may not read the applications (the operator): ID card photos',
  });
export type PlatformShopApplication = z.infer<typeof PlatformShopApplication>;

export const PlatformShopDetail = PlatformShopRecord.extend({
  nameZh: z.string(),
  nameEn: z.string(),
  introZh: z.string(),
  introEn: z.string(),
  tel: z.string(),
  address: z.string(),
  businessHours: z.string(),
  offlineReason: z.string().nullable(),
  offlineTime: z.string().nullable(),
  application: PlatformShopApplication.nullable(),
  actions: z
    .array(PlatformActionLine)
    .meta({ description: 'the last 20 platform actions on it, newest first' }),
}).meta({ id: 'PlatformShopDetail' });
export type PlatformShopDetail = z.infer<typeof PlatformShopDetail>;

/** A short exact-ish filter word of the audit log ('' absent). */
const logWord = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z
    .string({ error: messages.queryTextTooLong.id })
    .max(50, { error: messages.queryTextTooLong.id })
    .optional(),
);

/**
 * GET /platform/auditLog/page: newest first; `actor` a username (exact, any case), `action` an action or
 * a target type's actions (`shop.` finds shop.offline and shop.online), `targetType` and `targetId`
 * exact, and the China days from `startDate` to `endDate` inclusive. An action or target type that is not
 * in the domain's list (platformAudit.ts) is refused, not searched (decisions/0099).
 */
export const AuditLogPageQuery = PageQuery.extend({
  actor: logWord,
  action: logWord.refine((value): boolean => value === undefined || isPlatformAuditActionFilter(value), {
    error: messages.auditActionUnknown.id,
  }),
  targetType: logWord.refine((value): boolean => value === undefined || isPlatformAuditTarget(value), {
    error: messages.auditTargetUnknown.id,
  }),
  targetId: logWord,
  startDate: chinaDay,
  endDate: chinaDay,
}).refine(datesInOrder, { error: messages.queryDateRangeInvalid.id, path: ['endDate'] });
export type AuditLogPageQuery = QueryOf<typeof AuditLogPageQuery>;

export const AuditLogRecord = z
  .object({
    id: z.number().int(),
    actorId: z.number().int(),
    actorUsername: z.string(),
    actorRole: role,
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown().meta({ description: "the target's state before (JSON), null where none" }),
    after: z.unknown().meta({ description: "the target's state after (JSON), null where none" }),
    createTime: z.string(),
  })
  .meta({ id: 'AuditLogRecord' });
export type AuditLogRecord = z.infer<typeof AuditLogRecord>;
export const AuditLogPage = pageOf(AuditLogRecord);
