// Real-name verification (issue 15 item 4, docs/api.md "Real-name verification"): the shopper's verified
// identity, masked, and the verification of a name and ID card number (the server applies realNameForm's
// rules and asks its identity provider).
import type { AxiosInstance } from 'axios';
import type { RealNameInfo, RealNameParam } from '@mall/domain';
import { getQuery } from '../endpoint.ts';

export type { RealNameInfo, RealNameParam } from '@mall/domain';

/** The account's identity: status 0 none, 1 verified (name and ID number masked). */
export const getRealName = getQuery<void, RealNameInfo>('/p/user/realName');

/** Verifies the name and ID number: 400 when they do not match or the identity is taken, 503 unknown error. */
export async function verifyRealName(http: AxiosInstance, body: RealNameParam): Promise<boolean> {
  return (await http.post<boolean>('/p/user/realName', body)).data;
}
