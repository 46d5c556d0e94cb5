// The merchant centre's session (docs/api.md "Merchant API", decisions/0019, 0034): login with the
// password RSA-encrypted by the caller (as the shoppers' /login), and logout, which revokes the merchant
// token on the server. The client given must carry the merchant token (its `getToken`), not a shopper's.
import type { AxiosInstance } from 'axios';
import type { MerchantLoginParam, MerchantLoginResult, MerchantLogoutResult } from '@mall/domain';

export type { MerchantLoginResult } from '@mall/domain';

export async function merchantLogin(
  http: AxiosInstance,
  body: MerchantLoginParam,
): Promise<MerchantLoginResult> {
  return (await http.post<MerchantLoginResult>('/merchant/login', body)).data;
}

/** Ends the merchant's session on the server: the token stops working at once. */
export async function merchantLogout(http: AxiosInstance): Promise<MerchantLogoutResult> {
  return (await http.post<MerchantLogoutResult>('/merchant/logout', undefined, { dontShowLogin: true })).data;
}
