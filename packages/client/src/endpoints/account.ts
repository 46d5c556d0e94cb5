// Accounts (docs/api.md "Accounts"). Passwords are RSA-encrypted by the caller (session/password.ts).
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type {
  AppLoginParam,
  AppLoginResult,
  ChangePasswordParam,
  CheckSmsParam,
  LoginParam,
  LoginResult,
  RegisterParam,
  ResetPasswordParam,
  SetUserInfoParam,
  UserInfo,
} from '@mall/domain';
import { query } from '../endpoint.ts';

export type { AppLoginResult, LoginResult, UserInfo } from '@mall/domain';

/** `loginType` 0: username or mobile and RSA password; 1: mobile and SMS code. */
export const LoginType = { password: 0, smsCode: 1 } as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

export async function getPublicKey(http: AxiosInstance): Promise<string> {
  return (await http.get<string>('/rsa/publicKey')).data;
}

export async function sendLoginCode(http: AxiosInstance, mobile: string): Promise<boolean> {
  return (await http.post<boolean>('/sms/sendLoginCode', { mobile })).data;
}

export async function login(http: AxiosInstance, body: LoginParam): Promise<LoginResult> {
  return (await http.post<LoginResult>('/login', body)).data;
}

/** Single sign-on: exchanges the partner's `code` for our token. */
export async function appLogin(http: AxiosInstance, body: AppLoginParam): Promise<AppLoginResult> {
  return (await http.post<AppLoginResult>('/appLogin', body)).data;
}

/** The user info; `config` may set `dontShowLogin` (the top bar asks quietly). */
export const getUserInfo = query<AxiosRequestConfig | void, UserInfo>(
  '/p/user/userInfo',
  async (http, config, path) => (await http.get<UserInfo>(path, config ?? undefined)).data,
  // One key whatever the request options: they change how a failure is told, not the answer.
  () => undefined,
);

export async function logOut(http: AxiosInstance): Promise<boolean> {
  return (await http.post<boolean>('/p/user/logOut', undefined, { dontShowLogin: true })).data;
}

/** Registration step 1: sends the code (400 when the mobile is already registered). */
export async function sendRegisterSms(http: AxiosInstance, mobile: string): Promise<boolean> {
  return (await http.put<boolean>('/user/sendRegisterSms', { mobile })).data;
}

/** Checks the registration code; answers the registration flag (single use, 10 minutes, this mobile). */
export async function checkRegisterSms(http: AxiosInstance, body: CheckSmsParam): Promise<string> {
  return (await http.put<string>('/user/checkRegisterSms', body)).data;
}

/** Registration step 2: creates the user and signs them in (the login result); `password` RSA-encrypted. */
export async function registerOrBindUser(http: AxiosInstance, body: RegisterParam): Promise<LoginResult> {
  return (await http.put<LoginResult>('/user/registerOrBindUser', body)).data;
}

/** Forgot password: sends the code (400 when the mobile is not registered). */
export async function sendResetSms(http: AxiosInstance, mobile: string): Promise<boolean> {
  return (await http.put<boolean>('/user/sendResetSms', { mobile })).data;
}

/** Forgot password: sets the new password (RSA-encrypted); every session of the account ends. */
export async function resetPassword(http: AxiosInstance, body: ResetPasswordParam): Promise<boolean> {
  return (await http.put<boolean>('/user/resetPassword', body)).data;
}

/** Changes the signed-in user's nickname, avatar (one of their uploads), sex or birth date; answers the user. */
export async function setUserInfo(http: AxiosInstance, body: SetUserInfoParam): Promise<UserInfo> {
  return (await http.put<UserInfo>('/p/user/setUserInfo', body)).data;
}

/** Changes the password (both RSA-encrypted); every session of the account ends, this one included. */
export async function changePassword(http: AxiosInstance, body: ChangePasswordParam): Promise<boolean> {
  return (await http.put<boolean>('/p/user/changePassword', body)).data;
}
