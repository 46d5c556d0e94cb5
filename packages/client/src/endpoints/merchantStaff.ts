// The owner's staff accounts in the merchant centre (docs/api.md "Merchant API", decisions/0060): list,
// create (the password RSA-encrypted by the caller, as the merchant login's), change the role, disable or
// enable, reset the password, delete. Each needs the `staff` permission (the owner alone); a disable, a
// role change or a new password ends that account's sessions at once. The client given must carry the
// merchant token. (GET /merchant/me, the signed-in account, is `getMerchantMe` of the merchant session.)
import type { AxiosInstance } from 'axios';
import type {
  MerchantStaff,
  MerchantStaffCreateParam,
  MerchantStaffList,
  MerchantStaffPasswordParam,
  MerchantStaffRoleParam,
  MerchantStaffStatusParam,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';

export type { MerchantStaff, MerchantStaffList } from '@mall/domain';

/** The store's staff accounts, oldest first; its SWR key is the bare path. */
export const getMerchantStaff = getQuery<void, MerchantStaffList>('/merchant/staff');

/** Creates a staff account; answers it. */
export async function createMerchantStaff(
  http: AxiosInstance,
  body: MerchantStaffCreateParam,
): Promise<MerchantStaff> {
  return (await http.post<MerchantStaff>('/merchant/staff', body)).data;
}

/** Gives a staff account another role (its sessions end). */
export async function changeMerchantStaffRole(
  http: AxiosInstance,
  body: MerchantStaffRoleParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/staff/role', body)).data;
}

/** Disables (0: its sessions end) or enables (1) a staff account. */
export async function setMerchantStaffStatus(
  http: AxiosInstance,
  body: MerchantStaffStatusParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/staff/status', body)).data;
}

/** Sets a staff account's password (RSA-encrypted by the caller; its sessions end). */
export async function resetMerchantStaffPassword(
  http: AxiosInstance,
  body: MerchantStaffPasswordParam,
): Promise<boolean> {
  return (await http.put<boolean>('/merchant/staff/password', body)).data;
}

/** Deletes a staff account and its sessions. */
export async function deleteMerchantStaff(http: AxiosInstance, merchantId: number): Promise<boolean> {
  return (await http.delete<boolean>(`/merchant/staff/${merchantId}`)).data;
}
