// Free store opening (issue 15 items 5 to 7): the shopper's application, its audit by the platform, the
// store account of the approved owner, and the platform's sign-in. Field names are the contract's
// (mall4j's `shopName`, `tel`, `shopAddress`, `intro`, `shopLogo`, `businessLicense`,
// `identityCardFront`, `identityCardLater`); each carries the rule of spec section 5 from `rules.ts`
// (`storeApplicationForm` is the form's view of the same rules).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  addressDetailSchema,
  contactPhoneSchema,
  regionSchema,
  storeDescriptionSchema,
  storeNameSchema,
} from '../rules.ts';
import { regionFields } from './fields.ts';
import { privateUploadOf } from './files.ts';
import { choice, Flag, PageQuery, pageOf, searchText, type QueryOf } from './page.ts';

/** A store application's status (`status` of the application, `shopAuditStatus` of the centre info). */
export const ShopApplyStatus = { underReview: 0, approved: 1, rejected: -1, offline: 2 } as const;
export type ShopApplyStatus = (typeof ShopApplyStatus)[keyof typeof ShopApplyStatus];

/** Texts are bounded so nothing unbounded is stored. */
const URL_MAX = 1000;
const REMARK_MAX = 200;
const regionName = z.string().max(50, messages.invalid.id).optional();
/** An id in a JSON body: a number, as the console sends it (`requiredId` is a query parameter's text). */
const bodyId = z
  .number({ error: messages.queryIdInvalid.id })
  .int(messages.queryIdInvalid.id)
  .min(1, messages.queryIdInvalid.id)
  .max(999_999_999, messages.queryIdInvalid.id);

/** An uploaded image's URL (from POST /p/file/upload; the server checks it is the shopper's upload). */
const imageUrl = (required: { id: string }) =>
  z.string({ error: required.id }).trim().min(1, required.id).max(URL_MAX, messages.invalid.id);

/**
 * A private document's URL (from POST /p/file/uploadPrivate): the form sends back the view link it was
 * shown, the stored URL is the link without its query.
 */
const documentUrl = (required: { id: string }) => imageUrl(required).transform(privateUploadOf);

/** POST /p/shop/apply and PUT /p/shop/apply (a rejected one, resubmitted): every field is required. */
export const ShopApplyParam = z
  .object({
    shopName: storeNameSchema,
    tel: contactPhoneSchema,
    provinceId: regionSchema.shape.provinceId.max(999_999, messages.regionRequired.id),
    cityId: regionSchema.shape.cityId.max(999_999, messages.regionRequired.id),
    areaId: regionSchema.shape.areaId.max(999_999, messages.regionRequired.id),
    province: regionName,
    city: regionName,
    area: regionName,
    shopAddress: addressDetailSchema.max(200, messages.invalid.id),
    intro: storeDescriptionSchema,
    shopLogo: imageUrl(messages.storeLogoRequired),
    businessLicense: documentUrl(messages.storeLicenceRequired),
    identityCardFront: documentUrl(messages.idCardFrontRequired),
    identityCardLater: documentUrl(messages.idCardBackRequired),
  })
  .meta({
    id: 'ShopApplyParam',
    description: 'province, city and area (names) are ignored: the server takes them from the region data',
  });
export type ShopApplyParam = z.input<typeof ShopApplyParam>;

const privateLink = z.string().meta({
  description: 'a private image: a signed view link, valid for ten minutes from the answer',
});

/** The fields of an application as stored and answered. */
const applyFields = {
  applyId: z.number().int(),
  status: z.number().int().meta({ description: '0 under review, 1 approved, -1 rejected, 2 offline' }),
  auditRemark: z
    .string()
    .nullable()
    .meta({ description: "the platform's reason (rejected, offline); null otherwise" }),
  shopId: z.number().int().nullable().meta({ description: 'the store once approved' }),
  shopName: z.string(),
  tel: z.string(),
  ...regionFields,
  shopAddress: z.string(),
  intro: z.string(),
  shopLogo: z.string(),
  businessLicense: privateLink,
  identityCardFront: privateLink,
  identityCardLater: privateLink,
};

/** GET /p/shop/apply/info: the shopper's own application, or null when they never applied. */
export const ShopApplyInfo = z.object(applyFields).nullable().meta({ id: 'ShopApplyInfo' });
export type ShopApplyInfo = z.infer<typeof ShopApplyInfo>;

/** POST /p/shop/apply answers the new application's id. */
export const ShopApplyAnswer = z.number().int();

/** GET /p/shop/account: the approved owner's store account. */
export const ShopAccount = z
  .object({
    shopId: z.number().int(),
    shopName: z.string(),
    username: z.string().meta({ description: 'the merchant login name (POST /merchant/login)' }),
    passwordSet: z.boolean().meta({ description: 'false until the owner sets the store password' }),
  })
  .meta({ id: 'ShopAccount' });
