// Account wire shapes (docs/api.md "Accounts"): the zod schemas the server's routes declare, and their
// types. Passwords travel RSA-encrypted (decisions/0012).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { nicknameSchema, phoneSchema, smsCodeSchema, usernameSchema } from '../rules.ts';

export const UserInfo = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    userMobile: z.string().nullable(),
    pic: z.string().nullable(),
    sex: z.string().nullable(),
    birthDate: z.string().nullable(),
    level: z.number().int(),
    growth: z.number().int(),
    score: z.number().int(),
    balance: z.number(),
  })
  .meta({ id: 'UserInfo', description: 'The signed-in user' });
export type UserInfo = z.infer<typeof UserInfo>;

/** A mobile number as the account page shows it: the first 3 and last 4 digits (138****0000). */
export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

export const LoginResult = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().meta({ description: 'Seconds until the token expires' }),
    userId: z.string(),
    nickName: z.string(),
    pic: z.string().nullable(),
  })
  .meta({ id: 'LoginResult', description: 'A new access token and who it belongs to' });
export type LoginResult = z.infer<typeof LoginResult>;

export const AppLoginResult = LoginResult.extend({
  fescoPlattype: z.string().meta({ description: 'The partner platform type of the code' }),
}).meta({ id: 'AppLoginResult', description: 'A login by a partner platform code' });
export type AppLoginResult = z.infer<typeof AppLoginResult>;

/** The contract's client types (1 to 9); anything else is a malformed request. A client sends a number. */
const AppType = z.coerce.number<number>().int().min(1).max(9);
/**
 * The channel constant of the login calls (spec section 9: always 5, domain VALIDATE_TYPE). The
 * storefront sends it; this server does not act on it, so a malformed one is dropped, not refused.
 */
const ValidateType = z.number().int().optional().catch(undefined);
/** An RSA-encrypted password (base64, as jsencrypt makes it). */
const Encrypted = z.string().max(2048);

/** Development only (GET /dev/sms/latest): the latest SMS code sent to a mobile. */
export const DevSmsQuery = z.object({ mobile: phoneSchema });
export const DevSmsAnswer = z.object({
  mobile: z.string(),
  purpose: z.string(),
  code: z.string(),
  sentAt: z.number(),
});

/** Registration step 2 (PUT /user/checkRegisterSms) and the forgot-password check. */
export const CheckSmsParam = z.object({ mobile: phoneSchema, validCode: smsCodeSchema });
export type CheckSmsParam = z.input<typeof CheckSmsParam>;

/** Registration step 3 (PUT /user/registerOrBindUser). */
export const RegisterParam = z.object({
  checkRegisterSmsFlag: z.string().max(200),
  mobile: phoneSchema,
  userName: usernameSchema,
  password: Encrypted,
  registerOrBind: z.coerce.number<number>().int().optional(),
  appType: AppType.optional(),
});
export type RegisterParam = z.input<typeof RegisterParam>;

/** POST /login: `loginType` 0 password (RSA-encrypted), 1 SMS code. */
export const LoginParam = z.object({
  principal: z.string().max(100),
  credentials: z.string().max(2048),
  appType: AppType,
  loginType: z.coerce.number<0 | 1>().int().min(0).max(1).default(0),
  validateType: ValidateType,
});
export type LoginParam = z.input<typeof LoginParam>;

/** POST /appLogin: a partner platform's single sign-on code. */
export const AppLoginParam = z.object({
  principal: z.string().max(4096),
  appType: AppType,
  validateType: ValidateType,
});
export type AppLoginParam = z.input<typeof AppLoginParam>;

/** PUT /user/resetPassword (forgot password). */
export const ResetPasswordParam = z.object({
  mobile: phoneSchema,
  validCode: smsCodeSchema,
  password: Encrypted,
});
export type ResetPasswordParam = z.input<typeof ResetPasswordParam>;

/** PUT /p/user/changePassword: other sessions end. */
export const ChangePasswordParam = z.object({ oldPassword: Encrypted, newPassword: Encrypted });
export type ChangePasswordParam = z.input<typeof ChangePasswordParam>;

/** PUT /p/user/setUserInfo: the fields to change. */
export const SetUserInfoParam = z.object({
  nickName: nicknameSchema.optional(),
  avatarUrl: z.string().trim().max(1000).nullable().optional(),
  sex: z.enum(['M', 'F']).nullable().optional(),
  birthDate: z.iso.date().nullable().optional(),
});
export type SetUserInfoParam = z.input<typeof SetUserInfoParam>;
