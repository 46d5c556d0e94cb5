// Free store opening (issue 15 items 5 and 7, docs/api.md "Store opening"): the shopper's own application
// (read, apply, resubmit a rejected one) and, once approved, the store account whose password the owner
// sets (RSA-encrypted by the caller, as every password; the server applies the 6-12 digits rule).
import type { AxiosInstance } from 'axios';
import type { ShopAccount, ShopAccountPasswordParam, ShopApplyInfo, ShopApplyParam } from '@mall/domain';
import { getQuery } from '../endpoint.ts';

/** The shopper's application, or null when they never applied. */
export const getShopApplyInfo = getQuery<void, ShopApplyInfo>('/p/shop/apply/info');

/** Applies (refused while one is under review or approved): the new application's id. */
export async function applyForShop(http: AxiosInstance, body: ShopApplyParam): Promise<number> {
  return (await http.post<number>('/p/shop/apply', body)).data;
}

/** Resubmits a rejected application with its fixes: under review again. */
export async function resubmitShopApply(http: AxiosInstance, body: ShopApplyParam): Promise<boolean> {
  return (await http.put<boolean>('/p/shop/apply', body)).data;
}

/** The approved owner's store account (its merchant login name). */
export const getShopAccount = getQuery<void, ShopAccount>('/p/shop/account');

/** Sets the store account's password (`password` RSA-encrypted); `/merchant/login` then takes it. */
export async function setShopAccountPassword(
  http: AxiosInstance,
  body: ShopAccountPasswordParam,
): Promise<boolean> {
  return (await http.put<boolean>('/p/shop/account/password', body)).data;
}
