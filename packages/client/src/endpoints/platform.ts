// The platform console's API (issue 15 item 6, issue 18; docs/api.md "Platform API"): its own sign-in
// (platform tokens, never a shopper's or a merchant's), the store applications and their audit, taking a
// store offline and back, the stores and the audit log. The client given must carry the platform token
// (its `getToken`).
import type { AxiosInstance } from 'axios';
import type {
  AuditLogPageQuery,
  AuditLogRecord,
  Page,
  PlatformLoginParam,
  PlatformLoginResult,
  PlatformShopDetail,
  PlatformShopInfoQuery,
  PlatformShopPageQuery,
  PlatformShopRecord,
  PlatformMe,
  ShopApplyAuditParam,
  ShopApplyDetail,
  ShopApplyInfoQuery,
  ShopApplyPageQuery,
  ShopApplyRecord,
  ShopOfflineParam,
  ShopOnlineParam,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';

/** Signs a platform account in (`password` RSA-encrypted). */
export async function platformLogin(
  http: AxiosInstance,
  body: PlatformLoginParam,
): Promise<PlatformLoginResult> {
  return (await http.post<PlatformLoginResult>('/platform/login', body)).data;
}

/** Ends the platform session on the server: the token stops working at once. */
export async function platformLogout(http: AxiosInstance): Promise<boolean> {
  return (await http.post<boolean>('/platform/logout', undefined, { dontShowLogin: true })).data;
}

/** The signed-in platform account and its role (a reload of the console reads it). */
export const getPlatformMe = getQuery<void, PlatformMe>('/platform/me');

/** The store applications of a status (-9 all) matching a search word, newest first. */
export const getShopApplyPage = getQuery<ShopApplyPageQuery, Page<ShopApplyRecord>>(
  '/platform/shopApply/page',
  (search) => search,
);

/** One store application with its documents and its audit history (who decided when, with what reason). */
export const getPlatformShopApplyInfo = getQuery<ShopApplyInfoQuery, ShopApplyDetail>(
  '/platform/shopApply/info',
  (search) => search,
);

/** Approves (the store and its merchant account are created) or rejects with a reason. */
export async function auditShopApply(http: AxiosInstance, body: ShopApplyAuditParam): Promise<boolean> {
  return (await http.put<boolean>('/platform/shopApply/audit', body)).data;
}

/** Takes an open store offline with a reason: its products leave search; its orders go on. */
export async function takeShopOffline(http: AxiosInstance, body: ShopOfflineParam): Promise<boolean> {
  return (await http.put<boolean>('/platform/shop/offline', body)).data;
}

/** Brings an offline store back. */
export async function bringShopOnline(http: AxiosInstance, body: ShopOnlineParam): Promise<boolean> {
  return (await http.put<boolean>('/platform/shop/online', body)).data;
}

/** The stores by a part of their name and by status (-9 all, 1 open, 2 offline, 0 closed), newest first. */
export const getPlatformShopPage = getQuery<PlatformShopPageQuery, Page<PlatformShopRecord>>(
  '/platform/shop/page',
  (search) => search,
);

/** One store: details, owner, application (documents for the roles that read them), recent actions. */
export const getPlatformShopInfo = getQuery<PlatformShopInfoQuery, PlatformShopDetail>(
  '/platform/shop/info',
  (search) => search,
);

/** The audit log, newest first, by actor, action (or its beginning), target and China days. */
export const getAuditLogPage = getQuery<AuditLogPageQuery, Page<AuditLogRecord>>(
  '/platform/auditLog/page',
  (search) => search,
);
