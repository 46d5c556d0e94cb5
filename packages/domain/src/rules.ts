// The validation rules of spec section 5 as zod 4 schemas, one rule in one place for the forms, the
// server and the tests. Every error message is a message id of messages.ts: a client shows it with
// `i18n._(ruleMessage(issue))` (or `i18n._(issue.message)`), the server answers it in the request's
// language. Forms are composed from the field rules below.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import './zod.ts';
import { z } from 'zod';
import type { MessageDescriptor } from '@lingui/core';
import {
  ADDRESS_DETAIL_MIN,
  COMMENT_MAX_CHARS,
  COMMENT_MAX_IMAGES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_LENGTH,
  POINTS_STEP,
  REFUND_MAX_VOUCHERS,
  REFUND_NOTE_MAX,
  ORDER_REMARKS_MAX,
  STORE_DESCRIPTION_MAX,
  STORE_DESCRIPTION_MIN,
  STORE_NAME_MAX,
  STORE_PASSWORD_MAX,
  STORE_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants.ts';
import { messages, messageById } from './messages.ts';
import { parseYuan, yuanToCents, type Cents } from './money.ts';
import { checkSearchTerm } from './searchTerm.ts';
import { buyerRefundReasons, CargoStatus, InvoiceHeaderType, RefundApplyType } from './status.ts';

const m = messages;

// ---------------------------------------------------------------------------------------------------
// Reading the errors

/** The descriptor of a zod issue's message id (the generic "please check this field" for a foreign one). */
export function ruleMessage(issue: { message: string }): MessageDescriptor {
  return messageById.get(issue.message) ?? m.invalid;
}

type ParseResult = { success: true } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } };

/** The descriptor of the first error of a `safeParse` result, or undefined when it succeeded. */
export function firstError(result: ParseResult): MessageDescriptor | undefined {
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue ? ruleMessage(issue) : m.invalid;
}

/**
 * The first error of each field of a `safeParse` result, keyed by the dotted path ('' for the form
 * itself): what a form shows under its inputs.
 */
