// The address book and regions (docs/api.md "Address book, regions and images"). The list is one call
// and one SWR key, shared by the address book and the checkout page.
import type { AxiosInstance } from 'axios';
import type { Address, AddressParam, AreaItem } from '@mall/domain';
import { query } from '../endpoint.ts';

/** The shopper's addresses (GET /p/address/list), the default first. */
export const getAddressList = query<void, Address[]>(
  '/p/address/list',
  async (http, _args, path) => (await http.get<Address[]>(path)).data,
);

/** Adds an address; answers its id (400 `收货地址已达上限` at the limit). */
export async function addAddress(http: AxiosInstance, body: AddressParam): Promise<number> {
  return (await http.post<number>('/p/address/addAddr', body)).data;
}

export async function updateAddress(http: AxiosInstance, body: AddressParam): Promise<boolean> {
  return (await http.put<boolean>('/p/address/updateAddr', body)).data;
}

export async function deleteAddress(http: AxiosInstance, addrId: number): Promise<boolean> {
  return (await http.delete<boolean>(`/p/address/deleteAddr/${addrId}`)).data;
}

export async function setDefaultAddress(http: AxiosInstance, addrId: number): Promise<boolean> {
  return (await http.put<boolean>(`/p/address/defaultAddr/${addrId}`)).data;
}

/** The regions under `pid` (0: the provinces). */
export async function getRegions(http: AxiosInstance, pid: number): Promise<AreaItem[]> {
  return (await http.get<AreaItem[]>('/p/area/listByPid', { params: { pid } })).data;
}
