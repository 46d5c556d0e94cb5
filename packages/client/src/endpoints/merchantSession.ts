// The merchant centre's own session read: GET /merchant/me, the signed-in account, its store and what
// its role may do (domain contract/merchantStaff.ts). The client given must carry the merchant token.
// (If the staff endpoints bring their own `getMerchantMe`, keep one of the two: the path is the key.)
import type { MerchantMe } from '@mall/domain';
import { getQuery } from '../endpoint.ts';

export type { MerchantMe } from '@mall/domain';

/** The signed-in merchant account; its SWR key is the bare path. */
export const getMerchantMe = getQuery<void, MerchantMe>('/merchant/me');