export function fieldErrors(result: ParseResult): Record<string, MessageDescriptor> {
  const out: Record<string, MessageDescriptor> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= ruleMessage(issue);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Building blocks

/** Characters as a shopper counts them (code points: an emoji is one). */
export const charCount = (s: string): number => [...s].length;

/** A string field whose every failure, including a missing value, reports `id`. */
const text = (id: MessageDescriptor) => z.string({ error: id.id });

/** Trimmed text that must not be blank. */
const required = (id: MessageDescriptor) => text(id).trim().min(1, id.id);

/** An uploaded image's URL (uploads happen first; forms carry the URL). */
const imageUrl = (id: MessageDescriptor) => required(id);

// ---------------------------------------------------------------------------------------------------
// Account

export const PHONE_PATTERN = new RegExp(`^1\\d{${PHONE_LENGTH - 1}}$`);
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${USERNAME_MIN},${USERNAME_MAX}}$`);
/** Half-width (ASCII) visible characters, no spaces. */
const HALF_WIDTH = /^[\x21-\x7e]*$/;
export const STORE_PASSWORD_PATTERN = new RegExp(`^\\d{${STORE_PASSWORD_MIN},${STORE_PASSWORD_MAX}}$`);

/** Mobile phone: 11 digits starting with 1 (surrounding spaces are ignored). */
export const phoneSchema = text(m.phoneInvalid).trim().regex(PHONE_PATTERN, m.phoneInvalid.id);

/** SMS verification code: not blank. */
export const smsCodeSchema = required(m.smsCodeRequired);

/** Username or account name: 4-16 letters, digits or underscores. */
export const usernameSchema = text(m.usernameInvalid).trim().regex(USERNAME_PATTERN, m.usernameInvalid.id);

/** Password at login: anything but blank (kept as typed, spaces included). */
export const loginPasswordSchema = text(m.passwordRequired).refine(
  (s) => s.trim() !== '',
  m.passwordRequired.id,
);

/** The agreement checkbox must be ticked. */
export const agreementSchema = z.literal(true, { error: m.agreementRequired.id });

/** The kinds of characters of a password: letters, digits, symbols. */
export function passwordKinds(password: string): number {
  return [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
}

/**
 * A new password: 6-20 half-width characters with at least two kinds among letters, digits and
 * symbols (case sensitive, so never trimmed or changed).
 */
export function isValidNewPassword(password: string): boolean {
  const n = password.length;
  return n >= PASSWORD_MIN && n <= PASSWORD_MAX && HALF_WIDTH.test(password) && passwordKinds(password) >= 2;
}

export const newPasswordSchema = text(m.newPasswordRequired)
  .min(1, m.newPasswordRequired.id)
  .refine(isValidNewPassword, m.newPasswordInvalid.id);

export const confirmPasswordSchema = text(m.confirmPasswordRequired).min(1, m.confirmPasswordRequired.id);

/** Store password: 6-12 digits. */
export const storePasswordSchema = text(m.storePasswordInvalid).regex(
  STORE_PASSWORD_PATTERN,
  m.storePasswordInvalid.id,
);

/** Nickname: not blank, at most 15 characters. */
export const nicknameSchema = required(m.nicknameRequired).refine(
  (s) => charCount(s) <= NICKNAME_MAX,
  m.nicknameTooLong.id,
);

/** Adds the "confirmation must match" check to a form with `password` and `confirmPassword`. */
function withConfirmation<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    message: m.confirmPasswordMismatch.id,
    path: ['confirmPassword'],
  });
}

export const loginAccountForm = z.object({
  principal: usernameSchema,
  credentials: loginPasswordSchema,
  agreement: agreementSchema,
});
export type LoginAccountForm = z.infer<typeof loginAccountForm>;

export const loginMobileForm = z.object({
  mobile: phoneSchema,
  code: smsCodeSchema,
  agreement: agreementSchema,
});
export type LoginMobileForm = z.infer<typeof loginMobileForm>;

/** Before an SMS code is sent, the phone must be valid. */
export const smsRequestForm = z.object({ mobile: phoneSchema });

/** Registration step 1: verify the phone (code) and agree to the terms of service and privacy policy. */
export const registerPhoneForm = z.object({
  mobile: phoneSchema,
  code: smsCodeSchema,
  agreement: agreementSchema,
});

const accountFields = z.object({
  userName: usernameSchema,
  password: newPasswordSchema,
  confirmPassword: confirmPasswordSchema,
});

/** Registration step 2: the account. */
export const registerAccountForm = withConfirmation(accountFields);

/** The whole registration. */
export const registerForm = withConfirmation(registerPhoneForm.extend(accountFields.shape));
export type RegisterForm = z.infer<typeof registerForm>;

/** Forgot password and change password: phone, code, new password twice. */
export const resetPasswordForm = withConfirmation(
  z.object({
    mobile: phoneSchema,
    code: smsCodeSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
);
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** Change password (signed in): the current password, the new one by the set-password rule, twice. */
export const changePasswordForm = withConfirmation(
  z.object({
    oldPassword: loginPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const storePasswordForm = withConfirmation(
  z.object({ password: storePasswordSchema, confirmPassword: confirmPasswordSchema }),
);

export const profileForm = z.object({ nickName: nicknameSchema });

/**
 * Whether a birth date (`YYYY-MM-DD`) lies in the future at `now` (ms). The date has no time zone: it is
 * in the future only when it is after today everywhere (UTC+14), so a birthday of today is never
 * refused, whatever the zone of the browser or the server.
 */
export function isBirthDateInFuture(date: string, now: number): boolean {
  const latestToday = new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
  return date > latestToday;
}

/**
 * The account page's form at `now`: the nickname rule, and a birth date (`YYYY-MM-DD`, or '' for none)
 * that is not in the future.
 */
export function accountProfileForm(now: number) {
  return profileForm.extend({
    birthDate: z
      .string()
      .refine((date) => date === '' || !isBirthDateInFuture(date, now), m.birthDateInFuture.id),
  });
}

// ---------------------------------------------------------------------------------------------------
// Images and search

export interface ImageFileLike {
  /** The MIME type the browser reports. */
  type: string;
  /** Size in bytes. */
  size: number;
}

const isFileLike = (v: unknown): v is ImageFileLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ImageFileLike).type === 'string' &&
  typeof (v as ImageFileLike).size === 'number';

/** A chosen image file (a File or anything with its `type` and `size`): a format of IMAGE_TYPES, at most 2 MB. */
export const imageFileSchema = z
  .custom<ImageFileLike>(isFileLike, { error: m.imageType.id })
  .refine((f) => (IMAGE_TYPES as readonly string[]).includes(f.type.toLowerCase()), m.imageType.id)
  .refine((f) => f.size <= IMAGE_MAX_BYTES, m.imageTooLarge.id);

/** File name endings of each image type: a picked file's name must agree with its MIME type. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
};

/**
 * Why a picked file may not be uploaded: 'type' (MIME type not accepted, or a name ending that does not
 * belong to an accepted type), 'size' (larger than maxBytes), or null. The client's check; the server
 * checks the content itself.
 */
export function imageFileProblem(
  file: { name: string; type: string; size: number },
  accept: readonly string[] = IMAGE_TYPES,
  maxBytes: number = IMAGE_MAX_BYTES,
): 'type' | 'size' | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const extensions = accept.flatMap((type) => IMAGE_EXTENSIONS[type] ?? []);
  if (!accept.includes(file.type.toLowerCase()) || !extensions.includes(extension)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The message of an image that may not be uploaded, or null when it may. */
export function checkImage(file: ImageFileLike): MessageDescriptor | null {
  return firstError(imageFileSchema.safeParse(file)) ?? null;
}

/** Search: the trimmed product name must not be empty (the rule is `checkSearchTerm`, searchTerm.ts). */
export const searchTermSchema = text(m.searchEmpty).transform((raw, ctx) => {
  const checked = checkSearchTerm(raw);
  if (checked.error) {
    ctx.addIssue({ code: 'custom', message: checked.error.id, input: raw });
    return z.NEVER;
  }
  return checked.term;
});
export const searchForm = z.object({ pn: searchTermSchema });

/** Cart settle or delete: at least one item (basketId) selected. */
export const cartSelectionSchema = z
  .array(z.number(), { error: m.cartNoneSelected.id })
  .min(1, m.cartNoneSelected.id);

// ---------------------------------------------------------------------------------------------------
// Points

/** The largest credit an order allows: its maximum usable points rounded down to a multiple of 10. */
export function maxPointsCredit(maxUsable: number): number {
  return Math.max(0, Math.floor(maxUsable / POINTS_STEP) * POINTS_STEP);
}

/** Points credited to an order: a whole multiple of 10 between 0 and the order's maximum usable. */
export function pointsCreditSchema(maxUsable: number) {
  return z
    .number({ error: m.pointsInvalid.id })
    .int(m.pointsInvalid.id)
    .min(0, m.pointsInvalid.id)
    .refine((n) => n % POINTS_STEP === 0, m.pointsStep.id)
    .refine((n) => n <= maxUsable, m.pointsTooMany.id);
}

// ---------------------------------------------------------------------------------------------------
// Orders

/** The message to the merchant at submit: at most ORDER_REMARKS_MAX characters (decisions/0013). */
export const orderRemarksSchema = text(m.orderRemarksTooLong)
  .trim()
  .refine((s) => charCount(s) <= ORDER_REMARKS_MAX, m.orderRemarksTooLong.id);

// ---------------------------------------------------------------------------------------------------
// Refunds

/** A non-negative yuan number with at most two decimals as cents, else null. */
function numberToCents(yuan: number): Cents | null {
  if (!Number.isFinite(yuan) || yuan < 0) return null;
  const cents = yuanToCents(yuan);
  return Number.isSafeInteger(cents) && Math.abs(yuan * 100 - cents) < 1e-6 * Math.max(1, cents)
    ? cents
    : null;
}

/** A refund amount typed in yuan (text or number), checked and turned into cents. */
/**
 * A refund amount in yuan, answered in cents: above 0 and at most `maxRefundable`; 0 only with `zero`
 * (a points-mall order paid in points alone is refunded by its units, amount 0: decisions/0047).
 */
export function refundAmountSchema(maxRefundable: Cents, { zero = false }: { zero?: boolean } = {}) {
  return z
    .union([z.string(), z.number()], { error: m.refundAmountRequired.id })
    .transform((value, ctx): Cents => {
      const fail = (id: string) => {
        ctx.issues.push({ code: 'custom', message: id, input: value });
        return z.NEVER;
      };
      if (typeof value === 'string' && value.trim() === '') return fail(m.refundAmountRequired.id);
      const cents = typeof value === 'number' ? numberToCents(value) : parseYuan(value);
      if (cents === null || cents < 0 || (cents === 0 && !zero)) return fail(m.refundAmountInvalid.id);
      if (cents > maxRefundable) return fail(m.refundAmountTooHigh.id);
      return cents;
    });
}

export const refundNoteSchema = text(m.refundNoteTooLong).refine(
  (s) => charCount(s) <= REFUND_NOTE_MAX,
  m.refundNoteTooLong.id,
);

/**
 * The merchant's reason for refusing an after-sales request: required (blank counts as none: the service
 * refuses it) and at most REFUND_NOTE_MAX characters, both with the one translated message.
 */
export const refundRefuseReasonSchema = text(m.refundRefuseReasonRequired)
  .trim()
  .refine((s) => charCount(s) <= REFUND_NOTE_MAX, m.refundRefuseReasonRequired.id);

/** Whether a refusal's reason is acceptable (the form's check; the server parses the same rule). */
export function isRefuseReasonValid(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed !== '' && refundRefuseReasonSchema.safeParse(trimmed).success;
}

export const refundVouchersSchema = z
  .array(z.string(), { error: m.refundTooManyVouchers.id })
  .max(REFUND_MAX_VOUCHERS, m.refundTooManyVouchers.id);

export interface RefundLimits {
  /** Quantity of the item ordered (the whole order's count for a whole-order refund). */
  orderedQuantity: number;
  /** The most that may be refunded, in cents. */
  maxRefundable: Cents;
  /** A points order paid in points alone: its refunds are by units, amount 0 (and only 0). */
  pointsOnly?: boolean;
}

/** The after-sales application (POST /p/orderRefund/apply), given the order's limits. */
export function refundApplyForm(limits: RefundLimits) {
  return z.object({
    applyType: z.union([z.literal(RefundApplyType.refundOnly), z.literal(RefundApplyType.returnAndRefund)], {
      error: m.invalid.id,
    }),
    isReceiver: z.union([z.literal(CargoStatus.notReceived), z.literal(CargoStatus.received)], {
      error: m.invalid.id,
    }),
    buyerReason: z.enum(buyerRefundReasons, { error: m.refundReasonRequired.id }),
    goodsNum: z
      .number({ error: m.refundQuantity.id })
      .int(m.refundQuantity.id)
      .min(1, m.refundQuantity.id)
      .max(limits.orderedQuantity, m.refundQuantity.id),
    refundAmount: refundAmountSchema(limits.pointsOnly ? 0 : limits.maxRefundable, {
      zero: limits.pointsOnly === true,
    }),
    buyerMobile: phoneSchema,
    buyerDesc: refundNoteSchema.default(''),
    photoFiles: refundVouchersSchema.default([]),
  });
}

/** The return's logistics (POST /p/orderRefund/submitExpress). */
export const refundExpressForm = z.object({
  expressName: required(m.refundExpressRequired),
  expressNo: required(m.refundExpressNoRequired),
  mobile: phoneSchema,
  senderRemarks: refundNoteSchema.default(''),
  imgs: refundVouchersSchema.default([]),
});

// ---------------------------------------------------------------------------------------------------
// Addresses and regions

/** A chosen region: province, city and area. */
export const regionSchema = z.object(
  {
    provinceId: z.number({ error: m.regionRequired.id }).int().positive(m.regionRequired.id),
    cityId: z.number({ error: m.regionRequired.id }).int().positive(m.regionRequired.id),
    areaId: z.number({ error: m.regionRequired.id }).int().positive(m.regionRequired.id),
    province: z.string().optional(),
    city: z.string().optional(),
    area: z.string().optional(),
  },
  { error: m.regionRequired.id },
);
export type Region = z.infer<typeof regionSchema>;

/** Detailed address: at least 5 characters. */
export const addressDetailSchema = required(m.addressDetailTooShort).refine(
  (s) => charCount(s) >= ADDRESS_DETAIL_MIN,
  m.addressDetailTooShort.id,
);

/** An address of the address book: recipient, phone, region and a detailed address are required. */
export const addressForm = z.object({
  receiver: required(m.receiverRequired),
  mobile: phoneSchema,
  region: regionSchema,
  addr: addressDetailSchema,
  isDefault: z.boolean().default(false),
});
export type AddressForm = z.infer<typeof addressForm>;

// ---------------------------------------------------------------------------------------------------
// Store application

/** Store name: letters (any script) and digits, spaces, `-`, `_`, `·` and brackets; nothing else. */
export const STORE_NAME_PATTERN = /^[\p{L}\p{N} \-_·()（）]+$/u;

/** Mainland landline: optional area code (0 + 2-3 digits, optional hyphen), 7-8 digits, optional extension; or 400/800. */
export const LANDLINE_PATTERN = /^(?:(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;

/** A contact number: a mobile phone or a landline. */
export const contactPhoneSchema = text(m.contactPhoneInvalid)
  .trim()
  .refine((s) => PHONE_PATTERN.test(s) || LANDLINE_PATTERN.test(s), m.contactPhoneInvalid.id);

export const storeNameSchema = required(m.storeNameRequired)
  .refine((s) => charCount(s) <= STORE_NAME_MAX, m.storeNameTooLong.id)
  .refine((s) => STORE_NAME_PATTERN.test(s), m.storeNameInvalid.id);

export const storeDescriptionSchema = text(m.storeDescriptionLength)
  .trim()
  .refine((s) => {
    const n = charCount(s);
    return n >= STORE_DESCRIPTION_MIN && n <= STORE_DESCRIPTION_MAX;
  }, m.storeDescriptionLength.id);

/** The free-store application. */
export const storeApplicationForm = z.object({
  shopName: storeNameSchema,
  contactPhone: contactPhoneSchema,
  region: regionSchema,
  address: addressDetailSchema,
  description: storeDescriptionSchema,
  logo: imageUrl(m.storeLogoRequired),
  businessLicence: imageUrl(m.storeLicenceRequired),
  idCardFront: imageUrl(m.idCardFrontRequired),
  idCardBack: imageUrl(m.idCardBackRequired),
});
export type StoreApplicationForm = z.infer<typeof storeApplicationForm>;

// ---------------------------------------------------------------------------------------------------
// Comments

export const commentContentSchema = required(m.commentRequired).refine(
  (s) => charCount(s) <= COMMENT_MAX_CHARS,
  m.commentTooLong.id,
);

export const commentForm = z.object({
  score: z
    .number({ error: m.commentScoreRequired.id })
    .int(m.commentScoreRequired.id)
    .min(1, m.commentScoreRequired.id)
    .max(5, m.commentScoreRequired.id),
  content: commentContentSchema,
  pics: z
    .array(z.string(), { error: m.commentTooManyImages.id })
    .max(COMMENT_MAX_IMAGES, m.commentTooManyImages.id)
    .default([]),
  isAnonymous: z.boolean().default(false),
});
export type CommentForm = z.infer<typeof commentForm>;

// ---------------------------------------------------------------------------------------------------
// Real name

/** 2-20 Chinese characters or Latin letters; parts may be joined by a middle dot (艾力·买买提). */
export const REAL_NAME_PATTERN = /^[\p{Script=Han}A-Za-z]+(?:[·•][\p{Script=Han}A-Za-z]+)*$/u;

export function isValidRealName(name: string): boolean {
  const n = charCount(name);
  return n >= 2 && n <= 20 && REAL_NAME_PATTERN.test(name);
}

/** Province-level codes that begin a citizen ID number (81-83 residence permits, 91 permanent residents). */
const ID_REGIONS = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83, 91,
]);
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The GB 11643 check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

/**
 * An 18-digit mainland ID card number (GB 11643-1999): a known province code, a real birth date
 * between 1900 and `now`, and the ISO 7064 MOD 11-2 check character (digit or X, either case).
 */
export function isValidIdCard(id: string, now: number = Date.now()): boolean {
  const value = id.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  if (!ID_REGIONS.has(Number(value.slice(0, 2)))) return false;
  const y = Number(value.slice(6, 10));
  const mo = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const birth = Date.UTC(y, mo - 1, d);
  const date = new Date(birth);
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    return false;
  }
  if (birth > now) return false;
  return idCardCheckChar(value) === value[17];
}

export const realNameSchema = text(m.realNameInvalid).trim().refine(isValidRealName, m.realNameInvalid.id);

/** The ID card number, upper-cased (a final x becomes X). */
export const idCardSchema = text(m.idCardInvalid)
  .trim()
  .toUpperCase()
  .refine((s) => isValidIdCard(s), m.idCardInvalid.id);

export const realNameForm = z.object({ realName: realNameSchema, idCard: idCardSchema });
export type RealNameForm = z.infer<typeof realNameForm>;

// ---------------------------------------------------------------------------------------------------
// Invoices

/** Taxpayer identification number: 15, 17, 18 or 20 digits and capital letters (18 = unified social credit code). */
export const TAX_NUMBER_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/;

/** An invoice request: a unit title needs a tax number; a personal one does not. */
export const invoiceForm = z
  .object({
    headerType: z.union([z.literal(InvoiceHeaderType.unit), z.literal(InvoiceHeaderType.personal)], {
      error: m.invalid.id,
    }),
    headerName: required(m.invoiceTitleRequired),
    invoiceTaxNumber: z.string().trim().toUpperCase().optional(),
  })
  .refine(
    (v) => v.headerType !== InvoiceHeaderType.unit || TAX_NUMBER_PATTERN.test(v.invoiceTaxNumber ?? ''),
    {
      message: m.invoiceTaxNumberInvalid.id,
      path: ['invoiceTaxNumber'],
    },
  );
export type InvoiceForm = z.infer<typeof invoiceForm>;

// ---------------------------------------------------------------------------------------------------
// The merchant centre (issue 17)

/**
 * The merchant centre's sign-in form: the store account and its password, both given (the server's own
 * check is contract/merchant.ts MerchantLoginParam; a name longer than any account is simply wrong).
 */
export const merchantLoginForm = z.object({
  username: required(m.merchantUsernameRequired).max(50, m.merchantLoginFailed.id),
  password: loginPasswordSchema,
});
export type MerchantLoginForm = z.infer<typeof merchantLoginForm>;

/** The platform console's sign-in form: its account and password, both given (as the merchant centre's). */
export const platformLoginForm = z.object({
  username: required(m.platformUsernameRequired).max(50, m.platformLoginFailed.id),
  password: loginPasswordSchema,
});

/** A console's sign-in form rules, as ui's ConsoleLoginScreen checks with them (decisions/0080). */
export type ConsoleLoginForm = z.ZodType<
  { username: string; password: string },
  { username: string; password: string }
>;