export type ShopAccount = z.infer<typeof ShopAccount>;

/**
 * PUT /p/shop/account/password: the store password, RSA-encrypted like every password the mall receives;
 * the server decrypts it and applies the spec's rule (6-12 digits, `storePasswordSchema`).
 */
export const ShopAccountPasswordParam = z.object({
  password: z
    .string({ error: messages.storePasswordInvalid.id })
    .min(1, messages.storePasswordInvalid.id)
    .max(2048),
});
export type ShopAccountPasswordParam = z.input<typeof ShopAccountPasswordParam>;
export const ShopAccountPasswordAnswer = Flag;

// --- The platform ----------------------------------------------------------------------------------

/** A platform account's role: what it may do (issue 18 gives each its screens). */
export const PlatformRole = { admin: 'admin', operator: 'operator', auditor: 'auditor' } as const;
export type PlatformRole = (typeof PlatformRole)[keyof typeof PlatformRole];

/** POST /platform/login: the password RSA-encrypted (GET /rsa/publicKey), as the shoppers' and merchants'. */
export const PlatformLoginParam = z.object({
  username: z.string({ error: messages.platformLoginFailed.id }).trim().min(1).max(50),
  password: z.string({ error: messages.passwordRequired.id }).min(1).max(2048),
});
export type PlatformLoginParam = z.input<typeof PlatformLoginParam>;
/** A platform token (valid on /platform/ only) and who it is. */
export const PlatformLoginResult = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().meta({ description: 'seconds' }),
  username: z.string(),
  role: z.enum(['admin', 'operator', 'auditor']),
});
export type PlatformLoginResult = z.infer<typeof PlatformLoginResult>;

/** GET /platform/me: the signed-in platform account, so a reload of the console knows its role. */
export const PlatformMe = z.object({
  platformUserId: z.number().int(),
  username: z.string(),
  role: z.enum(['admin', 'operator', 'auditor']),
});
export type PlatformMe = z.infer<typeof PlatformMe>;

/** POST /platform/logout (no body): revokes the token it is sent with; answers true. */
export const PlatformLogoutResult = Flag;

/**
 * GET /platform/shopApply/page: the applications of one status (absent: all), newest first; `keyword` a
 * part of the store name or of the applicant's nickname, or the applicant's whole mobile number.
 */
export const ShopApplyPageQuery = PageQuery.extend({
  status: choice([-9, -1, 0, 1, 2] as const, -9, messages.queryStatusInvalid).meta({
    description: '-9 all (default), 0 under review, 1 approved, -1 rejected, 2 offline',
  }),
  keyword: searchText,
});
export type ShopApplyPageQuery = QueryOf<typeof ShopApplyPageQuery>;

export const ShopApplyRecord = z
  .object({
    ...applyFields,
    userId: z.string(),
    userName: z.string().meta({ description: "the applicant's nickname" }),
    userMobile: z.string().nullable().meta({ description: 'masked: 138****0000' }),
    createTime: z.string(),
    updateTime: z.string(),
    auditTime: z.string().nullable(),
  })
  .meta({ id: 'ShopApplyRecord' });
export type ShopApplyRecord = z.infer<typeof ShopApplyRecord>;
export const ShopApplyPage = pageOf(ShopApplyRecord);

/**
 * PUT /platform/shopApply/audit: approve (creates the open store and its merchant account in one
 * transaction) or reject with a reason (required). Only an application under review can be audited.
 */
export const ShopApplyAuditParam = z
  .object({
    applyId: bodyId,
    agree: z.boolean({ error: messages.invalid.id }),
    remark: z.string().trim().max(REMARK_MAX, messages.auditRemarkTooLong.id).default(''),
  })
  .refine((v) => v.agree || v.remark.length > 0, {
    error: messages.auditRemarkRequired.id,
    path: ['remark'],
  });
export type ShopApplyAuditParam = z.input<typeof ShopApplyAuditParam>;
export const ShopApplyAuditAnswer = Flag;

/** PUT /platform/shop/offline: takes an open store offline with a reason (required). */
export const ShopOfflineParam = z.object({
  shopId: bodyId,
  reason: z
    .string({ error: messages.offlineReasonRequired.id })
    .trim()
    .min(1, messages.offlineReasonRequired.id)
    .max(REMARK_MAX, messages.auditRemarkTooLong.id),
});
export type ShopOfflineParam = z.input<typeof ShopOfflineParam>;
/** PUT /platform/shop/online: brings an offline store back. */
export const ShopOnlineParam = z.object({ shopId: bodyId });
export type ShopOnlineParam = z.input<typeof ShopOnlineParam>;
